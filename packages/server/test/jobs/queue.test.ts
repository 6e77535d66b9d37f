/**
 * The queue contract: the in-process queue and BullMQ on Redis (with a worker) must behave alike — a job
 * runs to the end with its results in order, a cancellation written to the store stops it between texts,
 * `resume()` schedules what the store holds as unfinished and it continues from its last stored text, a
 * storage failure stops a job that is then taken up again, and a drained queue leaves its job to resume.
 * The analysis threads run a fixture (`spin:<ms>` texts take that long; others are echoed).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../../../../src/errors.js';
import { createBullQueue, startBullWorker, type BullWorker } from '../../src/jobs/bullmq.js';
import { createInProcessQueue } from '../../src/jobs/in-process.js';
import type { JobQueue } from '../../src/jobs/queue.js';
import { AnalysisPool } from '../../../../src/pool/pool.js';
import { openPostgresStore } from '../../src/store/postgres.js';
import { openSqliteStore } from '../../src/store/sqlite.js';
import type { Store } from '../../src/store/store.js';
import { freshDatabase, HAVE_REDIS, noteSkipped, PG_URL, startRedis, type TestRedis } from '../backends.js';
import { until } from '../helpers.js';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const fixture = new URL('../../../../test/pool/fixtures/behaving-worker.ts', import.meta.url);
let pool: AnalysisPool;
let redis: TestRedis | undefined;

beforeAll(async () => {
  pool = new AnalysisPool({ threads: 1, queueMax: 64, timeoutMs: 20_000, filename: fixture });
  if (HAVE_REDIS) redis = await startRedis();
});
afterAll(async () => {
  await pool.close();
  await redis?.stop();
});
if (!HAVE_REDIS) noteSkipped('the queue contract against BullMQ is', 'redis');
if (!PG_URL) noteSkipped('the queue contract on PostgreSQL is', 'postgres');

/** A queue under test and everything it runs on. */
interface Rig {
  readonly store: Store;
  queue: JobQueue;
  /** Stops the queue (and worker) as a shutdown does, and starts new ones on the same store and Redis. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const sqlite = (): Store => openSqliteStore(join(mkdtempSync(join(tmpdir(), 'manglish-queue-')), 'jobs.sqlite'));
const postgres = async (): Promise<Store> => {
  const store = openPostgresStore(await freshDatabase());
  await until(async () => (await store.health()).ok, 20_000);
  return store;
};

const inProcess = async (store: Store): Promise<Rig> => {
  const rig: Rig = {
    store,
    queue: createInProcessQueue({ store, pool, workers: 2, log, storageRetryMs: 100 }),
    restart: async () => {
      await rig.queue.drain(2000);
      rig.queue = createInProcessQueue({ store, pool, workers: 2, log, storageRetryMs: 100 });
    },
    close: async () => (await rig.queue.drain(2000), await store.close()),
  };
  return rig;
};
const bullmq = async (store: Store): Promise<Rig> => {
  // A fresh Redis keyspace for each test: the queue of the last one is gone.
  await redis?.stop();
  await redis?.start();
  const url = (redis as TestRedis).url;
  const start = async (): Promise<[JobQueue, BullWorker]> => {
    const queue = createBullQueue({ store, redisUrl: url, log, sweepMs: 500 });
    await until(async () => (await queue.health()).ok);
    return [queue, startBullWorker({ store, pool, redisUrl: url, concurrency: 2, log, stalledMs: 2000 })];
  };
  const [queue, first] = await start();
  let worker = first;
  const rig: Rig = {
    store,
    queue,
    restart: async () => {
      await worker.close(2000);
      await rig.queue.drain(2000);
      [rig.queue, worker] = await start();
    },
    close: async () => (await worker.close(2000), await rig.queue.drain(2000), await store.close()),
  };
  return rig;
};

const RIGS: [string, () => Promise<Rig>][] = [
  ['in-process on SQLite', async () => inProcess(sqlite())],
  ...(PG_URL ? [['in-process on PostgreSQL', async () => inProcess(await postgres())] as [string, () => Promise<Rig>]] : []),
  ...(HAVE_REDIS ? [['BullMQ on SQLite', async () => bullmq(sqlite())] as [string, () => Promise<Rig>]] : []),
  ...(HAVE_REDIS && PG_URL ? [['BullMQ on PostgreSQL', async () => bullmq(await postgres())] as [string, () => Promise<Rig>]] : []),
];

let rig: Rig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const job = async (store: Store, id: string, texts: string[]): Promise<void> => {
  await store.createJob({ id, texts, modules: ['normalize', 'sentiment'], params: {}, callbackUrl: null });
};
const finished = (store: Store, id: string, timeoutMs = 20_000): Promise<string> =>
  until(async () => {
    const status = await store.jobStatus(id);
    return status === 'completed' || status === 'cancelled' || status === 'failed' ? status : undefined;
  }, timeoutMs, 25);

describe.each(RIGS)('queue contract: %s', (_name, make) => {
  it('runs a job to the end; results in input order, one per text', async () => {
    rig = await make();
    const texts = ['satu', 'spin:30', 'tiga', 'empat'];
    await job(rig.store, 'a', texts);
    await rig.queue.enqueue('a');
    expect(await finished(rig.store, 'a')).toBe('completed');
    expect(await rig.store.getResults('a')).toEqual(texts.map((t) => ({ text: t, normalize: t, sentiment: t })));
  });

  it('stops a job between texts once any instance writes its cancellation to the store', async () => {
    rig = await make();
    await job(rig.store, 'c', Array.from({ length: 40 }, () => 'spin:50'));
    await rig.queue.enqueue('c');
    await until(async () => ((await rig?.store.getJob('c'))?.completed ?? 0) >= 2);
    expect(await rig.store.setStatus('c', 'cancelled')).toBe(true);
    const stoppedAt = (await rig.store.getJob('c'))?.completed ?? 0;
    // The step under way (texts of about 100 ms together: two or three here) finishes; nothing after it.
    await new Promise((r) => setTimeout(r, 400));
    const finalCount = (await rig.store.getJob('c'))?.completed ?? 0;
    expect(finalCount).toBeLessThanOrEqual(stoppedAt + 3);
    await new Promise((r) => setTimeout(r, 300));
    expect((await rig.store.getJob('c'))?.completed).toBe(finalCount);
    expect(await rig.store.jobStatus('c')).toBe('cancelled');
  });

  it('resumes what the store holds as unfinished, from its last stored text', async () => {
    rig = await make();
    // A job whose runner died after its first text: its stored result must stay, the rest must follow.
    await job(rig.store, 'r', ['satu', 'dua', 'tiga']);
    await rig.store.setStatus('r', 'processing');
    await rig.store.saveResults('r', 0, [{ text: 'satu', normalize: 'stored before the restart', sentiment: 'stored' }]);
    await job(rig.store, 'q', ['lagi']);
    expect(await rig.queue.resume()).toBeGreaterThanOrEqual(0);
    expect(await finished(rig.store, 'r')).toBe('completed');
    expect(await finished(rig.store, 'q')).toBe('completed');
    const results = await rig.store.getResults('r');
    expect(results.map((r) => r.normalize)).toEqual(['stored before the restart', 'dua', 'tiga']);
  });

  it('leaves the job it was running to resume when it stops, and the next start finishes it', async () => {
    rig = await make();
    const texts = Array.from({ length: 12 }, (_, i) => `spin:${60 + i}`);
    await job(rig.store, 'd', texts);
    await rig.queue.enqueue('d');
    await until(async () => ((await rig?.store.getJob('d'))?.completed ?? 0) >= 2);
    await rig.restart();
    const left = await rig.store.getJob('d');
    expect(left?.status).toBe('processing');
    expect(left?.completed).toBeLessThan(12);
    await rig.queue.resume();
    expect(await finished(rig.store, 'd')).toBe('completed');
    expect(((await rig.store.getResults('d')) as { text: string }[]).map((r) => r.text)).toEqual(texts);
  });

  it('takes a job up again after the store could not be written', async () => {
    rig = await make();
    await job(rig.store, 's', ['satu', 'dua', 'tiga']);
    const real = rig.store.saveResults.bind(rig.store);
    let failures = 2;
    rig.store.saveResults = async (id, from, results) => {
      if (from + results.length > 1 && failures-- > 0) throw new StorageError('The store cannot write now (SQLITE_FULL).', 'SQLITE_FULL');
      return real(id, from, results);
    };
    await rig.queue.enqueue('s');
    expect(await finished(rig.store, 's', 30_000)).toBe('completed');
    expect(((await rig.store.getResults('s')) as { text: string }[]).map((r) => r.text)).toEqual(['satu', 'dua', 'tiga']);
  }, 40_000);

  it('answers its health, and takes jobs while healthy', async () => {
    rig = await make();
    expect(await rig.queue.health()).toEqual({ ok: true });
    expect(() => rig?.queue.accepting()).not.toThrow();
  });
});
