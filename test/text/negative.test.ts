/** What the text toolkit must NOT do: over-splitting, over-expanding, over-stemming. */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/text/tokenize.js';
import { normalize } from '../../src/text/normalize.js';
import { stemWord } from '../../src/text/stem.js';
import { segment } from '../../src/text/segment.js';

describe('must not split', () => {
  it.each([
    ['reduplication', 'kanak-kanak', ['kanak-kanak']],
    ['compounds with a hyphen', 'e-mel anti-rasuah', ['e-mel', 'anti-rasuah']],
    ['clitics written solid', 'bukunya', ['bukunya']],
    ['decimals', '3.14', ['3.14']],
    ['money with thousands', 'RM1,500', ['RM1,500']],
    ['x-negation', 'xleh', ['xleh']],
    ['words that merely end in a particle', 'sekolah salah masalah', ['sekolah', 'salah', 'masalah']],
  ])('%s', (_name, text, expected) => {
    expect(tokenize(text)).toEqual(expected);
  });

  it('does not split sentences after Dr., Sdn., No. or inside 3.5', () => {
    expect(segment('Dr. Lim dari XYZ Sdn. Bhd. di No. 3 bayar 3.5 juta.')).toHaveLength(1);
  });
});

describe('must not expand or rewrite', () => {
  it.each([
    ['standard Malay', 'kerajaan akan mengumumkan keputusan itu'],
    ['English sentences', 'please send the report before lunch'],
    ['names and places', 'Encik Tan tinggal di Kota Bharu'],
    ['Manglish words', 'jom lepak mamak, tapau nasi lemak'],
    ['hashtags and URLs', '#MalaysiaBoleh https://bit.ly/abc'],
    ['numbers and times', 'pukul 3:30pm, 12/03/2024, 50%'],
    ['standard words that chat also spells for another word', 'negara asal dan asal usul bahasa'],
  ])('%s', (_name, text) => {
    expect(normalize(text)).toBe(text);
  });
});

describe('must not stem', () => {
  it.each(['makan', 'minum', 'emak', 'beras', 'pesan', 'teman', 'sekolah', 'kerja', 'meeting', 'budget'])('%s', (word) => {
    expect(stemWord(word)).toBe(word);
  });
});
