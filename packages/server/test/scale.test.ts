/**
 * Scale-out for real (issue 64): two service instances and two `manglish worker` processes on one Redis
 * and one PostgreSQL. A job submitted to one instance is read, cancelled and completed through the other;
 * a worker killed mid-job leaves its job to the other, which finishes it with every result once; requests
 * spread over both instances meet one rate limit; feedback sent to one is counted by the other; a job's
 * callback is delivered once although both instances run a delivery loop.
 *
 * Clients are told apart by address, so the test speaks from several loopback addresses (127.0.0.0/8):
 * one for the rate-limit check, others for the rest of its traffic.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/worker.js';
import { freePort, freshDatabase, HAVE_REDIS, noteSkipped, PG_URL, startRedis, type TestRedis } from './backends.js';
import { callbackReceiver, until } from './helpers.js';

const READY = Boolean(PG_URL) && HAVE_REDIS;
if (!PG_URL) noteSkipped('the multi-process scale-out test is', 'postgres');
else if (!HAVE_REDIS) noteSkipped('the multi-process scale-out test is', 'redis');

const bin = new URL('../../../bin/manglish.js', import.meta.url).pathname;
const RATE_LIMIT = 120;
const procs: ChildProcess[] = [];
let redis: TestRedis;
let env: Record<string, string>;
let a: string;
let b: string;

/** One HTTP exchange from a chosen loopback address; answers status and JSON body. */
let sent = 0;
function call(base: string, method: string, path: string, body?: unknown, from?: string): Promise<{ status: number; body: any }> {
  // Ordinary traffic rotates over many addresses, so that only the rate-limit check meets the limit.
  const localAddress = from ?? `127.0.1.${1 + (sent++ % 200)}`;
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method, localAddress, headers: body === undefined ? {} : { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

function launch(command: 'serve' | 'worker', extra: Record<string, string> = {}): ChildProcess {
  const proc = spawn(process.execPath, [bin, command], { env: { ...process.env, ...env, ...extra }, stdio: ['ignore', 'ignore', 'inherit'] });
  procs.push(proc);
  return proc;
}

async function instance(): Promise<string> {
  const port = await freePort();
  launch('serve', { PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await until(async () => (await call(base, 'GET', '/health').catch(() => undefined))?.body?.status === 'healthy', 60_000, 200);
  return base;
}

const texts = (tag: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${tag} ayat ${i} sedap gila`);

beforeAll(async () => {
  if (!READY) return;
  redis = await startRedis();
  const database = await freshDatabase();
  env = {
    HOST: '127.0.0.1', LOG_LEVEL: 'warn', REDIS_URL: redis.url, DATABASE_URL: database, ANALYSIS_THREADS: '1', JOB_WORKERS: '1',
    JOB_THROTTLE_MS: '60', JOB_STALLED_SECONDS: '2', RATE_LIMIT_MAX: String(RATE_LIMIT), CALLBACK_ALLOW_PRIVATE: 'true',
  };
  // The schema first, as a deploy would; the instances find it up to date.
  expect(await migrate(env)).toEqual({ store: 'postgresql', applied: 1 });
  [a, b] = await Promise.all([instance(), instance()]);
}, 120_000);

afterAll(async () => {
  for (const proc of procs) proc.kill('SIGKILL');
  await redis?.stop();
});

describe.skipIf(!READY)('two instances and two workers on one Redis and one PostgreSQL', () => {
  it('reads, cancels and completes through one instance a job submitted to the other', async () => {
    launch('worker');
    launch('worker');
    const long = await call(a, 'POST', '/batch/async', { texts: texts('panjang', 60), modules: ['sentiment'] });
    expect(long.status).toBe(202);
    const short = await call(b, 'POST', '/batch/async', { texts: texts('pendek', 5), modules: ['sentiment', 'normalize'] });
    await until(async () => (await call(b, 'GET', long.body.status_url)).body.completed >= 2, 60_000, 250);
    expect((await call(b, 'DELETE', `/batch/cancel/${long.body.job_id}`)).status).toBe(200);
    const cancelled = await call(a, 'GET', long.body.status_url);
    expect(cancelled.body.status).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 1000));
    expect((await call(a, 'GET', long.body.status_url)).body.completed).toBeLessThanOrEqual(cancelled.body.completed + 1);
    const done = await until(async () => {
      const s = await call(a, 'GET', short.body.status_url);
      return s.body.status === 'completed' ? s.body : undefined;
    }, 30_000, 250);
    expect(done.results.map((r: { text: string }) => r.text)).toEqual(texts('pendek', 5));
    expect(done.results[0].sentiment.label).toBe('positive');
  }, 120_000);

  it('finishes the job of a worker killed mid-job on the other worker: every result, once, in order', async () => {
    // Each worker runs one job at a time: with two long jobs, each worker holds one.
    const jobs = await Promise.all([a, b].map(async (base, k) => ({ texts: texts(`kill${k}`, 40), id: (await call(base, 'POST', '/batch/async', { texts: texts(`kill${k}`, 40), modules: ['normalize'] })).body.job_id as string })));
    await until(async () => {
      const all = await Promise.all(jobs.map(async (j) => (await call(a, 'GET', `/batch/status/${j.id}`)).body.completed));
      return all.every((c) => c >= 3);
    }, 60_000, 250);
    const victim = procs.find((p) => p.spawnargs.includes('worker') && p.exitCode === null) as ChildProcess;
    victim.kill('SIGKILL');
    for (const job of jobs) {
      const done = await until(async () => {
        const s = await call(b, 'GET', `/batch/status/${job.id}`);
        return s.body.status === 'completed' ? s.body : undefined;
      }, 90_000, 250);
      expect(done.completed).toBe(40);
      expect(done.results.map((r: { text: string }) => r.text)).toEqual(job.texts);
    }
  }, 150_000);

  it('delivers a job\'s callback once, although both instances send callbacks', async () => {
    const receiver = await callbackReceiver();
    const sub = await call(b, 'POST', '/batch/async', { texts: ['sekejap je'], modules: ['normalize'], callback_url: receiver.url });
    await until(async () => (await call(a, 'GET', sub.body.status_url)).body.callback?.delivered, 30_000, 250);
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  }, 60_000);

  it('counts feedback sent to one instance in the other\'s statistics', async () => {
    expect((await call(a, 'POST', '/feedback', { text: 'servis lembab gila', module: 'sentiment', predicted: 'positive', correct: 'negative' })).status).toBe(201);
    const stats = await call(b, 'GET', '/feedback/stats');
    expect(stats.body.total_corrections).toBe(1);
    expect(stats.body.by_module).toEqual({ sentiment: 1 });
  });

  it('holds one client to one rate limit across both instances', async () => {
    let ok = 0;
    let limited = 0;
    for (let i = 0; i < RATE_LIMIT + 30; i++) {
      const res = await call(i % 2 === 0 ? a : b, 'GET', '/modules', undefined, '127.0.0.2');
      if (res.status === 200) ok++;
      else if (res.status === 429) limited++;
    }
    expect(ok).toBe(RATE_LIMIT);
    expect(limited).toBe(30);
  }, 60_000);
});
