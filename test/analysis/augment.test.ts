import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { augment, AUGMENT_METHODS } from '../../src/analysis/augment.js';
import { InputError } from '../../src/errors.js';

const TEXT = 'Makanan kat kedai ni sedap gila, harga pun murah.';

describe('augment', () => {
  it.each(AUGMENT_METHODS)('%s: n new, distinct variants, never the input', (method) => {
    const out = augment(TEXT, { n: 3, method, seed: 3 });
    expect(out).toHaveLength(3);
    expect(new Set(out).size).toBe(3);
    expect(out).not.toContain(TEXT);
  });

  it('is deterministic with a seed and varies with it', () => {
    expect(augment(TEXT, { seed: 11 })).toEqual(augment(TEXT, { seed: 11 }));
    expect(augment(TEXT, { seed: 11 })).not.toEqual(augment(TEXT, { seed: 12 }));
  });

  it('synonym uses the team synonym lists', () => {
    const out = augment('Kereta saya rosak', { n: 5, method: 'synonym', seed: 1 });
    expect(out.some((v) => /kenderaan|motokar/i.test(v))).toBe(true);
  });

  it('swap keeps the words and delete drops some', () => {
    const [swapped] = augment('saya nak beli kereta baru', { n: 1, method: 'swap', seed: 2 });
    expect(swapped?.split(' ').sort()).toEqual(['baru', 'beli', 'kereta', 'nak', 'saya']);
    const [shorter] = augment('saya nak beli kereta baru', { n: 1, method: 'delete', seed: 2 });
    expect(shorter?.split(' ').length).toBeLessThan(5);
  });

  it('gives fewer variants, never the input, when a text cannot change', () => {
    expect(augment('ok', { method: 'swap' })).toEqual([]);
  });

  it('rejects bad options', () => {
    expect(() => augment(TEXT, { method: 'shuffle' as never })).toThrow(InputError);
    expect(() => augment(TEXT, { n: 0 })).toThrow(InputError);
    expect(() => augment('')).toThrow(InputError);
  });

  it('never returns the input or a duplicate, for any text and seed', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }).filter((s) => s.trim() !== ''), fc.integer({ min: 0, max: 1000 }), (text, seed) => {
      const out = augment(text, { n: 3, seed });
      expect(new Set(out).size).toBe(out.length);
      expect(out).not.toContain(text.trim());
    }), { numRuns: 150 });
  });
});
