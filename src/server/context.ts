/**
 * What every route needs: the configuration, the store, the job queue, and the one way of running a
 * module that times it and records its probabilities for active learning.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceConfig } from './config.js';
import type { JobQueue } from './jobs/queue.js';
import { runModule, type ModuleParams } from './modules.js';
import type { Store } from './store/store.js';

/** The service's shared state, passed to every route module. */
export interface ServiceContext {
  readonly config: ServiceConfig;
  readonly store: Store;
  readonly queue: JobQueue;
  readonly log: FastifyBaseLogger;
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

/**
 * Runs a module and, when active learning is on, records its class probabilities.
 *
 * @example
 * ```ts
 * serve(ctx, 'sentiment', 'tak best', {}); // the HTTP result of /sentiment
 * ```
 */
export function serve(ctx: ServiceContext, module: string, text: string, params: ModuleParams): unknown {
  const out = runModule(module, text, params);
  if (ctx.config.activeLearning && out.probabilities) {
    ctx.store.recordPrediction(text, module, out.probabilities, normalizedEntropy(out.probabilities)).catch((err: unknown) => ctx.log.warn({ err }, 'could not record a prediction'));
  }
  return out.result;
}

/** Reads endpoint parameters from the top level of a body, falling back to `options`. */
export function paramsOf(body: Record<string, unknown>): ModuleParams {
  const options = (typeof body.options === 'object' && body.options !== null ? body.options : {}) as Record<string, unknown>;
  const pick = (key: string): unknown => body[key] ?? options[key];
  const out: Record<string, unknown> = {};
  for (const key of ['target', 'max_length', 'style', 'top_n', 'domain', 'threshold']) {
    const v = pick(key);
    if (v !== undefined) out[key] = v;
  }
  return out as ModuleParams;
}
