/**
 * English words that close a noun phrase though a tagger reads them as nouns or adjectives: time nouns used as
 * adverbs (`my friends tomorrow`) and quantifiers that open a phrase of their own (`their anthem several times`).
 * The translator's pre-ordering stops a possessed noun phrase before them.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const ENGLISH_PHRASE_BREAKERS: readonly string[] = [
  'today', 'tomorrow', 'yesterday', 'tonight', 'now', 'later', 'several', 'many', 'few',
];
