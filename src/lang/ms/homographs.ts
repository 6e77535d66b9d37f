/**
 * Colloquial Malay spellings that are also English words, so the normaliser's tables cannot list them: Johor,
 * Selangor and Kuala Lumpur speech writes a final `-a` as `-e` (`kite` is `kita` in `kite jumpa esok`, English in
 * `fly a kite`; `lame` is `lama` in `dah lame tak jumpa`), and chat clips `buat` to `wat` and writes `dia` as
 * `die`. The normaliser reads them as Malay only beside Malay words and beside no English one
 * (`src/text/normalize.ts`), as it reads the northern words of `northern.ts`.
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian chat.
 */
export const COLLOQUIAL_IN_CONTEXT: Readonly<Record<string, string>> = {
  kite: 'kita',
  lame: 'lama',
  same: 'sama',
  die: 'dia',
  wat: 'buat',
};
