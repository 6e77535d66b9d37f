/**
 * Analysis off the event loop over HTTP (issue 62): /health answers while a long batch runs; a full queue
 * is 503 MANGLISH_ERR_BUSY with Retry-After; a deadline is 503 MANGLISH_ERR_TIMEOUT; a crashed thread is
 * a 500 with its code, and the next request is served. Ordering is asserted, never speed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { AnalysisPool } from '../../../src/pool/pool.js';
import { get, post, testApp, until } from './helpers.js';

const fixture = new URL('../../../test/pool/fixtures/behaving-worker.ts', import.meta.url);
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the service under load', () => {
  it('answers /health while a long /batch is being analysed', async () => {
    app = await testApp();
    const long = 'Kerajaan negeri Selangor mengumumkan bantuan tunai kepada isi rumah berpendapatan rendah minggu ini. '.repeat(60);
    const order: string[] = [];
    const batch = post(app, '/batch', { texts: Array.from({ length: 12 }, (_, i) => `${i} ${long}`), modules: ['translate', 'ner', 'pos'] }).then((r) => (order.push('batch'), r));
    await new Promise((r) => setTimeout(r, 50));
    const health = await get(app, '/health');
    order.push('health');
    expect(health.status).toBe(200);
    expect(health.body.analysis.pending).toBeGreaterThan(0);
    expect((await batch).status).toBe(200);
    expect(order).toEqual(['health', 'batch']);
  });

  it('refuses at once with 503 MANGLISH_ERR_BUSY and Retry-After when the queue is full', async () => {
    const pool = new AnalysisPool({ threads: 1, queueMax: 0, timeoutMs: 20_000, filename: fixture });
    app = await testApp({}, { pool });
    const running = post(app, '/normalize', { text: 'spin:400' });
    await new Promise((r) => setTimeout(r, 20));
    const refused = await post(app, '/normalize', { text: 'satu lagi' });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: expect.stringMatching(/busy/), code: 'MANGLISH_ERR_BUSY' });
    expect(refused.headers['retry-after']).toBe('1');
    expect((await running).status).toBe(200);
    await pool.close();
  });

  it('ends work past its deadline with 503 MANGLISH_ERR_TIMEOUT and serves the next request', async () => {
    const pool = new AnalysisPool({ threads: 1, queueMax: 8, timeoutMs: 2000, filename: fixture });
    app = await testApp({}, { pool });
    const late = await post(app, '/batch', { texts: ['forever', 'another'], modules: ['normalize'] });
    expect(late.status).toBe(503);
    expect(late.body).toEqual({ error: expect.stringMatching(/longer than 2000 ms/), code: 'MANGLISH_ERR_TIMEOUT' });
    expect(late.headers['retry-after']).toBeDefined();
    // The stopped thread is replaced; the next request is served once the new one is up.
    await until(async () => (await post(app as App, '/normalize', { text: 'lepas tu' })).status === 200, 15_000, 100);
    await pool.close();
  });

  it('answers a crashed thread with 500 MANGLISH_ERR_ANALYSIS_CRASHED and serves the next request', async () => {
    const pool = new AnalysisPool({ threads: 1, queueMax: 8, timeoutMs: 20_000, filename: fixture });
    app = await testApp({}, { pool });
    const crashed = await post(app, '/normalize', { text: 'crash' });
    expect(crashed.status).toBe(500);
    expect(crashed.body.code).toBe('MANGLISH_ERR_ANALYSIS_CRASHED');
    expect(JSON.stringify(crashed.body)).not.toMatch(/exit|code 3|stack/i);
    expect((await post(app, '/normalize', { text: 'masih ok' })).status).toBe(200);
    await pool.close();
  });
});
