/**
 * The delivery loop: sends the callbacks the store's outbox holds, apart from the job workers (a receiver
 * that hangs delays only its own delivery). It takes due deliveries with a lease, a few at a time, sends
 * each (`deliver.ts`) and records the attempt: delivered, or retried with doubling back-off until the
 * attempts are spent — across restarts, since the outbox is durable. Each delivery is at least once and
 * carries a stable `X-Manglish-Delivery` id.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Delivery, Store } from '../store/store.js';
import { attemptDelivery, type AttemptSettings } from './deliver.js';

/** What the loop needs from the configuration. */
export interface OutboxSettings extends AttemptSettings {
  /** Attempts before giving up (`CALLBACK_ATTEMPTS`). */
  readonly attempts: number;
  /** Wait before the second attempt; doubled each time after (default 500 ms). */
  readonly backoffMs?: number;
  /** Deliveries in flight at once (default 8). */
  readonly concurrency?: number;
  /** How often the outbox is looked at (default 200 ms). */
  readonly pollMs?: number;
}

/** The job's outcome as its callback carries it. */
async function payloadOf(store: Store, jobId: string): Promise<string | undefined> {
  const job = await store.getJob(jobId);
  if (!job) return undefined;
  const payload: Record<string, unknown> = { job_id: job.id, status: job.status, total: job.total, completed: job.completed };
  const results = await store.getResults(job.id);
  if (results.length > 0) payload.results = results;
  if (job.error) payload.error = job.error;
  return JSON.stringify(payload);
}

/**
 * Starts the loop; answers a function that stops it (waiting up to `graceMs` for attempts in flight).
 *
 * @example
 * ```ts
 * const stop = startOutbox(store, { secret, allowPrivate: false, timeoutMs: 5000, attempts: 4 }, log);
 * await stop(10_000);
 * ```
 */
export function startOutbox(store: Store, settings: OutboxSettings, log: FastifyBaseLogger): (graceMs: number) => Promise<void> {
  const concurrency = settings.concurrency ?? 8;
  const backoff = settings.backoffMs ?? 500;
  // A lease outlives an attempt (resolution and the request each within the timeout), so no other loop takes it meanwhile.
  const leaseMs = 2 * settings.timeoutMs + 1000;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let warned = 0;

  const send = async (delivery: Delivery): Promise<void> => {
    const body = await payloadOf(store, delivery.jobId);
    if (body === undefined) return; // the job was pruned meanwhile
    const result = await attemptDelivery(delivery.url, body, delivery.id, settings);
    const more = delivery.attempts + 1 < settings.attempts;
    const retryAt = result.delivered || !more ? undefined : new Date(Date.now() + backoff * 2 ** delivery.attempts);
    await store.finishAttempt(delivery, { delivered: result.delivered, lastError: result.error, ...(retryAt ? { retryAt } : {}) });
    log.info({ job: delivery.jobId, delivery: delivery.id, attempt: delivery.attempts + 1, delivered: result.delivered, error: result.error }, 'job callback');
  };

  const tick = async (): Promise<void> => {
    if (stopped || inFlight.size >= concurrency) return;
    let due: Delivery[];
    try {
      due = await store.claimDeliveries(new Date(), concurrency - inFlight.size, leaseMs);
    } catch (err) {
      // The store cannot be written: the deliveries wait in the outbox until it can.
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        log.warn({ err: (err as Error).message }, 'callback deliveries wait: the store cannot be written');
      }
      return;
    }
    for (const delivery of due) {
      const run = send(delivery)
        .catch((err: unknown) => log.warn({ err: (err as Error).message, delivery: delivery.id }, 'a callback attempt could not be recorded; it will be retried when its lease runs out'))
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
    }
  };

  const timer = setInterval(() => void tick(), settings.pollMs ?? 200);
  timer.unref();
  void tick();
  return async (graceMs) => {
    stopped = true;
    clearInterval(timer);
    await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, graceMs).unref())]);
  };
}
