/** The store contract: every back end must pass these (SQLite in memory and in a file; PostgreSQL when one is given). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPostgresStore } from '../src/store/postgres.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { Store } from '../src/store/store.js';
import { freshDatabase, noteSkipped, PG_URL } from './backends.js';
import { until } from './helpers.js';

/** A PostgreSQL store on a fresh database, once it has connected and migrated. */
async function postgres(): Promise<Store> {
  const store = openPostgresStore(await freshDatabase());
  await until(async () => (await store.health()).ok, 20_000);
  return store;
}

const BACKENDS: [string, () => Promise<Store>][] = [
  ['sqlite (memory)', async () => openSqliteStore(':memory:')],
  ['sqlite (file)', async () => openSqliteStore(join(mkdtempSync(join(tmpdir(), 'manglish-')), 'db', 'test.sqlite'))],
  ...(PG_URL ? [['postgresql', postgres] as [string, () => Promise<Store>]] : []),
];
if (!PG_URL) noteSkipped('the store contract against PostgreSQL is', 'postgres');

describe.each(BACKENDS)('store contract: %s', (_name, open) => {
  it('creates, advances and completes a job; results come back in order', async () => {
    const store = await open();
    await store.createJob({ id: 'j1', texts: ['a', 'b'], modules: ['sentiment'], params: { target: 'en' }, callbackUrl: null });
    expect((await store.getJob('j1'))?.params).toEqual({ target: 'en' });
    expect(await store.setStatus('j1', 'processing')).toBe(true);
    expect(await store.jobStatus('j1')).toBe('processing');
    expect(await store.jobStatus('tiada')).toBeUndefined();
    await store.saveResults('j1', 1, [{ text: 'b' }]);
    await store.saveResults('j1', 0, [{ text: 'a' }]);
    expect((await store.getJob('j1'))?.completed).toBe(2);
    await store.saveResults('j1', 0, [{ text: 'a' }, { text: 'b' }]);
    expect((await store.getJob('j1'))?.completed).toBe(2);
    expect(await store.getResults('j1')).toEqual([{ text: 'a' }, { text: 'b' }]);
    expect(await store.setStatus('j1', 'completed')).toBe(true);
    expect(await store.setStatus('j1', 'cancelled')).toBe(false);
    expect((await store.getJob('j1'))?.status).toBe('completed');
    await store.close();
  });

  it('lists unfinished jobs and prunes old finished ones', async () => {
    const store = await open();
    await store.createJob({ id: 'q', texts: ['a'], modules: ['pos'], params: {}, callbackUrl: 'https://example.com/h' });
    await store.createJob({ id: 'done', texts: ['a'], modules: ['pos'], params: {}, callbackUrl: null });
    await store.setStatus('done', 'failed', 'boom');
    expect(await store.unfinishedJobs()).toEqual(['q']);
    expect(await store.pruneJobs(new Date(Date.now() + 1000))).toBe(1);
    expect(await store.getJob('done')).toBeUndefined();
    expect((await store.getJob('q'))?.callbackUrl).toBe('https://example.com/h');
    await store.close();
  });

  it('queues a callback with the final state, leases it to one loop, and records each attempt on the job (issue 63)', async () => {
    const store = await open();
    await store.createJob({ id: 'cb', texts: ['a'], modules: ['pos'], params: {}, callbackUrl: 'https://example.com/h' });
    await store.createJob({ id: 'quiet', texts: ['a'], modules: ['pos'], params: {}, callbackUrl: null });
    const t0 = new Date();
    expect(await store.claimDeliveries(t0, 10, 1000)).toEqual([]);
    await store.setStatus('cb', 'cancelled');
    await store.setStatus('quiet', 'completed');
    const [first, ...rest] = await store.claimDeliveries(new Date(), 10, 60_000);
    expect(rest).toEqual([]);
    expect(first).toEqual({ id: expect.any(String), jobId: 'cb', url: 'https://example.com/h', attempts: 0 });
    expect(await store.claimDeliveries(new Date(), 10, 60_000)).toEqual([]); // leased to the first loop
    await store.finishAttempt(first as NonNullable<typeof first>, { delivered: false, lastError: 'HTTP 5xx', retryAt: new Date(Date.now() - 1) });
    expect((await store.getJob('cb'))?.callback).toEqual({ delivered: false, attempts: 1, last_error: 'HTTP 5xx' });
    const [again] = await store.claimDeliveries(new Date(), 10, 60_000);
    expect(again).toEqual({ ...first, attempts: 1 });
    await store.finishAttempt(again as NonNullable<typeof again>, { delivered: true, lastError: null });
    expect((await store.getJob('cb'))?.callback).toEqual({ delivered: true, attempts: 2, last_error: null });
    expect(await store.claimDeliveries(new Date(Date.now() + 3_600_000), 10, 1000)).toEqual([]);
    await store.close();
  });

  it('frees a delivery whose lease ran out (a loop that died mid-attempt)', async () => {
    const store = await open();
    await store.createJob({ id: 'lost', texts: ['a'], modules: ['pos'], params: {}, callbackUrl: 'https://example.com/h' });
    await store.setStatus('lost', 'completed');
    const [taken] = await store.claimDeliveries(new Date(), 1, 10);
    expect(taken?.jobId).toBe('lost');
    const [retaken] = await store.claimDeliveries(new Date(Date.now() + 50), 1, 10_000);
    expect(retaken?.id).toBe(taken?.id);
    expect((await store.health()).ok).toBe(true);
    await store.close();
  });

  it('counts feedback and ranks uncertain predictions', async () => {
    const store = await open();
    await store.addFeedback({ text: 't', module: 'sentiment', predicted: 'positive', correct: 'positive' });
    await store.addFeedback({ text: 't2', module: 'sentiment', predicted: 'positive', correct: 'negative' });
    const stats = await store.feedbackStats();
    expect(stats.total_corrections).toBe(2);
    expect(stats.error_patterns).toEqual([{ pattern: 'positive -> negative', module: 'sentiment', count: 1 }]);
    await store.recordPrediction('a', 'sentiment', { positive: 0.5, negative: 0.5 }, 1);
    await store.recordPrediction('b', 'sentiment', { positive: 0.9, negative: 0.1 }, 0.47);
    await store.recordPrediction('a', 'emotion', { joy: 0.4, anger: 0.6 }, 0.97);
    const samples = await store.uncertainSamples(10, 0.5);
    expect(samples.map((s) => s.text)).toEqual(['a']);
    expect(Object.keys(samples[0]?.predictions ?? {}).sort()).toEqual(['emotion', 'sentiment']);
    await store.close();
  });

  it('keeps a result\'s keys in order, and records predictions of texts of any length', async () => {
    const store = await open();
    await store.createJob({ id: 'k', texts: ['a'], modules: ['sentiment', 'emotion'], params: {}, callbackUrl: null });
    await store.saveResults('k', 0, [{ text: 'a', sentiment: { label: 'neutral' }, emotion: { label: 'joy' }, aa: 1 }]);
    expect(Object.keys((await store.getResults('k'))[0] as object)).toEqual(['text', 'sentiment', 'emotion', 'aa']);
    const long = 'panjang gila '.repeat(800);
    await store.recordPrediction(long, 'sentiment', { positive: 0.5, negative: 0.5 }, 1);
    await store.recordPrediction(long, 'sentiment', { positive: 0.4, negative: 0.6 }, 0.97);
    const [sample] = await store.uncertainSamples(5, 0.5);
    expect(sample).toEqual({ text: long, predictions: { sentiment: { positive: 0.4, negative: 0.6 } }, uncertainty: 0.97 });
    await store.addFeedback({ text: 'x', module: 'emotion', predicted: 'joy', correct: 'anger' });
    await store.addFeedback({ text: 'y', module: 'sentiment', predicted: 'positive', correct: 'negative' });
    await store.addFeedback({ text: 'z', module: 'sentiment', predicted: 'positive', correct: 'negative' });
    const stats = await store.feedbackStats();
    expect(stats.by_module).toEqual({ emotion: 1, sentiment: 2 });
    expect(Object.keys(stats.by_module)).toEqual(['emotion', 'sentiment']);
    expect(stats.error_patterns.map((p) => p.count)).toEqual([2, 1]);
    await store.close();
  });
});
