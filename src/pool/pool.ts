/**
 * The analysis thread pool (piscina): every CPU-bound piece of work the service does runs here, so the
 * main thread only parses, validates, routes and writes, and `/health` never waits behind analysis.
 *
 * - Admission: a request's texts are admitted together or not at all. When the texts waiting for a
 *   thread would exceed `queueMax`, the request is refused at once with 503 `MANGLISH_ERR_BUSY`.
 * - Deadline: every request has `timeoutMs`; past it its queued texts are dropped, a running one's thread
 *   is stopped (piscina terminates and replaces it), and the request answers 503 `MANGLISH_ERR_TIMEOUT`.
 * - Crashes: a thread that dies takes only its own text with it; piscina starts a new one and the request
 *   answers 500 `MANGLISH_ERR_ANALYSIS_CRASHED`.
 */
import { setMaxListeners } from 'node:events';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { HttpError, UnavailableError } from '../errors.js';
import type { AnalysisTask, ModuleOutcome } from './outcome.js';
import { threadExecArgv } from './source.js';
import type { ThreadData } from './worker.js';

/** Options of {@link AnalysisPool}. */
export interface AnalysisPoolOptions {
  /** Threads (`ANALYSIS_THREADS`). */
  readonly threads: number;
  /** Most texts waiting for a thread (`ANALYSIS_QUEUE_MAX`). */
  readonly queueMax: number;
  /** Deadline of one request's analysis in milliseconds (`ANALYSIS_TIMEOUT_MS`). */
  readonly timeoutMs: number;
  /** Load every model in each thread before its first task (the service does; tests need not). */
  readonly warm?: boolean;
  /** Model images in shared memory (`buildSharedImagesInThread()`), given to every thread; without them each thread reads the files. */
  readonly images?: Readonly<Record<string, unknown>>;
  /**
   * The thread entry, default the service's own `worker` module (answering `ModuleOutcome[]` per text);
   * `manglish batch` gives its own, which answers JSON text, and tests give fixtures.
   */
  readonly filename?: URL;
  /** A registry module (exporting `CAPABILITIES`) the threads serve instead of the package's own (tests add a capability). */
  readonly registry?: URL;
}

/** What the pool is doing now (for `/health`). */
export interface PoolStats {
  readonly threads: number;
  /** Texts being analysed or waiting. */
  readonly pending: number;
  readonly queueMax: number;
}

/**
 * Each analysis thread's heap limits, in MB. Analysis makes garbage fast, and V8 left alone lets a thread's
 * heap grow to several times what it holds (a thread holding 50 MB grew past 200 MB in a minute of varied
 * load); with these caps it collects sooner. A thread holds about 20 MB warm and 45–60 MB with its word
 * memories full, so the old-generation cap leaves room for the largest texts.
 */
const YOUNG_GENERATION_MB = 16;
const OLD_GENERATION_MB = 160;

/** Seconds a client should wait before retrying a refused request. */
const BUSY_RETRY_SECONDS = 1;

const here = import.meta.url;

/**
 * A request's texts go to the threads in a few chunks, not one message per text: a message costs a
 * round trip between threads (the thread idles until the main thread answers), which on short texts
 * took about a third of a thread's time. Two chunks per thread keep the threads evenly loaded.
 */
const CHUNKS_PER_THREAD = 2;

function chunks(tasks: readonly AnalysisTask[], threads: number): AnalysisTask[][] {
  const size = Math.max(1, Math.ceil(tasks.length / (threads * CHUNKS_PER_THREAD)));
  const out: AnalysisTask[][] = [];
  for (let i = 0; i < tasks.length; i += size) out.push(tasks.slice(i, i + size));
  return out;
}

/**
 * A bounded pool of analysis threads.
 *
 * @example
 * ```ts
 * const pool = new AnalysisPool({ threads: 2, queueMax: 128, timeoutMs: 30_000 });
 * const [[sentiment]] = await pool.run([{ text: 'Best gila nasi lemak ni!', modules: ['sentiment'], params: {} }]);
 * await pool.close();
 * ```
 */
export class AnalysisPool<Out = ModuleOutcome[]> {
  private readonly piscina: Piscina<readonly AnalysisTask[], Out[]>;
  private pending = 0;
  private closed = false;

  constructor(private readonly options: AnalysisPoolOptions) {
    const entry = options.filename ?? new URL(`./worker${extname(fileURLToPath(here))}`, here);
    const threadData: ThreadData = { warm: options.warm ?? false, ...(options.images ? { images: options.images } : {}), ...(options.registry ? { registry: options.registry.href } : {}) };
    this.piscina = new Piscina({
      filename: entry.href,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
      execArgv: threadExecArgv(entry),
      workerData: threadData,
      recordTiming: false,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB },
    });
    // Errors outside a task (a thread dying while idle) are replaced by piscina; nothing waits on them.
    this.piscina.on('error', () => undefined);
  }

  /** Threads, texts pending and the queue bound. */
  stats(): PoolStats {
    return { threads: this.options.threads, pending: this.pending, queueMax: this.options.queueMax };
  }

  /**
   * Runs tasks (texts) on the threads, in parallel, under one deadline; answers their outcomes in task
   * order. Raises `UnavailableError` (busy, deadline) or `HttpError` (a crashed thread).
   */
  async run(tasks: readonly AnalysisTask[], signal?: AbortSignal): Promise<Out[]> {
    // 1. Admission: all of the request's texts fit in the queue, or none is taken.
    const waiting = this.pending + tasks.length - this.options.threads;
    if (this.closed || waiting > this.options.queueMax) {
      throw new UnavailableError('MANGLISH_ERR_BUSY', `The service is busy: ${this.pending} texts are being analysed or waiting, and at most ${this.options.queueMax} may wait. Retry in a moment.`, BUSY_RETRY_SECONDS);
    }
    // 2. One deadline for the request, a timer cleared as soon as the request is done (a timeout signal would
    //    hold the request's texts until it fired); a caller's signal (a job cancelled) stops it too.
    const stop = new AbortController();
    setMaxListeners(tasks.length + 1, stop.signal);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stop.abort(new Error('deadline'));
    }, this.options.timeoutMs);
    const onCallerAbort = (): void => stop.abort(signal?.reason);
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    this.pending += tasks.length;
    const runs = chunks(tasks, this.options.threads).map((chunk) => this.piscina.run(chunk, { signal: stop.signal }).finally(() => (this.pending -= chunk.length)));
    try {
      return (await Promise.all(runs)).flat();
    } catch (err) {
      // 3. A text failed: let the request's other texts settle (a running one finishes), then say why.
      await Promise.allSettled(runs);
      if (timedOut) {
        throw new UnavailableError('MANGLISH_ERR_TIMEOUT', `The analysis took longer than ${this.options.timeoutMs} ms and was stopped. Send shorter texts or fewer modules, or retry later.`, Math.max(1, Math.ceil(this.options.timeoutMs / 1000)));
      }
      if (signal?.aborted) throw signal.reason;
      const crashed = new HttpError('MANGLISH_ERR_ANALYSIS_CRASHED', 'An analysis thread failed while processing this request and was replaced. Retry the request; if it fails again, the text triggers a fault: please report it.');
      throw Object.assign(crashed, { cause: err });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** Stops the threads; running texts are abandoned. */
  async close(): Promise<void> {
    this.closed = true;
    await this.piscina.destroy();
  }
}
