/**
 * The asynchronous job queue behind a small interface. The embedded default (`in-process.ts`) runs jobs
 * in this process with a fixed number of workers; another back end (BullMQ on Redis, say) implements the
 * same interface.
 */

/** Runs asynchronous batch jobs. */
export interface JobQueue {
  /** Schedules a stored job. */
  enqueue(jobId: string): Promise<void>;
  /** Resumes every job the store has as queued or processing (after a restart). */
  resume(): Promise<number>;
  /** Stops taking work and waits (up to `graceMs`) for running texts to finish. */
  drain(graceMs: number): Promise<void>;
}
