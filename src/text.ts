/**
 * `manglish-nlp/text`: the text tools alone — tokenise, normalise, clean, segment, stem, formalise. Importing
 * it reads no model file; the few models these tools consult (the vocabulary, the stemmer's ranker) load on
 * first use.
 *
 * @example
 * ```ts
 * import { normalize, stemWord } from 'manglish-nlp/text';
 * normalize('sy nk mkn');   // 'saya nak makan'
 * stemWord('pengajaran');   // 'ajar'
 * ```
 */
export { ManglishNLPError, InputError, ModelError, type ErrorCode } from './errors.js';
export { tokenize, scan, type Token, type TokenKind } from './text/tokenize.js';
export { normalize, type NormalizeOptions } from './text/normalize.js';
export { clean, type CleanOptions } from './text/clean.js';
export { segment } from './text/segment.js';
export { stemWord } from './text/stem.js';
export { formalize } from './text/formalize.js';
