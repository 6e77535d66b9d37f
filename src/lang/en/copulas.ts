/**
 * English copulas that Malay leaves unsaid before an adjective (`The bus is late` → `Bas lambat`): the table had
 * learnt `is` as `adalah` or `yang`, which Malay puts before a noun phrase, not an adjective. The translator drops
 * them there before decoding into Malay; the past `was`, `were` stay (`telah`, `sudah` keep the tense).
 *
 * How it was made: written by the manglish-nlp team.
 */
export const ENGLISH_PRESENT_COPULAS: readonly string[] = ['is', 'are', 'am', "'s", "'re", "'m"];
