/**
 * The worker process (`manglish worker`): takes asynchronous jobs from the BullMQ queue in Redis
 * (`REDIS_URL`) and runs them on its own analysis threads, storing results in the shared store
 * (`DATABASE_URL`, or a SQLite file shared with the service on the same machine). Start any number, on
 * any machine. On SIGTERM/SIGINT it stops taking jobs, lets running jobs finish their current text and
 * hands them back to the queue.
 */
import { pino } from 'pino';
import { AnalysisPool, buildSharedImagesInThread, ConfigError } from 'manglish-nlp/service';
import { loadConfig } from './config.js';
import { startOrExplain } from './entry.js';
import { startBullWorker } from './jobs/bullmq.js';
import { openStore } from './store/open.js';

/**
 * Starts a worker; resolves once it takes jobs, with a function that stops it.
 *
 * @example
 * ```ts
 * const stop = await startWorker({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://…' });
 * await stop();
 * ```
 */
export async function startWorker(env: Readonly<Record<string, string | undefined>> = process.env): Promise<() => Promise<void>> {
  const config = loadConfig(env);
  if (config.redisUrl === undefined) {
    throw new ConfigError('MANGLISH_ERR_CONFIG', 'The worker cannot start: REDIS_URL is unset; a worker takes jobs from the queue in Redis (see docs/deploy.md).', { variable: 'REDIS_URL' });
  }
  const log = pino({ level: config.logLevel, base: { role: 'worker', pid: process.pid } });
  // 1. The store, the analysis threads (every model loaded once, in shared memory), then the queue.
  const store = openStore(config, log);
  const images = await buildSharedImagesInThread();
  const pool = new AnalysisPool({ threads: config.analysisThreads, queueMax: config.analysisQueueMax, timeoutMs: config.analysisTimeoutMs, warm: true, images });
  const worker = startBullWorker({ store, pool, redisUrl: config.redisUrl, concurrency: config.jobWorkers, log, throttleMs: config.jobThrottleMs, stalledMs: config.jobStalledSeconds * 1000 });
  log.info({ threads: config.analysisThreads, jobs_at_once: config.jobWorkers, store: config.databaseUrl ? 'postgresql' : 'sqlite' }, 'worker taking jobs');
  // 2. Stopping: no new jobs, running ones back to the queue after their current text, then close.
  let closing: Promise<void> | undefined;
  const stop = (): Promise<void> => (closing ??= (async () => {
    await worker.close(config.shutdownGraceSeconds * 1000);
    await pool.close();
    await store.close();
  })());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.info({ signal }, 'worker shutting down');
      void stop().then(() => process.exit(0));
    });
  }
  return stop;
}

/**
 * Applies the store's schema migrations and exits (`manglish migrate`): PostgreSQL with `DATABASE_URL`,
 * otherwise the SQLite file `MANGLISH_DB`. Instances also migrate at start; this is for deploys that
 * migrate first. Answers which store and how many migrations it applied.
 *
 * @example
 * ```ts
 * await migrate({ DATABASE_URL: 'postgres://manglish@127.0.0.1/manglish' }); // { store: 'postgresql', applied: 1 }
 * ```
 */
export async function migrate(env: Readonly<Record<string, string | undefined>> = process.env): Promise<{ store: 'postgresql' | 'sqlite'; applied: number }> {
  const config = loadConfig(env);
  if (config.databaseUrl !== undefined) {
    const { migrateDatabase } = await import('./store/postgres.js');
    const applied = await migrateDatabase(config.databaseUrl).catch((err: unknown) => {
      throw new ConfigError('MANGLISH_ERR_CONFIG', `The migration cannot run: DATABASE_URL cannot be reached (${(err as { code?: string }).code ?? (err as Error).message}).`, { variable: 'DATABASE_URL' });
    });
    return { store: 'postgresql', applied };
  }
  const { migrateSqliteFile } = await import('./store/sqlite.js');
  try {
    return { store: 'sqlite', applied: migrateSqliteFile(config.db) };
  } catch (err) {
    throw new ConfigError('MANGLISH_ERR_CONFIG', `The migration cannot run: MANGLISH_DB=${config.db} cannot be opened for writing (${(err as { code?: string }).code ?? (err as Error).message}).`, { variable: 'MANGLISH_DB' });
  }
}

/** Entry point: start, or print a clear message and exit 1 when the configuration is bad. */
export async function main(): Promise<void> {
  await startOrExplain(() => startWorker());
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
