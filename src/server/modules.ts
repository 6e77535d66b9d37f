/**
 * The service's NLP modules: for each, its endpoint, a description, and how to run the library on one
 * text and shape the result as ../shared/spec/DECISIONS.md §4 says. Single endpoints, `/batch`, async jobs
 * and the WebSocket all run modules through this one table.
 */
import { aspectSentiment, type AspectOptions } from '../analysis/aspect-sentiment.js';
import { detectDialect } from '../analysis/dialect.js';
import { multiEmotion } from '../analysis/multi-emotion.js';
import { extractKeywords } from '../analysis/keywords.js';
import { detectLanguage } from '../analysis/language.js';
import { summarize } from '../analysis/summarize.js';
import { translate, TRANSLATION_TARGETS } from '../analysis/translate.js';
import { emotion } from '../analysis/emotion.js';
import { nerTag } from '../analysis/ner.js';
import { posTag } from '../analysis/pos.js';
import { sentiment } from '../analysis/sentiment.js';
import { InputError } from '../errors.js';
import { formalize } from '../text/formalize.js';
import { normalize } from '../text/normalize.js';

/** Parameters an endpoint may read besides the text (top level or inside `options`). */
export interface ModuleParams {
  readonly target?: string;
  readonly max_length?: number;
  readonly style?: string;
  readonly top_n?: number;
  readonly domain?: string;
  readonly threshold?: number;
}

/** A module's output: the HTTP result, and class probabilities for active learning when it has them. */
export interface ModuleOutput {
  readonly result: unknown;
  readonly probabilities?: Record<string, number>;
}

/** One NLP module of the service. */
export interface ServiceModule {
  readonly name: string;
  readonly endpoint: string;
  readonly description: string;
  run(text: string, params: ModuleParams): ModuleOutput;
}

const ENTITY_TYPES: Record<string, string> = { PER: 'PERSON', LOC: 'LOCATION', ORG: 'ORG', MISC: 'MISC' };

function languageResult(text: string): ModuleOutput {
  const r = detectLanguage(text);
  const scores = Object.fromEntries(r.languages.map((l) => [l.lang, l.conf]));
  const mixedMalayEnglish = r.is_mixed && (r.primary === 'ms' || r.primary === 'en' || r.primary === 'id');
  return { result: { primary: mixedMalayEnglish ? 'manglish' : r.primary, scores, is_mixed: r.is_mixed }, probabilities: scores };
}

function sentimentResult(text: string): ModuleOutput {
  const r = sentiment(text);
  return { result: { label: r.sentiment, score: r.score, probabilities: r.probabilities }, probabilities: r.probabilities };
}

function emotionResult(text: string): ModuleOutput {
  const r = emotion(text);
  return { result: { primary: r.emotion, score: r.scores[r.emotion], secondary: r.secondary, scores: r.scores }, probabilities: r.scores };
}

function nerPairs(text: string): [string, string][] {
  return nerTag(text).map((e) => [e.text, ENTITY_TYPES[e.label] ?? e.label]);
}

function dialectResult(text: string): ModuleOutput {
  const r = detectDialect(text);
  return { result: r, probabilities: r.scores };
}

function keywordsResult(text: string, params: ModuleParams): ModuleOutput {
  return { result: extractKeywords(text, { topN: params.top_n }) };
}

function summarizeResult(text: string, params: ModuleParams): ModuleOutput {
  return { result: summarize(text, { maxLength: params.max_length, style: params.style as 'extractive' | 'abstractive' | undefined }) };
}

/** `/analyze`: every core analysis of one text, each in its own endpoint's shape. */
function analyzeResult(text: string): ModuleOutput {
  const sentimentOut = sentimentResult(text);
  return {
    result: {
      normalized: normalize(text),
      sentiment: sentimentOut.result,
      language: languageResult(text).result,
      pos: posTag(text),
      entities: nerPairs(text),
      emotion: emotionResult(text).result,
      keywords: extractKeywords(text),
    },
    probabilities: sentimentOut.probabilities,
  };
}

/** Translation targets the service accepts (`bm` is Malay). */
export const TRANSLATE_TARGETS = TRANSLATION_TARGETS;

function translateResult(text: string, params: ModuleParams): ModuleOutput {
  const target = params.target ?? 'en';
  if (!(TRANSLATE_TARGETS as readonly string[]).includes(target)) {
    throw new InputError('MANGLISH_ERR_VALIDATION', `Expected "target" to be one of ${TRANSLATE_TARGETS.join(', ')}, but got "${target}".`);
  }
  return { result: translate(text, { targetLang: target }).translated };
}

/** Every module, in the order `/modules` lists them. */
export const MODULES: readonly ServiceModule[] = [
  { name: 'sentiment', endpoint: '/sentiment', description: 'Positive, negative or neutral, with confidence and class probabilities.', run: sentimentResult },
  { name: 'emotion', endpoint: '/emotion', description: 'Primary and secondary emotion with all seven probabilities (joy, anger, sadness, fear, surprise, disgust, love).', run: emotionResult },
  { name: 'language', endpoint: '/language', description: 'Language (ms, id, en, zh, ta, other, or manglish when Malay and English mix) with scores.', run: languageResult },
  { name: 'normalize', endpoint: '/normalize', description: 'Expands Manglish shortforms and slang into standard spelling.', run: (t) => ({ result: normalize(t) }) },
  { name: 'formalize', endpoint: '/formalize', description: 'Rewrites informal Malay and Manglish as formal Malay.', run: (t) => ({ result: formalize(t) }) },
  { name: 'ner', endpoint: '/ner', description: 'Named entities as [text, type] pairs (PERSON, ORG, LOCATION, MISC).', run: (t) => ({ result: nerPairs(t) }) },
  { name: 'pos', endpoint: '/pos', description: 'Part-of-speech tags as [word, tag] pairs (Universal Dependencies).', run: (t) => ({ result: posTag(t) }) },
  { name: 'keywords', endpoint: '/keywords', description: 'Keywords and keyphrases by TF-IDF as [{ keyword, score }] (top_n, default 5).', run: keywordsResult },
  { name: 'summarize', endpoint: '/summarize', description: 'A summary of at most max_length words (default 100); style extractive (default) or abstractive.', run: summarizeResult },
  { name: 'dialect', endpoint: '/dialect', description: 'Malaysian Malay dialect (standard, kelantan, terengganu, kedah, negeri_sembilan, sarawak, sabah, perak) with scores.', run: dialectResult },
  { name: 'analyze', endpoint: '/analyze', description: 'Everything at once: normalized text, sentiment, language, POS, entities, emotion and keywords.', run: analyzeResult },
  { name: 'translate', endpoint: '/translate', description: 'Translation between Malay and English, or to formal Malay (target: en, bm, ms, formal).', run: translateResult },
];

/** The two endpoints that answer without the envelope (`/aspect-sentiment`, `/multi-emotion`): they run on the threads too. */
export const EXTRA_MODULES: readonly ServiceModule[] = [
  { name: 'aspect-sentiment', endpoint: '/aspect-sentiment', description: 'Aspects of a review and the sentiment of each.', run: (t, p) => ({ result: aspectSentiment(t, { domain: (p.domain ?? 'general') as AspectOptions['domain'] }) }) },
  { name: 'multi-emotion', endpoint: '/multi-emotion', description: 'Every emotion above a threshold.', run: (t, p) => ({ result: multiEmotion(t, { threshold: p.threshold ?? 0.2 }) }) },
];

/** Modules by name. */
export const MODULE_BY_NAME: ReadonlyMap<string, ServiceModule> = new Map([...MODULES, ...EXTRA_MODULES].map((m) => [m.name, m]));

/** The module names `/batch`, `/batch/async` and the WebSocket accept (the HTTP interface's list). */
export const BATCH_MODULES = ['sentiment', 'normalize', 'ner', 'pos', 'translate', 'emotion', 'keywords', 'language', 'formalize', 'summarize'] as const;

/**
 * Runs a module by name.
 *
 * @example
 * ```ts
 * runModule('sentiment', 'best gila', {}).result; // { label: 'positive', score: …, probabilities: … }
 * ```
 */
export function runModule(name: string, text: string, params: ModuleParams): ModuleOutput {
  const module = MODULE_BY_NAME.get(name);
  if (!module) throw new InputError('MANGLISH_ERR_VALIDATION', `Unknown module "${name}". Valid modules: ${[...MODULE_BY_NAME.keys()].join(', ')}.`);
  return module.run(text, params);
}
