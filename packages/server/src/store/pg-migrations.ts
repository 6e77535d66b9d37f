/**
 * The PostgreSQL store's schema as numbered migrations, and the runner that applies them: each missing
 * migration runs in one transaction under an advisory lock, so several instances starting at once (or
 * `manglish migrate` during a deploy) apply each exactly once. Never edit an applied migration; add the next.
 */
import type { PoolClient } from 'pg';

/** Any 64-bit key unique to this schema: instances starting together wait on it in turn. */
const MIGRATION_LOCK = 7_261_042_019_463_300;

export const PG_MIGRATIONS: readonly string[] = [
  // 1. Jobs with their per-text results, the callback outbox, feedback, recorded predictions, and a one-row
  //    table the health check writes to. JSON columns are `json`, not `jsonb`: results keep their key order.
  //    Predictions are unique by module and an MD5 of the text (a text may be longer than an index entry).
  `
  CREATE TABLE jobs (
    id text PRIMARY KEY, status text NOT NULL, texts json NOT NULL, modules json NOT NULL, params json NOT NULL,
    total integer NOT NULL, completed integer NOT NULL DEFAULT 0, error text, callback_url text, callback json,
    created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
  );
  CREATE INDEX jobs_status ON jobs (status, created_at);
  CREATE TABLE job_results (
    job_id text NOT NULL REFERENCES jobs (id) ON DELETE CASCADE, idx integer NOT NULL, result json NOT NULL,
    PRIMARY KEY (job_id, idx)
  );
  CREATE TABLE deliveries (
    id text PRIMARY KEY, job_id text NOT NULL REFERENCES jobs (id) ON DELETE CASCADE, url text NOT NULL,
    attempts integer NOT NULL, next_at timestamptz NOT NULL, lease_until timestamptz NOT NULL, state text NOT NULL,
    last_error text, created_at timestamptz NOT NULL
  );
  CREATE INDEX deliveries_due ON deliveries (state, next_at);
  CREATE TABLE feedback (
    id bigserial PRIMARY KEY, text text NOT NULL, module text NOT NULL, predicted text NOT NULL, correct text NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE TABLE predictions (
    id bigserial PRIMARY KEY, text text NOT NULL, module text NOT NULL, probabilities json NOT NULL,
    uncertainty double precision NOT NULL, created_at timestamptz NOT NULL,
    text_md5 uuid GENERATED ALWAYS AS (md5(text)::uuid) STORED, UNIQUE (module, text_md5)
  );
  CREATE INDEX predictions_uncertainty ON predictions (uncertainty DESC);
  CREATE TABLE probe (id integer PRIMARY KEY, at timestamptz NOT NULL);
  `,
];

/**
 * Applies the missing migrations; answers how many it applied.
 *
 * @example
 * ```ts
 * const client = await pool.connect();
 * await migratePostgres(client); // 1 on an empty database, 0 after
 * client.release();
 * ```
 */
export async function migratePostgres(client: PoolClient): Promise<number> {
  await client.query('BEGIN');
  try {
    // 1. One runner at a time; the lock is released with the transaction.
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    // 2. The migrations not yet recorded, in order, each recorded as it is applied.
    const { rows } = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
    const applied = rows[0]?.v ?? 0;
    for (let i = applied; i < PG_MIGRATIONS.length; i++) {
      await client.query(PG_MIGRATIONS[i] as string);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [i + 1]);
    }
    await client.query('COMMIT');
    return PG_MIGRATIONS.length - Math.min(applied, PG_MIGRATIONS.length);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
