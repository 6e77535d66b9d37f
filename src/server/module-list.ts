/**
 * The service's NLP modules as the main thread knows them: names, endpoints, descriptions and the choices
 * their parameters take. Nothing here loads analysis code; the analysis threads run the modules
 * (`modules.ts`).
 */
import { ASPECT_DOMAINS, DIALECT_CLASSES, EMOTIONS, LANGUAGES, SENTIMENT_CLASSES, TRANSLATION_TARGETS } from '../analysis/choices.js';

/** Parameters an endpoint may read besides the text (top level or inside `options`). */
export interface ModuleParams {
  readonly target?: string;
  readonly max_length?: number;
  readonly style?: string;
  readonly top_n?: number;
  readonly domain?: string;
  readonly threshold?: number;
}

/** One NLP module of the service: its name, endpoint and what it does. */
export interface ModuleInfo {
  readonly name: string;
  readonly endpoint: string;
  readonly description: string;
}

/** Every module with an enveloped endpoint, in the order `/modules` lists them. */
export const MODULES: readonly ModuleInfo[] = [
  { name: 'sentiment', endpoint: '/sentiment', description: 'Positive, negative or neutral, with confidence and class probabilities.' },
  { name: 'emotion', endpoint: '/emotion', description: 'Primary and secondary emotion with all seven probabilities (joy, anger, sadness, fear, surprise, disgust, love).' },
  { name: 'language', endpoint: '/language', description: 'Language (ms, id, en, zh, ta, other, or manglish when Malay and English mix) with scores.' },
  { name: 'normalize', endpoint: '/normalize', description: 'Expands Manglish shortforms and slang into standard spelling.' },
  { name: 'formalize', endpoint: '/formalize', description: 'Rewrites informal Malay and Manglish as formal Malay.' },
  { name: 'ner', endpoint: '/ner', description: 'Named entities as [text, type] pairs (PERSON, ORG, LOCATION, MISC).' },
  { name: 'pos', endpoint: '/pos', description: 'Part-of-speech tags as [word, tag] pairs (Universal Dependencies).' },
  { name: 'keywords', endpoint: '/keywords', description: 'Keywords and keyphrases by TF-IDF as [{ keyword, score }] (top_n, default 5).' },
  { name: 'summarize', endpoint: '/summarize', description: 'A summary of at most max_length words (default 100); style extractive (default) or abstractive.' },
  { name: 'dialect', endpoint: '/dialect', description: 'Malaysian Malay dialect (standard, kelantan, terengganu, kedah, negeri_sembilan, sarawak, sabah, perak) with scores.' },
  { name: 'analyze', endpoint: '/analyze', description: 'Everything at once: normalized text, sentiment, language, POS, entities, emotion and keywords.' },
  { name: 'translate', endpoint: '/translate', description: 'Translation between Malay and English, or to formal Malay (target: en, bm, ms, formal).' },
];

/** The two endpoints that answer without the envelope; they run on the analysis threads too. */
export const EXTRA_MODULES: readonly ModuleInfo[] = [
  { name: 'aspect-sentiment', endpoint: '/aspect-sentiment', description: 'Aspects of a review and the sentiment of each.' },
  { name: 'multi-emotion', endpoint: '/multi-emotion', description: 'Every emotion above a threshold.' },
];

/** The module names `/batch`, `/batch/async` and the WebSocket accept (the HTTP interface's list). */
export const BATCH_MODULES = ['sentiment', 'normalize', 'ner', 'pos', 'translate', 'emotion', 'keywords', 'language', 'formalize', 'summarize'] as const;

/**
 * What `/feedback` accepts as `predicted` and `correct` for each module with fixed labels; the other modules
 * (text results such as normalize or translate, lists such as ner) take any correction as text.
 */
export const FEEDBACK_LABELS: Readonly<Record<string, readonly string[]>> = {
  sentiment: SENTIMENT_CLASSES,
  emotion: EMOTIONS,
  language: [...LANGUAGES, 'manglish'],
  dialect: DIALECT_CLASSES,
  'multi-emotion': EMOTIONS,
};

/** Translation targets the service accepts (`bm` is Malay). */
export const TRANSLATE_TARGETS = TRANSLATION_TARGETS;

/** Review domains `/aspect-sentiment` accepts. */
export { ASPECT_DOMAINS };
