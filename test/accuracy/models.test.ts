/** Accuracy floors of the trained classifiers, a little below the figures in docs/accuracy.md. */
import { describe, expect, it } from 'vitest';
import { DATA, DATA_NOTE } from '../helpers.js';
import { evalCodeSwitchingTeam, evalLanguage, evalLanguageTeam } from '../../eval/language.js';
import { evalSentiment, evalSentimentTeam } from '../../eval/sentiment.js';
import { evalEmotion, evalEmotionTeam } from '../../eval/emotion.js';
import type { EvalRow } from '../../eval/types.js';

const value = (rows: EvalRow[], dataset: string, metric?: string): number => {
  const row = rows.find((r) => r.dataset.startsWith(dataset) && (metric === undefined || r.metric.startsWith(metric)));
  if (!row) throw new Error(`no row ${dataset} ${metric ?? ''}`);
  return row.value;
};

describe.skipIf(!DATA)(`accuracy floors: language, sentiment, emotion${DATA_NOTE}`, () => {
  it('language id: accuracy ≥ 0.95, ms↔id ≤ 0.10, English software strings ≥ 0.92, English called mixed ≤ 0.05, Malaysian tweets read as Indonesian ≤ 0.11, Indonesian reviews and tweets read as Malay ≤ 0.02 (measured 0.974 / 0.065 / 0.976 / 0.037 / 0.080 / 0.009)', () => {
    const rows = evalLanguage();
    expect(value(rows, 'sib200', 'accuracy')).toBeGreaterThanOrEqual(0.95);
    expect(value(rows, 'sib200', 'ms↔id')).toBeLessThanOrEqual(0.10);
    expect(value(rows, 'English software strings')).toBeGreaterThanOrEqual(0.92);
    expect(value(rows, 'held-out English sentences', 'share called mixed')).toBeLessThanOrEqual(0.05);
    expect(value(rows, "Malaysian politicians' tweets")).toBeLessThanOrEqual(0.11);
    expect(value(rows, 'indonlu-smsa + indonlu-emot')).toBeLessThanOrEqual(0.02);
  });

  it('sentiment: SmSA macro-F1 ≥ 0.84, Malay accuracy ≥ 0.76, English macro-F1 ≥ 0.78 (measured 0.860 / 0.777 / 0.827)', () => {
    const rows = evalSentiment();
    expect(value(rows, 'indonlu-smsa')).toBeGreaterThanOrEqual(0.84);
    expect(value(rows, 'malaya')).toBeGreaterThanOrEqual(0.76);
    expect(value(rows, 'nusax-senti english')).toBeGreaterThanOrEqual(0.78);
  });

  it('emotion: EmoT macro-F1 ≥ 0.67 (measured 0.691)', () => {
    expect(value(evalEmotion(), 'indonlu-emot')).toBeGreaterThanOrEqual(0.67);
  });
});

describe('accuracy floor: language id on the team set (no shared data needed)', () => {
  it('accuracy ≥ 0.93, ms↔id confusion ≤ 0.05 (measured 0.985 / 0.017 on twelve parts)', () => {
    const [acc, msid] = evalLanguageTeam();
    expect(acc?.value).toBeGreaterThanOrEqual(0.93);
    expect(msid?.value).toBeLessThanOrEqual(0.05);
  });
});

describe('accuracy floor: code-switching on the team set (no shared data needed)', () => {
  it('is_mixed and matrix language right ≥ 0.92 (measured 0.971)', () => {
    expect(evalCodeSwitchingTeam().value).toBeGreaterThanOrEqual(0.92);
  });
});

describe('accuracy floor: sentiment on the team set (no shared data needed)', () => {
  it('macro-F1 ≥ 0.83, positive vs negative ≥ 0.92 (measured 0.875, 0.943 on the sixteen parts)', () => {
    const [macro, polar] = evalSentimentTeam();
    expect(macro?.value).toBeGreaterThanOrEqual(0.83);
    expect(polar?.value).toBeGreaterThanOrEqual(0.92);
  });
});

describe('accuracy floor: emotion on the team set (no shared data needed)', () => {
  it('macro-F1 over the seven emotions ≥ 0.84 (measured 0.901 on the nineteen parts)', () => {
    const [macro] = evalEmotionTeam();
    expect(macro?.value).toBeGreaterThanOrEqual(0.84);
  });
});
