/**
 * The service's durable state behind one small async interface: asynchronous batch jobs and their
 * per-text results, user feedback, and the predictions recorded for active learning. The embedded
 * default is SQLite (`sqlite.ts`); another back end implements the same interface and passes the same
 * tests (test/server/store.test.ts).
 */

/** The states of an asynchronous batch job. */
export type JobStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';

/** The outcome of delivering a job's callback. */
export interface CallbackOutcome {
  readonly delivered: boolean;
  readonly attempts: number;
  readonly last_error: string | null;
}

/** A job as stored. */
export interface JobRecord {
  readonly id: string;
  readonly status: JobStatus;
  readonly texts: readonly string[];
  readonly modules: readonly string[];
  readonly total: number;
  readonly completed: number;
  readonly error: string | null;
  readonly callbackUrl: string | null;
  readonly callback: CallbackOutcome | null;
  readonly createdAt: string;
  readonly updatedAt: string;
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

/** Durable state of the service. */
export interface Store {
  createJob(job: { id: string; texts: readonly string[]; modules: readonly string[]; callbackUrl: string | null }): Promise<JobRecord>;
  getJob(id: string): Promise<JobRecord | undefined>;
  /** The results stored so far, in input order (one per completed text). */
  getResults(id: string): Promise<unknown[]>;
  /** Stores the result of text `index` and advances `completed` — one atomic step. */
  saveResult(id: string, index: number, result: unknown): Promise<void>;
  /** Moves a job to a new status (only from a non-final status); returns false when it was final. */
  setStatus(id: string, status: JobStatus, error?: string): Promise<boolean>;
  recordCallback(id: string, outcome: CallbackOutcome): Promise<void>;
  /** Jobs that were queued or processing (to resume after a restart), oldest first. */
  unfinishedJobs(): Promise<JobRecord[]>;
  /** Deletes finished jobs (and their results) last updated before `before`; returns how many. */
  pruneJobs(before: Date): Promise<number>;
  addFeedback(feedback: Feedback): Promise<number>;
  feedbackStats(): Promise<FeedbackStats>;
  /** Records a served prediction's class probabilities (with its normalised entropy). */
  recordPrediction(text: string, module: string, probabilities: Record<string, number>, uncertainty: number): Promise<void>;
  uncertainSamples(limit: number, minUncertainty: number): Promise<UncertainSample[]>;
  close(): Promise<void>;
}

/** States from which a job can no longer move. */
export const FINAL_STATES: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];
