/**
 * How the analysis threads run each module of `module-list.ts`: the library on one text, its result shaped
 * as ../shared/spec/DECISIONS.md §4 says. Single endpoints, `/batch`, async jobs and the WebSocket all run
 * modules through this one table (on the threads: the main thread never imports it).
 */
import { aspectSentiment, type AspectOptions } from '../analysis/aspect-sentiment.js';
import { detectSwitches } from '../analysis/code-switching.js';
import { detectDialect } from '../analysis/dialect.js';
import { multiEmotion } from '../analysis/multi-emotion.js';
import { extractKeywords } from '../analysis/keywords.js';
import { detectLanguage } from '../analysis/language.js';
import { summarize } from '../analysis/summarize.js';
import { translate, type TranslationTarget } from '../analysis/translate.js';
import { emotion } from '../analysis/emotion.js';
import { nerTag } from '../analysis/ner.js';
import { posTag } from '../analysis/pos.js';
import { sentiment } from '../analysis/sentiment.js';
import { InputError } from '../errors.js';
import { formalize } from '../text/formalize.js';
import { normalize } from '../text/normalize.js';
import { EXTRA_MODULES, MODULES, TRANSLATE_TARGETS, type ModuleParams } from './module-list.js';

/** A module's output: the HTTP result, and class probabilities for active learning when it has them. */
export interface ModuleOutput {
  readonly result: unknown;
  readonly probabilities?: Record<string, number>;
}

/** How one module runs. */
type Runner = (text: string, params: ModuleParams) => ModuleOutput;

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

/** Malay and English stretches of a text with their character offsets (the playground colours them). */
function codeSwitchingResult(text: string): unknown {
  const r = detectSwitches(text);
  return { segments: r.segments.map((g) => ({ text: g.text, lang: g.lang, start: g.start, end: g.end })), switch_count: r.switch_count, pattern: r.pattern };
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
      code_switching: codeSwitchingResult(text),
    },
    probabilities: sentimentOut.probabilities,
  };
}

const isTarget = (target: string): target is TranslationTarget => (TRANSLATE_TARGETS as readonly string[]).includes(target);

function translateResult(text: string, params: ModuleParams): ModuleOutput {
  const target = params.target ?? 'en';
  if (!isTarget(target)) {
    throw new InputError('MANGLISH_ERR_VALIDATION', `Expected "target" to be one of ${TRANSLATE_TARGETS.join(', ')}, but got "${target}".`);
  }
  return { result: translate(text, { targetLang: target }).translated };
}

/** Each module's runner, by name (every module of `module-list.ts` has one; a test checks). */
export const RUNNERS: Readonly<Record<string, Runner>> = {
  sentiment: sentimentResult,
  emotion: emotionResult,
  language: languageResult,
  normalize: (t) => ({ result: normalize(t) }),
  formalize: (t) => ({ result: formalize(t) }),
  ner: (t) => ({ result: nerPairs(t) }),
  pos: (t) => ({ result: posTag(t) }),
  keywords: keywordsResult,
  summarize: summarizeResult,
  dialect: dialectResult,
  analyze: analyzeResult,
  translate: translateResult,
  'aspect-sentiment': (t, p) => ({ result: aspectSentiment(t, { domain: (p.domain ?? 'general') as AspectOptions['domain'] }) }),
  'multi-emotion': (t, p) => ({ result: multiEmotion(t, { threshold: p.threshold ?? 0.2 }) }),
};

const NAMES = [...MODULES, ...EXTRA_MODULES].map((m) => m.name);

/**
 * Runs a module by name.
 *
 * @example
 * ```ts
 * runModule('sentiment', 'best gila', {}).result; // { label: 'positive', score: …, probabilities: … }
 * ```
 */
export function runModule(name: string, text: string, params: ModuleParams): ModuleOutput {
  const run = Object.hasOwn(RUNNERS, name) ? RUNNERS[name] : undefined;
  if (!run) throw new InputError('MANGLISH_ERR_VALIDATION', `Unknown module "${name}". Valid modules: ${NAMES.join(', ')}.`);
  return run(text, params);
}
