/**
 * The vocabulary model: per-word counts in Malay, Indonesian and English text, Malay web frequency
 * and lexicon flags (see `models/vocab.md`). Loaded on first use.
 */
import { lazy } from '../lazy.js';
import { expectModel, readModelText } from './loader.js';

/** Statistics of one word. */
export interface WordStats {
  /** Occurrences in formal Malay text (news, translations, software strings). */
  readonly fm: number;
  /** Occurrences in Malay running text. */
  readonly ms: number;
  /** Occurrences in Indonesian running text (plus scaled web frequency). */
  readonly id: number;
  /** Occurrences in English running text. */
  readonly en: number;
  /** Malay web/subtitle frequency per 100 million words. */
  readonly web: number;
  /** Flags: 1 Malay lemma, 2 Malay root, 4 English lemma. */
  readonly lex: number;
  /** Occurrences written capitalised inside a sentence (a proper-noun signal). */
  readonly cap: number;
  /** Occurrences in text that uses capital letters at all (the denominator of `cap`). */
  readonly seen: number;
}

/** Flag: listed as a Malay lemma in Wordnet Bahasa. */
export const LEX_MS_LEMMA = 1;
/** Flag: annotated as a root in Melayu Standard Lisan. */
export const LEX_MS_ROOT = 2;
/** Flag: listed as an English lemma in WordNet. */
export const LEX_EN_LEMMA = 4;

/** The loaded vocabulary. */
export interface Vocabulary {
  /** Statistics of a lower-case word, or undefined when unseen. */
  get(word: string): WordStats | undefined;
  /** Every word with its statistics (most frequent first). */
  entries(): IterableIterator<[string, WordStats]>;
  /** Number of words. */
  readonly size: number;
}

/**
 * The bundled vocabulary, loaded once.
 *
 * @example
 * ```ts
 * vocabulary().get('makan')?.web; // frequency of "makan" per 100 million words of Malay web text
 * ```
 */
export const vocabulary = lazy((): Vocabulary => {
  const text = readModelText('vocab.tsv.gz');
  const lines = text.split('\n');
  expectModel(lines[0] === 'word\tfm\tms\tid\ten\tweb\tlex\tcap\tseen', 'vocab.tsv.gz', 'the header "word fm ms id en web lex cap seen"');
  const map = new Map<string, WordStats>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '') continue;
    const c = line.split('\t');
    map.set(c[0] as string, { fm: +(c[1] as string), ms: +(c[2] as string), id: +(c[3] as string), en: +(c[4] as string), web: +(c[5] as string), lex: +(c[6] as string), cap: +(c[7] as string), seen: +(c[8] as string) });
  }
  return { get: (w) => map.get(w), entries: () => map.entries(), size: map.size };
});

/**
 * How strongly the corpora attest `word` as standard Malay: a smoothed log-frequency that blends
 * formal-text counts, web frequency and the lemma flag. 0 for unseen words.
 *
 * @example
 * ```ts
 * malayScore('makan') > malayScore('mkn'); // true
 * ```
 */
export function malayScore(word: string): number {
  const s = vocabulary().get(word);
  if (!s) return 0;
  const lemma = s.lex & LEX_MS_LEMMA ? 1.5 : 0;
  return Math.log1p(s.fm * 40 + s.web / 10) + lemma;
}

/**
 * The share of a word's running-text occurrences written with a capital inside a sentence (0 to 1):
 * near 1 for names (`ahmad`, `simon`), near 0 for common words.
 *
 * @example
 * ```ts
 * properNounRatio('kuala') > properNounRatio('makan'); // true
 * ```
 */
export function properNounRatio(word: string): number {
  const s = vocabulary().get(word);
  if (!s) return 0;
  return s.seen === 0 ? 0 : Math.min(1, s.cap / s.seen);
}

/**
 * How strongly the corpora attest `word` as English (log-frequency plus the lemma flag).
 *
 * @example
 * ```ts
 * englishScore('meeting') > englishScore('mesyuarat'); // true
 * ```
 */
export function englishScore(word: string): number {
  const s = vocabulary().get(word);
  if (!s) return 0;
  return Math.log1p(s.en) + (s.lex & LEX_EN_LEMMA ? 1 : 0);
}
