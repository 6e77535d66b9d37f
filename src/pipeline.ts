/**
 * Pipelines: a fixed, validated sequence of steps run over one text. Text steps (`clean`, `normalize`)
 * rewrite the text for the steps after them; analysis steps add their result under their key.
 */
import { describeValue, InputError, PipelineError, requireText } from './errors.js';
import { extractKeywords, type Keyword } from './analysis/keywords.js';
import { nerTag, type Entity } from './analysis/ner.js';
import { posTag, type PosTag } from './analysis/pos.js';
import { sentiment, type SentimentResult } from './analysis/sentiment.js';
import { clean } from './text/clean.js';
import { normalize } from './text/normalize.js';
import { tokenize } from './text/tokenize.js';

/** The steps a pipeline may have, in no required order. */
export const PIPELINE_STEPS = ['clean', 'normalize', 'tokenize', 'sentiment', 'ner', 'pos', 'keywords'] as const;
/** One pipeline step. */
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

/**
 * What `run` returns: one key per step (`clean` → `cleaned`, `normalize` → `normalized`, `tokenize` →
 * `tokens`, `ner` → `entities`, the others under their own name). When the text steps leave nothing
 * (a text that was only a link), the analyses are empty and `sentiment` is `null`.
 */
export interface PipelineResult {
  cleaned?: string;
  normalized?: string;
  tokens?: string[];
  sentiment?: SentimentResult | null;
  entities?: Entity[];
  pos?: [string, PosTag][];
  keywords?: Keyword[];
}

/** A validated, immutable pipeline. */
export interface Pipeline {
  /** The steps, in the order they run. */
  readonly steps: readonly PipelineStep[];
  /** Runs every step over `text`, synchronously. */
  run(text: string): PipelineResult;
}

const isStep = (s: unknown): s is PipelineStep => typeof s === 'string' && (PIPELINE_STEPS as readonly string[]).includes(s);

/** Runs one step over the current text, recording its result; returns the text for the next step. */
function apply(step: PipelineStep, text: string, out: PipelineResult): string {
  const empty = text.trim() === '';
  switch (step) {
    case 'clean': return (out.cleaned = clean(text));
    case 'normalize': return (out.normalized = empty ? '' : normalize(text));
    case 'tokenize': out.tokens = empty ? [] : tokenize(text); break;
    case 'sentiment': out.sentiment = empty ? null : sentiment(text); break;
    case 'ner': out.entities = empty ? [] : nerTag(text); break;
    case 'pos': out.pos = empty ? [] : posTag(text); break;
    case 'keywords': out.keywords = empty ? [] : extractKeywords(text); break;
  }
  return text;
}

/**
 * Builds a pipeline from step names, checked now rather than at `run`: an unknown step raises a
 * `PipelineError` (`MANGLISH_ERR_UNKNOWN_STEP`) listing the valid ones, no steps raises
 * `MANGLISH_ERR_EMPTY_PIPELINE`. A step named twice runs once, at its first place. The pipeline and its
 * step list are frozen.
 *
 * @example
 * ```ts
 * const p = pipeline(['clean', 'normalize', 'sentiment', 'keywords']);
 * p.run('Wei, servis kat kedai ni teruk gila!! https://t.co/x');
 * // { cleaned: 'Wei, servis kat kedai ni teruk gila!!', normalized: 'Wei, servis kat kedai ini teruk gila!!',
 * //   sentiment: { sentiment: 'negative', … }, keywords: [{ keyword: 'servis', … }, …] }
 * ```
 */
export function pipeline(steps: readonly string[]): Pipeline {
  if (!Array.isArray(steps)) {
    throw new InputError('MANGLISH_ERR_INVALID_TYPE', `Expected steps to be an array of step names, but got ${describeValue(steps)}. Valid steps: ${PIPELINE_STEPS.join(', ')}.`);
  }
  if (steps.length === 0) {
    throw new PipelineError('MANGLISH_ERR_EMPTY_PIPELINE', `Expected at least one step, but the list was empty. Valid steps: ${PIPELINE_STEPS.join(', ')}.`, { valid: [...PIPELINE_STEPS] });
  }
  const unknown = steps.filter((s) => !isStep(s));
  if (unknown.length > 0) {
    throw new PipelineError('MANGLISH_ERR_UNKNOWN_STEP', `Expected pipeline steps among ${PIPELINE_STEPS.join(', ')}, but got ${unknown.map(describeValue).join(', ')}.`, { unknown: unknown.map(String), valid: [...PIPELINE_STEPS] });
  }
  const ordered = Object.freeze([...new Set(steps as PipelineStep[])]);
  return Object.freeze({
    steps: ordered,
    run(text: string): PipelineResult {
      requireText(text);
      const out: PipelineResult = {};
      let current = text;
      for (const step of ordered) current = apply(step, current, out);
      return out;
    },
  });
}
