/**
 * The shared last step of the text classifiers: a loaded linear model's probabilities over its classes,
 * ranked, rounded, and padded with classes the caller knows but the model does not predict.
 */
import { extractFeatures } from '../models/features.js';
import type { LinearModel } from '../models/linear.js';

/** One class and its probability. */
export interface ClassScore {
  readonly label: string;
  readonly score: number;
}

const round = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * Class probabilities for a token sequence, highest first (ties by name), rounded to four places.
 *
 * @example
 * ```ts
 * rankClasses(loadLinear('intent.bin.gz'), intentTokens('jom lepak'))[0]; // { label: 'other', score: 0.6… }
 * ```
 */
export function rankClasses(model: LinearModel, tokens: readonly string[]): ClassScore[] {
  return rankProbabilities(model.classes, model.predictTokens(tokens));
}

/**
 * Like {@link rankClasses} for a weighted mixture of models over the same classes and feature spec
 * (weights summing to 1): the features are extracted once, and the mixture's probability of a class is
 * the weighted mean of the models' probabilities.
 *
 * @example
 * ```ts
 * rankMixture([[loadLinear('topic.bin.gz'), 0.8], [loadLinear('topic-nb.bin.gz'), 0.2]], topicTokens('Harga minyak naik lagi'));
 * ```
 */
export function rankMixture(parts: readonly (readonly [LinearModel, number])[], tokens: readonly string[]): ClassScore[] {
  const first = (parts[0] as readonly [LinearModel, number])[0];
  const features = extractFeatures(tokens, first.header.spec);
  const mixed = new Float64Array(first.classes.length);
  for (const [model, weight] of parts) {
    const p = model.predict(features);
    for (let c = 0; c < mixed.length; c++) mixed[c] = (mixed[c] as number) + weight * (p[c] as number);
  }
  return rankProbabilities(first.classes, mixed);
}

function rankProbabilities(classes: readonly string[], p: Float64Array): ClassScore[] {
  return classes
    .map((label, i) => ({ label, score: p[i] as number }))
    .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label))
    .map((c) => ({ label: c.label, score: round(c.score) }));
}

/**
 * The same ranking as a `{ label: probability }` record, in the given class order.
 *
 * @example
 * ```ts
 * scoreRecord([{ label: 'b', score: 0.7 }, { label: 'a', score: 0.3 }], ['a', 'b']); // { a: 0.3, b: 0.7 }
 * ```
 */
export function scoreRecord<T extends string>(ranked: readonly ClassScore[], classes: readonly T[]): Record<T, number> {
  const byLabel = new Map(ranked.map((c) => [c.label, c.score]));
  return Object.fromEntries(classes.map((c) => [c, byLabel.get(c) ?? 0])) as Record<T, number>;
}
