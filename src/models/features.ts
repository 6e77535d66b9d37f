/**
 * Hashed text features for the linear classifiers: word n-grams and character n-grams of each token,
 * hashed (FNV-1a) into a fixed number of buckets, so no vocabulary has to ship. The same spec is stored
 * in each model file, so training and use extract identical features.
 */
import { INTENSIFYING_NEGATIONS, NON_NEGATING_PAIRS } from '../lang/ms/negators.js';
import { INTENSIFYING_WORDS, NEGATING_WORDS } from '../lang/shared/degree-words.js';

/** How a model turns text into features (stored in the model file). */
export interface FeatureSpec {
  /** Number of hash buckets (a power of two). */
  readonly buckets: number;
  /** Word n-grams up to this length (1 = unigrams only, 0 = none). */
  readonly wordNgrams: number;
  /** Shortest and longest character n-gram taken inside each `<token>` (0 = none). */
  readonly charMin: number;
  readonly charMax: number;
  /** Mark words in the scope of a negator (`tak best` → `NOT:best`) and after an intensifier. */
  readonly negation: boolean;
  /**
   * Tokens starting with this mark give one feature each and nothing else: no bigram, no character
   * n-grams (the topic model's stems, `⟦lancar⟧`). Put them after the text's own tokens.
   */
  readonly unigramMark?: string;
  /**
   * How many times each word feature (the word, its negation or intensifier mark, the bigram, a marked token) is counted;
   * default 1. Character n-grams outnumber a word's own features about ten to one, so on small data a
   * weight above 1 lets the words speak louder (the sentiment and emotion models use 3).
   */
  readonly wordWeight?: number;
}

/** Words that negate what follows (`lang/shared/degree-words.ts`). */
export const NEGATORS: ReadonlySet<string> = new Set(NEGATING_WORDS);

/** Words that strengthen what follows or precedes them (`lang/shared/degree-words.ts`). */
export const INTENSIFIERS: ReadonlySet<string> = new Set(INTENSIFYING_WORDS);

/** `negator next` word pairs that open no negation scope (`bukan sahaja`, `tak syak`). */
const IDIOM_STARTS: ReadonlySet<string> = new Set(NON_NEGATING_PAIRS);
/** `negator next` word pairs that intensify the word after them (`bukan main sedap`). */
const INTENSIFYING_PAIRS: ReadonlySet<string> = new Set(INTENSIFYING_NEGATIONS);

const FNV_OFFSET = 0x811c9dc5;
const LT = 0x3c;
const GT = 0x3e;
const FNV_PRIME = 0x01000193;
const SCOPE_END = /^[.,!?;:…]+$/u;
/** A negator's scope covers at most this many words. */
const NEGATION_SCOPE = 3;

/** FNV-1a hash of a string, continuing from `seed`. */
export function hashString(s: string, seed = FNV_OFFSET): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** Combines two hashes (for word n-grams and prefixed features). */
function combine(a: number, b: number): number {
  return (Math.imul(a ^ (b + 0x9e3779b9 + (a << 6) + (a >>> 2)), FNV_PRIME) >>> 0);
}

const SEED_WORD = hashString('w:');
const SEED_NOT = hashString('not:');
const SEED_INT = hashString('int:');
const SEED_CHAR = hashString('c:');
const SEED_CHAR_NOT = hashString('notc:');
const SEED_BIGRAM = hashString('b:');

/**
 * Hands `emit` the character n-gram features of one token, `<token>` read in place (no string is built),
 * in the negated space when `negated`.
 *
 * @example
 * ```ts
 * forEachCharFeature('best', false, spec, (id) => ids.push(id));
 * ```
 */
export function forEachCharFeature(token: string, negated: boolean, spec: FeatureSpec, emit: FeatureSink): void {
  const mask = spec.buckets - 1;
  const n = token.length + 2;
  const seed = negated ? SEED_CHAR_NOT : SEED_CHAR;
  for (let i = 0; i < n; i++) {
    let h = seed;
    for (let j = i; j < n && j - i < spec.charMax; j++) {
      h ^= j === 0 ? LT : j === n - 1 ? GT : token.charCodeAt(j - 1);
      h = Math.imul(h, FNV_PRIME);
      if (j - i + 1 >= spec.charMin) emit((h >>> 0) & mask);
    }
  }
}

/** Receives feature bucket ids as they are computed (repeats allowed: they count twice). */
export type FeatureSink = (id: number) => void;

/**
 * Feature bucket ids of a sequence of lower-case tokens (repeats allowed: they count twice).
 *
 * @example
 * ```ts
 * const spec = { buckets: 1 << 18, wordNgrams: 2, charMin: 2, charMax: 4, negation: true };
 * extractFeatures(['tak', 'best', 'lah'], spec).length; // word, bigram and character features
 * ```
 */
export function extractFeatures(tokens: readonly string[], spec: FeatureSpec, out: number[] = []): number[] {
  forEachFeature(tokens, spec, (id) => out.push(id));
  return out;
}


/**
 * Hands each feature bucket id of a sequence of lower-case tokens to `emit`, in the order
 * {@link extractFeatures} lists them, without building an array or a string: a model can sum its weights
 * as the features are hashed.
 *
 * @example
 * ```ts
 * let count = 0;
 * forEachFeature(['tak', 'best', 'lah'], spec, () => count++);
 * ```
 */
export function forEachFeature(tokens: readonly string[], spec: FeatureSpec, emit: FeatureSink): void {
  const mask = spec.buckets - 1;
  const repeat = spec.wordWeight ?? 1;
  const pushWord = (id: number): void => {
    for (let r = 0; r < repeat; r++) emit(id);
  };
  let negated = 0;
  let intensified = false;
  let previous = 0;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t] as string;
    if (spec.unigramMark !== undefined && token.startsWith(spec.unigramMark)) {
      pushWord(hashString(token, SEED_WORD) & mask);
      continue;
    }
    // A negated word lives in a feature space of its own: `tak best` shares nothing with `best`.
    const inScope = spec.negation && negated > 0;
    if (spec.wordNgrams > 0) {
      // 1. The word itself (negated or not), and the word marked by an intensifier on either side
      //    (`sangat sedap`, `sedap gila`).
      const h = hashString(token, SEED_WORD);
      pushWord((inScope ? combine(SEED_NOT, h) : h) & mask);
      if (spec.negation && (intensified || (t + 1 < tokens.length && INTENSIFIERS.has(tokens[t + 1] as string) && !INTENSIFIERS.has(token)))) {
        pushWord(combine(inScope ? SEED_NOT : SEED_INT, combine(SEED_INT, h)) & mask);
      }
      // 2. The bigram with the previous word.
      if (spec.wordNgrams > 1 && t > 0) pushWord(combine(combine(SEED_BIGRAM, previous), h) & mask);
      previous = h;
    }
    // 3. Character n-grams of `<token>` (in the negated space when the word is negated).
    if (spec.charMax > 0) forEachCharFeature(token, inScope, spec, emit);
    // 4. Update the negation and intensifier scopes (a double negative cancels: `bukan tak sedap`). A negator
    //    that opens an idiom negates nothing (`bukan sahaja`), and `bukan main` intensifies what follows it.
    if (spec.negation) {
      if (NEGATORS.has(token)) {
        const pair = `${token} ${tokens[t + 1] ?? ''}`;
        if (!IDIOM_STARTS.has(pair) && !INTENSIFYING_PAIRS.has(pair)) negated = negated > 0 ? 0 : NEGATION_SCOPE + 1;
      } else if (SCOPE_END.test(token)) negated = 0;
      if (negated > 0) negated--;
      intensified = INTENSIFIERS.has(token) || (t > 0 && NEGATORS.has(tokens[t - 1] as string) && INTENSIFYING_PAIRS.has(`${tokens[t - 1] as string} ${token}`));
    }
  }
}
