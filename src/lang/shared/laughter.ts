/**
 * Laughter in chat: the syllables that repeat (`hahaha`, `hehe`, `wkwkwk`, `kekeke`) and laughter
 * words. Normalisation turns every laughter token into `haha`.
 *
 * How it was made: written by the manglish-nlp team from Malaysian and Indonesian chat.
 */

/** Two-letter syllables whose repetition (at least twice, e.g. `haha`, `huhu`) is laughter. */
export const LAUGH_SYLLABLES: readonly string[] = ['ha', 'he', 'hi', 'hu', 'ho', 'wk', 'ke', 'xi', 'ah', 'eh'];

/** Whole words that stand for laughter. */
export const LAUGH_WORDS: readonly string[] = ['lol', 'lols', 'lolz', 'lmao', 'lmfao', 'rofl', 'keke', 'kekeke', 'wkwk', 'hahah', 'ahaha', 'bwahaha', 'muahaha'];

/** The canonical laughter token. */
export const LAUGH_TOKEN = 'haha';
