/**
 * The dotted sub-modules of the library interface (`codeSwitching.detectSwitches`, `intent.classifyIntent`,
 * …), as frozen objects so no caller can change them for another.
 */
import { detectSwitches } from './analysis/code-switching.js';
import { generate } from './analysis/generate.js';
import { summarize } from './analysis/summarize.js';

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

/**
 * Summarisation.
 *
 * @example
 * ```ts
 * import { summarization } from 'manglish-nlp';
 * summarization.summarize('Banjir melanda Kelantan. Ribuan dipindahkan. Cuaca cerah di Johor.', { maxLength: 8 });
 * // 'Banjir melanda Kelantan. Ribuan dipindahkan.'
 * ```
 */
export const summarization = Object.freeze({ summarize });

/**
 * Text generation from the Malay and English Kneser-Ney language models.
 *
 * @example
 * ```ts
 * import { textGeneration } from 'manglish-nlp';
 * textGeneration.generate('Kerajaan akan', { maxLength: 10, seed: 1 }); // the same continuation for seed 1
 * ```
 */
export const textGeneration = Object.freeze({ generate });
