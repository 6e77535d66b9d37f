/**
 * Words that negate or strengthen the words near them, in Malay, Manglish, Indonesian and English, as the
 * text classifiers' features read them (a negated word and an intensified word are features of their own).
 * The trained sentiment, emotion and stance models depend on these lists: a change here needs `npm run train`.
 *
 * How it was made: written by the manglish-nlp team.
 */

/** Words that negate what follows: `tak best`, `not good`, `gak enak`. */
export const NEGATING_WORDS: readonly string[] = [
  'tak', 'tidak', 'x', 'bukan', 'bkn', 'jangan', 'jgn', 'tiada', 'takde', 'belum', 'blm', 'not', 'no', 'never',
  "don't", "didn't", "doesn't", "isn't", "wasn't", "can't", "cannot", "won't", 'dont', 'didnt', 'cant', 'nothing',
  'nggak', 'gak', 'enggak', 'ga', 'tk', 'kurang', 'hardly', 'xde', 'without', 'tanpa',
];

/** Words that strengthen what follows or precedes them: `sangat sedap`, `sedap gila`, `so good`. */
export const INTENSIFYING_WORDS: readonly string[] = [
  'sangat', 'sgt', 'amat', 'terlalu', 'paling', 'sungguh', 'gila', 'giler', 'gile', 'betul', 'btl', 'benar',
  'very', 'so', 'really', 'super', 'too', 'extremely', 'totally', 'banget', 'sekali', 'teramat', 'most', 'damn',
];
