import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { similarity } from '../../src/analysis/similarity.js';
import { comparableWords } from '../../src/analysis/text-vectors.js';
import { InputError } from '../../src/errors.js';

describe('similarity', () => {
  it('gives identical texts 1', () => {
    expect(similarity('Saya suka kucing', 'Saya suka kucing')).toBe(1);
  });

  it('matches chat spellings of the same words', () => {
    expect(similarity('sy nk mkn', 'saya nak makan')).toBeGreaterThan(0.9);
  });

  it('keeps different words apart: x best la vs tidak bagus', () => {
    expect(similarity('x best la', 'tidak bagus')).toBeLessThan(0.5);
  });

  it('ranks a paraphrase above an unrelated sentence', () => {
    const close = similarity('banjir teruk di Kelantan', 'Kelantan dilanda banjir besar');
    const far = similarity('banjir teruk di Kelantan', 'saya suka membaca buku');
    expect(close).toBeGreaterThan(far + 0.3);
  });

  it('meets English and Malay on common Manglish words', () => {
    expect(comparableWords('Sy nk hantar report tu lah')).toEqual(['saya', 'nak', 'hantar', 'laporan', 'itu']);
  });

  it('is symmetric and within 0..1 for any texts', () => {
    const text = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).filter((s) => s.trim() !== '');
    fc.assert(fc.property(text, text, (a, b) => {
      const s = similarity(a, b);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
      expect(similarity(b, a)).toBeCloseTo(s, 6);
    }), { numRuns: 150 });
  });

  it('rejects empty or non-string input', () => {
    expect(() => similarity('', 'saya')).toThrow(InputError);
    expect(() => similarity('saya', null as unknown as string)).toThrow(InputError);
  });
});
