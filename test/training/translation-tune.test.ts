import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '../../src/models/phrase-table.js';
import { meanWeights } from '../../training/translation-tune.js';

describe('meanWeights', () => {
  it('averages every decoder weight, the four phrase scores one by one, to three decimals', () => {
    const a = { ...DEFAULT_WEIGHTS, tm: [1, 0.5, 0.3, 0.2] as const, lm: 0.3, unknown: -10 };
    const b = { ...DEFAULT_WEIGHTS, tm: [2, 0.75, 0, 0.1] as const, lm: 0.6, unknown: -5 };
    const c = { ...DEFAULT_WEIGHTS, tm: [1.5, 1, 0.3, 0.3] as const, lm: 0.45, unknown: 0 };
    const mean = meanWeights([a, b, c]);
    expect(mean.tm).toEqual([1.5, 0.75, 0.2, 0.2]);
    expect(mean.lm).toBe(0.45);
    expect(mean.unknown).toBe(-5);
    expect(mean.swap).toBe(DEFAULT_WEIGHTS.swap);
  });

  it('returns the weights themselves for a single ascent', () => {
    expect(meanWeights([DEFAULT_WEIGHTS])).toEqual(DEFAULT_WEIGHTS);
  });
});
