/**
 * Running one asynchronous job, whichever queue hands it over (in-process, or a BullMQ worker process):
 * its texts are analysed on the analysis threads one after another, from the first without a stored
 * result, and each text's result is stored before the next starts — so a job taken up again (after a
 * restart, a killed worker, or a storage failure) resumes where it stopped, and a result stored twice is
 * the same result. Cancellation, written to the store by any instance, is checked between texts. A module
 * that fails on a text leaves `{ error: { code, message } }` in that text's result and the job goes on.
 * The final state is written with its callback delivery (the store's outbox sends it).
 */
import { type AnalysisPool, ManglishNLPError, type ModuleOutcome, type ModuleParams, UnavailableError } from 'manglish-nlp/service';
import type { JobRecord, JobResult, JobStatus, Store } from '../store/store.js';

/** What running a job needs. */
export interface RunSettings {
  readonly store: Store;
  /** The analysis threads the texts run on. */
  readonly pool: AnalysisPool;
  /** Pause after each text, in milliseconds (default 0). */
  readonly throttleMs?: number;
}

/** How long a job waits before retrying texts the busy threads refused. */
const BUSY_WAIT_MS = 200;
/** A step runs at most this many texts and aims to take about STEP_MS: a cancellation is seen between steps. */
const MAX_STEP_TEXTS = 64;
const STEP_MS = 100;

const pause = (ms: number): Promise<void> => new Promise((r) => (ms > 0 ? setTimeout(r, ms) : setImmediate(r)));

/** A module's stored result: its output, or the error it raised on this text. */
function stored(outcome: ModuleOutcome): unknown {
  return outcome.ok ? outcome.result : { error: { code: outcome.error.code, message: outcome.error.code === 'MANGLISH_ERR_INTERNAL' ? 'The module failed on this text.' : outcome.error.message } };
}

/**
 * The results of a run of texts: each module's output or error per text. Waits while the threads are
 * busy; when a deadline or a crashed thread fails the run, each text is run alone, so the failure stays
 * with the text that caused it (and fails that text's modules, not the job).
 */
/** A text's row: the text and each module's stored outcome. */
function row(text: string, modules: readonly string[], outcome: (m: number) => unknown): JobResult {
  return { text, ...Object.fromEntries(modules.map((module, m) => [module, outcome(m)])) };
}

async function analyseTexts(pool: AnalysisPool, job: JobRecord, texts: readonly string[], stopping: () => boolean): Promise<JobResult[]> {
  for (;;) {
    try {
      const outcomes = await pool.run(texts.map((text) => ({ text, modules: job.modules, params: job.params as ModuleParams })));
      return outcomes.map((outcome, t) => row(texts[t] as string, job.modules, (m) => stored(outcome[m] as ModuleOutcome)));
    } catch (err) {
      if (err instanceof UnavailableError && err.code === 'MANGLISH_ERR_BUSY' && !stopping()) {
        await pause(BUSY_WAIT_MS);
        continue;
      }
      if (!(err instanceof ManglishNLPError) || stopping()) throw err;
      if (texts.length > 1) {
        const alone: JobResult[] = [];
        for (const text of texts) alone.push(...(await analyseTexts(pool, job, [text], stopping)));
        return alone;
      }
      const error = { error: { code: err.code, message: err.message } };
      return [row(texts[0] as string, job.modules, () => error)];
    }
  }
}

/**
 * Runs job `id` from its next unprocessed text to the end; answers its status when it stops: final, or
 * `processing` when `stopping()` turned true (the job is left to be taken up again), or `missing`.
 * Texts run in steps of a few (as many as take about 100 ms; one at a time with a throttle), each step's
 * results stored together. A storage failure raises `StorageError`: the job stays where it is, to be
 * taken up again later.
 *
 * @example
 * ```ts
 * await runJob('3f1c…', { store, pool }, () => false); // 'completed'
 * ```
 */
export async function runJob(id: string, settings: RunSettings, stopping: () => boolean): Promise<JobStatus | 'missing'> {
  const { store, pool } = settings;
  const throttle = settings.throttleMs ?? 0;
  const job = await store.getJob(id);
  if (!job || job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled') return job?.status ?? 'missing';
  // 1. queued → processing (a resumed job is already processing).
  if (job.status === 'queued' && !(await store.setStatus(id, 'processing'))) return (await store.jobStatus(id)) ?? 'missing';
  let step = 1;
  for (let i = job.completed; i < job.total;) {
    // 2. Between steps: stop on cancellation (by any instance) or shutdown (which leaves the job to resume).
    await pause(i > job.completed ? throttle : 0);
    const status = await store.jobStatus(id);
    if (status === undefined || status === 'cancelled') return status ?? 'missing';
    if (stopping()) return 'processing';
    // 3. Run every module on the step's texts and store their results before moving on.
    const texts = job.texts.slice(i, i + step);
    const started = performance.now();
    const results = await analyseTexts(pool, job, texts, stopping);
    if (stopping()) return 'processing';
    await store.saveResults(id, i, results);
    i += texts.length;
    // 4. The next step: as many texts as take about STEP_MS at the pace of this one.
    const paced = Math.round((texts.length * STEP_MS) / Math.max(1, performance.now() - started));
    step = throttle > 0 ? 1 : Math.max(1, Math.min(MAX_STEP_TEXTS, paced));
  }
  // 5. All texts done: the final state (and the callback, in the same write).
  return (await store.setStatus(id, 'completed')) ? 'completed' : ((await store.jobStatus(id)) ?? 'missing');
}

/**
 * Marks a job failed after an unexpected error (a fault of ours, not of the store): the job stops with
 * `error` set rather than being retried for ever. Best effort.
 *
 * @example
 * ```ts
 * await failJob(store, '3f1c…'); // the status record now says failed, "an internal error …"
 * ```
 */
export async function failJob(store: Store, id: string): Promise<void> {
  await store.setStatus(id, 'failed', 'The job stopped on an internal error; its results so far are kept.').catch(() => undefined);
}
