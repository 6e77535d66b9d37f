/**
 * The analysis thread pool (issue 62): results in order, and the faults it turns into answers — a thread
 * that crashes or throws (replaced, 500), a full queue (503 at once), a deadline (503, thread replaced).
 * No assertion here is about speed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AnalysisPool } from '../../src/pool/pool.js';
import { until } from '../until.js';

const fixture = new URL('./fixtures/behaving-worker.ts', import.meta.url);
const task = (text: string): { text: string; modules: string[]; params: Record<string, unknown> } => ({ text, modules: ['sentiment'], params: {} });
let pool: AnalysisPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the analysis pool', () => {
  it('runs the real modules on a thread and answers outcomes in task order', async () => {
    pool = new AnalysisPool({ threads: 1, queueMax: 8, timeoutMs: 20_000 });
    const [best, teruk] = await pool.run([{ text: 'Best gila nasi lemak ni!', modules: ['sentiment', 'normalize'], params: {} }, { text: 'teruk betul servis', modules: ['sentiment', 'normalize'], params: {} }]);
    expect(best?.[0]).toMatchObject({ ok: true, result: { label: 'positive' } });
    expect(teruk?.[0]).toMatchObject({ ok: true, result: { label: 'negative' } });
    expect(teruk?.[1]).toEqual({ ok: true, result: expect.any(String) });
  });

  it('keeps a module error as data: a Chinese-only text cannot be translated, the other module still answers', async () => {
    pool = new AnalysisPool({ threads: 1, queueMax: 8, timeoutMs: 20_000 });
    const [[translated, sentiment]] = (await pool.run([{ text: '我们明天去吃饭', modules: ['translate', 'sentiment'], params: {} }])) as [[unknown, unknown]];
    expect(translated).toMatchObject({ ok: false, error: { name: 'LanguageError', code: 'MANGLISH_ERR_UNSUPPORTED_LANGUAGE' } });
    expect(sentiment).toMatchObject({ ok: true });
  });

  it('answers a crashed thread with MANGLISH_ERR_ANALYSIS_CRASHED and replaces the thread', async () => {
    pool = new AnalysisPool({ threads: 1, queueMax: 8, timeoutMs: 20_000, filename: fixture });
    await expect(pool.run([task('crash')])).rejects.toMatchObject({ code: 'MANGLISH_ERR_ANALYSIS_CRASHED', status: 500 });
    await expect(pool.run([task('masih hidup')])).resolves.toEqual([[{ ok: true, result: 'masih hidup' }]]);
  });

  it('answers a thread that throws with MANGLISH_ERR_ANALYSIS_CRASHED and goes on', async () => {
    pool = new AnalysisPool({ threads: 1, queueMax: 8, timeoutMs: 20_000, filename: fixture });
    await expect(pool.run([task('throw')])).rejects.toMatchObject({ code: 'MANGLISH_ERR_ANALYSIS_CRASHED' });
    await expect(pool.run([task('ok')])).resolves.toHaveLength(1);
    expect(pool.stats().pending).toBe(0);
  });

  it('refuses work when the queue is full (MANGLISH_ERR_BUSY), all of a request or none of it', async () => {
    pool = new AnalysisPool({ threads: 1, queueMax: 1, timeoutMs: 20_000, filename: fixture });
    const running = pool.run([task('spin:400')]);
    const waiting = pool.run([task('spin:10')]);
    await expect(pool.run([task('satu lagi')])).rejects.toMatchObject({ code: 'MANGLISH_ERR_BUSY', retryAfterSeconds: 1 });
    expect(pool.stats().pending).toBe(2);
    await Promise.all([running, waiting]);
    await expect(pool.run([task('a'), task('b'), task('c')])).rejects.toMatchObject({ code: 'MANGLISH_ERR_BUSY' });
    expect(pool.stats().pending).toBe(0);
    await expect(pool.run([task('a'), task('b')])).resolves.toHaveLength(2);
  });

  it('stops work past its deadline (MANGLISH_ERR_TIMEOUT), frees the thread and drops the queued texts', async () => {
    pool = new AnalysisPool({ threads: 1, queueMax: 8, timeoutMs: 2000, filename: fixture });
    await expect(pool.run([task('forever'), task('queued behind it')])).rejects.toMatchObject({ code: 'MANGLISH_ERR_TIMEOUT', status: 503 });
    expect(pool.stats().pending).toBe(0);
    // The stopped thread is replaced; once the new one is up (it loads the worker within the deadline) texts run again.
    const p = pool;
    await until(async () => (await p.run([task('selepas')]).catch(() => undefined))?.[0]?.[0]?.ok === true, 15_000, 100);
  });

  it('stops when the caller aborts (a cancelled job)', async () => {
    pool = new AnalysisPool({ threads: 1, queueMax: 8, timeoutMs: 20_000, filename: fixture });
    const cancel = new AbortController();
    const run = pool.run([task('forever')], cancel.signal);
    cancel.abort(new Error('cancelled'));
    await expect(run).rejects.toThrow('cancelled');
    await expect(pool.run([task('ok')])).resolves.toHaveLength(1);
  });
});
