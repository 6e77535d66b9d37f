/**
 * The SQLite store's schema as numbered migrations: migration `i` runs once, in a transaction, on a
 * database whose `user_version` is `i`, and leaves it at `i + 1`. Never edit an applied migration; add
 * the next one.
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  // 1. Jobs, results, feedback and predictions (the schema of 3.3.0; IF NOT EXISTS: files made before
  //    migrations were numbered already have them).
  `
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
  `,
  // 2. A job's module parameters; the callback outbox (one delivery per job, leased by the loop that sends
  //    it); a one-row table the health check writes to find out whether writes work again.
  `
  ALTER TABLE jobs ADD COLUMN params TEXT NOT NULL DEFAULT '{}';
  CREATE TABLE deliveries (
    id TEXT PRIMARY KEY, job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE, url TEXT NOT NULL,
    attempts INTEGER NOT NULL, next_at TEXT NOT NULL, lease_until TEXT NOT NULL, state TEXT NOT NULL,
    last_error TEXT, created_at TEXT NOT NULL
  );
  CREATE INDEX deliveries_due ON deliveries(state, next_at);
  CREATE TABLE probe (id INTEGER PRIMARY KEY, at TEXT NOT NULL);
  `,
];
