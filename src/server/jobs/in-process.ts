/**
 * The embedded job queue: jobs run in this process, a fixed number at a time, their texts analysed on the
 * analysis threads one after another. Each text's result is stored before the next text starts, and
 * cancellation is checked between texts. When the threads are busy a job waits and tries again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { UnavailableError } from '../../errors.js';
import type { ModuleParams } from '../module-list.js';
import type { AnalysisPool } from '../pool/pool.js';
import { reviveError } from '../pool/outcome.js';
import type { Store } from '../store/store.js';
import { deliverCallback, type CallbackSettings } from './callbacks.js';
import type { JobQueue } from './queue.js';

/** Options of {@link createInProcessQueue}. */
export interface InProcessOptions {
  readonly store: Store;
  /** The analysis threads the texts run on. */
  readonly pool: AnalysisPool;
  readonly workers: number;
  readonly callbacks: CallbackSettings;
  readonly log: FastifyBaseLogger;
  /** Parameters for the modules (none by default). */
  readonly params?: ModuleParams;
  /** Pause after each text, in milliseconds (default 0). */
  readonly throttleMs?: number;
}

const pause = (ms: number): Promise<void> => new Promise((r) => (ms > 0 ? setTimeout(r, ms) : setImmediate(r)));

/** How long a job waits before retrying a text the busy threads refused. */
const BUSY_WAIT_MS = 200;

/** Runs one text's modules on the threads, waiting while they are busy; raises the first module error. */
async function analyseText(pool: AnalysisPool, text: string, modules: readonly string[], params: ModuleParams, stopping: () => boolean): Promise<Record<string, unknown>> {
  for (;;) {
    try {
      const [outcomes = []] = await pool.run([{ text, modules, params }]);
      const result: Record<string, unknown> = { text };
      outcomes.forEach((outcome, m) => {
        if (!outcome.ok) throw reviveError(outcome.error);
        result[modules[m] as string] = outcome.result;
      });
      return result;
    } catch (err) {
      if (!(err instanceof UnavailableError && err.code === 'MANGLISH_ERR_BUSY') || stopping()) throw err;
      await pause(BUSY_WAIT_MS);
    }
  }
}

/** Runs one job from its next unprocessed text to the end; returns its final status. */
async function runJob(id: string, store: Store, pool: AnalysisPool, params: ModuleParams, stopping: () => boolean, throttleMs: number): Promise<string> {
  const job = await store.getJob(id);
  if (!job || job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled') return job?.status ?? 'missing';
  // 1. queued → processing (a resumed job is already processing).
  if (job.status === 'queued' && !(await store.setStatus(id, 'processing'))) return (await store.getJob(id))?.status ?? 'missing';
  for (let i = job.completed; i < job.total; i++) {
    // 2. Between texts: stop on cancellation or shutdown (a shutdown leaves the job to resume).
    await pause(i > job.completed ? throttleMs : 0);
    const current = await store.getJob(id);
    if (!current || current.status === 'cancelled') return 'cancelled';
    if (stopping()) return 'processing';
    // 3. Run every module on this text and store the result before moving on.
    const text = job.texts[i] as string;
    try {
      await store.saveResult(id, i, await analyseText(pool, text, job.modules, params, stopping));
    } catch (err) {
      // The service stopping (threads closed) leaves the job to resume at the next start.
      if (stopping()) return 'processing';
      const message = err instanceof Error && 'code' in err ? err.message : 'A module failed while processing this text.';
      await store.setStatus(id, 'failed', `Text ${i + 1}: ${message}`);
      return 'failed';
    }
  }
  // 4. All texts done.
  return (await store.setStatus(id, 'completed')) ? 'completed' : ((await store.getJob(id))?.status ?? 'missing');
}

/**
 * Creates the in-process queue.
 *
 * @example
 * ```ts
 * const queue = createInProcessQueue({ store, workers: 2, callbacks, log });
 * await queue.enqueue(jobId);
 * ```
 */
export function createInProcessQueue(options: InProcessOptions): JobQueue {
  const pending: string[] = [];
  const active = new Set<Promise<void>>();
  let stopping = false;

  const finish = async (id: string, status: string): Promise<void> => {
    if (status !== 'completed' && status !== 'failed' && status !== 'cancelled') return;
    const job = await options.store.getJob(id);
    if (!job?.callbackUrl) return;
    const payload: Record<string, unknown> = { job_id: id, status, total: job.total, completed: job.completed };
    if (status === 'completed') payload.results = await options.store.getResults(id);
    if (job.error) payload.error = job.error;
    const outcome = await deliverCallback(job.callbackUrl, payload, options.callbacks);
    await options.store.recordCallback(id, outcome);
    options.log.info({ job: id, callback: outcome }, 'job callback');
  };

  const pump = (): void => {
    while (!stopping && active.size < options.workers && pending.length > 0) {
      const id = pending.shift() as string;
      const run = runJob(id, options.store, options.pool, options.params ?? {}, () => stopping, options.throttleMs ?? 0)
        .then((status) => finish(id, status))
        .catch((err: unknown) => options.log.error({ err, job: id }, 'job runner failed'))
        .finally(() => {
          active.delete(run);
          pump();
        });
      active.add(run);
    }
  };

  return {
    async enqueue(jobId) {
      if (stopping) return;
      pending.push(jobId);
      pump();
    },
    async resume() {
      const jobs = await options.store.unfinishedJobs();
      for (const job of jobs) pending.push(job.id);
      pump();
      return jobs.length;
    },
    async drain(graceMs) {
      stopping = true;
      pending.length = 0;
      const all = Promise.all([...active]);
      await Promise.race([all, new Promise((r) => setTimeout(r, graceMs).unref())]);
    },
  };
}
