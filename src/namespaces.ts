/**
 * The dotted sub-modules of the library interface (`codeSwitching.detectSwitches`, `intent.classifyIntent`,
 * …), as frozen objects so no caller can change them for another.
 */
import { detectSwitches } from './analysis/code-switching.js';
import { detectDialect } from './analysis/dialect.js';
import { generate } from './analysis/generate.js';
import { detectHateSpeech } from './analysis/hate-speech.js';
import { classifyIntent } from './analysis/intent.js';
import { answer } from './analysis/qa.js';
import { detectStance } from './analysis/stance.js';
import { translate } from './analysis/translate.js';
import { classifyTopic } from './analysis/topic.js';
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

/**
 * Intent classification.
 *
 * @example
 * ```ts
 * import { intent } from 'manglish-nlp';
 * intent.classifyIntent('Boleh tolong check order saya?').intent; // 'request'
 * ```
 */
export const intent = Object.freeze({ classifyIntent });

/**
 * Topic classification.
 *
 * @example
 * ```ts
 * import { topic } from 'manglish-nlp';
 * topic.classifyTopic('Keputusan SPM diumumkan minggu depan'); // { topic: 'education', subtopic: 'exams', … }
 * ```
 */
export const topic = Object.freeze({ classifyTopic });

/**
 * Malaysian Malay dialect detection.
 *
 * @example
 * ```ts
 * import { dialect } from 'manglish-nlp';
 * dialect.detectDialect('Gapo demo buat tu?').dialect; // 'kelantan'
 * ```
 */
export const dialect = Object.freeze({ detectDialect });

/**
 * Hate-speech detection.
 *
 * @example
 * ```ts
 * import { hateSpeech } from 'manglish-nlp';
 * hateSpeech.detectHateSpeech('Kedai Cina tu murah').is_hate_speech; // false
 * ```
 */
export const hateSpeech = Object.freeze({ detectHateSpeech });

/**
 * Stance detection.
 *
 * @example
 * ```ts
 * import { stance } from 'manglish-nlp';
 * stance.detectStance('Saya sokong gaji minimum', { target: 'gaji minimum' }).stance; // 'for'
 * ```
 */
export const stance = Object.freeze({ detectStance });

/**
 * Translation between Malay and English, and into formal Malay.
 *
 * @example
 * ```ts
 * import { translation } from 'manglish-nlp';
 * translation.translate('Saya suka kucing', { targetLang: 'en' }).translated; // 'I like cats'
 * ```
 */
export const translation = Object.freeze({ translate });

/**
 * Extractive question answering.
 *
 * @example
 * ```ts
 * import { qa } from 'manglish-nlp';
 * qa.answer('Siapa pengasas syarikat itu?', 'Syarikat itu diasaskan oleh Ahmad pada tahun 1990.').answer; // 'Ahmad'
 * ```
 */
export const qa = Object.freeze({ answer });
