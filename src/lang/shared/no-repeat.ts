/**
 * Function words, English and Malay, that two adjacent translated phrases can both bring (a subject Malay drops
 * inside one phrase, `tak sabar nak` → `i can't wait to`, after `aku` → `I`): said twice in a row, the second goes.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const NEVER_REPEATED_WORDS: readonly string[] = ['i', 'you', 'we', 'he', 'she', 'they', 'it', 'the', 'a', 'an', 'to', 'saya', 'anda', 'kami', 'kita', 'dia', 'mereka', 'yang', 'untuk', 'di', 'ke'];
