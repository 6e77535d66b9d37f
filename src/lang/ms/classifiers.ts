/**
 * Malay numeral classifiers (penjodoh bilangan): a counted noun takes one after its number (`tiga ekor kucing`,
 * "three cats"; `dua buah rumah`, "two houses"), and `se-` before one is "a" (`seekor kucing`, "a cat"). English
 * says none of them, so the translator into English leaves them unsaid
 * (`src/analysis/translate-order-malay.ts`). Measure words that English says too (`potong`, "piece"; `cawan`,
 * "cup"; `keping`, "slice") are not here.
 *
 * How it was made: written by the manglish-nlp team from standard Malay grammar.
 */

/** Classifiers with no English counterpart, by what they count. */
export const MALAY_CLASSIFIERS: readonly string[] = [
  'buah', // things, buildings, vehicles, countries
  'ekor', // animals
  'orang', // people
  'biji', // small round things, eggs, fruit
  'helai', // cloth, paper, hair
  'batang', // long things: pens, trees, rivers
  'pucuk', // letters, guns
  'kuntum', // flowers
  'utas', // chains, necklaces
  'bidang', // land, mats
  'tangkai', // stalks, flowers on a stem
  'butir', // grains, bullets
  'unit', // machines, flats
];

/** Words that count like a number before a classifier (`beberapa orang pelajar`, `berapa ekor kucing`). */
export const COUNTING_WORDS: readonly string[] = ['beberapa', 'berapa', 'setiap', 'tiap-tiap'];

/**
 * Verb prefixes: a word in one after a classifier is a verb the tagger took for a noun (`820,000 orang dijangkiti`,
 * where `orang` is "people"), not a counted noun.
 */
export const VERB_PREFIXES: readonly string[] = ['di', 'ber', 'ter', 'mem', 'men', 'meng', 'meny'];
