/** Accuracy floors for the text toolkit, a little below the figures in docs/accuracy.md. */
import { describe, expect, it } from 'vitest';
import { DATA, DATA_NOTE } from '../helpers.js';
import { evalNormalization, evalStemming } from '../../eval/text.js';

describe.skipIf(!DATA)(`accuracy floors: text toolkit${DATA_NOTE}`, () => {
  it('normalisation exact match on malaytextr ≥ 0.93 (measured 0.967)', () => {
    expect(evalNormalization()[0]?.value).toBeGreaterThanOrEqual(0.93);
  });

  it('stemming accuracy on held-out malaytextr roots ≥ 0.89 (measured 0.907)', () => {
    expect(evalStemming()[0]?.value).toBeGreaterThanOrEqual(0.89);
  });
});
