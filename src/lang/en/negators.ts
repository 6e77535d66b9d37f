/**
 * English words that negate, as the translator's phrase extraction reads them (with any word ending in `n't`):
 * see `MALAY_NEGATORS` in `lang/ms/negators.ts`. `without` pairs with Malay `tanpa`.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const ENGLISH_NEGATORS: readonly string[] = [
  'not', 'no', 'never', 'none', 'nothing', 'nobody', 'nowhere', 'neither', 'nor', 'without', 'cannot', 'dont', 'didnt',
  'doesnt', 'cant', 'isnt', 'wasnt', 'wont',
];

/**
 * English phrases that negate where Malay need not (`no matter` ↔ `walau apa pun`, `no doubt` ↔ `pasti`): exempt
 * from the check, as `NEGATED_IDIOMS` are.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const ENGLISH_NEGATION_IDIOMS: readonly string[] = ['no longer', 'not only', 'no matter', 'nothing but', 'no doubt'];
