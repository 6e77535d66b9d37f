/**
 * The service's durable state behind one small async interface: asynchronous batch jobs and their
 * per-text results, the outbox of callback deliveries, user feedback, and the predictions recorded for
 * active learning. The embedded default is SQLite (`sqlite.ts`); another back end implements the same
 * interface and passes the same contract tests (test/server/store.test.ts).
 *
 * A storage failure (disk full, read-only file, database unreachable) raises `StorageError` (503 over
 * HTTP) and is reported by {@link Store.health}; recording predictions never raises.
 */

/** The states of an asynchronous batch job. */
export type JobStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';

/** The outcome of delivering a job's callback, as the job's status record shows it. */
export interface CallbackOutcome {
  readonly delivered: boolean;
  readonly attempts: number;
  /** `refused address`, `timeout`, `connection failed`, or the HTTP status class (`HTTP 5xx`); null once delivered. */
  readonly last_error: string | null;
}

/** A job as stored. */
export interface JobRecord {
  readonly id: string;
  readonly status: JobStatus;
  readonly texts: readonly string[];
  readonly modules: readonly string[];
  /** The module parameters the job was submitted with (`target`, `top_n`, …). */
  readonly params: Readonly<Record<string, unknown>>;
  readonly total: number;
  readonly completed: number;
  readonly error: string | null;
  readonly callbackUrl: string | null;
  readonly callback: CallbackOutcome | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A callback delivery waiting in the outbox. */
export interface Delivery {
  /** Stable across attempts: sent as `X-Manglish-Delivery`, so a receiver can drop duplicates. */
  readonly id: string;
  readonly jobId: string;
  readonly url: string;
  /** Attempts made so far. */
  readonly attempts: number;
}

/** What one delivery attempt came to. */
export interface AttemptOutcome {
  readonly delivered: boolean;
  readonly lastError: string | null;
  /** When to try again; undefined when there is no next attempt (delivered, or attempts spent). */
  readonly retryAt?: Date;
}

/** A user's correction of a prediction. */
export interface Feedback {
  readonly text: string;
  readonly module: string;
  readonly predicted: string;
  readonly correct: string;
}

/** Counts over all stored feedback. */
export interface FeedbackStats {
  readonly total_corrections: number;
  readonly by_module: Record<string, number>;
  /** `"<predicted> -> <correct>"` per module, most frequent first. */
  readonly error_patterns: { pattern: string; module: string; count: number }[];
}

/** One uncertain sample for active learning. */
export interface UncertainSample {
  readonly text: string;
  readonly predictions: Record<string, Record<string, number>>;
  readonly uncertainty: number;
}

/** The store's health: whether it can write now, and what failed last when it cannot. */
export interface StoreHealth {
  readonly ok: boolean;
  /** What failed (`writes`, `reads`, `connection`) and why, while not ok. */
  readonly failing?: string;
  /** Predictions dropped because they could not be written (since start). */
  readonly droppedPredictions: number;
}

/** Durable state of the service. */
/**
 * One text's stored result: the text and, per module, its result or `{ error: { code, message } }`.
 *
 * @example
 * ```ts
 * const row: JobResult = { text: 'sedap gila', sentiment: { label: 'positive', score: 0.97, probabilities: { … } } };
 * ```
 */
export interface JobResult {
  readonly text: string;
  readonly [module: string]: unknown;
}

export interface Store {
  createJob(job: { id: string; texts: readonly string[]; modules: readonly string[]; params: Readonly<Record<string, unknown>>; callbackUrl: string | null }): Promise<JobRecord>;
  getJob(id: string): Promise<JobRecord | undefined>;
  /** A job's status alone (cheap: a worker checks it between texts, to see a cancellation). */
  jobStatus(id: string): Promise<JobStatus | undefined>;
  /** The results stored so far, in input order (one per completed text). */
  getResults(id: string): Promise<JobResult[]>;
  /**
   * Stores the results of texts `from`, `from + 1`, … and advances `completed` past them — one atomic step.
   * Storing a text's result again replaces it (a job resumed after a crash may redo its last texts).
   */
  saveResults(id: string, from: number, results: readonly JobResult[]): Promise<void>;
  /**
   * Moves a job to a new status (only from a non-final status); returns false when it was final. Moving to
   * a final status queues the job's callback delivery in the same transaction, when it has a callback URL.
   */
  setStatus(id: string, status: JobStatus, error?: string): Promise<boolean>;
  /** The ids of jobs that are queued or processing (to schedule again after a restart), oldest first. */
  unfinishedJobs(): Promise<string[]>;
  /** Deletes finished jobs (their results and deliveries) last updated before `before`; returns how many. */
  pruneJobs(before: Date): Promise<number>;
  /**
   * Takes up to `limit` deliveries that are due, leasing each for `leaseMs` so that no other delivery loop
   * (another instance) takes it meanwhile; a lease that runs out (a process killed mid-attempt) frees it.
   */
  claimDeliveries(now: Date, limit: number, leaseMs: number): Promise<Delivery[]>;
  /** Records an attempt: on the delivery (done, or when to retry) and on its job's status record. */
  finishAttempt(delivery: Delivery, outcome: AttemptOutcome): Promise<void>;
  addFeedback(feedback: Feedback): Promise<number>;
  feedbackStats(): Promise<FeedbackStats>;
  /** Records a served prediction's class probabilities (with its normalised entropy); best effort, never raises. */
  recordPrediction(text: string, module: string, probabilities: Record<string, number>, uncertainty: number): Promise<void>;
  uncertainSamples(limit: number, minUncertainty: number): Promise<UncertainSample[]>;
  health(): Promise<StoreHealth>;
  close(): Promise<void>;
}

/** States from which a job can no longer move. */
export const FINAL_STATES: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];
