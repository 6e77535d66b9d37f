/**
 * The vocabulary model: per-word counts in Malay, Indonesian and English text, Malay web frequency
 * and lexicon flags (see `models/vocab.md`). Loaded on first use.
 */
import { lazy } from '../lazy.js';
import { readContainer, writeContainer } from './container.js';
import { expectModel, readModel } from './loader.js';
import { modelImage } from './shared.js';
import { buildStringTableFromLines, StringTable, type StringTableImage } from './string-table.js';

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
  /** Indonesian web/subtitle frequency per 100 million words. */
  readonly idweb: number;
  /** Flags: 1 Malay lemma, 2 Malay root, 4 English lemma, 8 in Malaya's Malay word list. */
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
/** Flag: in Malaya's Malay word list (roots and derived forms; words listed there are kept even when unseen). */
export const LEX_MS_LISTED = 8;

/** The loaded vocabulary. */
export interface Vocabulary {
  /** Statistics of a lower-case word, or undefined when unseen. */
  get(word: string): WordStats | undefined;
  /** Every word with its statistics (most frequent first). */
  entries(): IterableIterator<[string, WordStats]>;
  /** Number of words. */
  readonly size: number;
  /** The words, in a string table (word `i` is the `i`-th most frequent). */
  readonly words: StringTable;
  /** One statistic of every word, by word index, without making an object per word. */
  column(name: keyof WordStats): Uint32Array;
}

const MAGIC = 'MNLPVOC1';
const COLUMNS = ['fm', 'ms', 'id', 'en', 'web', 'idweb', 'lex', 'cap', 'seen'] as const;

/**
 * Encodes words and their statistics (columns in the order fm, ms, id, en, web, idweb, lex, cap, seen)
 * into the vocabulary file format: a signature, a JSON header, the words joined by newlines, then one
 * little-endian uint32 column per statistic, 4-byte aligned.
 *
 * @example
 * ```ts
 * encodeVocabulary([['makan', [9, 186, 3820, 0, 109600, 0, 3, 2, 398]]]);
 * ```
 */
export function encodeVocabulary(rows: readonly (readonly [string, readonly number[]])[]): Uint8Array {
  const words = Buffer.from(rows.map(([w]) => w).join('\n'), 'utf8');
  const headerBytes = Buffer.byteLength(JSON.stringify({ columns: COLUMNS, count: rows.length, wordBytes: words.length }), 'utf8');
  const pad = (4 - ((MAGIC.length + 4 + headerBytes + words.length) % 4)) % 4;
  const data = new Uint32Array(rows.length * COLUMNS.length);
  COLUMNS.forEach((_, c) => rows.forEach(([, v], i) => (data[c * rows.length + i] = Math.max(0, Math.round(v[c] ?? 0)))));
  return writeContainer(MAGIC, { columns: COLUMNS, count: rows.length, wordBytes: words.length }, [words, new Uint8Array(pad), new Uint8Array(data.buffer)]);
}

/** What a {@link Vocabulary} is made of: the words in a string table and one uint32 column per statistic. */
export interface VocabularyImage {
  readonly words: StringTableImage;
  /** `COLUMNS.length × count` statistics, column by column. */
  readonly data: Uint32Array;
}

/** Decodes vocabulary-file bytes into its image; raises ModelError when they are malformed. */
export function decodeVocabularyImage(bytes: Buffer, name = 'vocab.bin.gz'): VocabularyImage {
  const { header, offset: wordStart } = readContainer<{ columns: string[]; count: number; wordBytes: number }>(bytes, MAGIC, name);
  expectModel(JSON.stringify(header.columns) === JSON.stringify(COLUMNS), name, `the columns ${COLUMNS.join(', ')}`);
  const start = wordStart + header.wordBytes;
  const pad = (4 - (start % 4)) % 4;
  const n = header.count;
  expectModel(bytes.length === start + pad + n * COLUMNS.length * 4, name, `${n} words with ${COLUMNS.length} columns`);
  const words = buildStringTableFromLines(bytes, wordStart, start);
  expectModel(words.offsets.length - 1 === n, name, `${n} words`);
  const at = bytes.byteOffset + start + pad;
  const data = at % 4 === 0 ? new Uint32Array(bytes.buffer, at, n * COLUMNS.length) : new Uint32Array(new Uint8Array(bytes.subarray(start + pad)).buffer);
  return { words, data };
}

/** A vocabulary over its image. */
function vocabularyOf(image: VocabularyImage): Vocabulary {
  const table = new StringTable(image.words);
  const data = image.data;
  const n = table.size;
  // A word's statistics object is made once, when first asked for (at most one per vocabulary word).
  const made: (WordStats | undefined)[] = new Array(n);
  const stats = (i: number): WordStats => (made[i] ??= { fm: data[i] as number, ms: data[n + i] as number, id: data[2 * n + i] as number, en: data[3 * n + i] as number, web: data[4 * n + i] as number, idweb: data[5 * n + i] as number, lex: data[6 * n + i] as number, cap: data[7 * n + i] as number, seen: data[8 * n + i] as number });
  return {
    get: (w) => {
      const i = table.indexOf(w);
      return i < 0 ? undefined : stats(i);
    },
    entries: function* () {
      for (let i = 0; i < n; i++) yield [table.at(i), stats(i)] as [string, WordStats];
    },
    size: n,
    words: table,
    column: (name) => data.subarray(COLUMNS.indexOf(name) * n, (COLUMNS.indexOf(name) + 1) * n),
  };
}

/** Decodes vocabulary-file bytes; raises ModelError when they are malformed. */
export function decodeVocabulary(bytes: Buffer, name = 'vocab.bin.gz'): Vocabulary {
  return vocabularyOf(decodeVocabularyImage(bytes, name));
}

/**
 * The bundled vocabulary, loaded once.
 *
 * @example
 * ```ts
 * vocabulary().get('makan')?.web; // frequency of "makan" per 100 million words of Malay web text
 * ```
 */
export const vocabulary = lazy((): Vocabulary => vocabularyOf(modelImage('vocab.bin.gz', () => decodeVocabularyImage(readModel('vocab.bin.gz')))));

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
