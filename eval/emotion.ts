/**
 * Emotion on the IndoNLU EmoT validation split (five classes), and on the team's Malaysian sentences
 * (`training/data/emotion/eval.tsv`, all seven emotions), which need no shared data.
 */
import { emotion } from '../src/analysis/emotion.js';
import { emot } from '../training/sentiment-data.js';
import { accuracy, macroF1 } from './metrics.js';
import { labelledTeamSet } from './team.js';
import type { EvalRow } from './types.js';

/** `emotion` on the team set: accuracy and macro-F1 over the seven emotions. */
export function evalEmotionTeam(): EvalRow[] {
  const { gold, pred, dataset, split } = labelledTeamSet('emotion/eval.tsv', (text) => emotion(text).emotion);
  return [
    { task: 'emotion', dataset, split, metric: 'macro-F1 (7 classes)', value: macroF1(gold, pred), n: gold.length },
    { task: 'emotion', dataset, split, metric: 'accuracy (7 classes)', value: accuracy(gold, pred), n: gold.length },
  ];
}

export function evalEmotion(): EvalRow[] {
  const rows = emot(true);
  const pred = rows.map((r) => emotion(r.text).emotion);
  return [
    { task: 'emotion', dataset: 'indonlu-emot (id)', split: 'validation', metric: 'macro-F1 (5 classes, with lexicon)', value: macroF1(rows.map((r) => r.label), pred), n: rows.length },
    ...evalEmotionTeam(),
  ];
}
