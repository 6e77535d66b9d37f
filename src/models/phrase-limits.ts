/** Limits shared by phrase extraction (training) and decoding (run time). */

/** Longest phrase, in words, on either side of the phrase table. */
export const MAX_SOURCE_PHRASE = 4;
