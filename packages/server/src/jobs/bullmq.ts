/**
 * The job queue on BullMQ and Redis (`REDIS_URL`): service instances enqueue, `manglish worker` processes
 * on any machine take jobs and run them (`run.ts`) on their own analysis threads. What BullMQ guarantees
 * and what the store adds:
 *
 * - A worker killed mid-job loses its lock; BullMQ's stalled-job check hands the job to another worker
 *   (within about `JOB_STALLED_SECONDS`), which resumes from the last stored text. Results are stored by
 *   text index, so a text run twice is stored once.
 * - Redis is not the record of jobs, the store is: a job is accepted once stored, and every instance
 *   sweeps the store (at start, when Redis comes back, and every 30 s) for queued or processing jobs that
 *   Redis does not hold — after a Redis restart without persistence, say — and enqueues them again.
 * - Cancellation is written to the store by any instance; the worker sees it between texts.
 * - A storage failure stops a job where it is; BullMQ retries it with back-off (2 s doubling to 30 s).
 */
import { Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { StorageError, UnavailableError } from 'manglish-nlp/service';
import type { Store } from '../store/store.js';
import type { JobQueue } from './queue.js';
import { redisConnection, type RedisLog } from './redis.js';
import { failJob, runJob, type RunSettings } from './run.js';

/** The queue's name in Redis. */
export const QUEUE_NAME = 'manglish-jobs';
/** How often an instance sweeps the store for jobs Redis does not hold. */
const SWEEP_MS = 30_000;
/** A job retried after storage failures is given up (and swept again from the store) after this many tries. */
const ATTEMPTS = 10_000;

/** How long enqueueing may take before the job is left to the sweep (Redis went away meanwhile). */
const ADD_TIMEOUT_MS = 3000;

/** `promise`, or a rejection after `ms`. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

interface JobData {
  readonly jobId: string;
}

/** Options of {@link createBullQueue}. */
export interface BullQueueOptions {
  readonly store: Store;
  readonly redisUrl: string;
  readonly log: RedisLog;
  /** How often to sweep the store for jobs Redis lost (default 30 s). */
  readonly sweepMs?: number;
}

const queueDown = (): UnavailableError => new UnavailableError('MANGLISH_ERR_QUEUE', 'The job queue (Redis) cannot be reached now. Retry later; analysis endpoints are not affected.', 5);

/**
 * The service instance's side: enqueues jobs for the workers.
 *
 * @example
 * ```ts
 * const queue = createBullQueue({ store, redisUrl: 'redis://127.0.0.1:6379', log });
 * queue.accepting(); // raises 503 MANGLISH_ERR_QUEUE while Redis is down
 * await queue.enqueue(jobId);
 * ```
 */
export function createBullQueue(options: BullQueueOptions): JobQueue {
  const { store, log } = options;
  const connection = redisConnection(options.redisUrl, 'queue', log);
  const queue = new Queue<JobData>(QUEUE_NAME, { connection, skipWaitingForReady: true });
  queue.on('error', () => undefined); // reported once by the connection
  const add = (jobId: string): Promise<unknown> =>
    within(ADD_TIMEOUT_MS, queue.add('job', { jobId }, { jobId, removeOnComplete: true, removeOnFail: true, attempts: ATTEMPTS, backoff: { type: 'custom' } }));
  let closed = false;

  // The sweep: every unfinished job of the store that Redis does not hold is enqueued (again).
  let sweeping: Promise<number> | undefined;
  const sweep = (): Promise<number> => (sweeping ??= (async () => {
    let added = 0;
    for (const id of await store.unfinishedJobs()) {
      if (closed) break;
      if ((await within(ADD_TIMEOUT_MS, queue.getJob(id))) === undefined) {
        await add(id);
        added++;
      }
    }
    if (added > 0) log.info({ added }, 'jobs Redis did not hold were queued again from the store');
    return added;
  })().finally(() => (sweeping = undefined)));
  const sweepQuietly = (): void => {
    if (!closed && connection.status === 'ready') sweep().catch((err: unknown) => log.warn({ reason: (err as Error).message }, 'the sweep for lost jobs failed; it runs again later'));
  };
  connection.on('ready', sweepQuietly);
  const timer = setInterval(sweepQuietly, options.sweepMs ?? SWEEP_MS);
  timer.unref();

  return {
    accepting() {
      if (connection.status !== 'ready') throw queueDown();
    },
    async enqueue(jobId) {
      try {
        await add(jobId);
      } catch (err) {
        log.warn({ job: jobId, reason: (err as Error).message }, 'a stored job could not be queued now; the sweep queues it when Redis is back');
      }
    },
    async resume() {
      // Not connected yet: the sweep runs as soon as Redis is ready.
      return connection.status === 'ready' ? sweep() : 0;
    },
    async drain() {
      closed = true;
      clearInterval(timer);
      await sweeping?.catch(() => undefined);
      await queue.close().catch(() => undefined);
      connection.disconnect();
    },
    async health() {
      return connection.status === 'ready' ? { ok: true } : { ok: false, failing: `redis: ${connection.status}` };
    },
  };
}

/** Options of {@link startBullWorker}. */
export interface BullWorkerOptions extends RunSettings {
  readonly redisUrl: string;
  /** Jobs run at once by this worker (`JOB_WORKERS`). */
  readonly concurrency: number;
  readonly log: RedisLog;
  /** How long a job's lock lasts without renewal: a killed worker's job moves on after about this (`JOB_STALLED_SECONDS`). */
  readonly stalledMs: number;
}

/** A running worker. */
export interface BullWorker {
  /** Stops taking jobs; running jobs stop after their current text (within `graceMs`) and go back to the queue. */
  close(graceMs: number): Promise<void>;
}

/**
 * The worker process's side: takes jobs from the queue and runs them.
 *
 * @example
 * ```ts
 * const worker = startBullWorker({ store, pool, redisUrl, concurrency: 2, log, stalledMs: 30_000 });
 * process.once('SIGTERM', () => void worker.close(10_000));
 * ```
 */
export function startBullWorker(options: BullWorkerOptions): BullWorker {
  const { store, log } = options;
  const connection = redisConnection(options.redisUrl, 'worker', log);
  let stopping = false;
  const worker = new Worker<JobData>(QUEUE_NAME, async (job, token) => {
    const id = job.data.jobId;
    let status: string;
    try {
      status = await runJob(id, options, () => stopping);
    } catch (err) {
      if (err instanceof StorageError) {
        log.warn({ job: id, reason: err.reason }, 'a job stopped: the store cannot be written; it will be retried');
        throw err;
      }
      log.warn({ job: id, reason: (err as Error).message }, 'a job failed on an internal error');
      await failJob(store, id);
      throw new UnrecoverableError('internal error');
    }
    // Shutting down mid-job: back to the queue, for this worker's next start or another worker.
    if (status === 'processing') {
      await job.moveToWait(token);
      throw new WaitingError();
    }
    return status;
  }, {
    connection,
    concurrency: options.concurrency,
    lockDuration: options.stalledMs,
    stalledInterval: Math.max(1000, Math.round(options.stalledMs / 2)),
    maxStalledCount: 100,
    settings: { backoffStrategy: (attempts: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, attempts - 1)) },
  });
  worker.on('error', () => undefined); // reported once by the connection
  return {
    async close(graceMs) {
      stopping = true;
      const closing = worker.close();
      const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), graceMs).unref());
      if ((await Promise.race([closing, timer])) === 'late') await worker.close(true);
      connection.disconnect();
    },
  };
}
