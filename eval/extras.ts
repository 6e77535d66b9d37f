/**
 * Evaluations of aspect sentiment and multi-label emotion on the team-written sets (no open data exists
 * for either in Malay).
 */
import { aspectSentiment } from '../src/analysis/aspect-sentiment.js';
import type { AspectDomain } from '../src/lang/ms/aspects.js';
import { multiEmotion } from '../src/analysis/multi-emotion.js';
import { readTeamTable } from '../training/common.js';
import { microF1 } from './metrics.js';
import type { EvalRow } from './types.js';

export function evalAspects(): EvalRow[] {
  const rows = readTeamTable('aspects/eval.tsv');
  const gold = rows.map((r) => new Map((r[2] as string).split('|').map((x) => x.split(':') as [string, string])));
  const pred = rows.map((r) => aspectSentiment(r[1] as string, { domain: r[0] as AspectDomain }).aspects);
  let right = 0;
  let matched = 0;
  pred.forEach((p, i) => {
    for (const a of p) {
      const want = gold[i]?.get(a.aspect);
      if (want === undefined) continue;
      matched++;
      if (want === a.sentiment) right++;
    }
  });
  const dataset = 'team set (training/data/aspects/eval.tsv)';
  const split = 'all (never used to build)';
  return [
    { task: 'aspect sentiment', dataset, split, metric: 'aspect detection micro-F1', value: microF1(gold.map((g) => new Set(g.keys())), pred.map((p) => new Set(p.map((a) => a.aspect)))), n: rows.length },
    { task: 'aspect sentiment', dataset, split, metric: 'sentiment accuracy on found aspects', value: matched === 0 ? 0 : right / matched, n: matched },
    { task: 'aspect sentiment', dataset, split, metric: 'aspect+sentiment micro-F1', value: microF1(gold.map((g) => new Set([...g].map(([a, s]) => `${a}:${s}`))), pred.map((p) => new Set(p.map((a) => `${a.aspect}:${a.sentiment}`)))), n: rows.length },
  ];
}

export function evalMultiEmotion(): EvalRow[] {
  const rows = readTeamTable('multi-emotion/eval.tsv');
  const gold = rows.map((r) => new Set((r[1] as string).split('|')));
  const pred = rows.map((r) => new Set(multiEmotion(r[0] as string).emotions.map((e) => e.emotion as string)));
  const exact = gold.filter((g, i) => g.size === pred[i]?.size && [...g].every((x) => pred[i]?.has(x))).length;
  const dataset = 'team set (training/data/multi-emotion/eval.tsv)';
  const split = 'all (never used to build)';
  return [
    { task: 'multi-emotion', dataset, split, metric: 'label micro-F1 (threshold 0.2)', value: microF1(gold, pred), n: rows.length },
    { task: 'multi-emotion', dataset, split, metric: 'exact label-set match', value: exact / rows.length, n: rows.length },
  ];
}
