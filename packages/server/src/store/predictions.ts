/**
 * Recorded predictions (for active learning) are written in batches, best effort, by every back end: a
 * served request never waits for them and never fails because of them. A batch that cannot be written is
 * dropped and counted (logged at most once a minute); beyond a backlog, new ones are dropped at once.
 */

/** Predictions are written together, at this many or after this long. */
const PREDICTION_BATCH = 500;
const PREDICTION_FLUSH_MS = 100;
/** Predictions waiting to be written at most; beyond, new ones are dropped (the store cannot keep up). */
const PREDICTION_BACKLOG = 5_000;

/** One recorded prediction, as the back ends write it. */
export interface PredictionRow {
  readonly text: string;
  readonly module: string;
  /** The class probabilities as JSON. */
  readonly probabilities: string;
  readonly uncertainty: number;
  readonly at: Date;
}

/** What the buffer reports through when it drops predictions. */
export interface StoreLog {
  warn(fields: object, message: string): void;
}

/** The buffer of predictions waiting to be written. */
export interface PredictionBuffer {
  add(row: PredictionRow): void;
  /** Writes what waits now (before reading predictions, and at close). */
  flush(): Promise<void>;
  /** Predictions dropped since start. */
  dropped(): number;
}

/**
 * Creates the buffer over a back end's batch write (which may rewrite a prediction of the same text and
 * module: the latest wins).
 *
 * @example
 * ```ts
 * const buffer = predictionBuffer(async (rows) => insertAll(rows), log);
 * buffer.add({ text: 'best gila', module: 'sentiment', probabilities: '{"positive":0.9}', uncertainty: 0.3, at: new Date() });
 * ```
 */
export function predictionBuffer(write: (rows: PredictionRow[]) => Promise<void>, log?: StoreLog): PredictionBuffer {
  let pending: PredictionRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let dropped = 0;
  let lastLog = 0;
  let writing: Promise<void> = Promise.resolve();
  /** Rows handed to `write` and not yet written. */
  let inFlight = 0;
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return writing;
    const rows = pending;
    pending = [];
    inFlight += rows.length;
    // Batches are written one after another, so a later prediction of the same text is never overwritten by an earlier one.
    writing = writing.then(() => write(rows)).catch((err: unknown) => {
      dropped += rows.length;
      if (Date.now() - lastLog > 60_000) {
        lastLog = Date.now();
        log?.warn({ dropped, reason: (err as { reason?: string }).reason ?? String(err) }, 'predictions for active learning could not be written and were dropped');
      }
    }).finally(() => {
      inFlight -= rows.length;
    });
    return writing;
  };
  return {
    add(row) {
      if (pending.length + inFlight >= PREDICTION_BACKLOG) {
        dropped++;
        return;
      }
      pending.push(row);
      if (pending.length >= PREDICTION_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), PREDICTION_FLUSH_MS).unref();
    },
    flush,
    dropped: () => dropped,
  };
}
