/**
 * The real service process: restart-and-resume of a job (start, kill -9 mid-job, start again: the job
 * completes with every result), and a clean start/stop with SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seeded } from '../../../src/random.js';
import { callbackReceiver, until } from './helpers.js';

const bin = new URL('../../../bin/manglish.js', import.meta.url).pathname;
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function start(env: Record<string, string>): Promise<{ base: string; proc: ChildProcess; stderr: () => string }> {
  const port = await freePort();
  const proc = spawn(process.execPath, [bin, 'serve'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child = proc;
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${base}/health`).catch(() => undefined))?.ok, 20_000, 100);
  return { base, proc, stderr: () => stderr };
}

const json = async (url: string, init?: RequestInit): Promise<any> => (await fetch(url, init)).json();

describe('the service process', () => {
  it('resumes a job after being killed mid-job, and completes it with every result', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'manglish-restart-')), 'jobs.sqlite');
    const env = { MANGLISH_DB: db, JOB_THROTTLE_MS: '40' };
    const first = await start(env);
    const texts = Array.from({ length: 40 }, (_, i) => `ayat nombor ${i} sedap gila`);
    const sub = await json(`${first.base}/batch/async`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ texts, modules: ['sentiment', 'normalize'] }) });
    await until(async () => (await json(`${first.base}${sub.status_url}`)).completed >= 5, 20_000);
    first.proc.kill('SIGKILL');
    await new Promise((r) => first.proc.once('exit', r));
    const second = await start(env);
    const done = await until(async () => {
      const s = await json(`${second.base}${sub.status_url}`);
      return s.status === 'completed' ? s : undefined;
    }, 30_000, 100);
    expect(done.completed).toBe(40);
    expect(done.results.map((r: { text: string }) => r.text)).toEqual(texts);
    expect(done.results.every((r: { sentiment?: { label: string } }) => r.sentiment?.label !== undefined)).toBe(true);
  }, 90_000);

  it('delivers every job\'s callback at least once through ten kill -9s at random moments, no result lost or duplicated (issue 63)', async () => {
    const receiver = await callbackReceiver();
    const db = join(mkdtempSync(join(tmpdir(), 'manglish-kill-')), 'jobs.sqlite');
    const env = { MANGLISH_DB: db, JOB_THROTTLE_MS: '25', CALLBACK_ALLOW_PRIVATE: 'true' };
    const random = seeded(63);
    let service = await start(env);
    const jobs: { id: string; texts: string[] }[] = [];
    const submit = async (base: string): Promise<void> => {
      const texts = Array.from({ length: 12 }, (_, i) => `${base} ayat ${i} sedap gila`);
      const sub = await json(`${base}/batch/async`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ texts, modules: ['sentiment', 'normalize'], callback_url: receiver.url }) });
      jobs.push({ id: sub.job_id, texts });
    };
    for (let j = 0; j < 3; j++) await submit(service.base);
    for (let kill = 0; kill < 10; kill++) {
      await new Promise((r) => setTimeout(r, 150 + random() * 900));
      service.proc.kill('SIGKILL');
      await new Promise((r) => service.proc.once('exit', r));
      service = await start(env);
      if (kill < 4) await submit(service.base);
    }
    const base = service.base;
    // Every job completes with each text's result once, in order; every callback arrives at least once.
    for (const job of jobs) {
      const done = await until(async () => {
        const s = await json(`${base}/batch/status/${job.id}`);
        return s.status === 'completed' && s.callback?.delivered ? s : undefined;
      }, 60_000, 200);
      expect(done.results.map((r: { text: string }) => r.text)).toEqual(job.texts);
    }
    const delivered = receiver.received.map((r) => JSON.parse(r.body) as { job_id: string; results: unknown[] });
    for (const job of jobs) {
      const copies = delivered.filter((d) => d.job_id === job.id);
      expect(copies.length).toBeGreaterThanOrEqual(1);
      for (const copy of copies) expect(copy.results).toHaveLength(job.texts.length);
      const ids = receiver.received.filter((r) => (JSON.parse(r.body) as { job_id: string }).job_id === job.id).map((r) => r.headers['x-manglish-delivery']);
      expect(new Set(ids).size).toBe(1);
    }
    await receiver.close();
  }, 300_000);

  it('says where to point a browser, and shuts down cleanly on SIGTERM (issue 66)', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'manglish-term-')), 'jobs.sqlite');
    const { base, proc, stderr } = await start({ MANGLISH_DB: db });
    expect(stderr()).toContain(`listening on ${base} — playground at /, docs at /docs`);
    proc.kill('SIGTERM');
    const code = await new Promise((r) => proc.once('exit', r));
    expect(code).toBe(0);
  }, 30_000);

  it('refuses to start with a bad configuration and says why', async () => {
    const proc = spawn(process.execPath, [bin, 'serve'], { env: { ...process.env, PORT: 'lapan ribu' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((r) => proc.once('exit', r));
    expect(code).toBe(1);
    expect(stderr).toMatch(/PORT must be a whole number/);
  }, 30_000);
});
