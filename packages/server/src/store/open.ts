/**
 * The configured store: PostgreSQL when `DATABASE_URL` is set, otherwise the SQLite file `MANGLISH_DB`.
 */
import { ConfigError } from 'manglish-nlp/service';
import type { ServiceConfig } from '../config.js';
import { openPostgresStore, type PostgresLog } from './postgres.js';
import { openSqliteStore } from './sqlite.js';
import type { Store } from './store.js';

/**
 * Opens the store the configuration names. PostgreSQL opens at once and connects in the background (an
 * unreachable database is retried, not fatal); a SQLite file that cannot be opened for writing is a
 * configuration error naming `MANGLISH_DB`.
 *
 * @example
 * ```ts
 * const store = openStore(loadConfig({ MANGLISH_DB: ':memory:' }), log);
 * ```
 */
export function openStore(config: ServiceConfig, log: PostgresLog): Store {
  if (config.databaseUrl !== undefined) return openPostgresStore(config.databaseUrl, { poolSize: config.databasePoolSize, log });
  try {
    return openSqliteStore(config.db, log);
  } catch (err) {
    const reason = (err as { code?: string }).code ?? (err as Error).message;
    throw new ConfigError('MANGLISH_ERR_CONFIG', `The service cannot start: MANGLISH_DB=${config.db} cannot be opened for writing (${reason}); point MANGLISH_DB at a writable file.`, { variable: 'MANGLISH_DB' });
  }
}
