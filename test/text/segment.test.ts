import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { segment } from '../../src/text/segment.js';

describe('segment', () => {
  it.each([
    ['Malay abbreviations and company names', 'Dr. Ahmad dari ABC Sdn. Bhd. dah sampai. Jom makan!!', ['Dr. Ahmad dari ABC Sdn. Bhd. dah sampai.', 'Jom makan!!']],
    ['decimals and ellipsis running on', 'Harga naik 3.5% tahun ini... tapi gaji tak naik. Kenapa?!', ['Harga naik 3.5% tahun ini... tapi gaji tak naik.', 'Kenapa?!']],
    ['initials and dll. before a capital', 'A. Samad Said menulis puisi, dll. Dia penyair.', ['A. Samad Said menulis puisi, dll.', 'Dia penyair.']],
    ['closing quotes stay with their sentence', 'Dia kata "Cukup." Kami setuju.', ['Dia kata "Cukup."', 'Kami setuju.']],
    ['newlines (WhatsApp lines)', 'ok bye\nJumpa esok\n\nbawa payung', ['ok bye', 'Jumpa esok', 'bawa payung']],
    ['emoji at a sentence end', 'Lepas tu kita balik 😂 Esok kerja.', ['Lepas tu kita balik 😂', 'Esok kerja.']],
    ['English abbreviations', 'Mr. Tan went to Jln. Ampang No. 5. He bought kuih etc. The end', ['Mr. Tan went to Jln. Ampang No. 5.', 'He bought kuih etc.', 'The end']],
    ['a time of day at a sentence end', 'Beliau tiba pukul 3.30 ptg. Kemudian, mereka ke Putrajaya. We left at 10 p.m. The roads were empty by 11 p.m. on Sunday.', ['Beliau tiba pukul 3.30 ptg.', 'Kemudian, mereka ke Putrajaya.', 'We left at 10 p.m.', 'The roads were empty by 11 p.m. on Sunday.']],
    ['one sentence without punctuation', 'jom makan', ['jom makan']],
  ])('%s', (_name, text, expected) => {
    expect(segment(text)).toEqual(expected);
  });

  it('loses no characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== ''), (text) => {
        return segment(text).join('').replace(/\s+/g, '') === text.replace(/\s+/g, '');
      }),
      { numRuns: 300 },
    );
  });
});
