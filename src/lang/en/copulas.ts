/**
 * English copulas that Malay leaves unsaid before an adjective (`The bus is late` → `Bas lambat`): the table had
 * learnt `is` as `adalah` or `yang`, which Malay puts before a noun phrase, not an adjective. The translator drops
 * them there before decoding into Malay; the past `was`, `were` stay (`telah`, `sudah` keep the tense).
 *
 * How it was made: written by the manglish-nlp team.
 */
export const ENGLISH_PRESENT_COPULAS: readonly string[] = ['is', 'are', 'am', "'s", "'re", "'m"];

/**
 * English adjectives that the tagger reads as adverbs after a copula (`The bus is late again`, `You are early`):
 * they say a state as an adjective does, so the copula before them goes too (`Bas lambat lagi`).
 */
export const ADVERB_LIKE_ADJECTIVES: readonly string[] = ['late', 'early', 'fast', 'slow', 'loud', 'quiet', 'far'];
