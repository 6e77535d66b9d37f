/**
 * The embedded store: one SQLite file (better-sqlite3, WAL journal) holding jobs, per-text results,
 * feedback and recorded predictions. Every write is a single transaction, so a crash loses nothing that
 * was acknowledged: a job's results are saved text by text and a restart resumes after the last one.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { FINAL_STATES, type CallbackOutcome, type Feedback, type FeedbackStats, type JobRecord, type JobStatus, type Store, type UncertainSample } from './store.js';

/** Recorded predictions kept at most (older ones are dropped). */
const MAX_PREDICTIONS = 50_000;

interface JobRow {
  id: string; status: JobStatus; texts: string; modules: string; total: number; completed: number; error: string | null;
  callback_url: string | null; callback: string | null; created_at: string; updated_at: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS jobs (
  id TEXT PRIMARY KEY, status TEXT NOT NULL, texts TEXT NOT NULL, modules TEXT NOT NULL, total INTEGER NOT NULL,
  completed INTEGER NOT NULL DEFAULT 0, error TEXT, callback_url TEXT, callback TEXT,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS jobs_status ON jobs(status, created_at);
CREATE TABLE IF NOT EXISTS job_results (
  job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE, idx INTEGER NOT NULL, result TEXT NOT NULL,
  PRIMARY KEY (job_id, idx)
);
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL, module TEXT NOT NULL, predicted TEXT NOT NULL,
  correct TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS predictions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL, module TEXT NOT NULL, probabilities TEXT NOT NULL,
  uncertainty REAL NOT NULL, created_at TEXT NOT NULL, UNIQUE (text, module)
);
CREATE INDEX IF NOT EXISTS predictions_uncertainty ON predictions(uncertainty DESC);
`;

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    status: row.status,
    texts: JSON.parse(row.texts) as string[],
    modules: JSON.parse(row.modules) as string[],
    total: row.total,
    completed: row.completed,
    error: row.error,
    callbackUrl: row.callback_url,
    callback: row.callback === null ? null : (JSON.parse(row.callback) as CallbackOutcome),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Predictions are buffered and written together, at this many or after this long. */
const PREDICTION_BATCH = 500;
const PREDICTION_FLUSH_MS = 100;

/**
 * Opens (creating if needed) the SQLite store at `path` (`:memory:` for a throw-away one).
 *
 * @example
 * ```ts
 * const store = openSqliteStore('./data/manglish.sqlite');
 * await store.addFeedback({ text: 'tak best', module: 'sentiment', predicted: 'positive', correct: 'negative' });
 * ```
 */
export function openSqliteStore(path: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  const now = (): string => new Date().toISOString();
  const q = {
    insertJob: db.prepare('INSERT INTO jobs (id, status, texts, modules, total, completed, callback_url, created_at, updated_at) VALUES (?, \'queued\', ?, ?, ?, 0, ?, ?, ?)'),
    getJob: db.prepare('SELECT * FROM jobs WHERE id = ?'),
    results: db.prepare('SELECT result FROM job_results WHERE job_id = ? ORDER BY idx'),
    insertResult: db.prepare('INSERT OR REPLACE INTO job_results (job_id, idx, result) VALUES (?, ?, ?)'),
    advance: db.prepare('UPDATE jobs SET completed = MAX(completed, ?), updated_at = ? WHERE id = ?'),
    setStatus: db.prepare(`UPDATE jobs SET status = ?, error = ?, updated_at = ? WHERE id = ? AND status NOT IN (${FINAL_STATES.map(() => '?').join(', ')})`),
    callback: db.prepare('UPDATE jobs SET callback = ?, updated_at = ? WHERE id = ?'),
    unfinished: db.prepare("SELECT * FROM jobs WHERE status IN ('queued', 'processing') ORDER BY created_at, id"),
    prune: db.prepare(`DELETE FROM jobs WHERE status IN (${FINAL_STATES.map(() => '?').join(', ')}) AND updated_at < ?`),
    addFeedback: db.prepare('INSERT INTO feedback (text, module, predicted, correct, created_at) VALUES (?, ?, ?, ?, ?)'),
    feedbackTotal: db.prepare('SELECT COUNT(*) AS n FROM feedback'),
    feedbackByModule: db.prepare('SELECT module, COUNT(*) AS n FROM feedback GROUP BY module ORDER BY module'),
    feedbackPatterns: db.prepare('SELECT module, predicted, correct, COUNT(*) AS n FROM feedback WHERE predicted <> correct GROUP BY module, predicted, correct ORDER BY n DESC, module, predicted, correct'),
    addPrediction: db.prepare('INSERT INTO predictions (text, module, probabilities, uncertainty, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (text, module) DO UPDATE SET probabilities = excluded.probabilities, uncertainty = excluded.uncertainty, created_at = excluded.created_at'),
    trimPredictions: db.prepare('DELETE FROM predictions WHERE id <= (SELECT MAX(id) FROM predictions) - ?'),
    uncertainTexts: db.prepare('SELECT text, MAX(uncertainty) AS u FROM predictions GROUP BY text HAVING u >= ? ORDER BY u DESC, text LIMIT ?'),
    predictionsOf: db.prepare('SELECT module, probabilities FROM predictions WHERE text = ? ORDER BY module'),
  };
  let writes = 0;
  // Predictions are written in batches: one transaction per batch instead of one per request.
  let pending: [string, string, string, number, string][] = [];
  let timer: NodeJS.Timeout | undefined;
  const writePredictions = db.transaction((rows: [string, string, string, number, string][]) => {
    for (const r of rows) q.addPrediction.run(...r);
  });
  const flushPredictions = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const rows = pending;
    pending = [];
    writePredictions(rows);
    const before = writes;
    writes += rows.length;
    if (Math.floor(writes / 1000) > Math.floor(before / 1000)) q.trimPredictions.run(MAX_PREDICTIONS);
  };
  const saveResult = db.transaction((id: string, index: number, result: unknown) => {
    q.insertResult.run(id, index, JSON.stringify(result));
    q.advance.run(index + 1, now(), id);
  });
  return {
    async createJob(job) {
      const t = now();
      q.insertJob.run(job.id, JSON.stringify(job.texts), JSON.stringify(job.modules), job.texts.length, job.callbackUrl, t, t);
      return toRecord(q.getJob.get(job.id) as JobRow);
    },
    async getJob(id) {
      const row = q.getJob.get(id) as JobRow | undefined;
      return row === undefined ? undefined : toRecord(row);
    },
    async getResults(id) {
      return (q.results.all(id) as { result: string }[]).map((r) => JSON.parse(r.result) as unknown);
    },
    async saveResult(id, index, result) {
      saveResult(id, index, result);
    },
    async setStatus(id, status, error) {
      return q.setStatus.run(status, error ?? null, now(), id, ...FINAL_STATES).changes > 0;
    },
    async recordCallback(id, outcome) {
      q.callback.run(JSON.stringify(outcome), now(), id);
    },
    async unfinishedJobs() {
      return (q.unfinished.all() as JobRow[]).map(toRecord);
    },
    async pruneJobs(before) {
      return q.prune.run(...FINAL_STATES, before.toISOString()).changes;
    },
    async addFeedback(f: Feedback) {
      return Number(q.addFeedback.run(f.text, f.module, f.predicted, f.correct, now()).lastInsertRowid);
    },
    async feedbackStats(): Promise<FeedbackStats> {
      const total = (q.feedbackTotal.get() as { n: number }).n;
      const byModule = Object.fromEntries((q.feedbackByModule.all() as { module: string; n: number }[]).map((r) => [r.module, r.n]));
      const patterns = (q.feedbackPatterns.all() as { module: string; predicted: string; correct: string; n: number }[])
        .map((r) => ({ pattern: `${r.predicted} -> ${r.correct}`, module: r.module, count: r.n }));
      return { total_corrections: total, by_module: byModule, error_patterns: patterns };
    },
    async recordPrediction(text, module, probabilities, uncertainty) {
      pending.push([text, module, JSON.stringify(probabilities), uncertainty, now()]);
      if (pending.length >= PREDICTION_BATCH) flushPredictions();
      else timer ??= setTimeout(flushPredictions, PREDICTION_FLUSH_MS).unref();
    },
    async uncertainSamples(limit, minUncertainty): Promise<UncertainSample[]> {
      flushPredictions();
      const rows = q.uncertainTexts.all(minUncertainty, limit) as { text: string; u: number }[];
      return rows.map((r) => ({
        text: r.text,
        predictions: Object.fromEntries((q.predictionsOf.all(r.text) as { module: string; probabilities: string }[]).map((p) => [p.module, JSON.parse(p.probabilities) as Record<string, number>])),
        uncertainty: Math.round(r.u * 1e4) / 1e4,
      }));
    },
    async close() {
      flushPredictions();
      db.close();
    },
  };
}
