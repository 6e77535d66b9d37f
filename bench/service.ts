/**
 * The running service under load (autocannon from bench/node_modules, in this process): the compiled
 * service (`dist/`) in a child process on embedded defaults, its analysis threads at the machine's
 * parallelism and the rate limit raised so the benchmark is not refused. On a 2-core machine autocannon
 * shares the cores with the service, so every figure here is a floor.
 *
 * 1. Resident size once started and warm, and after a minute of varying load.
 * 2. /sentiment and /analyze, one text repeated and varying texts from the corpus.
 * 3. /health latency while 20 concurrent 9,000-character /translate requests and a 50 × 10,000 × 10-module
 *    /batch run; how fast a saturated service answers 503.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCorpus } from './corpus.js';
import { emit, peer } from './lib.js';

interface Result { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; '2xx': number }
type Autocannon = (opts: Record<string, unknown>) => Promise<Result>;

const PORT = 8787;
const base = `http://127.0.0.1:${PORT}`;
const PARAGRAPH = 'Kerajaan negeri mengumumkan bantuan tunai kepada isi rumah berpendapatan rendah minggu ini, kata menteri besar semasa sidang media di Shah Alam, dan permohonan dibuka kepada semua rakyat yang layak. ';

async function post(path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  try {
    const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - start };
  } catch {
    return { status: 0, ms: performance.now() - start };
  }
}

const rssOf = (child: ChildProcess): number => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024 / 1e6;
const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] as number;
const long = (i: number, size: number): string => `${i} ${PARAGRAPH.repeat(Math.ceil(size / PARAGRAPH.length))}`.slice(0, size);

/** Starts the compiled service; answers it once /health answers and the first /sentiment is served. */
async function start(env: Record<string, string>): Promise<{ child: ChildProcess; startedMs: number; close: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'manglish-bench-'));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const began = performance.now();
  const child = spawn(process.execPath, ['packages/server/dist/server.js'], { cwd: root, env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', MANGLISH_DB: join(dir, 'bench.sqlite'), RATE_LIMIT_MAX: '10000000', LOG_LEVEL: 'silent', ...env }, stdio: 'inherit' });
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while ((await post('/sentiment', { text: 'best gila' })).status !== 200) {
    if (exited !== null) throw new Error(`the service exited with code ${exited} before answering`);
    if (performance.now() - began > 60_000) throw new Error('the service did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, startedMs: performance.now() - began, close: () => (child.kill('SIGTERM'), rmSync(dir, { recursive: true, force: true })) };
}

/** The client of the slow-socket scenario: opens `count` sockets, drips a byte every 5 s, reports how long each lived. */
const SLOW_CLIENT = `
const net = require('node:net');
const [port, count] = process.argv.slice(1).map(Number);
const lives = []; let opened = 0; let open = 0;
const start = () => {
  const s = net.connect(port, '127.0.0.1');
  const t = Date.now();
  s.on('connect', () => { opened++; open++; s.write('POST /sentiment HTTP/1.1\\r\\nHost: x\\r\\nContent-Type: application/json\\r\\nContent-Length: 100\\r\\n\\r\\n{'); });
  const drip = setInterval(() => s.writable && s.write(' '), 5000);
  s.on('error', () => {});
  s.on('close', () => { clearInterval(drip); open = Math.max(0, open - 1); lives.push(Date.now() - t); });
};
let n = 0;
const burst = setInterval(() => { for (let i = 0; i < 500 && n < count; i++, n++) start(); if (n >= count) clearInterval(burst); }, 50);
const end = Date.now() + 75000;
const check = setInterval(() => {
  if ((n >= count && lives.length >= count) || Date.now() > end) {
    clearInterval(check);
    process.stdout.write(JSON.stringify({ opened, closed: lives.length, stillOpen: count - lives.length, longestMs: Math.max(0, ...lives) }));
    process.exit(0);
  }
}, 500);`;

/** Runs the slow-socket client (with a raised file limit when the machine allows) while timing /health. */
async function slowSockets(count: number): Promise<{ opened: number; stillOpen: number; longestMs: number; healthP99: number; healthP50: number }> {
  const args = ['-e', SLOW_CLIENT, String(PORT), String(count)];
  const raised = spawnSync('prlimit', ['--nofile=70000:70000', '--', process.execPath, '-e', 'process.exit(0)']).status === 0;
  const client = raised ? spawn('prlimit', ['--nofile=70000:70000', '--', process.execPath, ...args]) : spawn(process.execPath, args);
  let out = '';
  client.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise((r) => client.once('exit', r));
  const health: number[] = [];
  let running = true;
  void exited.then(() => (running = false));
  while (running) {
    const t = performance.now();
    await fetch(`${base}/health`).then((r) => r.arrayBuffer()).catch(() => undefined);
    health.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 50));
  }
  const report = JSON.parse(out || '{}') as { opened?: number; stillOpen?: number; longestMs?: number };
  return { opened: report.opened ?? 0, stillOpen: report.stillOpen ?? count, longestMs: report.longestMs ?? 0, healthP99: quantile(health, 0.99), healthP50: quantile(health, 0.5) };
}

export async function benchService(): Promise<void> {
  const autocannon = peer<Autocannon>('autocannon');
  if (!autocannon) {
    process.stderr.write('autocannon is not installed: run "npm run bench:setup".\n');
    return;
  }
  const { texts } = await benchCorpus();
  const service = await start({});
  const { child } = service;
  try {
    emit({ group: 'service', what: 'start to first /sentiment served', who: 'manglish-nlp', regime: 'compiled service', value: service.startedMs, unit: 'ms' });
    // 1. Memory at start, every module warm (the threads load every model as they start).
    await new Promise((r) => setTimeout(r, 2000));
    emit({ group: 'service', what: 'resident size at start', who: 'manglish-nlp', regime: '2 analysis threads, every model loaded', value: rssOf(child), unit: 'MB' });
    // 2. Throughput: one text repeated, and a different corpus text for every request.
    let next = 0;
    const varying = (path: string): Record<string, unknown> => ({ method: 'POST', path, headers: { 'content-type': 'application/json' }, setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify({ text: texts[next++ % texts.length] }) }) });
    for (const path of ['/sentiment', '/analyze']) {
      const one = await autocannon({ url: base + path, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Best gila nasi lemak ni, sambal dia padu!' }), connections: 32, duration: 10 });
      emit({ group: 'service', what: path, who: 'manglish-nlp', regime: 'one text repeated, 32 connections', value: one.requests.average, unit: 'req/s', note: `p50 ${one.latency.p50} ms, p99 ${one.latency.p99} ms, non-2xx ${one.non2xx}` });
      const many = await autocannon({ url: base, connections: 32, duration: 10, requests: [varying(path)] });
      emit({ group: 'service', what: path, who: 'manglish-nlp', regime: 'varying texts, 32 connections', value: many.requests.average, unit: 'req/s', note: `p50 ${many.latency.p50} ms, p99 ${many.latency.p99} ms, non-2xx ${many.non2xx}` });
    }
    // 3. /health while heavy requests run.
    const heavy = [
      ...Array.from({ length: 20 }, (_, i) => post('/translate', { text: long(i, 9000), target: 'en' })),
      post('/batch', { texts: Array.from({ length: 50 }, (_, i) => long(i, 10_000)), modules: ['sentiment', 'normalize', 'ner', 'pos', 'translate', 'emotion', 'keywords', 'language', 'formalize', 'summarize'] }),
    ];
    let done = false;
    const heavyStart = performance.now();
    const finished = Promise.all(heavy).then((r) => ((done = true), r));
    const health: number[] = [];
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
    const statuses = (await finished).map((r) => r.status);
    emit({ group: 'service', what: '/health latency p99', who: 'manglish-nlp', regime: 'during 20 × 9,000-char /translate + 50 × 10,000 × 10 /batch', value: quantile(health, 0.99), unit: 'ms', note: `p50 ${quantile(health, 0.5).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms over ${health.length} probes; heavy requests took ${((performance.now() - heavyStart) / 1000).toFixed(1)} s, statuses ${[...new Set(statuses)].join('/')}` });
    // 4. Saturation: more heavy texts than the queue takes; then one request at a time, each of which must
    //    be refused at once while the queue is full (sent 10 ms apart, each timed from its own start).
    const flood = Promise.all(Array.from({ length: 200 }, (_, i) => post('/translate', { text: long(i, 9000), target: 'en' })));
    await new Promise((r) => setTimeout(r, 300));
    const sent: Promise<{ status: number; ms: number }>[] = [];
    for (let i = 0; i < 30; i++) {
      sent.push(post('/translate', { text: long(1000 + i, 9000), target: 'en' }));
      await new Promise((r) => setTimeout(r, 10));
    }
    const probes = await Promise.all(sent);
    const refused = probes.filter((r) => r.status === 503).map((r) => r.ms);
    const flooded = await flood;
    emit({ group: 'service', what: '503 answer time p99', who: 'manglish-nlp', regime: 'saturated by 200 concurrent 9,000-char /translate', value: refused.length > 0 ? quantile(refused, 0.99) : 0, unit: 'ms', note: `${refused.length} of 30 requests sent while saturated refused with 503 MANGLISH_ERR_BUSY; of the 200, ${flooded.filter((r) => r.status === 503).length} refused, the rest served` });
    // 5. Thousands of slow sockets (a body sent a byte every 5 s), opened by a process of their own.
    const slow = await slowSockets(20_000);
    emit({ group: 'service', what: '/health latency p99 with slow sockets', who: 'manglish-nlp', regime: `${slow.opened.toLocaleString('en-US')} slow-body sockets from one address`, value: slow.healthP99, unit: 'ms', note: `every slow socket cut after at most ${(slow.longestMs / 1000).toFixed(1)} s; ${slow.stillOpen} open at the end; /health p50 ${slow.healthP50.toFixed(1)} ms` });
    // 6. Memory after a minute of varying load over several endpoints.
    const mixed = await autocannon({ url: base, connections: 16, duration: 60, requests: ['/sentiment', '/analyze', '/emotion', '/ner', '/translate', '/keywords'].map(varying) });
    emit({ group: 'service', what: 'resident size after a minute of varying load', who: 'manglish-nlp', regime: '6 endpoints, varying texts, 16 connections', value: rssOf(child), unit: 'MB', note: `${Math.round(mixed.requests.average)} req/s during the minute` });
  } finally {
    service.close();
  }
}
