/** Translation quality on the held-out parallel sentences, both directions: chrF and BLEU. */
import { translate } from '../src/analysis/translate.js';
import { parallelPairs } from '../training/parallel.js';
import { bleu, chrF } from './mt-metrics.js';
import type { EvalRow } from './types.js';

export function evalTranslation(): EvalRow[] {
  const pairs = parallelPairs('test');
  const dataset = 'NTREX-128 + TALPCo + Tatoeba + SIB-200 (ms–en)';
  const split = 'held-out (corpus rules; never aligned or in the LMs)';
  const rows: EvalRow[] = [];
  for (const [dir, from, to] of [['ms→en', 'msText', 'enText'], ['en→ms', 'enText', 'msText']] as const) {
    const hyp = pairs.map((p) => translate(p[from], { sourceLang: from === 'msText' ? 'ms' : 'en', targetLang: to === 'enText' ? 'en' : 'ms' }).translated);
    const ref = pairs.map((p) => p[to]);
    rows.push({ task: `translation ${dir}`, dataset, split, metric: 'chrF', value: chrF(hyp, ref), n: pairs.length });
    rows.push({ task: `translation ${dir}`, dataset, split, metric: 'BLEU', value: bleu(hyp, ref), n: pairs.length });
  }
  return rows;
}
