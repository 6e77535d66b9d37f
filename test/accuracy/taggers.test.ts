/** Accuracy floors of the POS and NER taggers, a little below the figures in docs/accuracy.md. */
import { describe, expect, it } from 'vitest';
import { DATA, DATA_NOTE } from '../helpers.js';
import { evalNer, evalNerTeam, evalPos, evalPosTeam } from '../../eval/taggers.js';

describe.skipIf(!DATA)(`accuracy floors: taggers${DATA_NOTE}`, () => {
  it('POS: UD Indonesian ≥ 0.93, Malay tokens ≥ 0.82, English ≥ 0.91 (measured 0.945, 0.848, 0.930)', () => {
    const [id, ms, en] = evalPos();
    expect(id?.value).toBeGreaterThanOrEqual(0.93);
    expect(ms?.value).toBeGreaterThanOrEqual(0.82);
    expect(en?.value).toBeGreaterThanOrEqual(0.91);
  });

  it('NER: entity F1 NERGrit ≥ 0.73, NERP ≥ 0.75, men-ner ≥ 0.72, malaya ≥ 0.74, WNUT-17 dev ≥ 0.38 (measured 0.768, 0.774, 0.758, 0.765, 0.400)', () => {
    const rows = evalNer().filter((r) => r.metric === 'entity F1');
    const f1 = (prefix: string): number => rows.find((r) => r.dataset.startsWith(prefix))?.value ?? 0;
    expect(f1('indonlu-nergrit')).toBeGreaterThanOrEqual(0.73);
    expect(f1('indonlu-nerp')).toBeGreaterThanOrEqual(0.75);
    expect(f1('men-ner')).toBeGreaterThanOrEqual(0.72);
    expect(f1('malaya')).toBeGreaterThanOrEqual(0.74);
    expect(f1('wnut17')).toBeGreaterThanOrEqual(0.38);
  });
});

describe('accuracy floor: NER on the team set (no shared data needed)', () => {
  it('entity F1 ≥ 0.76 exact, ≥ 0.81 with overlapping spans (measured 0.853, 0.902 on seven parts)', () => {
    const [exact, overlap] = evalNerTeam();
    expect(exact?.value).toBeGreaterThanOrEqual(0.76);
    expect(overlap?.value).toBeGreaterThanOrEqual(0.81);
  });
});

describe('accuracy floor: POS on the team set (no shared data needed)', () => {
  it('UPOS accuracy ≥ 0.92 on everyday Malay and Manglish (measured 0.974 on eleven parts)', () => {
    expect(evalPosTeam().value).toBeGreaterThanOrEqual(0.92);
  });
});
