import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarize } from '../../src/analysis/summarize.js';
import { compressSentence, dropRedundantClauses, fuseSentences } from '../../src/analysis/summary-rewrite.js';
import { InputError } from '../../src/errors.js';

const NEWS = [
  'Banjir besar melanda beberapa daerah di Kelantan sejak semalam selepas hujan lebat berterusan.',
  'Lebih 5,000 penduduk telah dipindahkan ke pusat pemindahan sementara, menurut jabatan kebajikan.',
  'Selain itu, beberapa jalan utama ditutup kepada kenderaan kerana paras air yang tinggi.',
  'Kerajaan negeri memperuntukkan RM2 juta untuk bantuan segera kepada mangsa banjir.',
  'Kerajaan negeri juga akan menghantar lebih banyak bot penyelamat ke kawasan terjejas.',
  'Cuaca di Johor cerah sepanjang minggu.',
].join(' ');
const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

describe('summarize', () => {
  it('extractive: whole sentences of the text, in order, within maxLength', () => {
    const out = summarize(NEWS, { maxLength: 30 });
    expect(words(out)).toBeLessThanOrEqual(30);
    const sentences = out.match(/[^.]+\./g) ?? [];
    let last = -1;
    for (const s of sentences) {
      const at = NEWS.indexOf(s.trim());
      expect(at).toBeGreaterThan(last);
      last = at;
    }
    expect(out).toContain('Banjir');
    expect(out).not.toContain('Johor');
  });

  it('abstractive: rewrites the selected sentences', () => {
    const out = summarize(NEWS, { maxLength: 45, style: 'abstractive' });
    expect(words(out)).toBeLessThanOrEqual(45);
    expect(out).not.toMatch(/Selain itu|menurut jabatan/);
  });

  it('handles a single sentence, cutting it to maxLength', () => {
    expect(summarize('Saya suka makan nasi lemak.')).toBe('Saya suka makan nasi lemak.');
    expect(summarize('satu dua tiga empat lima enam tujuh lapan sembilan sepuluh', { maxLength: 5 })).toBe('satu dua tiga empat lima…');
  });

  it('handles WhatsApp lines with time stamps', () => {
    const chat = '[12/01/24, 10:01:22] Ali: Bro esok meeting pukul 9 ke?\n[12/01/24, 10:02:01] Abu: Ya, kat bilik mesyuarat 3\n[12/01/24, 10:03:10] Abu: Jangan lupa bawa laptop dengan report jualan';
    const out = summarize(chat, { maxLength: 20 });
    expect(out).not.toContain('12/01/24');
    expect(out).toMatch(/Ali:|Abu:/);
  });

  it('handles mixed Malay and English text', () => {
    const out = summarize('The meeting is postponed to Friday. Semua staf kena hadir pukul 9 pagi. Lunch will be provided by the company.', { maxLength: 15 });
    expect(words(out)).toBeLessThanOrEqual(15);
    expect(out.length).toBeGreaterThan(0);
  });

  it('rejects bad input and options', () => {
    expect(() => summarize('')).toThrow(InputError);
    expect(() => summarize(NEWS, { style: 'poem' as never })).toThrow(InputError);
    expect(() => summarize(NEWS, { maxLength: 1 })).toThrow(InputError);
  });

  it('never exceeds maxLength (plus an ellipsis) for any text', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 300, unit: 'grapheme' }).filter((s) => s.trim() !== ''), fc.integer({ min: 5, max: 40 }), (text, maxLength) => {
      expect(words(summarize(text, { maxLength }))).toBeLessThanOrEqual(maxLength);
      expect(words(summarize(text, { maxLength, style: 'abstractive' }))).toBeLessThanOrEqual(maxLength);
    }), { numRuns: 150 });
  });
});

describe('summary rewriting', () => {
  it('compresses asides, openers, attributions, particles and emoji', () => {
    expect(compressSentence('Sebenarnya, harga minyak (RON95) naik lagi lah bro 😭')).toBe('Harga minyak naik lagi');
    expect(compressSentence('Ramai dipindahkan, menurut polis.')).toBe('Ramai dipindahkan.');
  });

  it('drops clauses the summary already says', () => {
    expect(dropRedundantClauses('Banjir melanda Kelantan, penduduk dipindahkan', new Set(['penduduk', 'dipindahkan']))).toBe('Banjir melanda Kelantan');
  });

  it('fuses two sentences with one subject, at most two at a time', () => {
    expect(fuseSentences(['Kerajaan akan menaikkan gaji.', 'Kerajaan juga akan membina hospital baharu.'])).toEqual(['Kerajaan akan menaikkan gaji dan juga akan membina hospital baharu.']);
    expect(fuseSentences(['The minister said no.', 'He also said yes.'])).toEqual(['The minister said no and also said yes.']);
    expect(fuseSentences(['Is it true?', 'It is.'])).toHaveLength(2);
  });
});
