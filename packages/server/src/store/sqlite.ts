/**
 * The embedded store: one SQLite file (better-sqlite3, WAL journal) holding jobs, per-text results, the
 * callback outbox, feedback and recorded predictions. Every write is a single transaction, so a crash loses
 * nothing that was acknowledged: a job's results are saved text by text (a restart resumes after the last),
 * and a job's final state and its pending callback are written together (at-least-once delivery).
 *
 * Failures: an error of the database (disk full, read-only file, I/O) becomes `StorageError` (503) and marks
 * the store unhealthy until a write succeeds again; predictions for active learning are best effort (a
 * batch that cannot be written is dropped and counted, and logged at most once a minute).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { healthTracker } from './health.js';
import { SQLITE_MIGRATIONS } from './migrations.js';
import { predictionBuffer, type PredictionRow, type StoreLog } from './predictions.js';
import { FINAL_STATES, type CallbackOutcome, type Delivery, type Feedback, type FeedbackStats, type JobRecord, type JobResult, type JobStatus, type Store, type StoreHealth, type UncertainSample } from './store.js';

/** Recorded predictions kept at most (older ones are dropped). */
const MAX_PREDICTIONS = 50_000;

interface JobRow {
  id: string; status: JobStatus; texts: string; modules: string; params: string; total: number; completed: number; error: string | null;
  callback_url: string | null; callback: string | null; created_at: string; updated_at: string;
}

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    status: row.status,
    texts: JSON.parse(row.texts) as string[],
    modules: JSON.parse(row.modules) as string[],
    params: JSON.parse(row.params) as Record<string, unknown>,
    total: row.total,
    completed: row.completed,
    error: row.error,
    callbackUrl: row.callback_url,
    callback: row.callback === null ? null : (JSON.parse(row.callback) as CallbackOutcome),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Applies the numbered migrations not yet applied, each in a transaction (`user_version` records them); answers how many. */
function migrateSqlite(db: Database.Database): number {
  const applied = db.pragma('user_version', { simple: true }) as number;
  for (let i = applied; i < SQLITE_MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.exec(SQLITE_MIGRATIONS[i] as string);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
  return Math.max(0, SQLITE_MIGRATIONS.length - applied);
}

/**
 * Brings the SQLite file at `path` up to date and closes it (`manglish migrate`); answers how many
 * migrations it applied.
 *
 * @example
 * ```ts
 * migrateSqliteFile('./data/manglish.sqlite'); // 2 on a new file, 0 after
 * ```
 */
export function migrateSqliteFile(path: string): number {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    return migrateSqlite(db);
  } finally {
    db.close();
  }
}

/**
 * Opens (creating and migrating if needed) the SQLite store at `path` (`:memory:` for a throw-away one).
 * Raises the database's error when the file cannot be opened or created.
 *
 * @example
 * ```ts
 * const store = openSqliteStore('./data/manglish.sqlite');
 * await store.addFeedback({ text: 'tak best', module: 'sentiment', predicted: 'positive', correct: 'negative' });
 * ```
 */
export function openSqliteStore(path: string, log?: StoreLog): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrateSqlite(db);
  const now = (): string => new Date().toISOString();
  const q = {
    insertJob: db.prepare('INSERT INTO jobs (id, status, texts, modules, params, total, completed, callback_url, created_at, updated_at) VALUES (?, \'queued\', ?, ?, ?, ?, 0, ?, ?, ?)'),
    getJob: db.prepare('SELECT * FROM jobs WHERE id = ?'),
    jobStatus: db.prepare('SELECT status FROM jobs WHERE id = ?').pluck(),
    results: db.prepare('SELECT result FROM job_results WHERE job_id = ? ORDER BY idx'),
    insertResult: db.prepare('INSERT OR REPLACE INTO job_results (job_id, idx, result) VALUES (?, ?, ?)'),
    advance: db.prepare('UPDATE jobs SET completed = MAX(completed, ?), updated_at = ? WHERE id = ?'),
    setStatus: db.prepare(`UPDATE jobs SET status = ?, error = ?, updated_at = ? WHERE id = ? AND status NOT IN (${FINAL_STATES.map(() => '?').join(', ')})`),
    queueDelivery: db.prepare("INSERT OR IGNORE INTO deliveries (id, job_id, url, attempts, next_at, lease_until, state, created_at) SELECT id || ':callback', id, callback_url, 0, ?, '', 'pending', ? FROM jobs WHERE id = ? AND callback_url IS NOT NULL"),
    unfinished: db.prepare("SELECT id FROM jobs WHERE status IN ('queued', 'processing') ORDER BY created_at, id").pluck(),
    prune: db.prepare(`DELETE FROM jobs WHERE status IN (${FINAL_STATES.map(() => '?').join(', ')}) AND updated_at < ?`),
    due: db.prepare("SELECT id, job_id, url, attempts FROM deliveries WHERE state = 'pending' AND next_at <= ? AND lease_until <= ? ORDER BY next_at, id LIMIT ?"),
    lease: db.prepare("UPDATE deliveries SET lease_until = ? WHERE id = ? AND state = 'pending' AND lease_until <= ?"),
    attempt: db.prepare('UPDATE deliveries SET attempts = ?, state = ?, next_at = ?, lease_until = \'\', last_error = ? WHERE id = ?'),
    callback: db.prepare('UPDATE jobs SET callback = ?, updated_at = ? WHERE id = ?'),
    addFeedback: db.prepare('INSERT INTO feedback (text, module, predicted, correct, created_at) VALUES (?, ?, ?, ?, ?)'),
    feedbackTotal: db.prepare('SELECT COUNT(*) AS n FROM feedback'),
    feedbackByModule: db.prepare('SELECT module, COUNT(*) AS n FROM feedback GROUP BY module ORDER BY module'),
    feedbackPatterns: db.prepare('SELECT module, predicted, correct, COUNT(*) AS n FROM feedback WHERE predicted <> correct GROUP BY module, predicted, correct ORDER BY n DESC, module, predicted, correct'),
    addPrediction: db.prepare('INSERT INTO predictions (text, module, probabilities, uncertainty, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (text, module) DO UPDATE SET probabilities = excluded.probabilities, uncertainty = excluded.uncertainty, created_at = excluded.created_at'),
    trimPredictions: db.prepare('DELETE FROM predictions WHERE id <= (SELECT MAX(id) FROM predictions) - ?'),
    uncertainTexts: db.prepare('SELECT text, MAX(uncertainty) AS u FROM predictions GROUP BY text HAVING u >= ? ORDER BY u DESC, text LIMIT ?'),
    predictionsOf: db.prepare('SELECT module, probabilities FROM predictions WHERE text = ? ORDER BY module'),
    probe: db.prepare("INSERT OR REPLACE INTO probe (id, at) VALUES (1, ?)"),
  };
  // 2. The store must be writable when it opens (a read-only file stops the start, not the first write).
  q.probe.run(now());
  // 3. Health: a database error becomes StorageError (503) and degrades the store until writes work again.
  const health = healthTracker();
  const guard = <T>(part: 'read' | 'write', run: () => T): T => {
    try {
      return run();
    } catch (err) {
      if (err instanceof Error && err.constructor.name === 'SqliteError') throw health.failure(err, part);
      throw err;
    }
  };
  // 4. Predictions are written in batches (one transaction per batch, not per request), best effort.
  let writes = 0;
  const writePredictions = db.transaction((rows: PredictionRow[]) => {
    for (const r of rows) q.addPrediction.run(r.text, r.module, r.probabilities, r.uncertainty, r.at.toISOString());
  });
  const predictions = predictionBuffer(async (rows) => {
    guard('write', () => writePredictions(rows));
    const before = writes;
    writes += rows.length;
    if (Math.floor(writes / 1000) > Math.floor(before / 1000)) guard('write', () => q.trimPredictions.run(MAX_PREDICTIONS));
  }, log);
  const saveResults = db.transaction((id: string, from: number, results: readonly JobResult[]) => {
    results.forEach((result, k) => q.insertResult.run(id, from + k, JSON.stringify(result)));
    q.advance.run(from + results.length, now(), id);
  });
  const setStatus = db.transaction((id: string, status: JobStatus, error: string | null): boolean => {
    const t = now();
    const changed = q.setStatus.run(status, error, t, id, ...FINAL_STATES).changes > 0;
    if (changed && FINAL_STATES.includes(status)) q.queueDelivery.run(t, t, id);
    return changed;
  });
  const claim = db.transaction((at: string, until: string, limit: number): Delivery[] => {
    const rows = q.due.all(at, at, limit) as { id: string; job_id: string; url: string; attempts: number }[];
    return rows.filter((r) => q.lease.run(until, r.id, at).changes > 0).map((r) => ({ id: r.id, jobId: r.job_id, url: r.url, attempts: r.attempts }));
  });
  const finish = db.transaction((d: Delivery, delivered: boolean, lastError: string | null, retryAt: Date | undefined) => {
    const attempts = d.attempts + 1;
    const state = delivered ? 'delivered' : retryAt ? 'pending' : 'failed';
    q.attempt.run(attempts, state, retryAt ? retryAt.toISOString() : '', lastError, d.id);
    q.callback.run(JSON.stringify({ delivered, attempts, last_error: delivered ? null : lastError }), now(), d.jobId);
  });
  return {
    async createJob(job) {
      const t = now();
      guard('write', () => q.insertJob.run(job.id, JSON.stringify(job.texts), JSON.stringify(job.modules), JSON.stringify(job.params), job.texts.length, job.callbackUrl, t, t));
      return toRecord(guard('read', () => q.getJob.get(job.id)) as JobRow);
    },
    async getJob(id) {
      const row = guard('read', () => q.getJob.get(id)) as JobRow | undefined;
      return row === undefined ? undefined : toRecord(row);
    },
    async jobStatus(id) {
      return guard('read', () => q.jobStatus.get(id)) as JobStatus | undefined;
    },
    async getResults(id) {
      return (guard('read', () => q.results.all(id)) as { result: string }[]).map((r) => JSON.parse(r.result) as JobResult);
    },
    async saveResults(id, from, results) {
      guard('write', () => saveResults(id, from, results));
    },
    async setStatus(id, status, error) {
      return guard('write', () => setStatus(id, status, error ?? null));
    },
    async unfinishedJobs() {
      return guard('read', () => q.unfinished.all()) as string[];
    },
    async pruneJobs(before) {
      return guard('write', () => q.prune.run(...FINAL_STATES, before.toISOString()).changes);
    },
    async claimDeliveries(at, limit, leaseMs) {
      return guard('write', () => claim(at.toISOString(), new Date(at.getTime() + leaseMs).toISOString(), limit));
    },
    async finishAttempt(delivery, outcome) {
      guard('write', () => finish(delivery, outcome.delivered, outcome.lastError, outcome.retryAt));
    },
    async addFeedback(f: Feedback) {
      return Number(guard('write', () => q.addFeedback.run(f.text, f.module, f.predicted, f.correct, now())).lastInsertRowid);
    },
    async feedbackStats(): Promise<FeedbackStats> {
      return guard('read', () => {
        const total = (q.feedbackTotal.get() as { n: number }).n;
        const byModule = Object.fromEntries((q.feedbackByModule.all() as { module: string; n: number }[]).map((r) => [r.module, r.n]));
        const patterns = (q.feedbackPatterns.all() as { module: string; predicted: string; correct: string; n: number }[])
          .map((r) => ({ pattern: `${r.predicted} -> ${r.correct}`, module: r.module, count: r.n }));
        return { total_corrections: total, by_module: byModule, error_patterns: patterns };
      });
    },
    async recordPrediction(text, module, probabilities, uncertainty) {
      predictions.add({ text, module, probabilities: JSON.stringify(probabilities), uncertainty, at: new Date() });
    },
    async uncertainSamples(limit, minUncertainty): Promise<UncertainSample[]> {
      await predictions.flush();
      return guard('read', () => {
        const rows = q.uncertainTexts.all(minUncertainty, limit) as { text: string; u: number }[];
        return rows.map((r) => ({
          text: r.text,
          predictions: Object.fromEntries((q.predictionsOf.all(r.text) as { module: string; probabilities: string }[]).map((p) => [p.module, JSON.parse(p.probabilities) as Record<string, number>])),
          uncertainty: Math.round(r.u * 1e4) / 1e4,
        }));
      });
    },
    async health(): Promise<StoreHealth> {
      return health.check(async () => guard('write', () => q.probe.run(now())), predictions.dropped());
    },
    async close() {
      await predictions.flush();
      db.close();
    },
  };
}
