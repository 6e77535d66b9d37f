/**
 * English agreement after decoding into English. Malay marks no plural on a counted noun (`tiga kucing`, `dua
 * rumah`) and the phrase table's likeliest reading of a noun is often the singular, so the decoder wrote `three cat`;
 * and Malay's `sebuah`, `sebiji` are "a" and "an" alike, so it wrote `a apple`.
 */
import { posTag, type PosTag } from './pos.js';
import { ENGLISH_NUMBER_WORDS, INVARIANT_NOUNS } from '../lang/en/numbers.js';
import { ENGLISH_STOPWORDS } from '../lang/en/stopwords.js';
import { vocabulary } from '../models/vocab.js';

/**
 * Count words after which a noun is plural (`two` … `trillion`, `several`, `many`, `few`, `both`).
 *
 * @example
 * ```ts
 * COUNT_WORDS.has('three'); // true
 * ```
 */
export const COUNT_WORDS: ReadonlySet<string> = new Set([
  ...ENGLISH_NUMBER_WORDS.slice(ENGLISH_NUMBER_WORDS.indexOf('two'), ENGLISH_NUMBER_WORDS.indexOf('dozen') + 1),
  'several', 'many', 'few', 'both',
]);
/** Words never made plural: function words and nouns a count leaves as they are (`yen`, `people`). */
const UNCHANGED: ReadonlySet<string> = new Set([...ENGLISH_STOPWORDS, ...INVARIANT_NOUNS]);
/** A count written in digits: 2 to 999 (a four-digit number is more often a year: `in 2020 elections`). */
const DIGIT_COUNT = /^(?:[2-9]|[1-9]\d{1,2})$/u;

/** The regular plural of an English noun (`cat` → `cats`, `box` → `boxes`, `city` → `cities`). */
function regularPlural(word: string): string {
  if (/(?:s|x|z|ch|sh)$/u.test(word)) return `${word}es`;
  if (/[^aeiou]y$/u.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/**
 * The words with each singular noun right after a count made plural, where the plural is English (`attested`: the
 * plural seen in English text often enough): `three cat` → `three cats`; `two years`, `in 2020 election`, `two
 * thousand yen` and `two new houses` stay.
 *
 * @param words - English words, lower case as the decoder writes them
 * @param tags - their part-of-speech tags
 * @param attested - whether a noun's regular plural is English
 * @example
 * ```ts
 * pluralAfterCounts(['he', 'has', 'three', 'cat'], ['PRON', 'VERB', 'NUM', 'NOUN'], (_, plural) => plural === 'cats'); // […, 'cats']
 * pluralAfterCounts(['two', 'new', 'houses'], ['NUM', 'ADJ', 'NOUN'], () => true); // ['two', 'new', 'houses']
 * ```
 * @returns the words, changed where a plural belongs
 */
export function pluralAfterCounts(words: readonly string[], tags: readonly PosTag[], attested: (singular: string, plural: string) => boolean): string[] {
  return words.map((word, i) => {
    const before = words[i - 1];
    if (before === undefined || !(COUNT_WORDS.has(before) || DIGIT_COUNT.test(before))) return word;
    if (tags[i] !== 'NOUN' || !/^\p{Ll}{3,}$/u.test(word) || word.endsWith('s') || UNCHANGED.has(word) || COUNT_WORDS.has(word) || ENGLISH_NUMBER_WORDS.includes(word)) return word;
    const plural = regularPlural(word);
    return attested(word, plural) ? plural : word;
  });
}

/**
 * The words with each article agreeing with the word after it: `an` before a vowel letter, `a` before a consonant
 * (`a apple` → `an apple`, `an car` → `a car`). Before `u` and `h` both stay (`a university`, `an hour`).
 *
 * @param words - English words as the decoder writes them
 * @example
 * ```ts
 * articlesAgree(['i', 'ate', 'a', 'apple']); // ['i', 'ate', 'an', 'apple']
 * articlesAgree(['a', 'university']); // ['a', 'university']
 * ```
 * @returns the words, each article as its next word needs it
 */
export function articlesAgree(words: readonly string[]): string[] {
  return words.map((word, i) => {
    const next = words[i + 1]?.[0]?.toLowerCase();
    if (next === undefined) return word;
    if (word === 'a' && /[aeio]/u.test(next)) return 'an';
    if (word === 'an' && /[b-df-gj-np-tv-z]/u.test(next)) return 'a';
    return word;
  });
}

/**
 * A plural English text uses: seen at least 3 times and at least 3 % as often as its singular in the vocabulary
 * model's English counts (`cats` 40 against 63; not `peoples` 4 against 308, `scores` 3 against 161).
 */
function attestedPlural(singular: string, plural: string): boolean {
  const seen = vocabulary().get(plural)?.en ?? 0;
  return seen >= 3 && seen >= 0.03 * (vocabulary().get(singular)?.en ?? 0);
}

/**
 * Decoded English words in agreement: a noun after a count plural ({@link pluralAfterCounts}, the words tagged
 * only when a count is among them) and each article as its next word needs it ({@link articlesAgree}).
 *
 * @param words - English words, lower case as the decoder writes them
 * @example
 * ```ts
 * agreeEnglish(['he', 'has', 'three', 'cat']); // ['he', 'has', 'three', 'cats']
 * agreeEnglish(['i', 'eat', 'a', 'apple']); // ['i', 'eat', 'an', 'apple']
 * ```
 * @returns the words in agreement
 */
export function agreeEnglish(words: readonly string[]): string[] {
  if (!words.some((w) => COUNT_WORDS.has(w) || DIGIT_COUNT.test(w))) return articlesAgree(words);
  const tags = posTag(words.join(' ')).map(([, tag]) => tag);
  return articlesAgree(tags.length === words.length ? pluralAfterCounts(words, tags, attestedPlural) : words);
}
