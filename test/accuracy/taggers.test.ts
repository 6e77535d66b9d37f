/** Accuracy floors of the POS and NER taggers, a little below the figures in docs/accuracy.md. */
import { describe, expect, it } from 'vitest';
import { DATA, DATA_NOTE } from '../helpers.js';
import { evalNer, evalPos } from '../../eval/taggers.js';

describe.skipIf(!DATA)(`accuracy floors: taggers${DATA_NOTE}`, () => {
  it('POS: UD Indonesian ≥ 0.92, Malay tokens ≥ 0.82, English ≥ 0.89', () => {
    const [id, ms, en] = evalPos();
    expect(id?.value).toBeGreaterThanOrEqual(0.92);
    expect(ms?.value).toBeGreaterThanOrEqual(0.82);
    expect(en?.value).toBeGreaterThanOrEqual(0.89);
  });

  it('NER: entity F1 NERGrit ≥ 0.70, NERP ≥ 0.70, men-ner ≥ 0.65', () => {
    const rows = evalNer().filter((r) => r.metric === 'entity F1');
    const f1 = (prefix: string): number => rows.find((r) => r.dataset.startsWith(prefix))?.value ?? 0;
    expect(f1('indonlu-nergrit')).toBeGreaterThanOrEqual(0.7);
    expect(f1('indonlu-nerp')).toBeGreaterThanOrEqual(0.7);
    expect(f1('men-ner')).toBeGreaterThanOrEqual(0.65);
  });
});
