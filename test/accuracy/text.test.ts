/** Accuracy floors for the text toolkit, a little below the figures in docs/accuracy.md. */
import { describe, expect, it } from 'vitest';
import { DATA, DATA_NOTE } from '../helpers.js';
import { evalNormalization, evalNormalizationTeam, evalStemming } from '../../eval/text.js';
import { evalSpelling } from '../../eval/spelling.js';

describe.skipIf(!DATA)(`accuracy floors: text toolkit${DATA_NOTE}`, () => {
  it('normalisation exact match on malaytextr ≥ 0.93 (measured 0.967)', () => {
    expect(evalNormalization()[0]?.value).toBeGreaterThanOrEqual(0.93);
  });

  it('stemming accuracy on held-out malaytextr roots ≥ 0.91 (measured 0.920)', () => {
    expect(evalStemming()[0]?.value).toBeGreaterThanOrEqual(0.91);
  });

  it('spelling correction restores ≥ 0.90 of misspelt held-out words in context (measured 0.916), better than alone (0.904)', () => {
    const [alone, inContext] = evalSpelling().map((r) => r.value) as [number, number];
    expect(inContext).toBeGreaterThanOrEqual(0.9);
    expect(inContext).toBeGreaterThan(alone);
  });
});

describe('accuracy floors: text toolkit on the team sets (no shared data needed)', () => {
  it('normalisation of the team chat sentences: exact match ≥ 0.95 and words ≥ 0.98 (measured 1.000 and 1.000)', () => {
    const [exact, words] = evalNormalizationTeam().map((r) => r.value) as [number, number];
    expect(exact).toBeGreaterThanOrEqual(0.95);
    expect(words).toBeGreaterThanOrEqual(0.98);
  });
});
