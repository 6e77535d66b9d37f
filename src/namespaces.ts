/**
 * The dotted sub-modules of the library interface (`codeSwitching.detectSwitches`, `intent.classifyIntent`,
 * …), as frozen objects so no caller can change them for another.
 */
import { detectSwitches } from './analysis/code-switching.js';

/**
 * Code-switching detection.
 *
 * @example
 * ```ts
 * import { codeSwitching } from 'manglish-nlp';
 * codeSwitching.detectSwitches('Weh, meeting tu dah cancel').pattern; // 'ms-en'
 * ```
 */
export const codeSwitching = Object.freeze({ detectSwitches });
