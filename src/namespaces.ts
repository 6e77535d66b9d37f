/**
 * The dotted sub-modules of the library interface (`codeSwitching.detectSwitches`, `intent.classifyIntent`,
 * …): generated from the registry's `library` bindings, as frozen objects so no caller can change them for
 * another.
 */
import type { LibraryBinding } from './capabilities/capability.js';
import { CAPABILITIES, type Registry } from './capabilities/registry.js';

/** The package's capabilities reached through a namespace. */
type Namespaced = Extract<(typeof CAPABILITIES)[number], { readonly library: LibraryBinding }>;

/** Every namespace of the package, by name, each holding its capability's functions. */
export type Namespaces = { readonly [C in Namespaced as C['library']['namespace']]: Readonly<C['library']['functions']> };

/**
 * The namespaces of a registry's capabilities, each a frozen object of its functions.
 *
 * @example
 * ```ts
 * namespacesOf(CAPABILITIES).intent?.classifyIntent; // the function behind intent.classifyIntent
 * ```
 */
export function namespacesOf(registry: Registry): Readonly<Record<string, LibraryBinding['functions']>> {
  const entries = registry.flatMap((c) => (c.library ? [[c.library.namespace, Object.freeze({ ...c.library.functions })] as const] : []));
  return Object.freeze(Object.fromEntries(entries));
}

const NAMESPACES = namespacesOf(CAPABILITIES) as unknown as Namespaces;

/**
 * Code-switching detection.
 *
 * @example
 * ```ts
 * import { codeSwitching } from 'manglish-nlp';
 * codeSwitching.detectSwitches('Weh, meeting tu dah cancel').pattern; // 'ms-en'
 * ```
 */
export const codeSwitching: Namespaces['codeSwitching'] = NAMESPACES.codeSwitching;

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
export const summarization: Namespaces['summarization'] = NAMESPACES.summarization;

/**
 * Text generation from the Malay and English Kneser-Ney language models.
 *
 * @example
 * ```ts
 * import { textGeneration } from 'manglish-nlp';
 * textGeneration.generate('Kerajaan akan', { maxLength: 10, seed: 1 }); // the same continuation for seed 1
 * ```
 */
export const textGeneration: Namespaces['textGeneration'] = NAMESPACES.textGeneration;

/**
 * Intent classification.
 *
 * @example
 * ```ts
 * import { intent } from 'manglish-nlp';
 * intent.classifyIntent('Boleh tolong check order saya?').intent; // 'request'
 * ```
 */
export const intent: Namespaces['intent'] = NAMESPACES.intent;

/**
 * Topic classification.
 *
 * @example
 * ```ts
 * import { topic } from 'manglish-nlp';
 * topic.classifyTopic('Keputusan SPM diumumkan minggu depan'); // { topic: 'education', subtopic: 'exams', … }
 * ```
 */
export const topic: Namespaces['topic'] = NAMESPACES.topic;

/**
 * Malaysian Malay dialect detection.
 *
 * @example
 * ```ts
 * import { dialect } from 'manglish-nlp';
 * dialect.detectDialect('Gapo demo buat tu?').dialect; // 'kelantan'
 * ```
 */
export const dialect: Namespaces['dialect'] = NAMESPACES.dialect;

/**
 * Hate-speech detection.
 *
 * @example
 * ```ts
 * import { hateSpeech } from 'manglish-nlp';
 * hateSpeech.detectHateSpeech('Kedai Cina tu murah').is_hate_speech; // false
 * ```
 */
export const hateSpeech: Namespaces['hateSpeech'] = NAMESPACES.hateSpeech;

/**
 * Stance detection.
 *
 * @example
 * ```ts
 * import { stance } from 'manglish-nlp';
 * stance.detectStance('Saya sokong gaji minimum', { target: 'gaji minimum' }).stance; // 'for'
 * ```
 */
export const stance: Namespaces['stance'] = NAMESPACES.stance;

/**
 * Translation between Malay and English, and into formal Malay.
 *
 * @example
 * ```ts
 * import { translation } from 'manglish-nlp';
 * translation.translate('Saya suka kucing', { targetLang: 'en' }).translated; // 'I like cats'
 * ```
 */
export const translation: Namespaces['translation'] = NAMESPACES.translation;

/**
 * Extractive question answering.
 *
 * @example
 * ```ts
 * import { qa } from 'manglish-nlp';
 * qa.answer('Siapa pengasas syarikat itu?', 'Syarikat itu diasaskan oleh Ahmad pada tahun 1990.').answer; // 'Ahmad'
 * ```
 */
export const qa: Namespaces['qa'] = NAMESPACES.qa;
