import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scan, scanWithPattern, tokenize } from '../../src/text/tokenize.js';

describe('tokenize', () => {
  it.each([
    ['URLs and bare domains', 'Baca https://www.thestar.com.my/news?id=1. Atau shopee.com.my', ['Baca', 'https://www.thestar.com.my/news?id=1', '.', 'Atau', 'shopee.com.my']],
    ['e-mails', 'Emel ali.baba@gmail.com ok', ['Emel', 'ali.baba@gmail.com', 'ok']],
    ['mentions and hashtags', '@ali_ undi #PRU15', ['@ali_', 'undi', '#PRU15']],
    ['money', 'RM50 RM3.5k rm10.4m RM1,200.50 50sen', ['RM50', 'RM3.5k', 'rm10.4m', 'RM1,200.50', '50sen']],
    ['times', 'jumpa 3:30pm atau 10am atau 15:00', ['jumpa', '3:30pm', 'atau', '10am', 'atau', '15:00']],
    ['dates', 'pada 12/03/2024 dan 2024-03-12.', ['pada', '12/03/2024', 'dan', '2024-03-12', '.']],
    ['percentages and numbers', 'naik 3.5% dari 1,000 ke 5k', ['naik', '3.5%', 'dari', '1,000', 'ke', '5k']],
    ['reduplication', 'budak-budak dan budak2 main', ['budak-budak', 'dan', 'budak2', 'main']],
    ['x-negation and elongation', 'xnak, bestttt', ['xnak', ',', 'bestttt']],
    ['clitics written solid stay', 'rumahnya pergilah bukumu', ['rumahnya', 'pergilah', 'bukumu']],
    ['hyphen-attached particles split', 'best-lah dia-nya', ['best', 'lah', 'dia', 'nya']],
    ['Manglish particles', 'ok lah, dia datang meh? kan je', ['ok', 'lah', ',', 'dia', 'datang', 'meh', '?', 'kan', 'je']],
    ['emoji one by one, with modifiers and flags', 'best😂😂 👍🏽 🇲🇾', ['best', '😂', '😂', '👍🏽', '🇲🇾']],
    ['emoticons', 'ok :) sedih :( XD T_T <3', ['ok', ':)', 'sedih', ':(', 'XD', 'T_T', '<3']],
    ['emoticon stuck to a word', 'best:)', ['best', ':)']],
    ['repeated punctuation stays together', 'apa?! tunggu... ok!!!', ['apa', '?!', 'tunggu', '...', 'ok', '!!!']],
    ["Dato' keeps its apostrophe", "Dato' Seri dan don't", ["Dato'", 'Seri', 'dan', "don't"]],
    ['alphanumeric words', 'covid19 mp3 2day b4', ['covid19', 'mp3', '2day', 'b4']],
  ])('%s', (_name, text, expected) => {
    expect(tokenize(text)).toEqual(expected);
  });

  it('gives kinds and offsets that slice back to the token', () => {
    const text = 'Jom makan RM5 je 😂 @ali';
    const kinds = scan(text).map((t) => [t.text, t.kind]);
    expect(kinds).toEqual([['Jom', 'word'], ['makan', 'word'], ['RM5', 'money'], ['je', 'word'], ['😂', 'emoji'], ['@ali', 'mention']]);
  });

  it('never throws and keeps offsets exact on any non-empty text (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80, unit: 'grapheme' }).filter((s) => s.trim() !== ''), (text) => {
        for (const t of scan(text)) {
          if (text.slice(t.start, t.end) !== t.text) return false;
          if (t.text.trim() === '') return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('covers every non-space character exactly once (property)', () => {
    expect(scan('0 % ').map((t) => [t.text, t.kind])).toEqual([['0 %', 'percent']]);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''), (text) => {
        // Tokens are slices of the text, in order and apart; between them lies only whitespace, or the hyphen
        // of a particle split off (`best-lah`). A percentage may keep the space before its sign (`50 %`).
        const tokens = scan(text);
        let end = 0;
        for (const t of tokens) {
          if (t.start < end || text.slice(t.start, t.end) !== t.text) return false;
          if (!/^\s*-?\s*$/.test(text.slice(end, t.start))) return false;
          if (/\s/.test(t.text) && t.kind !== 'percent') return false;
          end = t.end;
        }
        return text.slice(end).trim() === '';
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same tokens with the plain-word shortcut as the pattern alone (property)', () => {
    // Pieces chosen to sit right where the shortcut must step aside: domains, `www.`, e-mails, money,
    // times, hyphen particles, apostrophes, letter emoticons, full stops, non-ASCII letters and spaces.
    const pieces = ['www', 'com', 'my', 'RM', 'rm', 'pm', 'xD', 'XD', 'T', 'O', 'o', '_', 'http', 'https', '://', 'ali',
      'lah', "Dato", 'best', 'é', 'ñ', '3', '30', '5k', ':', '.', '. ', ',', '!', '?', ';', ')', '"', "'", '’', '-', '@', '#',
      '%', '/', ' ', '  ', '\n', '\u00a0', '😂'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 14 }).map((a) => a.join('')).filter((s) => s.trim() !== ''), (text) => {
        expect(scan(text)).toEqual(scanWithPattern(text));
      }),
      { numRuns: 2000 },
    );
    expect(scan('Jom ke www. sekarang, xD')).toEqual(scanWithPattern('Jom ke www. sekarang, xD'));
  });

  it('rejects empty and non-string input', () => {
    expect(() => tokenize('')).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_EMPTY_INPUT' }));
    expect(() => tokenize(7 as unknown as string)).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_INVALID_TYPE' }));
  });
});
