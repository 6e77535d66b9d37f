/**
 * Colloquial Malay spellings that are also English words, so the normaliser's tables cannot list them: Johor,
 * Selangor and Kuala Lumpur speech writes a final `-a` as `-e` (`kite` is `kita` in `kite jumpa esok`, English in
 * `fly a kite`; `lame` is `lama` in `dah lame tak jumpa`), and chat clips `buat` to `wat` and writes `dia` as
 * `die`. The normaliser reads them as Malay only beside Malay words and beside no English one
 * (`src/text/normalize.ts`), as it reads the northern words of `northern.ts`.
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian chat.
 */
import { PERSONAL_PRONOUNS } from './pronouns.js';

export const COLLOQUIAL_IN_CONTEXT: Readonly<Record<string, string>> = {
  kite: 'kita',
  lame: 'lama',
  same: 'sama',
  die: 'dia',
  wat: 'buat',
};

/**
 * Chat clippings of a verb that are also a letter or a unit (`g` is `pergi` in `jom g mamak`, grams in `500 g
 * gula`): read as the verb only right after a word that takes a verb ({@link PREVERBAL_WORDS}), as the normaliser
 * reads them (`src/text/normalize.ts`).
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian chat.
 */
export const CLIPPED_VERBS: Readonly<Record<string, string>> = {
  g: 'pergi',
};

/**
 * Standard Malay words after which a clipped verb of {@link CLIPPED_VERBS} is a verb: modals, aspect words,
 * negators, the invitation `jom` and the personal pronouns (`nak g`, `dah g`, `tak payah g`, `jom g`, `dia g
 * kerja`), compared in their standard spelling (`nk`, `dh` and `x` count as `nak`, `dah` and `tak`).
 */
export const PREVERBAL_WORDS: readonly string[] = [
  'jom', 'nak', 'hendak', 'mahu', 'ingin', 'dah', 'sudah', 'telah', 'belum', 'baru', 'tak', 'tidak', 'jangan',
  'akan', 'boleh', 'nanti', 'kena', 'mesti', 'perlu', 'pernah', 'selalu', 'terus', 'pun', 'jadi', 'sempat', 'tengah',
  'payah', ...PERSONAL_PRONOUNS,
];
