/**
 * Sentiment: positive, negative or neutral, for Malay, English, Indonesian and Manglish.
 */
import { requireText } from '../errors.js';
import { lazy } from '../lazy.js';
import { loadLinear, softmax as softmaxOf } from '../models/linear.js';
import type { FeatureSpec } from '../models/features.js';
import { markChanges } from './change.js';
import { classifierTokens } from './tokens.js';
import { TextDocument } from './document.js';
import { SENTIMENT_CLASSES } from './choices.js';

/** The sentiment classes, in the model's order. */
export { SENTIMENT_CLASSES } from './choices.js';

/** A sentiment label. */
export type SentimentLabel = (typeof SENTIMENT_CLASSES)[number];

/**
 * Features of the sentiment model. Word features count three times (`wordWeight`), chosen by 5-fold
 * cross-validation on the malaya training rows (see models/sentiment.md); the change marks
 * (`⟦worse⟧`, {@link markChanges}) count as words do, with no bigram or character n-grams.
 */
export const SENTIMENT_SPEC: FeatureSpec = { buckets: 1 << 19, wordNgrams: 2, charMin: 1, charMax: 4, negation: true, wordWeight: 3, unigramMark: '⟦' };

/**
 * The tokens the sentiment model reads: the classifier tokens, with each change word and its quantity
 * (`kes … meningkat`) replaced by a change mark at the end, so `jenayah` does not pull a fall in
 * crime towards negative.
 *
 * @example
 * ```ts
 * sentimentTokens('Kes denggi meningkat'); // ['denggi', '⟦worse⟧']
 * sentimentTokens('Sedap gila'); // ['sedap', 'gila']
 * ```
 */
export function sentimentTokens(text: string): string[] {
  return sentimentTokensOf(classifierTokens(text));
}

/** {@link sentimentTokens} from a text's classifier tokens. */
function sentimentTokensOf(tokens: readonly string[]): string[] {
  const { marks, covered } = markChanges(tokens);
  return [...tokens.filter((_, i) => !covered.has(i)), ...marks];
}

/** The result of {@link sentiment}. */
export interface SentimentResult {
  /** The most likely label. */
  readonly sentiment: SentimentLabel;
  /** Confidence: the probability of that label (0 to 1). */
  readonly score: number;
  /** Unnormalised polarity: the positive logit minus the negative logit (below 0 leans negative). */
  readonly raw_score: number;
  /** Probability of every label. */
  readonly probabilities: Record<SentimentLabel, number>;
}

const model = lazy(() => loadLinear('sentiment.bin.gz'));

const round = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * The sentiment of a text. The normaliser runs first, so Manglish spellings reach the same features;
 * negation (`tak best`, `not bad`, `bukan tak sedap`) and intensifiers (`sedap gila`) are features.
 *
 * @example
 * ```ts
 * sentiment('Best gila nasi lemak ni, sambal dia padu!');
 * // { sentiment: 'positive', score: 0.95, raw_score: 3.1, probabilities: { … } }
 * sentiment('Servis lambat, makanan pun xsedap langsung');
 * // { sentiment: 'negative', … }
 * ```
 */
export function sentiment(text: string): SentimentResult {
  requireText(text);
  return sentimentOf(new TextDocument(text));
}

/**
 * {@link sentiment} of an analysed document.
 *
 * @example
 * ```ts
 * sentimentOf(new TextDocument('Best gila nasi lemak ni!')).sentiment; // 'positive'
 * ```
 */
export function sentimentOf(doc: TextDocument): SentimentResult {
  const m = model();
  const logits = m.logitsOfFeatures(sentimentTokensOf(doc.classifierTokens));
  const p = softmaxOf(logits);
  let best = 0;
  for (let i = 1; i < p.length; i++) if ((p[i] as number) > (p[best] as number)) best = i;
  const probabilities = { negative: round(p[0] as number), neutral: round(p[1] as number), positive: round(p[2] as number) };
  return { sentiment: SENTIMENT_CLASSES[best] as SentimentLabel, score: round(p[best] as number), raw_score: round((logits[2] as number) - (logits[0] as number)), probabilities };
}

