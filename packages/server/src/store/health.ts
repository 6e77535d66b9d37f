/**
 * A store's health, shared by the back ends: a failed operation marks the store degraded, and it stays
 * degraded until a probe write has worked for a while (on a nearly full disk, or a database that comes and
 * goes, some writes work and others do not, so one success proves little).
 */
import { StorageError } from 'manglish-nlp/service';
import type { StoreHealth } from './store.js';

/** How long writes must have worked after a failure before the store reports healthy again. */
const DEGRADED_MS = 3000;

/** Tracks failures and answers the store's health. */
export interface HealthTracker {
  /** Turns a back end's error into `StorageError` and records the failure. */
  failure(err: unknown, part: 'read' | 'write' | 'connect'): StorageError;
  /** The health, after a probe write while failing; `dropped` is the predictions dropped so far. */
  check(probe: () => Promise<unknown>, dropped: number): Promise<StoreHealth>;
}

/**
 * Creates a tracker.
 *
 * @example
 * ```ts
 * const tracker = healthTracker();
 * throw tracker.failure(err, 'write'); // StorageError: The store cannot write now (SQLITE_FULL). …
 * ```
 */
export function healthTracker(): HealthTracker {
  let failing: string | undefined;
  let failedAt = 0;
  return {
    failure(err, part) {
      const reason = (err as { code?: string }).code ?? ((err as Error).message || 'unknown');
      // A failed read (a busy or locked database) does not degrade the store; a failed write or connection does.
      if (part !== 'read') {
        failing = `${part === 'connect' ? 'connection' : 'writes'}: ${reason}`;
        failedAt = Date.now();
      }
      return new StorageError(`The store cannot ${part === 'connect' ? 'be reached' : part} now (${reason}). Retry later; analysis endpoints are not affected.`, reason);
    },
    async check(probe, dropped) {
      if (failing !== undefined) {
        try {
          await probe();
          if (Date.now() - failedAt >= DEGRADED_MS) failing = undefined;
        } catch {
          // Still failing: reported below.
        }
      }
      return failing === undefined ? { ok: true, droppedPredictions: dropped } : { ok: false, failing, droppedPredictions: dropped };
    },
  };
}
