/**
 * Intent: what a message wants — a query, a command, a complaint, a greeting, a request, feedback or
 * something else — for Malay, English and Manglish chat.
 */
import { requireText } from '../errors.js';
import { lazy } from '../lazy.js';
import type { FeatureSpec } from '../models/features.js';
import { loadLinear } from '../models/linear.js';
import { rankClasses } from './classify.js';
import { classifierTokens } from './tokens.js';

/** The seven intents, in the model's order. */
export const INTENTS = ['query', 'command', 'complaint', 'greeting', 'request', 'feedback', 'other'] as const;
/** An intent label. */
export type Intent = (typeof INTENTS)[number];

/** Features of the intent model: words, word pairs (with the message's start and end) and characters. */
export const INTENT_SPEC: FeatureSpec = { buckets: 1 << 18, wordNgrams: 2, charMin: 2, charMax: 4, negation: true };

/** The result of {@link classifyIntent}. */
export interface IntentResult {
  readonly intent: Intent;
  /** Probability of `intent` (0 to 1). */
  readonly confidence: number;
  /** All seven intents with their probabilities, highest first; they sum to 1. */
  readonly all_intents: { intent: Intent; score: number }[];
}

const model = lazy(() => loadLinear('intent.bin.gz'));

/**
 * The token view of the intent model: the classifier tokens between start and end markers, so the first
 * word (`tolong`, `jom`, an imperative verb) and the last (`ke`, `tak`, `?`) are features of their own.
 *
 * @example
 * ```ts
 * intentTokens('Boleh tolong check order sy?'); // ['<s>', 'boleh', 'tolong', 'check', 'order', 'saya', '?', '</s>']
 * ```
 */
export function intentTokens(text: string): string[] {
  return ['<s>', ...classifierTokens(text), '</s>'];
}

/**
 * Classifies the intent of a message: `query`, `command`, `complaint`, `greeting`, `request`,
 * `feedback` or `other`. Question particles (`ke`, `kah`, `tak`), `boleh tak`, `tolong`, `jom`,
 * imperative verbs and punctuation are features of the trained model.
 *
 * @example
 * ```ts
 * intent.classifyIntent('Boleh tolong check order saya?');
 * // { intent: 'request', confidence: 0.8…, all_intents: [{ intent: 'request', score: 0.8… }, …] }
 * intent.classifyIntent('Dah seminggu parcel tak sampai, teruk betul'); // intent: 'complaint'
 * ```
 */
export function classifyIntent(text: string): IntentResult {
  requireText(text);
  const ranked = rankClasses(model(), intentTokens(text));
  const top = ranked[0] as { label: string; score: number };
  return { intent: top.label as Intent, confidence: top.score, all_intents: ranked.map((c) => ({ intent: c.label as Intent, score: c.score })) };
}
