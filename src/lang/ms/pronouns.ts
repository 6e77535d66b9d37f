/**
 * Malay personal pronouns as chat writes them in full (`saya`, `aku`, `korang`, `diorang`), for rules that look at
 * the word before a verb or an adjective: a clipped verb after a pronoun (`dia g kerja`; `src/text/normalize.ts`)
 * and an adjective that opens a clause after one (`Aku penat sangat`; `src/analysis/language.ts`).
 *
 * How it was made: written by the manglish-nlp team.
 */
export const PERSONAL_PRONOUNS: readonly string[] = ['saya', 'aku', 'awak', 'kau', 'engkau', 'dia', 'kami', 'kita', 'korang', 'dorang', 'diorang', 'mereka'];
