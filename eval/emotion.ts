/** Emotion on the IndoNLU EmoT validation split (five classes). */
import { emotion } from '../src/analysis/emotion.js';
import { emot } from '../training/sentiment-data.js';
import { macroF1 } from './metrics.js';
import type { EvalRow } from './types.js';

export function evalEmotion(): EvalRow[] {
  const rows = emot(true);
  const pred = rows.map((r) => emotion(r.text).emotion);
  return [{ task: 'emotion', dataset: 'indonlu-emot (id)', split: 'validation', metric: 'macro-F1 (5 classes, with lexicon)', value: macroF1(rows.map((r) => r.label), pred), n: rows.length }];
}
