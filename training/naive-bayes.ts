/**
 * Multinomial naive Bayes over hashed features, written as a linear model so the shipped runtime
 * (`src/models/linear.ts`, header `norm: 'none'`) scores it like any other: each bucket's weight per
 * class is its smoothed log-likelihood, centred across classes (which leaves the softmax unchanged and
 * keeps the int8 quantisation fine). Classes are weighted as the examples say, so the prior is flat when
 * the caller balances them.
 */
import type { Example, TrainedLinear } from './linear.js';

/** Options of {@link trainNaiveBayes}. */
export interface NaiveBayesOptions {
  readonly classes: number;
  readonly buckets: number;
  /** Additive (Lidstone) smoothing per bucket and class. */
  readonly alpha: number;
}

/**
 * Counts weighted feature occurrences per class and turns them into centred log-likelihoods; buckets no
 * example uses keep weight 0 in every class (they say nothing).
 *
 * @example
 * ```ts
 * const nb = trainNaiveBayes(examples, { classes: 10, buckets: 1 << 19, alpha: 0.01 });
 * ```
 */
export function trainNaiveBayes(examples: readonly Example[], opts: NaiveBayesOptions): TrainedLinear {
  const k = opts.classes;
  // 1. Weighted counts per bucket and class, and per class in total.
  const counts = new Float64Array(opts.buckets * k);
  const seen = new Uint8Array(opts.buckets);
  const totals = new Float64Array(k);
  for (const ex of examples) {
    const w = ex.weight ?? 1;
    for (const f of ex.features) {
      counts[f * k + ex.label] = (counts[f * k + ex.label] as number) + w;
      totals[ex.label] = (totals[ex.label] as number) + w;
      seen[f] = 1;
    }
  }
  // 2. Smoothed log-likelihoods over the buckets in use, centred per bucket.
  const vocabulary = seen.reduce((n, s) => n + s, 0);
  const denominators = Array.from(totals, (t) => Math.log(t + opts.alpha * vocabulary));
  const weights = new Float32Array(opts.buckets * k);
  const row = new Float64Array(k);
  for (let b = 0; b < opts.buckets; b++) {
    if (seen[b] === 0) continue;
    let mean = 0;
    for (let c = 0; c < k; c++) mean += row[c] = Math.log((counts[b * k + c] as number) + opts.alpha) - (denominators[c] as number);
    mean /= k;
    for (let c = 0; c < k; c++) weights[b * k + c] = (row[c] as number) - mean;
  }
  return { weights, bias: new Float64Array(k) };
}
