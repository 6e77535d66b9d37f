/**
 * Evaluations of the text toolkit: normalisation exact match and stemming accuracy on malaytextr.
 */
import { normalize } from '../src/text/normalize.js';
import { stemWord } from '../src/text/stem.js';
import { readCsv } from '../training/common.js';
import { malaytextrRootPairs } from '../training/stemmer.js';
import type { EvalRow } from './types.js';

/** Normalisation: `normalize(informal)` must equal the formal form exactly (case-insensitive). */
export function evalNormalization(): EvalRow[] {
  const rows = readCsv('malaytextr', 'normalized.csv');
  let ok = 0;
  for (const r of rows) if (normalize(r.informal ?? '').toLowerCase() === (r.formal ?? '').toLowerCase()) ok++;
  return [{ task: 'normalization', dataset: 'malaytextr/normalized.csv', split: 'all shared rows (development; never trained on)', metric: 'exact match', value: ok / rows.length, n: rows.length }];
}

/** Stemming: `stemWord(word)` must equal the root, on the half of the pairs the ranker never saw. */
export function evalStemming(): EvalRow[] {
  const pairs = malaytextrRootPairs(true);
  let ok = 0;
  for (const [word, root] of pairs) if (stemWord(word) === root) ok++;
  return [{ task: 'stemming', dataset: 'malaytextr/malayrootwords.csv', split: 'held-out 50 % (hash of word)', metric: 'accuracy', value: ok / pairs.length, n: pairs.length }];
}
