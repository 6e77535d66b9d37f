/**
 * The PostgreSQL and Redis the back-end tests use. PostgreSQL: the server `scripts/backends.sh start` runs
 * (CI does), named by MANGLISH_TEST_DATABASE_URL; each test gets a database of its own. Redis: each test
 * starts a `redis-server` of its own on a free port (it starts in milliseconds, and an outage test can stop
 * it). Without them those tests are skipped, and say so.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The PostgreSQL server's admin URL, when one is given. */
export const PG_URL = process.env.MANGLISH_TEST_DATABASE_URL;
/** True when `redis-server` is installed. */
export const HAVE_REDIS = spawnSync('redis-server', ['--version']).status === 0;

/** Writes that `what` is skipped and why. */
export function noteSkipped(what: string, missing: 'postgres' | 'redis'): void {
  const why = missing === 'postgres'
    ? 'MANGLISH_TEST_DATABASE_URL is unset (eval "$(scripts/backends.sh start)" sets it; CI does)'
    : 'redis-server is not installed (apt-get install redis-server; CI does)';
  process.stderr.write(`\n[manglish-nlp] ${why}: ${what} SKIPPED.\n`);
}

/** A free local port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Creates an empty database on the test server; answers its URL. */
export async function freshDatabase(): Promise<string> {
  const name = `manglish_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A Redis server of the test's own (no persistence: a restart loses everything, as in the outage target). */
export interface TestRedis {
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts a `redis-server` on a free port. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'manglish-redis-'));
  let proc: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const s = createServer();
        s.once('error', () => resolve(true)); // the port is taken: the server listens
        s.listen(port, '127.0.0.1', () => s.close(() => resolve(false)));
      });
      if (up) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('redis-server did not start');
  };
  const stop = async (): Promise<void> => {
    const p = proc;
    proc = undefined;
    if (!p || p.exitCode !== null) return;
    await new Promise((r) => (p.once('exit', r), p.kill('SIGKILL')));
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

/** A TCP relay to a local server that a test can cut (every connection reset, new ones refused) and restore. */
export interface Relay {
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

/** Starts a relay from a free local port to `targetPort`; with `open: false`, it starts cut. */
export async function relay(targetPort: number, open = true): Promise<Relay> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const restore = (): Promise<void> => new Promise((r) => server.listen(port, '127.0.0.1', () => r()));
  const cut = async (): Promise<void> => {
    const closed = new Promise((r) => server.close(r));
    for (const s of sockets) s.destroy();
    await closed;
  };
  if (open) await restore();
  return { port, cut, restore };
}
