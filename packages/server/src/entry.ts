/** What the service's and the worker's entry points share. */
import { ConfigError } from 'manglish-nlp/service';

/**
 * Runs `start`; a bad configuration prints its one-line message and exits 1 (no stack trace), anything
 * else is thrown on.
 *
 * @example
 * ```ts
 * await startOrExplain(startWorker); // REDIS_URL unset: "The worker cannot start: REDIS_URL is unset; …", exit 1
 * ```
 */
export async function startOrExplain(start: () => Promise<unknown>): Promise<void> {
  try {
    await start();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
