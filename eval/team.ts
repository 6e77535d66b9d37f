/**
 * The team-written evaluation sets in `training/data/` whose rows are `label<TAB>text`: read once, predicted,
 * and named the same way in every table (they need no shared data and are never trained on).
 */
import { readTeamTable } from '../training/common.js';

/** A labelled team set with its predictions, ready for a metric. */
export interface TeamSet {
  readonly gold: string[];
  readonly pred: string[];
  /** The `dataset` column of the evaluation table. */
  readonly dataset: string;
  /** The `split` column of the evaluation table. */
  readonly split: string;
}

/**
 * Reads `training/data/<name>` (`label<TAB>text` rows) and predicts every text.
 *
 * @example
 * ```ts
 * const { gold, pred } = labelledTeamSet('emotion/eval.tsv', (text) => emotion(text).emotion);
 * accuracy(gold, pred); // how often `Geram betul aku…`-style sentences get the team's label
 * ```
 */
export function labelledTeamSet(name: string, predict: (text: string) => string): TeamSet {
  const rows = readTeamTable(name);
  return {
    gold: rows.map(([label = '']) => label),
    pred: rows.map(([, text = '']) => predict(text)),
    dataset: `team set (training/data/${name})`,
    split: 'all (never trained on)',
  };
}
