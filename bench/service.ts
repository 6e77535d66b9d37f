/**
 * The running service under load (autocannon, from bench/node_modules): requests/s and p50/p99 latency of
 * /sentiment and /analyze at 50 connections and /batch with 50 texts; time from start to the first
 * successful request; RSS once every model is loaded. The service runs compiled (`dist/`) in a child
 * process on embedded defaults, with the rate limit raised so the benchmark is not refused.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { peer, report } from './lib.js';
import { SENTENCES } from './corpus.js';

type Autocannon = (opts: Record<string, unknown>) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }>;

const PORT = 8787;
const base = `http://127.0.0.1:${PORT}`;

async function post(path: string, body: unknown): Promise<number> {
  try {
    const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.text();
    return res.status;
  } catch {
    return 0;
  }
}

export async function benchService(): Promise<void> {
  const autocannon = peer<Autocannon>('autocannon');
  if (!autocannon) {
    process.stdout.write('autocannon is not installed: run "npm run bench:setup".\n');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'manglish-bench-'));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', "import('./dist/server/server.js').then((m) => m.main())"], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', MANGLISH_DB: join(dir, 'bench.sqlite'), RATE_LIMIT_MAX: '10000000', LOG_LEVEL: 'silent', ...(process.env.BENCH_AL ? { ACTIVE_LEARNING: process.env.BENCH_AL } : {}) },
    stdio: 'inherit',
  });
  try {
    // 1. Time to the first successful analysis after start.
    while ((await post('/sentiment', { text: 'best gila' })) !== 200) {
      if (performance.now() - started > 30_000) throw new Error('the service did not answer within 30 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    report('first successful /sentiment after start', performance.now() - started, 'ms', '(target ≤ 1,500)');
    // 2. Memory with every model loaded (each endpoint called once, warm-up given time to finish).
    for (const path of ['/analyze', '/translate', '/summarize', '/keywords', '/dialect', '/emotion', '/ner', '/pos']) await post(path, { text: 'Jom makan nasi lemak kat Kuala Lumpur, sedap gila!' });
    await new Promise((r) => setTimeout(r, 2000));
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    report('RSS with every model loaded', Number(rss) / 1024, 'MB', '(target ≤ 300)');
    // 3. Load: 50 connections for 10 s each.
    const runs: [string, string, unknown, number][] = [
      ['/sentiment', '/sentiment', { text: 'Best gila nasi lemak ni, sambal dia padu!' }, 50],
      ['/analyze', '/analyze', { text: 'Sy suka nasi lemak kat Kuala Lumpur, best gila!' }, 50],
      ['/batch (50 texts, sentiment)', '/batch', { texts: Array.from({ length: 50 }, (_, i) => SENTENCES[i % SENTENCES.length]), modules: ['sentiment'] }, 10],
    ];
    for (const [name, path, body, connections] of runs) {
      const r = await autocannon({ url: base + path, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), connections, duration: 10 });
      report(`${name} at ${connections} connections`, r.requests.average, 'req/s', `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
    }
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
