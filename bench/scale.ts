/**
 * Asynchronous jobs scaled out: one compiled service instance and one or two worker processes
 * (`packages/server/dist/worker.js`) on one Redis and one PostgreSQL, started by `scripts/backends.sh` for the run.
 * Each worker has one analysis thread (`ANALYSIS_THREADS=1`) and runs two jobs at once. A round submits
 * 1,000 distinct corpus texts as ten jobs of 100 texts × 5 modules and times until all are completed;
 * after a warm-up round, rounds with one and with two workers alternate in pairs (the second worker
 * started, warmed and stopped per pair) and the median of the pairs' ratios is reported.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchCorpus } from './corpus.js';
import { cpuByRole, cpuDelta, type CpuByRole } from './cpu.js';
import { emit } from './lib.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 8788;
const base = `http://127.0.0.1:${PORT}`;
const MODULES = ['sentiment', 'emotion', 'language', 'ner', 'pos'];
const JOBS = 10;
const PER_JOB = 100;
const PAIRS = 3;

interface Backends { databaseUrl: string; redisUrl: string; dir: string }

function startBackends(): Backends {
  const out = spawnSync(`${root}scripts/backends.sh`, ['start'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`scripts/backends.sh failed: ${out.stderr}`);
  const vars = Object.fromEntries([...out.stdout.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  return { databaseUrl: vars.MANGLISH_TEST_DATABASE_URL as string, redisUrl: vars.MANGLISH_TEST_REDIS_URL as string, dir: vars.MANGLISH_BACKENDS_DIR as string };
}

/** A fresh database on the server and an emptied Redis, so each setting starts alike. */
async function freshState(backends: Backends, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: backends.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  spawnSync('redis-cli', ['-u', backends.redisUrl, 'flushall']);
  return backends.databaseUrl.replace(/\/postgres$/, `/${name}`);
}

/** Starts a compiled process; resolves when its log says `ready`. */
function launch(file: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, [file], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (ready.test(line)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with code ${code}`)));
  });
}

async function json(path: string, init?: RequestInit): Promise<{ job_id: string; status: string }> {
  return (await fetch(base + path, init)).json() as Promise<{ job_id: string; status: string }>;
}

/** Submits `texts` as jobs and answers the seconds until every job is completed (polling the oldest unfinished one). */
async function round(texts: readonly string[], usage?: Usage): Promise<number> {
  const start = performance.now();
  const before = usage ? cpuByRole(usage.roles()) : {};
  const ids: string[] = [];
  for (let j = 0; j < texts.length; j += PER_JOB) {
    const body = { texts: texts.slice(j, j + PER_JOB), modules: MODULES };
    ids.push((await json('/batch/async', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).job_id);
  }
  for (const id of ids) {
    while ((await json(`/batch/status/${id}`)).status !== 'completed') await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - start) / 1000;
  if (usage) {
    for (const [role, cpu] of Object.entries(cpuDelta(before, cpuByRole(usage.roles())))) usage.cpu[role] = (usage.cpu[role] ?? 0) + cpu;
    usage.seconds += seconds;
  }
  return seconds;
}

/** CPU used by role over a setting's timed rounds, and their wall-clock seconds. */
interface Usage { readonly roles: () => Record<string, readonly number[]>; readonly cpu: CpuByRole; seconds: number }

/** Cores busy on average by role: e.g. `workers 1.49, instance 0.11, postgresql 0.12, …`. */
const cores = (u: Usage): string => Object.entries(u.cpu).filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]).map(([role, s]) => `${role} ${(s / u.seconds).toFixed(2)}`).join(', ');

/** Resolves once the instance answers `/health`. */
async function healthy(): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export async function benchScale(): Promise<void> {
  const corpus = await benchCorpus();
  const size = JOBS * PER_JOB;
  const needed = (1 + PAIRS * 3) * size;
  const texts = Array.from({ length: needed }, (_, i) => (corpus.texts.length >= needed ? corpus.texts[i] : `${corpus.texts[i % corpus.texts.length]} (${i})`) as string);
  // (With ../shared/data present the corpus holds more than the 10,000 texts needed: none repeats.)
  const batch = (k: number): string[] => texts.slice(k * size, (k + 1) * size);
  const backends = startBackends();
  const env = {
    DATABASE_URL: await freshState(backends, 'scale'), REDIS_URL: backends.redisUrl, PORT: String(PORT), HOST: '127.0.0.1',
    LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '10000000', ANALYSIS_THREADS: '1', JOB_WORKERS: '2', ACTIVE_LEARNING: 'off',
  };
  const workerEnv = { ...env, LOG_LEVEL: 'info' };
  const procs: ChildProcess[] = [];
  const one: number[] = [];
  const two: number[] = [];
  const roles = (): Record<string, readonly number[]> => ({ instance: [procs[0]?.pid ?? 0], workers: procs.slice(1).map((p) => p.pid ?? 0) });
  const usage: Record<1 | 2, Usage> = { 1: { roles, cpu: {}, seconds: 0 }, 2: { roles, cpu: {}, seconds: 0 } };
  try {
    // 1. One instance and the first worker, warmed up by a round of its own.
    const instance = spawn(process.execPath, ['packages/server/dist/server.js'], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    procs.push(instance);
    await healthy();
    procs.push(await launch('packages/server/dist/worker.js', workerEnv, /worker taking jobs/));
    await round(batch(0));
    // 2. Pairs in turn, so drift on the machine falls on both settings alike: a round with one worker; a
    //    second worker started and warmed by a round; a round with two; the second worker stopped.
    for (let p = 0; p < PAIRS; p++) {
      one.push(await round(batch(1 + p * 3), usage[1]));
      const second = await launch('packages/server/dist/worker.js', workerEnv, /worker taking jobs/);
      procs.push(second);
      await round(batch(2 + p * 3));
      two.push(await round(batch(3 + p * 3), usage[2]));
      await stop(second);
      procs.pop();
    }
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    spawnSync(`${root}scripts/backends.sh`, ['stop', backends.dir]);
  }
  const ratios = one.map((t, i) => t / (two[i] as number));
  for (const [workers, times] of [[1, one], [2, two]] as const) {
    emit({ group: 'scale', what: `async jobs, 1,000 texts × ${MODULES.length} modules`, who: 'manglish-nlp', regime: `${workers} worker process${workers === 1 ? '' : 'es'}`, value: median(times), unit: 's', note: `median of ${PAIRS}; ${Math.round(size / median(times))} texts/s; rounds ${times.map((t) => t.toFixed(2)).join(', ')} s; cores busy: ${cores(usage[workers])}` });
  }
  emit({ group: 'scale', what: 'async jobs, 2 workers vs 1', who: 'manglish-nlp', regime: 'speed-up', value: median(ratios), unit: '×', note: `median of ${PAIRS} pairs (${ratios.map((r) => r.toFixed(2)).join(', ')}); ${corpus.heldOut ? 'distinct held-out texts' : 'fallback texts: not unseen'}` });
}
