/**
 * Translation quality, both directions, chrF and BLEU: on the held-out parallel sentences of the corpora, and on
 * TICO-19's carve-out, and on the team's Malaysian chat pairs (`training/data/translation/eval.tsv`, never trained or
 * tuned on; a development set).
 */
import { translate } from '../src/analysis/translate.js';
import { parallelPairs, teamChatEvalPairs, ticoTestPairs, type ParallelPair } from '../training/parallel.js';
import { textNegates } from '../training/phrases.js';
import { bleu, chrF } from './mt-metrics.js';
import type { EvalRow } from './types.js';

function rowsFor(pairs: readonly ParallelPair[], dataset: string, split: string): EvalRow[] {
  const rows: EvalRow[] = [];
  for (const [dir, from, to] of [['ms→en', 'msText', 'enText'], ['en→ms', 'enText', 'msText']] as const) {
    const hyp = pairs.map((p) => translate(p[from], { sourceLang: from === 'msText' ? 'ms' : 'en', targetLang: to === 'enText' ? 'en' : 'ms' }).translated);
    const ref = pairs.map((p) => p[to]);
    rows.push({ task: `translation ${dir}`, dataset, split, metric: 'chrF', value: chrF(hyp, ref), n: pairs.length });
    rows.push({ task: `translation ${dir}`, dataset, split, metric: 'BLEU', value: bleu(hyp, ref), n: pairs.length });
    // Negation kept: of the pairs whose source and reference both negate, the share whose translation negates.
    const [src, dst] = from === 'msText' ? (['ms', 'en'] as const) : (['en', 'ms'] as const);
    const negated = pairs.map((p, i) => [p, i] as const).filter(([p]) => textNegates(p[from], src) && textNegates(p[to], dst));
    const kept = negated.filter(([, i]) => textNegates(hyp[i] as string, dst)).length;
    rows.push({ task: `translation ${dir}`, dataset, split, metric: 'negation kept (source and reference negate)', value: negated.length === 0 ? 0 : kept / negated.length, n: negated.length });
  }
  return rows;
}

export function evalTranslation(): EvalRow[] {
  return [
    ...rowsFor(parallelPairs('test'), 'NTREX-128 + TALPCo + Tatoeba + SIB-200 (ms–en)', 'held-out (corpus rules; never aligned or in the LMs)'),
    ...rowsFor(ticoTestPairs(), 'TICO-19 (en–ms, public health)', 'held-out fifth of the units (never aligned, tuned or in the LMs)'),
    ...rowsFor(teamChatEvalPairs(), 'team chat set, development (training/data/translation/eval.tsv)', 'all (written apart from training)'),
  ];
}
