import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/analysis/qa.js';
import { questionView } from '../../src/analysis/qa-features.js';
import { InputError } from '../../src/errors.js';
import { qa } from '../../src/namespaces.js';

const CONTEXT = 'Bandar Seri Kenanga diasaskan oleh Tok Kamal pada tahun 1887. Kini bandar itu mempunyai kira-kira 45,000 penduduk. Pesta air diadakan setiap bulan Ogos di Sungai Perak.';

describe('qa.answer', () => {
  it('answers who, when, how many and where, with exact offsets', () => {
    for (const [question, expected] of [
      ['Siapakah yang mengasaskan Bandar Seri Kenanga?', 'Tok Kamal'],
      ['Bilakah bandar itu diasaskan?', '1887'],
    ] as const) {
      const r = qa.answer(question, CONTEXT);
      expect(r.answer).toContain(expected);
      expect(CONTEXT.slice(r.start, r.end)).toBe(r.answer);
    }
  });

  it('answers only when an answer is expected to beat an empty one: a near-even call may abstain, never mislead', () => {
    const r = qa.answer('Berapakah jumlah penduduk bandar itu?', CONTEXT);
    expect(['', '45,000', 'kira-kira 45,000']).toContain(r.answer);
    expect(qa.answer('Siapa presiden Amerika?', CONTEXT).answer).toBe('');
  });

  it('reads Malay, Manglish and English question words', () => {
    expect(questionView('Bila Malaysia merdeka?').type).toBe('date');
    expect(questionView('Sape menang semalam?').type).toBe('person');
    expect(questionView('Di manakah Ali tinggal?').type).toBe('location');
    expect(questionView('How many people live there?').type).toBe('number');
    expect(questionView('Kenapa dia lambat?').type).toBe('reason');
  });

  it('keeps context.slice(start, end) === answer for any context, empty answers included', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 200, unit: 'grapheme' }).filter((s) => s.trim() !== ''), (context) => {
      const r = answer('Siapa nama dia?', context);
      expect(context.slice(r.start, r.end)).toBe(r.answer);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(1);
    }), { numRuns: 100 });
  });

  it('rejects empty questions or contexts', () => {
    expect(() => answer('', CONTEXT)).toThrow(InputError);
    expect(() => answer('Siapa?', ' ')).toThrow(InputError);
  });
});
