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
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { HttpError, UnavailableError } from '../../errors.js';
import type { AnalysisTask, ModuleOutcome } from './tasks.js';
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
  /** The thread entry (tests give a fixture); default the service's own `worker` module. */
  readonly filename?: URL;
}

/** What the pool is doing now (for `/health`). */
export interface PoolStats {
  readonly threads: number;
  /** Texts being analysed or waiting. */
  readonly pending: number;
  readonly queueMax: number;
}

/** Seconds a client should wait before retrying a refused request. */
const BUSY_RETRY_SECONDS = 1;

const here = import.meta.url;

/** Worker options that let a thread load TypeScript sources when the service runs from them (a checkout). */
function sourceExecArgv(entry: URL): string[] {
  if (extname(entry.pathname) !== '.ts') return [];
  // tsx's ES-module API, found through its package.json (its CommonJS build cannot register from a preload).
  const manifest = createRequire(here).resolve('tsx/package.json');
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
  const api = pathToFileURL(join(dirname(manifest), exports['./esm/api']?.import.default ?? 'dist/esm/api/index.mjs')).href;
  const preload = `import { register } from ${JSON.stringify(api)}; register();`;
  return [...process.execArgv.filter((a) => !a.startsWith('--inspect')), '--import', `data:text/javascript,${encodeURIComponent(preload)}`];
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
export class AnalysisPool {
  private readonly piscina: Piscina<AnalysisTask, ModuleOutcome[]>;
  private pending = 0;
  private closed = false;

  constructor(private readonly options: AnalysisPoolOptions) {
    const entry = options.filename ?? new URL(`./worker${extname(fileURLToPath(here))}`, here);
    const threadData: ThreadData = { warm: options.warm ?? false };
    this.piscina = new Piscina({
      filename: entry.href,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
      execArgv: sourceExecArgv(entry),
      workerData: threadData,
      recordTiming: false,
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
  async run(tasks: readonly AnalysisTask[], signal?: AbortSignal): Promise<ModuleOutcome[][]> {
    // 1. Admission: all of the request's texts fit in the queue, or none is taken.
    const waiting = this.pending + tasks.length - this.options.threads;
    if (this.closed || waiting > this.options.queueMax) {
      throw new UnavailableError('MANGLISH_ERR_BUSY', `The service is busy: ${this.pending} texts are being analysed or waiting, and at most ${this.options.queueMax} may wait. Retry in a moment.`, BUSY_RETRY_SECONDS);
    }
    // 2. One deadline for the request; a caller's signal (a job cancelled, a client gone) stops it too.
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    const stop = signal ? AbortSignal.any([deadline, signal]) : deadline;
    this.pending += tasks.length;
    const runs = tasks.map((task) => this.piscina.run(task, { signal: stop }).finally(() => (this.pending -= 1)));
    try {
      return await Promise.all(runs);
    } catch (err) {
      // 3. A text failed: let the request's other texts settle (a running one finishes), then say why.
      await Promise.allSettled(runs);
      if (deadline.aborted) {
        throw new UnavailableError('MANGLISH_ERR_TIMEOUT', `The analysis took longer than ${this.options.timeoutMs} ms and was stopped. Send shorter texts or fewer modules, or retry later.`, Math.max(1, Math.ceil(this.options.timeoutMs / 1000)));
      }
      if (signal?.aborted) throw signal.reason;
      const crashed = new HttpError('MANGLISH_ERR_ANALYSIS_CRASHED', 'An analysis thread failed while processing this request and was replaced. Retry the request; if it fails again, the text triggers a fault: please report it.');
      throw Object.assign(crashed, { cause: err });
    }
  }

  /** Stops the threads; running texts are abandoned. */
  async close(): Promise<void> {
    this.closed = true;
    await this.piscina.destroy();
  }
}
