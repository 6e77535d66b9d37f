/**
 * Is a word English? The vocabulary model counts English in a few hundred thousand words of running text, so
 * inflected and irregular forms are often missing (`threw`, `members`, `sights`) and the respeller had turned them
 * into Malay look-alikes (`thoreau`, `memberus`, `seratus`). This check adds the team's function words and
 * irregular forms, and reads regular inflections back to an attested English base.
 */
import { ENGLISH_IRREGULAR_FORMS } from '../lang/en/irregular-forms.js';
import { ENGLISH_STOPWORDS } from '../lang/en/stopwords.js';
import { lazy, remembered } from '../lazy.js';
import { LEX_EN_LEMMA, vocabulary } from '../models/vocab.js';

/** Occurrences in the English counts from which a word is English on evidence alone. */
const ENGLISH_MIN_COUNT = 30;
/** The shortest base an inflection may be read back to (`bus` + `es`, not `a` + `s`). */
const MIN_BASE = 3;
/** ... and, for a word the vocabulary never saw, the shortest base that is not frequent English. */
const MIN_UNSEEN_BASE = 5;

const listed = lazy((): ReadonlySet<string> => new Set([...ENGLISH_STOPWORDS, ...ENGLISH_IRREGULAR_FORMS]));

/** An English word on the vocabulary's evidence: a WordNet lemma or frequent in the English counts. */
function attested(word: string): boolean {
  const s = vocabulary().get(word);
  return s !== undefined && (s.en >= ENGLISH_MIN_COUNT || (s.lex & LEX_EN_LEMMA) !== 0);
}

/**
 * May `word` be an inflection of the English `base`? Not when the word is seen more in Malay and Indonesian
 * text than in English (`bener` is colloquial `benar`, not `ben` + `er`); a word never seen needs a frequent
 * base or a lemma of five letters or more (`gemes` is not `gem` + `es`, nor the typo `beaks` `beak` + `s`;
 * `puts` is `put` + `s`).
 */
function inflects(word: string, base: string): boolean {
  if (!attested(base)) return false;
  const s = vocabulary().get(word);
  if (s !== undefined) return s.en >= s.ms + s.id;
  return base.length >= MIN_UNSEEN_BASE || (vocabulary().get(base)?.en ?? 0) >= ENGLISH_MIN_COUNT;
}

/**
 * The bases a regular inflection may come from: plurals and third person (`-s`, `-es`, `-ies`), past
 * (`-ed`, `-d`, `-ied`, doubled consonants), `-ing`, `-ly` and comparison (`-er`, `-est`).
 */
function inflectionBases(word: string): string[] {
  const bases: string[] = [];
  const strip = (suffix: string, ends: readonly string[], doubles = false): void => {
    if (!word.endsWith(suffix)) return;
    const stem = word.slice(0, -suffix.length);
    for (const end of ends) bases.push(stem + end);
    // A doubled final consonant: `stopped` → `stop`, `running` → `run`, `bigger` → `big`.
    const last = stem.at(-1);
    if (doubles && last !== undefined && last === stem.at(-2) && !'aeiou'.includes(last)) bases.push(stem.slice(0, -1));
  };
  strip('s', ['']);
  strip('es', ['']);
  strip('ies', ['y']);
  strip('ed', ['', 'e'], true);
  strip('ied', ['y']);
  strip('ing', ['', 'e'], true);
  strip('ly', ['']);
  strip('ily', ['y']);
  strip('er', ['', 'e'], true);
  strip('est', ['', 'e'], true);
  return bases.filter((b) => b.length >= MIN_BASE && b !== word);
}

/**
 * True when a lower-case word is English: a team-listed function word or irregular form, a word the vocabulary
 * attests as English, or a regular inflection of one.
 *
 * @example
 * ```ts
 * isEnglishWord('threw');   // true (irregular)
 * isEnglishWord('members'); // true (member + s)
 * isEnglishWord('makan');   // false
 * ```
 */
export const isEnglishWord = remembered((word: string): boolean => listed().has(word) || attested(word) || inflectionBases(word).some((base) => inflects(word, base)));
