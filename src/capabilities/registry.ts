/**
 * The registry: every capability, one line each, in the order `manglish help` and `GET /modules` list
 * them. The CLI, the HTTP routes and their OpenAPI document, the `/batch` and WebSocket module lists,
 * `/feedback`'s labels, pipeline steps, the public namespaces, and what `npm run train` and `npm run eval`
 * run are all read from here (ARCHITECTURE.md says how to add one).
 */
import type { Capability, HttpBinding, PipelineBinding } from './capability.js';
import tokenize from './tokenize/index.js';
import normalize from './normalize/index.js';
import clean from './clean/index.js';
import segment from './segment/index.js';
import stem from './stem/index.js';
import formalize from './formalize/index.js';
import correct from './correct/index.js';
import sentiment from './sentiment/index.js';
import emotion from './emotion/index.js';
import multiEmotion from './multi-emotion/index.js';
import aspectSentiment from './aspect-sentiment/index.js';
import language from './language/index.js';
import codeSwitching from './code-switching/index.js';
import ner from './ner/index.js';
import pos from './pos/index.js';
import keywords from './keywords/index.js';
import summarize from './summarize/index.js';
import dialect from './dialect/index.js';
import translate from './translate/index.js';
import intent from './intent/index.js';
import topic from './topic/index.js';
import hateSpeech from './hate-speech/index.js';
import stance from './stance/index.js';
import similarity from './similarity/index.js';
import augment from './augment/index.js';
import generate from './generate/index.js';
import qa from './qa/index.js';
import analyze from './analyze/index.js';

/** Every capability of the package. */
export const CAPABILITIES = [
  tokenize, normalize, clean, segment, stem, formalize, correct,
  sentiment, emotion, multiEmotion, aspectSentiment, language, codeSwitching, ner, pos, keywords, summarize, dialect, translate,
  intent, topic, hateSpeech, stance, similarity, augment, generate, qa,
  analyze,
] as const;

/** A list of capabilities: the package's own, or a test's with a capability of its own added. */
export type Registry = readonly Capability[];

/** A capability served over HTTP, with its binding. */
export type ServedCapability = Capability & { readonly http: HttpBinding };

/**
 * The capabilities with an HTTP endpoint, in registry order (`GET /modules`).
 *
 * @example
 * ```ts
 * served(CAPABILITIES).map((c) => c.http.path); // ['/normalize', '/formalize', '/sentiment', …]
 * ```
 */
export function served(registry: Registry): ServedCapability[] {
  return registry.filter((c): c is ServedCapability => c.http !== undefined);
}

/** A pipeline step and its binding. */
export type PipelineCapability = Capability & { readonly pipeline: PipelineBinding };

/**
 * The capabilities that can be pipeline steps.
 *
 * @example
 * ```ts
 * pipelineSteps(CAPABILITIES).map((c) => c.pipeline.step); // ['tokenize', 'normalize', 'clean', 'sentiment', …]
 * ```
 */
export function pipelineSteps(registry: Registry): PipelineCapability[] {
  return registry.filter((c): c is PipelineCapability => c.pipeline !== undefined);
}

/**
 * The models the registry's capabilities load, each once, in registry order (`npm run train` builds them).
 *
 * @example
 * ```ts
 * modelNames(CAPABILITIES).includes('sentiment'); // true
 * ```
 */
export function modelNames(registry: Registry): string[] {
  return [...new Set(registry.flatMap((c) => c.models))];
}

/**
 * The `npm run eval` rows that measure the registry's capabilities, each once.
 *
 * @example
 * ```ts
 * evaluationNames(CAPABILITIES).includes('translation'); // true
 * ```
 */
export function evaluationNames(registry: Registry): string[] {
  return [...new Set(registry.flatMap((c) => c.evaluations))];
}

/**
 * What `npm run train` or `npm run eval` runs for a registry: the names its capabilities ask for, in the
 * order of the table that implements them (trainers run in dependency order). A name no table entry
 * implements raises an error naming it, so a capability cannot claim a model nothing builds.
 *
 * @example
 * ```ts
 * planFor(modelNames(CAPABILITIES), Object.keys(TRAINERS), 'trainer'); // ['vocab', 'stemmer', 'lid', …]
 * ```
 */
export function planFor(asked: readonly string[], implemented: readonly string[], what: string): string[] {
  const missing = asked.filter((name) => !implemented.includes(name));
  if (missing.length > 0) throw new Error(`No ${what} for ${missing.join(', ')}: add one, or remove the name from the capability that asks for it.`);
  return implemented.filter((name) => asked.includes(name));
}
