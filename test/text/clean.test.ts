import { describe, expect, it } from 'vitest';
import { clean } from '../../src/text/clean.js';

describe('clean', () => {
  it.each([
    ['removes URLs and mentions by default', '@ali_ Jom tgk ni https://t.co/abc   best gila!!! 😂', {}, 'Jom tgk ni best gila!!! 😂'],
    ['keeps URLs when asked', 'Baca www.bernama.com sekarang', { removeUrls: false }, 'Baca www.bernama.com sekarang'],
    ['keeps mentions when asked', '@ali_ datang', { removeMentions: false }, '@ali_ datang'],
    ['lower-cases when asked', 'Harga RM50 je &amp; FREE', { lowercase: true }, 'harga rm50 je & free'],
    ['strips HTML tags and zero-width characters', '<p>Selamat\u200B pagi</p>', {}, 'Selamat pagi'],
    ['keeps hashtags and money', '#PRU15 undi RM3.5k', {}, '#PRU15 undi RM3.5k'],
    ['drops stray symbols', 'best ™ gila § ¶', {}, 'best ™ gila'],
  ])('%s', (_name, text, options, expected) => {
    expect(clean(text, options)).toBe(expected);
  });

  it('returns an empty string when nothing is left', () => {
    expect(clean('\u200B\u200B')).toBe('');
  });

  it('validates its options', () => {
    expect(() => clean('ok', { lowercase: 1 as unknown as boolean })).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_INVALID_OPTION' }));
  });
});
