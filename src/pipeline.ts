/**
 * Pipelines: a fixed, validated sequence of steps run over one text. Text steps (`clean`, `normalize`)
 * rewrite the text for the steps after them; analysis steps add their result under their key.
 */
import { describeValue, InputError, PipelineError, requireText } from './errors.js';
import { TextDocument } from './analysis/document.js';
import type { PipelineBinding } from './capabilities/capability.js';
import { CAPABILITIES, pipelineSteps, type PipelineCapability, type Registry } from './capabilities/registry.js';

/** The package's capabilities that can be pipeline steps. */
type StepCapability = Extract<(typeof CAPABILITIES)[number], { readonly pipeline: PipelineBinding }>;

/** One pipeline step: `clean`, `normalize`, `tokenize`, `sentiment`, `ner`, `pos` or `keywords`. */
export type PipelineStep = StepCapability['pipeline']['step'];

/** The steps a pipeline may have, in no required order (every capability of the registry with a pipeline binding). */
export const PIPELINE_STEPS: readonly PipelineStep[] = Object.freeze(pipelineSteps(CAPABILITIES).map((c) => c.pipeline.step as PipelineStep));

/**
 * What `run` returns: one key per step (`clean` → `cleaned`, `normalize` → `normalized`, `tokenize` →
 * `tokens`, `ner` → `entities`, the others under their own name). When the text steps leave nothing
 * (a text that was only a link), the analyses are empty and `sentiment` is `null`.
 */
export type PipelineResult = { -readonly [C in StepCapability as C['pipeline']['key']]?: ReturnType<C['pipeline']['run']> };

/** A validated, immutable pipeline. */
export interface Pipeline {
  /** The steps, in the order they run. */
  readonly steps: readonly PipelineStep[];
  /** Runs every step over `text`, synchronously. */
  run(text: string): PipelineResult;
}

/** Runs one step over the current document, recording its result; answers the document for the next step. */
function apply(step: PipelineBinding, doc: TextDocument | undefined, out: Record<string, unknown>): TextDocument | undefined {
  const result = doc === undefined ? step.empty : step.run(doc);
  out[step.key] = result;
  if (step.rewrites !== true || doc === undefined) return doc;
  // A text step's output is the next steps' text, as a document of its own (none when nothing is left).
  const next = result as string;
  return next === doc.text ? doc : next.trim() === '' ? undefined : new TextDocument(next);
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
  return pipelineOf(steps, CAPABILITIES) as Pipeline;
}

/**
 * Builds a pipeline from the steps of any registry (a test's, with a capability of its own); see {@link pipeline}.
 *
 * @example
 * ```ts
 * pipelineOf(['normalize', 'sentiment'], CAPABILITIES).run('servis teruk gila').sentiment; // { sentiment: 'negative', … }
 * ```
 */
export function pipelineOf(steps: readonly string[], registry: Registry): { readonly steps: readonly string[]; run(text: string): Record<string, unknown> } {
  const known: readonly PipelineCapability[] = pipelineSteps(registry);
  const valid = known.map((c) => c.pipeline.step);
  if (!Array.isArray(steps)) {
    throw new InputError('MANGLISH_ERR_INVALID_TYPE', `Expected steps to be an array of step names, but got ${describeValue(steps)}. Valid steps: ${valid.join(', ')}.`);
  }
  if (steps.length === 0) {
    throw new PipelineError('MANGLISH_ERR_EMPTY_PIPELINE', `Expected at least one step, but the list was empty. Valid steps: ${valid.join(', ')}.`, { valid: [...valid] });
  }
  const unknown = steps.filter((s) => typeof s !== 'string' || !valid.includes(s));
  if (unknown.length > 0) {
    throw new PipelineError('MANGLISH_ERR_UNKNOWN_STEP', `Expected pipeline steps among ${valid.join(', ')}, but got ${unknown.map(describeValue).join(', ')}.`, { unknown: unknown.map(String), valid: [...valid] });
  }
  const ordered = Object.freeze([...new Set(steps)]);
  const bindings = ordered.map((s) => (known.find((c) => c.pipeline.step === s) as PipelineCapability).pipeline);
  return Object.freeze({
    steps: ordered,
    run(text: string): Record<string, unknown> {
      requireText(text);
      const out: Record<string, unknown> = {};
      let current: TextDocument | undefined = new TextDocument(text);
      for (const step of bindings) current = apply(step, current, out);
      return out;
    },
  });
}
