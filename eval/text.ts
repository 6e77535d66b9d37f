/**
 * Evaluations of the text toolkit: normalisation exact match on malaytextr and on the team's chat sentences, and
 * stemming accuracy on malaytextr.
 */
import { normalize } from '../src/text/normalize.js';
import { stemWord } from '../src/text/stem.js';
import { readCsv, readTeamTable } from '../training/common.js';
import { malaytextrRootPairs } from '../training/stemmer.js';
import type { EvalRow } from './types.js';

/** Normalisation: `normalize(informal)` must equal the formal form exactly (case-insensitive). */
export function evalNormalization(): EvalRow[] {
  const rows = readCsv('malaytextr', 'normalized.csv');
  let ok = 0;
  for (const r of rows) if (normalize(r.informal ?? '').toLowerCase() === (r.formal ?? '').toLowerCase()) ok++;
  return [
    { task: 'normalization', dataset: 'malaytextr/normalized.csv', split: 'all shared rows (development; never trained on)', metric: 'exact match', value: ok / rows.length, n: rows.length },
    ...evalNormalizationTeam(),
  ];
}

/**
 * Normalisation of whole chat sentences on the team set (`training/data/normalization/eval.tsv`, `informal<TAB>expected`):
 * exact match of the sentence, and the share of expected words in place (a sentence whose word count differs
 * scores none). Needs no shared data.
 */
export function evalNormalizationTeam(): EvalRow[] {
  const rows = readTeamTable('normalization/eval.tsv');
  let exact = 0;
  let words = 0;
  let inPlace = 0;
  for (const [informal = '', expected = ''] of rows) {
    const got = normalize(informal);
    if (got === expected) exact++;
    const want = expected.split(/\s+/u);
    const have = got.split(/\s+/u);
    words += want.length;
    if (have.length === want.length) inPlace += want.filter((w, i) => w === have[i]).length;
  }
  const dataset = 'team set (training/data/normalization/eval.tsv)';
  const split = 'all (never trained on)';
  return [
    { task: 'normalization', dataset, split, metric: 'exact match (sentences)', value: exact / rows.length, n: rows.length },
    { task: 'normalization', dataset, split, metric: 'words as expected', value: inPlace / words, n: words },
  ];
}

/** Stemming: `stemWord(word)` must equal the root, on the half of the pairs the ranker never saw. */
export function evalStemming(): EvalRow[] {
  const pairs = malaytextrRootPairs(true);
  let ok = 0;
  for (const [word, root] of pairs) if (stemWord(word) === root) ok++;
  return [{ task: 'stemming', dataset: 'malaytextr/malayrootwords.csv', split: 'held-out 50 % (hash of word)', metric: 'accuracy', value: ok / pairs.length, n: pairs.length }];
}
