/**
 * The embedded job queue: jobs run in this process, a fixed number at a time (`run.ts` runs each). When
 * the store cannot be written a job stops where it is and is taken up again later, with back-off, from its
 * last stored text. Callbacks are not sent here: the final state queues them in the store's outbox.
 */
import type { FastifyBaseLogger } from 'fastify';
import { StorageError } from 'manglish-nlp/service';
import type { JobQueue } from './queue.js';
import { failJob, runJob, type RunSettings } from './run.js';

/** Options of {@link createInProcessQueue}. */
export interface InProcessOptions extends RunSettings {
  readonly workers: number;
  readonly log: FastifyBaseLogger;
  /** How long a job stopped by a storage failure waits before it is taken up again (default 2 s, doubling to 30 s). */
  readonly storageRetryMs?: number;
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
  /** Every job this queue holds: waiting, running, or waiting to be taken up again. */
  const held = new Set<string>();
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
      let again = false;
      const run = runJob(id, options, () => stopping)
        .then(() => {
          storageWait = options.storageRetryMs ?? 2000;
        })
        .catch(async (err: unknown) => {
          if (err instanceof StorageError) {
            options.log.warn({ job: id, reason: err.reason }, 'a job stopped: the store cannot be written; it will be taken up again');
            again = true;
            later(id);
            return;
          }
          options.log.error({ err, job: id }, 'job runner failed');
          await failJob(options.store, id);
        })
        .finally(() => {
          if (!again) held.delete(id);
          active.delete(run);
          pump();
        });
      active.add(run);
    }
  };
  const hold = (ids: readonly string[]): number => {
    const fresh = ids.filter((id) => !held.has(id));
    for (const id of fresh) held.add(id);
    pending.push(...fresh);
    pump();
    return fresh.length;
  };

  return {
    accepting() {
      // Jobs are held in this process: the queue takes them whenever the store does.
    },
    async health() {
      return { ok: true };
    },
    async enqueue(jobId) {
      if (!stopping) hold([jobId]);
    },
    async resume() {
      return stopping ? 0 : hold(await options.store.unfinishedJobs());
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
