/**
 * English function words the translator's clean-up after decoding reads: articles, the demonstratives that make
 * an article after them redundant, the copulas, possessive determiners, and the words whose `'s` is `is` or `has`
 * rather than a genitive (`it's`, `that's`, `let's`).
 *
 * How it was made: written by the manglish-nlp team.
 */
export const ARTICLES: readonly string[] = ['the', 'a', 'an'];

/** Demonstratives: an article right after one is dropped (`this the book` → `this book`). */
export const DEMONSTRATIVES: readonly string[] = ['this', 'that', 'these', 'those'];

/** Copulas, present and past. */
export const COPULAS: readonly string[] = ['is', 'am', 'are', 'was', 'were'];

/** Possessive determiners (`my friend's house`). */
export const POSSESSIVE_DETERMINERS: readonly string[] = ['my', 'your', 'his', 'her', 'our', 'their'];

/** Words whose `'s` is `is` or `has`, not a genitive (`it's`, `that's`, `let's`). */
export const CONTRACTING_WORDS: readonly string[] = ['it', 'he', 'she', 'that', 'this', 'what', 'there', 'here', 'who', 'where', 'when', 'how', 'let', 'everyone', 'someone', 'nobody', 'everything', 'something', 'nothing'];
