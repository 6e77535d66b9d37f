/**
 * The PostgreSQL store (`DATABASE_URL=postgres://…`): the same state as the SQLite store, shared by every
 * service instance and worker process, through a `pg` connection pool. Each contract method is a single
 * statement (data-modifying CTEs where two tables change together), so it is atomic without a transaction
 * held open across round trips: a job's final state and its callback delivery are written together, and
 * deliveries are leased with `FOR UPDATE SKIP LOCKED`, so two instances never send the same attempt.
 *
 * Outages: the store opens at once and connects (and migrates) in the background, retrying with back-off
 * and logging; until connected, and whenever the database cannot be reached, operations raise
 * `StorageError` (503) and `health()` says why. When the database returns, the pool reconnects by itself.
 */
import pg from 'pg';
import { healthTracker } from './health.js';
import { migratePostgres } from './pg-migrations.js';
import { predictionBuffer, type PredictionRow, type StoreLog } from './predictions.js';
import { FINAL_STATES, type CallbackOutcome, type Delivery, type FeedbackStats, type JobRecord, type JobResult, type JobStatus, type Store, type StoreHealth, type UncertainSample } from './store.js';

/** Recorded predictions kept at most (older ones are dropped). */
const MAX_PREDICTIONS = 50_000;
/** Connection attempts at start back off from this, doubling, to 30 s. */
const CONNECT_RETRY_MS = 500;

/** What the PostgreSQL store logs. */
export interface PostgresLog extends StoreLog {
  info(fields: object, message: string): void;
}

/** Options of {@link openPostgresStore}. */
export interface PostgresOptions {
  /** Connections in the pool (`DATABASE_POOL_SIZE`, default 10). */
  readonly poolSize?: number;
  readonly log?: PostgresLog;
}

interface JobRow {
  id: string; status: JobStatus; texts: string[]; modules: string[]; params: Record<string, unknown>; total: number; completed: number;
  error: string | null; callback_url: string | null; callback: CallbackOutcome | null; created_at: Date; updated_at: Date;
}

const toRecord = (row: JobRow): JobRecord => ({
  id: row.id, status: row.status, texts: row.texts, modules: row.modules, params: row.params, total: row.total, completed: row.completed,
  error: row.error, callbackUrl: row.callback_url, callback: row.callback, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
});

/** Errors that mean the database cannot be reached (rather than a statement failing). */
function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? '';
  const message = (err as Error).message ?? '';
  return /^(E[A-Z]+|08...|57P0[1-3])$/.test(code) || /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly/i.test(message);
}

/** A pool for `url`, with timeouts so an unreachable or stalled server fails a request instead of hanging it. */
export function postgresPool(url: string, poolSize = 10): pg.Pool {
  return new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 3000, query_timeout: 15_000, idleTimeoutMillis: 30_000, application_name: 'manglish-nlp' });
}

/**
 * Applies the schema's missing migrations to the database at `url` and closes; answers how many it applied.
 * Raises the driver's error when the database cannot be reached. `manglish migrate` runs this.
 *
 * @example
 * ```ts
 * await migrateDatabase('postgres://manglish@127.0.0.1:5432/manglish'); // 1, then 0
 * ```
 */
export async function migrateDatabase(url: string): Promise<number> {
  const pool = postgresPool(url, 1);
  try {
    const client = await pool.connect();
    try {
      return await migratePostgres(client);
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

/**
 * Opens the store on the database at `url`; connects and migrates in the background.
 *
 * @example
 * ```ts
 * const store = openPostgresStore('postgres://manglish@127.0.0.1:5432/manglish', { log });
 * await store.addFeedback({ text: 'tak best', module: 'sentiment', predicted: 'positive', correct: 'negative' });
 * ```
 */
export function openPostgresStore(url: string, options: PostgresOptions = {}): Store {
  const log = options.log;
  const pool = postgresPool(url, options.poolSize);
  const health = healthTracker();
  let ready = false;
  let closed = false;
  let lastConnectError: unknown = new Error('connecting');
  let wake: (() => void) | undefined;
  // Idle connections that break (the server restarted) are reported here; the pool replaces them.
  pool.on('error', (err) => log?.warn({ reason: (err as { code?: string }).code ?? err.message }, 'a PostgreSQL connection was lost; the pool reconnects'));

  // 1. Connect and migrate, retrying with back-off until it works (or the store is closed).
  let attempted: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => (attempted = resolve));
  const connecting = (async () => {
    for (let wait = CONNECT_RETRY_MS; !closed; wait = Math.min(30_000, wait * 2)) {
      try {
        const client = await pool.connect();
        try {
          const applied = await migratePostgres(client);
          if (applied > 0) log?.info({ applied }, 'PostgreSQL schema migrated');
        } finally {
          client.release();
        }
        ready = true;
        attempted();
        return;
      } catch (err) {
        lastConnectError = err;
        attempted();
        health.failure(err, 'connect');
        log?.warn({ reason: (err as { code?: string }).code ?? (err as Error).message, retry_in_ms: wait }, 'PostgreSQL cannot be reached; retrying');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          wake = () => (clearTimeout(timer), resolve());
        });
      }
    }
  })();

  // 2. Every operation: waits for the first connection attempt (a process just started), then is refused
  //    while not connected; a failure becomes StorageError and degrades the store.
  const run = async <T>(part: 'read' | 'write', fn: () => Promise<T>): Promise<T> => {
    if (!ready) await firstAttempt;
    if (!ready) throw health.failure(lastConnectError, 'connect');
    try {
      return await fn();
    } catch (err) {
      throw health.failure(err, isConnectionError(err) ? 'connect' : part);
    }
  };
  const query = <R extends pg.QueryResultRow>(part: 'read' | 'write', sql: string, params: unknown[] = []): Promise<pg.QueryResult<R>> => run(part, () => pool.query<R>(sql, params));
  const final = FINAL_STATES as readonly string[];

  // 3. Predictions in batches: one statement per batch (the latest of a text and module wins).
  let written = 0;
  const predictions = predictionBuffer(async (rows: PredictionRow[]) => {
    const latest = [...new Map(rows.map((r) => [`${r.module}\u0000${r.text}`, r])).values()];
    await query('write', `INSERT INTO predictions (text, module, probabilities, uncertainty, created_at)
      SELECT * FROM unnest($1::text[], $2::text[], $3::json[], $4::float8[], $5::timestamptz[])
      ON CONFLICT (module, text_md5) DO UPDATE SET probabilities = excluded.probabilities, uncertainty = excluded.uncertainty, created_at = excluded.created_at`,
    [latest.map((r) => r.text), latest.map((r) => r.module), latest.map((r) => r.probabilities), latest.map((r) => r.uncertainty), latest.map((r) => r.at)]);
    const before = written;
    written += latest.length;
    if (Math.floor(written / 1000) > Math.floor(before / 1000)) await query('write', 'DELETE FROM predictions WHERE id <= (SELECT max(id) FROM predictions) - $1', [MAX_PREDICTIONS]);
  }, log);

  return {
    async createJob(job) {
      const t = new Date();
      const { rows } = await query<JobRow>('write', `INSERT INTO jobs (id, status, texts, modules, params, total, completed, callback_url, created_at, updated_at)
        VALUES ($1, 'queued', $2, $3, $4, $5, 0, $6, $7, $7) RETURNING *`,
      [job.id, JSON.stringify(job.texts), JSON.stringify(job.modules), JSON.stringify(job.params), job.texts.length, job.callbackUrl, t]);
      return toRecord(rows[0] as JobRow);
    },
    async getJob(id) {
      const { rows } = await query<JobRow>('read', 'SELECT * FROM jobs WHERE id = $1', [id]);
      return rows[0] === undefined ? undefined : toRecord(rows[0]);
    },
    async jobStatus(id) {
      const { rows } = await query<{ status: JobStatus }>('read', 'SELECT status FROM jobs WHERE id = $1', [id]);
      return rows[0]?.status;
    },
    async getResults(id) {
      const { rows } = await query<{ result: JobResult }>('read', 'SELECT result FROM job_results WHERE job_id = $1 ORDER BY idx', [id]);
      return rows.map((r) => r.result);
    },
    async saveResults(id, from, results) {
      await query('write', `WITH saved AS (
          INSERT INTO job_results (job_id, idx, result) SELECT $1, $2 + ord - 1, r FROM unnest($3::json[]) WITH ORDINALITY AS t (r, ord)
          ON CONFLICT (job_id, idx) DO UPDATE SET result = excluded.result
        ) UPDATE jobs SET completed = GREATEST(completed, $2 + $4), updated_at = $5 WHERE id = $1`, [id, from, results.map((r) => JSON.stringify(r)), results.length, new Date()]);
    },
    async setStatus(id, status, error) {
      // Moving to a final status queues the callback in the same statement (at-least-once delivery).
      const t = new Date();
      const { rows } = await query<{ n: number }>('write', `WITH moved AS (
          UPDATE jobs SET status = $2, error = $3, updated_at = $4 WHERE id = $1 AND NOT (status = ANY($5::text[])) RETURNING id, callback_url
        ), queued AS (
          INSERT INTO deliveries (id, job_id, url, attempts, next_at, lease_until, state, created_at)
          SELECT id || ':callback', id, callback_url, 0, $4, '-infinity', 'pending', $4 FROM moved WHERE callback_url IS NOT NULL AND $2 = ANY($5::text[])
          ON CONFLICT (id) DO NOTHING
        ) SELECT count(*)::int AS n FROM moved`, [id, status, error ?? null, t, final]);
      return (rows[0]?.n ?? 0) > 0;
    },
    async unfinishedJobs() {
      const { rows } = await query<{ id: string }>('read', "SELECT id FROM jobs WHERE status IN ('queued', 'processing') ORDER BY created_at, id COLLATE \"C\"");
      return rows.map((r) => r.id);
    },
    async pruneJobs(before) {
      return (await query('write', 'DELETE FROM jobs WHERE status = ANY($1::text[]) AND updated_at < $2', [final, before])).rowCount ?? 0;
    },
    async claimDeliveries(at, limit, leaseMs) {
      const { rows } = await query<{ id: string; job_id: string; url: string; attempts: number }>('write', `UPDATE deliveries SET lease_until = $2 WHERE id IN (
          SELECT id FROM deliveries WHERE state = 'pending' AND next_at <= $1 AND lease_until <= $1 ORDER BY next_at, id LIMIT $3 FOR UPDATE SKIP LOCKED
        ) RETURNING id, job_id, url, attempts`, [at, new Date(at.getTime() + leaseMs), limit]);
      return rows.map((r): Delivery => ({ id: r.id, jobId: r.job_id, url: r.url, attempts: r.attempts }));
    },
    async finishAttempt(delivery, outcome) {
      const attempts = delivery.attempts + 1;
      const state = outcome.delivered ? 'delivered' : outcome.retryAt ? 'pending' : 'failed';
      const callback = { delivered: outcome.delivered, attempts, last_error: outcome.delivered ? null : outcome.lastError };
      await query('write', `WITH attempt AS (
          UPDATE deliveries SET attempts = $2, state = $3, next_at = COALESCE($4, next_at), lease_until = '-infinity', last_error = $5 WHERE id = $1
        ) UPDATE jobs SET callback = $6, updated_at = $7 WHERE id = $8`,
      [delivery.id, attempts, state, outcome.retryAt ?? null, outcome.lastError, JSON.stringify(callback), new Date(), delivery.jobId]);
    },
    async addFeedback(f) {
      const { rows } = await query<{ id: string }>('write', 'INSERT INTO feedback (text, module, predicted, correct, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id', [f.text, f.module, f.predicted, f.correct, new Date()]);
      return Number(rows[0]?.id);
    },
    async feedbackStats(): Promise<FeedbackStats> {
      const { rows } = await query<{ module: string; predicted: string; correct: string; n: number }>('read',
        'SELECT module, predicted, correct, count(*)::int AS n FROM feedback GROUP BY module, predicted, correct');
      const byModule: Record<string, number> = {};
      for (const r of [...rows].sort((a, b) => (a.module < b.module ? -1 : a.module > b.module ? 1 : 0))) byModule[r.module] = (byModule[r.module] ?? 0) + r.n;
      const key = (r: (typeof rows)[number]): string => `${r.module}\u0000${r.predicted}\u0000${r.correct}`;
      const patterns = rows.filter((r) => r.predicted !== r.correct).sort((a, b) => b.n - a.n || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
        .map((r) => ({ pattern: `${r.predicted} -> ${r.correct}`, module: r.module, count: r.n }));
      return { total_corrections: rows.reduce((a, r) => a + r.n, 0), by_module: byModule, error_patterns: patterns };
    },
    async recordPrediction(text, module, probabilities, uncertainty) {
      predictions.add({ text, module, probabilities: JSON.stringify(probabilities), uncertainty, at: new Date() });
    },
    async uncertainSamples(limit, minUncertainty): Promise<UncertainSample[]> {
      await predictions.flush();
      const { rows } = await query<{ text: string; module: string; probabilities: Record<string, number>; u: number }>('read', `WITH top AS (
          SELECT text, max(uncertainty) AS u FROM predictions GROUP BY text HAVING max(uncertainty) >= $1 ORDER BY u DESC, text COLLATE "C" LIMIT $2
        ) SELECT top.text, top.u, p.module, p.probabilities FROM top JOIN predictions p ON p.text = top.text ORDER BY top.u DESC, top.text COLLATE "C", p.module COLLATE "C"`, [minUncertainty, limit]);
      const samples = new Map<string, UncertainSample>();
      for (const r of rows) {
        const sample = samples.get(r.text) ?? { text: r.text, predictions: {}, uncertainty: Math.round(r.u * 1e4) / 1e4 };
        sample.predictions[r.module] = r.probabilities;
        samples.set(r.text, sample);
      }
      return [...samples.values()];
    },
    async health(): Promise<StoreHealth> {
      // The database may have gone away since the last request: a cheap query finds out.
      if (!ready) return { ok: false, failing: `connection: ${(lastConnectError as { code?: string }).code ?? (lastConnectError as Error).message}`, droppedPredictions: predictions.dropped() };
      await query('read', 'SELECT 1').catch(() => undefined);
      return health.check(() => query('write', 'INSERT INTO probe (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at', [new Date()]), predictions.dropped());
    },
    async close() {
      await predictions.flush();
      closed = true;
      wake?.();
      await connecting;
      await pool.end();
    },
  };
}
