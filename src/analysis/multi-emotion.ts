/**
 * Multi-label emotion: every emotion above a threshold, the dominant one, and a name for the mix.
 */
import { numberOption, requireOptions, requireText } from '../errors.js';
import { EMOTION_COMBINATIONS } from '../lang/shared/emotion-combinations.js';
import { CLAUSE_BREAKS } from '../lang/ms/aspects.js';
import { lazy } from '../lazy.js';
import { EMOTIONS, emotionScores, type Emotion } from './emotion.js';
import { classifierTokens } from './tokens.js';

const breaks = lazy(() => new Set(CLAUSE_BREAKS));

/** Classifier tokens cut into clauses at contrast words and punctuation. */
function tokenClauses(tokens: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const t of tokens) {
    if (breaks().has(t) || /^[,.!?;]/.test(t)) {
      if ((out[out.length - 1] as string[]).length > 0) out.push([]);
    } else (out[out.length - 1] as string[]).push(t);
  }
  return out.filter((c) => c.length > 0);
}

/** Options of {@link multiEmotion}. */
export interface MultiEmotionOptions {
  /** Minimum probability for an emotion to count (0 to 1, default 0.2). */
  readonly threshold?: number;
}

/** The result of {@link multiEmotion}. */
export interface MultiEmotionResult {
  /** Emotions at or above the threshold, strongest first (the dominant one at least). */
  readonly emotions: { emotion: Emotion; confidence: number }[];
  readonly dominant: Emotion;
  /** True when more than one emotion passes the threshold. */
  readonly is_multi: boolean;
  /** A name for the two strongest emotions together (`bittersweet`), or the dominant emotion alone. */
  readonly co_occurrence: string;
}

/** Default threshold. */
export const DEFAULT_THRESHOLD = 0.2;

/**
 * The emotions present in a text, from the emotion model's probabilities over the whole text and over
 * each clause (split at `tapi`, `but`, commas): all at or above `threshold`, the dominant one, and a name
 * for the combination of the two strongest (`joy` + `sadness` → `bittersweet`).
 *
 * @example
 * ```ts
 * multiEmotion('Seronok dapat grad, tapi sedih nak tinggalkan kawan-kawan 😭');
 * // { emotions: [{ emotion: 'sadness', … }, { emotion: 'joy', … }], dominant: 'sadness', is_multi: true,
 * //   co_occurrence: 'bittersweet' }
 * ```
 */
export function multiEmotion(text: string, options?: MultiEmotionOptions): MultiEmotionResult {
  requireText(text);
  const threshold = numberOption(requireOptions(options), 'threshold', DEFAULT_THRESHOLD, 0, 1);
  // 1. Each emotion's strongest reading over the whole text and each of its clauses, so that
  //    `seronok …, tapi sedih …` shows both joy and sadness.
  const tokens = classifierTokens(text);
  const scores = { ...emotionScores(tokens) };
  const parts = tokenClauses(tokens);
  if (parts.length > 1) {
    for (const clause of parts) {
      const s = emotionScores(clause);
      for (const e of EMOTIONS) scores[e] = Math.max(scores[e], s[e]);
    }
  }
  const ranked = [...EMOTIONS].sort((a, b) => scores[b] - scores[a]);
  const dominant = ranked[0] as Emotion;
  const present = ranked.filter((e) => scores[e] >= threshold);
  const kept = present.length > 0 ? present : [dominant];
  const emotions = kept.map((e) => ({ emotion: e, confidence: scores[e] }));
  const pair = kept.length > 1 ? [kept[0], kept[1]] as Emotion[] : undefined;
  const name = pair ? EMOTION_COMBINATIONS[`${pair[0]}+${pair[1]}`] ?? EMOTION_COMBINATIONS[`${pair[1]}+${pair[0]}`] ?? `${pair[0]}+${pair[1]}` : dominant;
  return { emotions, dominant, is_multi: kept.length > 1, co_occurrence: name };
}
