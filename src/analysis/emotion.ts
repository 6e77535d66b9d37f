/**
 * Emotion: joy, anger, sadness, fear, surprise, disgust or love.
 *
 * A logistic-regression model knows all seven: five from Indonesian tweets (anger, fear, joy, love, sadness)
 * and the team's Malaysian sentences, surprise and disgust — which no open data set labels — from the team's
 * sentences and lexicon alone. The team-written lexicon (`lang/ms/emotion-lexicon.ts`) adds evidence on top
 * and covers Malay and Manglish words the Indonesian data lacks.
 */
import { requireText } from '../errors.js';
import { EMOTION_LEXICON, EMOTION_NYA_EXCEPTIONS, NEGATED_FEELINGS, NEGATION_DEGREE_WORDS } from '../lang/ms/emotion-lexicon.js';
import { lazy } from '../lazy.js';
import { NEGATORS, type FeatureSpec } from '../models/features.js';
import { loadLinear, softmax } from '../models/linear.js';
import { TextDocument } from './document.js';
import { EMOTIONS } from './choices.js';

/** The seven emotions, always all present in `scores`. */
export { EMOTIONS } from './choices.js';

/** An emotion name. */
export type Emotion = (typeof EMOTIONS)[number];

/** The classes of the trained model. */
export const EMOTION_MODEL_CLASSES = ['anger', 'disgust', 'fear', 'joy', 'love', 'sadness', 'surprise'] as const;

/**
 * Features of the emotion model: words (counted three times, `wordWeight`) and character 2–5-grams, no word
 * bigrams; chosen by 5-fold cross-validation on the EmoT training rows (see models/emotion.md).
 */
export const EMOTION_SPEC: FeatureSpec = { buckets: 1 << 18, wordNgrams: 1, charMin: 2, charMax: 5, negation: true, wordWeight: 3 };

/** Where each of `EMOTIONS` sits among the model's classes (`EMOTION_MODEL_CLASSES`). */
const MODEL_INDEX = EMOTIONS.map((e) => EMOTION_MODEL_CLASSES.indexOf(e));

/** Log-odds each lexicon hit adds to its emotion. */
export const LEXICON_WEIGHT = 1.6;

/** The result of {@link emotion}. */
export interface EmotionResult {
  /** The most likely emotion. */
  readonly emotion: Emotion;
  /** The second most likely emotion. */
  readonly secondary: Emotion;
  /** Probability of each of the seven emotions (they sum to 1). */
  readonly scores: Record<Emotion, number>;
}

const model = lazy(() => loadLinear('emotion.bin.gz'));

interface LexiconIndex {
  readonly words: ReadonlyMap<string, Emotion[]>;
  /** Multi-word entries, indexed by their first word. */
  readonly phrases: ReadonlyMap<string, { words: readonly string[]; emotion: Emotion }[]>;
}

const lexicon = lazy((): LexiconIndex => {
  const words = new Map<string, Emotion[]>();
  const phrases = new Map<string, { words: string[]; emotion: Emotion }[]>();
  for (const e of EMOTIONS) {
    for (const entry of EMOTION_LEXICON[e]) {
      const parts = entry.split(' ');
      if (parts.length > 1) phrases.set(parts[0] as string, [...(phrases.get(parts[0] as string) ?? []), { words: parts, emotion: e }]);
      else words.set(entry, [...(words.get(entry) ?? []), e]);
    }
  }
  return { words, phrases };
});

const nyaExceptions = lazy((): ReadonlySet<string> => new Set(EMOTION_NYA_EXCEPTIONS));

/**
 * A word's lexicon emotions; a word not in the lexicon that ends in `-nya` counts as its stem, since Malay
 * exclaims a feeling that way (`Sedihnya!`, `Seronoknya dapat cuti`, `Takutnya`).
 */
function lexiconEntry(words: ReadonlyMap<string, Emotion[]>, word: string): readonly Emotion[] {
  const direct = words.get(word);
  if (direct || word.length < 6 || !word.endsWith('nya')) return direct ?? [];
  const stem = word.slice(0, -3);
  return nyaExceptions().has(stem) ? [] : (words.get(stem) ?? []);
}

const degreeWords: ReadonlySet<string> = new Set(NEGATION_DEGREE_WORDS);
/** Word → the emotion its negation says (`NEGATED_FEELINGS`). */
const negatedFeelings = lazy((): ReadonlyMap<string, Emotion> => new Map(Object.entries(NEGATED_FEELINGS).flatMap(([e, words]) => words.map((w) => [w, e as Emotion] as const))));

/** Whether token `i` is negated: right after a negator, or after a negator and a degree word (`tak berapa sedap`). */
function negated(tokens: readonly string[], i: number): boolean {
  const prev = tokens[i - 1];
  if (prev === undefined) return false;
  return NEGATORS.has(prev) || (degreeWords.has(prev) && NEGATORS.has(tokens[i - 2] ?? ''));
}

/**
 * Lexicon hits per emotion in a token sequence: a negated word (after a negator, `NEGATORS`, or a negator and a
 * degree word) counts only for the feeling its negation says (`NEGATED_FEELINGS`: `tak berapa sedap` is disgust);
 * `-nya` forms count as their stem.
 */
export function lexiconHits(tokens: readonly string[]): Record<Emotion, number> {
  const hits: Record<Emotion, number> = { joy: 0, anger: 0, sadness: 0, fear: 0, surprise: 0, disgust: 0, love: 0 };
  const { words, phrases } = lexicon();
  for (let i = 0; i < tokens.length; i++) {
    if (negated(tokens, i)) {
      const e = negatedFeelings().get(tokens[i] as string);
      if (e !== undefined && tokens[i + 1] !== 'hati') hits[e]++;
      continue;
    }
    for (const e of lexiconEntry(words, tokens[i] as string)) hits[e]++;
    for (const p of phrases.get(tokens[i] as string) ?? []) {
      if (p.words.every((w, j) => tokens[i + j] === w)) hits[p.emotion]++;
    }
  }
  return hits;
}

const round = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * Combines the model's probabilities (in `EMOTION_MODEL_CLASSES` order) with lexicon hits: each hit adds
 * `weight` to its emotion's log-odds.
 *
 * @example
 * ```ts
 * combineEmotion(new Float64Array(7).fill(1 / 7), { surprise: 1 }); // surprise leads ("Biar betul!")
 * ```
 */
export function combineEmotion(modelProbs: Float64Array, hits: Partial<Record<Emotion, number>>, weight = LEXICON_WEIGHT): Record<Emotion, number> {
  const logits = Float64Array.from(EMOTIONS, (e, i) => Math.log((modelProbs[MODEL_INDEX[i] as number] ?? 0) + 1e-6) + weight * (hits[e] ?? 0));
  const p = softmax(logits);
  const r = (i: number): number => round(p[i] as number);
  return { joy: r(0), anger: r(1), sadness: r(2), fear: r(3), surprise: r(4), disgust: r(5), love: r(6) };
}

/**
 * The seven emotions' probabilities for classifier tokens (see `tokens.ts`), for callers that already
 * have them (multi-label emotion reads each clause this way).
 *
 * @example
 * ```ts
 * emotionScores(classifierTokens('sedih gila')).sadness; // the highest of the seven
 * ```
 */
export function emotionScores(tokens: readonly string[]): Record<Emotion, number> {
  const m = model();
  return combineEmotion(m.predictTokens(tokens), lexiconHits(tokens));
}

/**
 * The emotion of a Malay, English, Indonesian or Manglish text, with the probability of each of seven
 * emotions.
 *
 * @example
 * ```ts
 * emotion('Geram betul aku dengan servis dia, lambat gila 😡');
 * // { emotion: 'anger', secondary: …, scores: { joy: …, anger: 0.9, … } }
 * emotion('Eh serius ke? Tak sangka langsung dia menang 😮');
 * // { emotion: 'surprise', … }
 * ```
 */
export function emotion(text: string): EmotionResult {
  requireText(text);
  return emotionOf(new TextDocument(text));
}

/**
 * {@link emotion} of an analysed document.
 *
 * @example
 * ```ts
 * emotionOf(new TextDocument('Geram betul aku dengan servis ni')).emotion; // 'anger'
 * ```
 */
export function emotionOf(doc: TextDocument): EmotionResult {
  const scores = emotionScores(doc.classifierTokens);
  let first: Emotion = EMOTIONS[0];
  let second: Emotion = EMOTIONS[1];
  if (scores[second] > scores[first]) [first, second] = [second, first];
  for (const e of EMOTIONS.slice(2)) {
    if (scores[e] > scores[first]) [first, second] = [e, first];
    else if (scores[e] > scores[second]) second = e;
  }
  return { emotion: first, secondary: second, scores };
}
