/**
 * Outages of the back ends are answers, not crashes (issue 64): with Redis or PostgreSQL down, what needs
 * them answers 503 with a code and Retry-After, analysis keeps serving, /health says which back end fails,
 * and everything recovers when the back end returns, without a restart. A back end unreachable at start is
 * retried. Redis is a server of the test's own, stopped and started again (it keeps nothing: a restart
 * loses the queue, and no accepted job may be lost); PostgreSQL is reached through a relay the test cuts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { startBullWorker, type BullWorker } from '../src/jobs/bullmq.js';
import { AnalysisPool } from '../../../src/pool/pool.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { Store } from '../src/store/store.js';
import { freePort, freshDatabase, HAVE_REDIS, noteSkipped, PG_URL, relay, startRedis, type TestRedis } from './backends.js';
import { get, post, testApp, until } from './helpers.js';

if (!HAVE_REDIS) noteSkipped('the Redis outage tests are', 'redis');
if (!PG_URL) noteSkipped('the PostgreSQL outage tests are', 'postgres');

const log = pino({ level: 'silent' });
const fixture = new URL('../../../test/pool/fixtures/behaving-worker.ts', import.meta.url);
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

const sqliteFile = (): string => join(mkdtempSync(join(tmpdir(), 'manglish-outage-')), 'jobs.sqlite');

/** A worker in this process on its own fixture threads, sharing the app's SQLite file. */
function worker(db: string, redisUrl: string): { store: Store; worker: BullWorker } {
  const store = openSqliteStore(db);
  const pool = new AnalysisPool({ threads: 1, queueMax: 64, timeoutMs: 20_000, filename: fixture });
  const w = startBullWorker({ store, pool, redisUrl, concurrency: 2, log, stalledMs: 2000, throttleMs: 20 });
  cleanups.push(async () => (await w.close(2000), await pool.close(), await store.close()));
  return { store, worker: w };
}

async function app(env: Record<string, string>): Promise<App> {
  const a = await testApp({ JOB_RETENTION_HOURS: '1', ...env }, { resumeJobs: true });
  cleanups.push(() => a.close());
  return a;
}

describe.skipIf(!HAVE_REDIS)('Redis outages', () => {
  it('loses no accepted job when Redis is stopped for 10 s and started again empty; meanwhile jobs get 503 and analysis serves', async () => {
    const redis: TestRedis = await startRedis();
    cleanups.push(() => redis.stop());
    const db = sqliteFile();
    const service = await app({ REDIS_URL: redis.url, MANGLISH_DB: db });
    const { store } = worker(db, redis.url);
    await until(async () => (await get(service, '/health')).body.checks.queue === 'ok');
    // 1. Jobs accepted before the outage, some still running when Redis goes.
    const ids: string[] = [];
    for (let j = 0; j < 6; j++) {
      const res = await post(service, '/batch/async', { texts: Array.from({ length: 15 }, (_, i) => `job ${j} ayat ${i}`), modules: ['normalize'] });
      expect(res.status).toBe(202);
      ids.push(res.body.job_id);
    }
    await redis.stop();
    // 2. During the outage: no job is taken, analysis answers, /health says what fails.
    await until(async () => (await post(service, '/batch/async', { texts: ['x'], modules: ['normalize'] })).status === 503, 5000);
    const refused = await post(service, '/batch/async', { texts: ['x'], modules: ['normalize'] });
    expect(refused.body.code).toBe('MANGLISH_ERR_QUEUE');
    expect(refused.headers['retry-after']).toBe('5');
    expect((await post(service, '/sentiment', { text: 'Best gila nasi lemak ni!' })).status).toBe(200);
    const health = await get(service, '/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('degraded');
    expect(health.body.checks.queue).toMatch(/^redis: /);
    await new Promise((r) => setTimeout(r, 10_000));
    // 3. Redis returns, empty: the store's unfinished jobs are queued again and every one completes.
    await redis.start();
    await until(async () => (await get(service, '/health')).body.status === 'healthy', 10_000);
    for (const id of ids) {
      await until(async () => (await store.jobStatus(id)) === 'completed', 30_000, 100);
      expect(await store.getResults(id)).toHaveLength(15);
    }
    expect((await post(service, '/batch/async', { texts: ['lepas'], modules: ['normalize'] })).status).toBe(202);
  }, 90_000);

  it('starts with Redis unreachable, says so, and takes jobs once it is up', async () => {
    const port = await freePort();
    const service = await app({ REDIS_URL: `redis://127.0.0.1:${port}`, MANGLISH_DB: sqliteFile() });
    expect((await get(service, '/health')).body.checks.queue).toMatch(/^redis: /);
    expect((await post(service, '/batch/async', { texts: ['x'], modules: ['normalize'] })).status).toBe(503);
    expect((await post(service, '/sentiment', { text: 'teruk betul servis' })).status).toBe(200);
    const { spawn } = await import('node:child_process');
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    cleanups.push(async () => proc.kill('SIGKILL'));
    await until(async () => (await get(service, '/health')).body.checks.queue === 'ok', 10_000);
    expect((await post(service, '/batch/async', { texts: ['x'], modules: ['normalize'] })).status).toBe(202);
  }, 30_000);
});

describe.skipIf(!PG_URL)('PostgreSQL outages', () => {
  it('answers 503 MANGLISH_ERR_STORAGE while PostgreSQL cannot be reached, keeps analysing, and recovers without a restart', async () => {
    const url = new URL(await freshDatabase());
    const cut = await relay(Number(url.port));
    cleanups.push(() => cut.cut());
    url.port = String(cut.port);
    const service = await app({ DATABASE_URL: url.toString() });
    await until(async () => (await get(service, '/health')).body.status === 'healthy', 20_000);
    expect((await post(service, '/feedback', { text: 'tak best', module: 'sentiment', predicted: 'positive', correct: 'negative' })).status).toBe(201);
    await cut.cut();
    const job = await post(service, '/batch/async', { texts: ['x'], modules: ['normalize'] });
    expect(job.status).toBe(503);
    expect(job.body.code).toBe('MANGLISH_ERR_STORAGE');
    expect(job.headers['retry-after']).toBe('5');
    expect((await post(service, '/feedback', { text: 'x', module: 'sentiment', predicted: 'positive', correct: 'negative' })).status).toBe(503);
    expect((await post(service, '/sentiment', { text: 'Best gila nasi lemak ni!' })).status).toBe(200);
    const health = await get(service, '/health');
    expect(health.body.status).toBe('degraded');
    expect(health.body.checks.store).toMatch(/^connection: /);
    await cut.restore();
    await until(async () => (await get(service, '/health')).body.status === 'healthy', 20_000, 200);
    expect((await post(service, '/feedback', { text: 'lepas', module: 'sentiment', predicted: 'positive', correct: 'negative' })).status).toBe(201);
    const accepted = await post(service, '/batch/async', { texts: ['lepas'], modules: ['normalize'] });
    expect(accepted.status).toBe(202);
    await until(async () => (await get(service, accepted.body.status_url)).body.status === 'completed', 20_000);
  }, 60_000);

  it('starts with PostgreSQL unreachable, retries, and serves once it is up', async () => {
    const url = new URL(await freshDatabase());
    const later = await relay(Number(url.port), false);
    cleanups.push(() => later.cut());
    url.port = String(later.port);
    const service = await app({ DATABASE_URL: url.toString() });
    expect((await get(service, '/health')).body.checks.store).toMatch(/^connection: /);
    expect((await post(service, '/batch/async', { texts: ['x'], modules: ['normalize'] })).body.code).toBe('MANGLISH_ERR_STORAGE');
    expect((await post(service, '/sentiment', { text: 'teruk betul servis' })).status).toBe(200);
    await later.restore();
    await until(async () => (await get(service, '/health')).body.status === 'healthy', 30_000, 200);
    expect((await post(service, '/batch/async', { texts: ['x'], modules: ['normalize'] })).status).toBe(202);
  }, 60_000);
});
