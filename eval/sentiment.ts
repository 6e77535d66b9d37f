/**
 * Sentiment on held-out data: SmSA and NusaX-English validation splits, the Malay and UCI carve-outs, and the
 * team's Malaysian chat and Manglish sentences (`training/data/sentiment/eval.tsv`), which need no shared data.
 * NusaX-Indonesian is not reported: its sentences were sampled from SmSA, so some are in SmSA's training part.
 */
import { sentiment } from '../src/analysis/sentiment.js';
import { malayaSentiment, nusax, smsa, uci, type LabelledText } from '../training/sentiment-data.js';
import { readLabelled } from '../training/templates.js';
import { accuracy, macroF1 } from './metrics.js';
import type { EvalRow } from './types.js';

/** Two-class data: the prediction is the likelier of positive and negative. */
function twoClass(rows: readonly LabelledText[]): number {
  const pred = rows.map((r) => {
    const p = sentiment(r.text).probabilities;
    return p.positive >= p.negative ? 'positive' : 'negative';
  });
  return accuracy(rows.map((r) => r.label), pred);
}

function threeClass(rows: readonly LabelledText[]): number {
  return macroF1(rows.map((r) => r.label), rows.map((r) => sentiment(r.text).sentiment));
}

/**
 * `sentiment` on the team's sentences: macro-F1 over the three labels, and accuracy on the positive and
 * negative ones read two-class (as the Malay carve-out is).
 */
export function evalSentimentTeam(): EvalRow[] {
  const rows = readLabelled('sentiment', 'eval.tsv', 'team');
  const polar = rows.filter((r) => r.label !== 'neutral');
  const dataset = 'team set (training/data/sentiment/eval.tsv)';
  const split = 'all (never trained on)';
  return [
    { task: 'sentiment', dataset, split, metric: 'macro-F1', value: threeClass(rows), n: rows.length },
    { task: 'sentiment', dataset, split, metric: 'accuracy, positive vs negative', value: twoClass(polar), n: polar.length },
  ];
}

export function evalSentiment(): EvalRow[] {
  const ms = malayaSentiment(true);
  const id = smsa(true);
  const en = nusax('english', true);
  const u = uci(true);
  return [
    { task: 'sentiment', dataset: 'indonlu-smsa (id)', split: 'validation', metric: 'macro-F1', value: threeClass(id), n: id.length },
    { task: 'sentiment', dataset: 'malaya sentiment-data-v2 (ms, 2-class)', split: 'held-out 10 %', metric: 'accuracy', value: twoClass(ms), n: ms.length },
    { task: 'sentiment', dataset: 'nusax-senti english', split: 'validation', metric: 'macro-F1', value: threeClass(en), n: en.length },
    { task: 'sentiment', dataset: 'uci-sentiment-en (2-class)', split: 'held-out 10 %', metric: 'accuracy', value: twoClass(u), n: u.length },
    ...evalSentimentTeam(),
  ];
}
