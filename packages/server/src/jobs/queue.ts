/**
 * The asynchronous job queue behind a small interface, with two back ends that pass the same contract
 * tests (test/server/jobs/queue.test.ts): the embedded default (`in-process.ts`) runs jobs in the service
 * process; BullMQ on Redis (`bullmq.ts`) hands them to `manglish worker` processes on any machine. Either
 * way the store is the record of every job: a job is accepted once it is stored, and a job the queue lost
 * (a restart, a Redis without persistence) is scheduled again from the store by `resume()`.
 */

/** The queue's health: whether it can take jobs now, and why not. */
export interface QueueHealth {
  readonly ok: boolean;
  /** What fails (e.g. `redis: connection refused`), while not ok. */
  readonly failing?: string;
}

/** Schedules asynchronous batch jobs. */
export interface JobQueue {
  /** Raises `UnavailableError` (`MANGLISH_ERR_QUEUE`, 503) when the queue cannot take a job now. */
  accepting(): void;
  /** Schedules a stored job; if the queue fails meanwhile, the job waits in the store for `resume()`. */
  enqueue(jobId: string): Promise<void>;
  /**
   * Schedules every job the store has as queued or processing that the queue does not hold; answers how
   * many. A queue not connected yet answers 0 and does it once connected; a store that fails raises.
   */
  resume(): Promise<number>;
  /** Stops taking work and waits (up to `graceMs`) for running texts to finish. */
  drain(graceMs: number): Promise<void>;
  health(): Promise<QueueHealth>;
}
