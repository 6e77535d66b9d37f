/**
 * The embedded job queue: jobs run in this process, a fixed number at a time, their texts analysed on the
 * analysis threads one after another. Each text's result is stored before the next text starts, and
 * cancellation is checked between texts. A module that fails on a text leaves `{ error: { code, message } }`
 * in that text's result and the job goes on. When the threads are busy a job waits and tries again; when
 * the store cannot be written the job stops where it is and is taken up again later, from its last stored
 * text. Callbacks are not sent here: the final state queues them in the store's outbox (`outbox.ts`).
 */
import type { FastifyBaseLogger } from 'fastify';
import { ManglishNLPError, StorageError, UnavailableError } from '../../errors.js';
import type { ModuleParams } from '../module-list.js';
import type { ModuleOutcome } from '../pool/outcome.js';
import type { AnalysisPool } from '../pool/pool.js';
import type { JobRecord, Store } from '../store/store.js';
import type { JobQueue } from './queue.js';

/** Options of {@link createInProcessQueue}. */
export interface InProcessOptions {
  readonly store: Store;
  /** The analysis threads the texts run on. */
  readonly pool: AnalysisPool;
  readonly workers: number;
  readonly log: FastifyBaseLogger;
  /** Pause after each text, in milliseconds (default 0). */
  readonly throttleMs?: number;
  /** How long a job stopped by a storage failure waits before it is taken up again (default 2 s, doubling to 30 s). */
  readonly storageRetryMs?: number;
}

/** How long a job waits before retrying a text the busy threads refused. */
const BUSY_WAIT_MS = 200;

const pause = (ms: number): Promise<void> => new Promise((r) => (ms > 0 ? setTimeout(r, ms) : setImmediate(r)));

/** A module's stored result: its output, or the error it raised on this text. */
function stored(outcome: ModuleOutcome): unknown {
  return outcome.ok ? outcome.result : { error: { code: outcome.error.code, message: outcome.error.code === 'MANGLISH_ERR_INTERNAL' ? 'The module failed on this text.' : outcome.error.message } };
}

/** One text's result: each module's output or error; waits while the threads are busy. */
async function analyseText(pool: AnalysisPool, job: JobRecord, text: string, stopping: () => boolean): Promise<Record<string, unknown>> {
  for (;;) {
    try {
      const [outcomes = []] = await pool.run([{ text, modules: job.modules, params: job.params as ModuleParams }]);
      const result: Record<string, unknown> = { text };
      outcomes.forEach((outcome, m) => (result[job.modules[m] as string] = stored(outcome)));
      return result;
    } catch (err) {
      if (err instanceof UnavailableError && err.code === 'MANGLISH_ERR_BUSY' && !stopping()) {
        await pause(BUSY_WAIT_MS);
        continue;
      }
      // A deadline or a crashed thread fails this text's modules, not the job.
      if (err instanceof ManglishNLPError && !stopping()) {
        const error = { error: { code: err.code, message: err.message } };
        return Object.fromEntries([['text', text], ...job.modules.map((m) => [m, error])]);
      }
      throw err;
    }
  }
}

/** Runs one job from its next unprocessed text to the end; answers its status when it stops. */
async function runJob(id: string, options: InProcessOptions, stopping: () => boolean): Promise<string> {
  const { store, pool } = options;
  const job = await store.getJob(id);
  if (!job || job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled') return job?.status ?? 'missing';
  // 1. queued → processing (a resumed job is already processing).
  if (job.status === 'queued' && !(await store.setStatus(id, 'processing'))) return (await store.getJob(id))?.status ?? 'missing';
  for (let i = job.completed; i < job.total; i++) {
    // 2. Between texts: stop on cancellation or shutdown (a shutdown leaves the job to resume).
    await pause(i > job.completed ? options.throttleMs ?? 0 : 0);
    const current = await store.getJob(id);
    if (!current || current.status === 'cancelled') return 'cancelled';
    if (stopping()) return 'processing';
    // 3. Run every module on this text and store the result before moving on.
    const result = await analyseText(pool, job, job.texts[i] as string, stopping);
    if (stopping()) return 'processing';
    await store.saveResult(id, i, result);
  }
  // 4. All texts done: the final state (and the callback, in the same transaction).
  return (await store.setStatus(id, 'completed')) ? 'completed' : ((await store.getJob(id))?.status ?? 'missing');
}

/**
 * Creates the in-process queue.
 *
 * @example
 * ```ts
 * const queue = createInProcessQueue({ store, pool, workers: 2, log });
 * await queue.enqueue(jobId);
 * ```
 */
export function createInProcessQueue(options: InProcessOptions): JobQueue {
  const pending: string[] = [];
  const active = new Set<Promise<void>>();
  const waiting = new Set<NodeJS.Timeout>();
  let stopping = false;
  let storageWait = options.storageRetryMs ?? 2000;

  /** Takes a job up again later (a storage failure stopped it). */
  const later = (id: string): void => {
    const timer = setTimeout(() => {
      waiting.delete(timer);
      if (!stopping) {
        pending.push(id);
        pump();
      }
    }, storageWait);
    timer.unref();
    waiting.add(timer);
    storageWait = Math.min(30_000, storageWait * 2);
  };

  const pump = (): void => {
    while (!stopping && active.size < options.workers && pending.length > 0) {
      const id = pending.shift() as string;
      const run = runJob(id, options, () => stopping)
        .then(() => {
          storageWait = options.storageRetryMs ?? 2000;
        })
        .catch((err: unknown) => {
          if (err instanceof StorageError) {
            options.log.warn({ job: id, reason: err.reason }, 'a job stopped: the store cannot be written; it will be taken up again');
            later(id);
          } else options.log.error({ err, job: id }, 'job runner failed');
        })
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
      for (const timer of waiting) clearTimeout(timer);
      const all = Promise.all([...active]);
      await Promise.race([all, new Promise((r) => setTimeout(r, graceMs).unref())]);
    },
  };
}
