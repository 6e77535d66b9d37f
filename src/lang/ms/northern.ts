/**
 * Northern Malay words (Kedah, Penang, Perlis) that are also English words or names, so the normaliser's
 * tables cannot list them: `hang` is `awak` in `Hang pi mana?` but English in `jom hang out`, `sat` is
 * `sekejap` in `Mai sini sat` but English in `I sat there`. The normaliser reads them as Malay only beside
 * Malay words and beside no English one (`src/text/normalize.ts`).
 *
 * How it was made: written by the manglish-nlp team from everyday northern speech as people type it.
 */
export const NORTHERN_IN_CONTEXT: Readonly<Record<string, string>> = {
  hang: 'awak',
  pi: 'pergi',
  mai: 'mari',
  sat: 'sekejap',
};
