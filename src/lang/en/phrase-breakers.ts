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

/**
 * English copulas that Malay leaves unsaid before an adjective (`The bus is late` → `Bas lambat`): the table had
 * learnt `is` as `adalah` or `yang`, which Malay puts before a noun phrase, not an adjective. The translator drops
 * them there before decoding into Malay; the past `was`, `were` stay (`telah`, `sudah` keep the tense).
 */
export const ENGLISH_PRESENT_COPULAS: readonly string[] = ['is', 'are', 'am', "'s", "'re", "'m"];
