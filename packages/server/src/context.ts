/**
 * What every route needs: the configuration, the store, the job queue, the analysis pool, and the one
 * way of running modules (on the pool's threads) that records their probabilities for active learning.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceConfig } from './config.js';
import type { JobQueue } from './jobs/queue.js';
import { type AnalysisPool, type ModuleOutcome, type ModuleParams, paramNames, reviveError, type ServiceModule } from 'manglish-nlp/service';
import type { Store } from './store/store.js';

/** The service's shared state, passed to every route module. */
export interface ServiceContext {
  readonly config: ServiceConfig;
  readonly store: Store;
  readonly queue: JobQueue;
  readonly pool: AnalysisPool;
  readonly log: FastifyBaseLogger;
  /** The served modules (the registry's manifest): routes, module lists and feedback labels are read from it. */
  readonly modules: readonly ServiceModule[];
}

/**
 * Normalised entropy of a probability distribution (0 = certain, 1 = uniform).
 *
 * @example
 * ```ts
 * normalizedEntropy({ positive: 0.5, negative: 0.5 }); // 1
 * ```
 */
export function normalizedEntropy(probabilities: Record<string, number>): number {
  const ps = Object.values(probabilities).filter((p) => p > 0);
  const k = Object.keys(probabilities).length;
  if (k < 2) return 0;
  const h = -ps.reduce((a, p) => a + p * Math.log(p), 0);
  return Math.min(1, Math.max(0, h / Math.log(k)));
}

/** Rounds milliseconds for the envelope. */
export const ms = (start: number): number => Math.round((performance.now() - start) * 1000) / 1000;

/** Records a served outcome's class probabilities for active learning (when on). */
function record(ctx: ServiceContext, text: string, module: string, outcome: ModuleOutcome): void {
  if (!ctx.config.activeLearning || !outcome.ok || !outcome.probabilities) return;
  const p = outcome.probabilities;
  ctx.store.recordPrediction(text, module, p, normalizedEntropy(p)).catch((err: unknown) => ctx.log.warn({ err }, 'could not record a prediction'));
}

/**
 * Runs modules over texts on the analysis threads (one task per text, spread over the threads) and
 * records the served probabilities; answers each text's outcomes, module by module.
 *
 * @example
 * ```ts
 * await analyse(ctx, ['best gila', 'teruk betul'], ['sentiment'], {}); // [[{ ok: true, result: … }], [ … ]]
 * ```
 */
export async function analyse(ctx: ServiceContext, texts: readonly string[], modules: readonly string[], params: ModuleParams, signal?: AbortSignal): Promise<ModuleOutcome[][]> {
  const outcomes = await ctx.pool.run(texts.map((text) => ({ text, modules, params })), signal);
  outcomes.forEach((row, i) => row.forEach((outcome, m) => record(ctx, texts[i] as string, modules[m] as string, outcome)));
  return outcomes;
}

/** A module's result, or its error raised as the library's error class. */
export function unwrap(outcome: ModuleOutcome): unknown {
  if (!outcome.ok) throw reviveError(outcome.error);
  return outcome.result;
}

/**
 * Runs one module over one text on the analysis threads; answers its HTTP result, typed as the caller's
 * route declares it.
 *
 * @example
 * ```ts
 * await serve(ctx, 'sentiment', 'tak best', {}); // the HTTP result of /sentiment
 * ```
 */
export async function serve<Result = unknown>(ctx: ServiceContext, module: string, text: string, params: ModuleParams): Promise<Result> {
  const [[outcome]] = (await analyse(ctx, [text], [module], params)) as [[ModuleOutcome]];
  // A result crosses the thread boundary untyped; its route's response schema checks it when serialising.
  return unwrap(outcome) as Result;
}

/**
 * Reads the registry's endpoint parameters from the top level of a body, falling back to `options`.
 *
 * @example
 * ```ts
 * paramsOf(ctx.modules, { text: 'Saya suka kucing', options: { target: 'en' } }); // { target: 'en' }
 * ```
 */
export function paramsOf(modules: readonly ServiceModule[], body: Record<string, unknown>): ModuleParams {
  const options = (typeof body.options === 'object' && body.options !== null ? body.options : {}) as Record<string, unknown>;
  const pick = (key: string): unknown => body[key] ?? options[key];
  const out: Record<string, unknown> = {};
  for (const key of paramNames(modules)) {
    const v = pick(key);
    if (v !== undefined) out[key] = v;
  }
  return out;
}
