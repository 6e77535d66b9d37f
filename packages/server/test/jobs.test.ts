import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { callbackReceiver, get, post, testApp, until } from './helpers.js';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const finished = (body: { status: string }): boolean => ['completed', 'failed', 'cancelled'].includes(body.status);

describe('asynchronous batch jobs', () => {
  it('queues a job (202), reports progress and returns results in input order once completed', async () => {
    app = await testApp();
    const texts = ['best gila', 'teruk betul', 'ok je'];
    const sub = await post(app, '/batch/async', { texts, modules: ['sentiment', 'normalize'] });
    expect(sub.status).toBe(202);
    expect(sub.body).toEqual({ job_id: expect.any(String), status: 'queued', total: 3, status_url: `/batch/status/${sub.body.job_id}` });
    const done = await until(async () => {
      const s = (await get(app as App, sub.body.status_url)).body;
      return finished(s) ? s : undefined;
    });
    expect(done).toEqual({
      job_id: sub.body.job_id, status: 'completed', progress: 1, completed: 3, total: 3,
      created_at: expect.any(String), updated_at: expect.any(String), results: expect.any(Array),
    });
    expect(done.results.map((r: { text: string }) => r.text)).toEqual(texts);
    expect(done.results[1].sentiment.label).toBe('negative');
  });

  it('cancels a running job between texts; 409 for a finished job; 404 for an unknown one', async () => {
    app = await testApp({ JOB_THROTTLE_MS: '30' });
    const sub = await post(app, '/batch/async', { texts: Array.from({ length: 60 }, (_, i) => `teks nombor ${i}`), modules: ['sentiment'] });
    await until(async () => (await get(app as App, sub.body.status_url)).body.completed > 0);
    const cancel = await app.inject({ method: 'DELETE', url: `/batch/cancel/${sub.body.job_id}` });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ job_id: sub.body.job_id, status: 'cancelled' });
    const status = (await get(app, sub.body.status_url)).body;
    expect(status.status).toBe('cancelled');
    expect(status.completed).toBeLessThan(60);
    // A cancelled job shows the results computed before it stopped (issue 63).
    expect(status.results).toHaveLength(status.completed);
    const again = await app.inject({ method: 'DELETE', url: `/batch/cancel/${sub.body.job_id}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MANGLISH_ERR_JOB_FINISHED');
    const unknown = await app.inject({ method: 'DELETE', url: '/batch/cancel/no-such-job' });
    expect(unknown.statusCode).toBe(404);
    expect((await get(app, '/batch/status/no-such-job')).status).toBe(404);
  });

  it('rejects more than 100 texts, unknown modules and private callback URLs', async () => {
    app = await testApp();
    expect((await post(app, '/batch/async', { texts: Array.from({ length: 101 }, () => 'x'), modules: ['sentiment'] })).status).toBe(400);
    expect((await post(app, '/batch/async', { texts: ['x'], modules: ['nope'] })).status).toBe(400);
    const priv = await post(app, '/batch/async', { texts: ['x'], modules: ['sentiment'], callback_url: 'http://127.0.0.1:9/hook' });
    expect(priv.status).toBe(400);
    expect(priv.body).toEqual({ error: expect.stringMatching(/not global/), code: 'MANGLISH_ERR_CALLBACK_URL' });
    expect((await post(app, '/batch/async', { texts: ['x'], modules: ['sentiment'], callback_url: 'ftp://example.com/x' })).status).toBe(400);
  });
});

describe('job callbacks', () => {
  it('POSTs the signed outcome to a local receiver when allowed, and records the delivery', async () => {
    const receiver = await callbackReceiver();
    app = await testApp({ CALLBACK_ALLOW_PRIVATE: 'true', CALLBACK_SECRET: 'rahsia' });
    const sub = await post(app, '/batch/async', { texts: ['best gila'], modules: ['sentiment'], callback_url: receiver.url });
    const status = await until(async () => {
      const s = (await get(app as App, sub.body.status_url)).body;
      return s.callback ? s : undefined;
    });
    expect(status.callback).toEqual({ delivered: true, attempts: 1, last_error: null });
    const [hit] = receiver.received;
    const payload = JSON.parse(hit?.body ?? '{}');
    expect(payload).toEqual({ job_id: sub.body.job_id, status: 'completed', total: 1, completed: 1, results: [expect.objectContaining({ text: 'best gila' })] });
    expect(hit?.headers['x-manglish-signature']).toBe(`sha256=${createHmac('sha256', 'rahsia').update(hit?.body ?? '').digest('hex')}`);
    await receiver.close();
  });

  it('retries with back-off and records the attempts', async () => {
    const receiver = await callbackReceiver((n) => (n < 3 ? 503 : 200));
    app = await testApp({ CALLBACK_ALLOW_PRIVATE: 'true', CALLBACK_ATTEMPTS: '4' });
    const sub = await post(app, '/batch/async', { texts: ['ok'], modules: ['normalize'], callback_url: receiver.url });
    const status = await until(async () => (await get(app as App, sub.body.status_url)).body.callback?.delivered && (await get(app as App, sub.body.status_url)).body.callback, 15_000);
    expect(status).toEqual({ delivered: true, attempts: 3, last_error: null });
    expect(receiver.received).toHaveLength(3);
    // Every attempt carries the same delivery id, so the receiver can drop duplicates.
    expect(new Set(receiver.received.map((r) => r.headers['x-manglish-delivery'])).size).toBe(1);
    await receiver.close();
  });

  it('does not follow redirects', async () => {
    const target = await callbackReceiver();
    const receiver = await callbackReceiver(() => 302, target.url);
    app = await testApp({ CALLBACK_ALLOW_PRIVATE: 'true', CALLBACK_ATTEMPTS: '3' });
    const sub = await post(app, '/batch/async', { texts: ['ok'], modules: ['normalize'], callback_url: receiver.url });
    const status = await until(async () => {
      const callback = (await get(app as App, sub.body.status_url)).body.callback;
      return callback?.attempts === 3 ? callback : undefined;
    }, 15_000);
    expect(status).toEqual({ delivered: false, attempts: 3, last_error: 'HTTP 3xx' });
    expect(target.received).toHaveLength(0);
    await Promise.all([receiver.close(), target.close()]);
  });
});

describe('feedback and active learning', () => {
  it('records feedback (201) and reports stats with patterns, most frequent first', async () => {
    app = await testApp();
    const first = await post(app, '/feedback', { text: 'tak best', module: 'sentiment', predicted: 'positive', correct: 'negative' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), status: 'recorded' });
    await post(app, '/feedback', { text: 'xsedap', module: 'sentiment', predicted: 'positive', correct: 'negative' });
    await post(app, '/feedback', { text: 'marah', module: 'emotion', predicted: 'fear', correct: 'anger' });
    const stats = (await get(app, '/feedback/stats')).body;
    expect(stats.total_corrections).toBe(3);
    expect(stats.by_module).toEqual({ emotion: 1, sentiment: 2 });
    expect(stats.error_patterns[0]).toEqual({ pattern: 'positive -> negative', module: 'sentiment', count: 2 });
    expect((await post(app, '/feedback', { text: 'x', module: 'sentiment' })).status).toBe(400);
  });

  it('refuses feedback on an unknown module or with a label the module cannot give (issue 66)', async () => {
    app = await testApp();
    const unknown = await post(app, '/feedback', { text: 'tak best', module: 'zzz', predicted: 'a', correct: 'b' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'MANGLISH_ERR_VALIDATION', error: expect.stringContaining('Unknown module "zzz"') });
    const label = await post(app, '/feedback', { text: 'tak best', module: 'sentiment', predicted: 'positive', correct: 'bad' });
    expect(label.status).toBe(400);
    expect(label.body.error).toContain('negative, neutral, positive');
    expect((await post(app, '/feedback', { text: 'Weh jom lepak', module: 'language', predicted: 'id', correct: 'manglish' })).status).toBe(201);
    expect((await post(app, '/feedback', { text: 'sy nk mkn', module: 'normalize', predicted: 'sy nak makan', correct: 'saya nak makan' })).status).toBe(201);
    expect((await get(app, '/feedback/stats')).body.total_corrections).toBe(2);
  });

  it('returns the most uncertain served predictions, de-duplicated by text', async () => {
    app = await testApp();
    for (const text of ['ok', 'ok', 'best gila sedap', 'hmm entahlah']) await post(app, '/sentiment', { text });
    await post(app, '/emotion', { text: 'hmm entahlah' });
    const { body } = await get(app, '/active-learning/uncertain?limit=10&min_uncertainty=0');
    const texts = body.samples.map((s: { text: string }) => s.text);
    expect(new Set(texts).size).toBe(texts.length);
    for (let i = 1; i < body.samples.length; i++) expect(body.samples[i - 1].uncertainty).toBeGreaterThanOrEqual(body.samples[i].uncertainty);
    const hmm = body.samples.find((s: { text: string }) => s.text === 'hmm entahlah');
    expect(Object.keys(hmm.predictions).sort()).toEqual(['emotion', 'sentiment']);
    expect((await get(app, '/active-learning/uncertain?limit=0')).status).toBe(400);
  });

  it('records nothing when ACTIVE_LEARNING=off', async () => {
    app = await testApp({ ACTIVE_LEARNING: 'off' });
    await post(app, '/sentiment', { text: 'entahlah' });
    expect((await get(app, '/active-learning/uncertain?min_uncertainty=0')).body.samples).toEqual([]);
  });

  it('requires the admin token for the two read endpoints when one is set', async () => {
    app = await testApp({ ADMIN_TOKEN: 's3cret' });
    expect((await get(app, '/feedback/stats')).status).toBe(401);
    expect((await get(app, '/active-learning/uncertain')).body.code).toBe('MANGLISH_ERR_UNAUTHORIZED');
    expect((await get(app, '/feedback/stats', { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await get(app, '/feedback/stats', { authorization: 'Bearer s3cret' })).status).toBe(200);
    expect((await post(app, '/feedback', { text: 'x', module: 'sentiment', predicted: 'neutral', correct: 'negative' })).status).toBe(201);
  });
});

describe('rate limiting', () => {
  it('answers 429 with exactly the documented body and headers, and exempts /health', async () => {
    app = await testApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    for (let i = 0; i < 3; i++) {
      const ok = await post(app, '/normalize', { text: 'sy' });
      expect(ok.status).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(2 - i));
      expect(ok.headers['x-ratelimit-reset']).toBeDefined();
    }
    const limited = await post(app, '/normalize', { text: 'sy' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Rate limit exceeded. Try again later.' });
    expect(limited.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 5; i++) expect((await get(app, '/health')).status).toBe(200);
  });
});

describe('jobs that keep going (issue 63)', () => {
  const done = async (url: string): Promise<any> => until(async () => {
    const s = (await get(app as App, url)).body;
    return finished(s) ? s : undefined;
  }, 30_000, 100);

  it('stores a module\'s error for the text it failed on and completes the job', async () => {
    app = await testApp();
    const sub = await post(app, '/batch/async', { texts: ['Saya suka makan', '我们明天去吃饭'], modules: ['translate', 'sentiment'] });
    const status = await done(sub.body.status_url);
    expect(status.status).toBe('completed');
    expect(status.results[0].translate).toEqual(expect.any(String));
    expect(status.results[1].translate).toEqual({ error: { code: 'MANGLISH_ERR_UNSUPPORTED_LANGUAGE', message: expect.any(String) } });
    expect(status.results[1].sentiment.label).toEqual(expect.any(String));
  });

  it('takes the module parameters /batch takes', async () => {
    app = await testApp();
    const sub = await post(app, '/batch/async', { texts: ['I want to eat rice at the shop'], modules: ['translate', 'keywords'], target: 'ms', top_n: 1 });
    const status = await done(sub.body.status_url);
    const sync = (await post(app, '/batch', { texts: ['I want to eat rice at the shop'], modules: ['translate', 'keywords'], target: 'ms', top_n: 1 })).body;
    expect(status.results[0].translate).toBe(sync.results[0].translate);
    expect(status.results[0].keywords).toHaveLength(1);
  });

  it('delivers a cancelled job\'s callback, and a receiver that hangs delays only its own delivery', async () => {
    const hanging = await callbackReceiver(() => 0, undefined, true);
    const quick = await callbackReceiver();
    app = await testApp({ CALLBACK_ALLOW_PRIVATE: 'true', CALLBACK_TIMEOUT_MS: '3000', JOB_THROTTLE_MS: '100' });
    const slowJob = await post(app, '/batch/async', { texts: ['satu'], modules: ['normalize'], callback_url: hanging.url });
    const cancelled = await post(app, '/batch/async', { texts: Array.from({ length: 30 }, (_, i) => `teks ${i}`), modules: ['normalize'], callback_url: quick.url });
    await app.inject({ method: 'DELETE', url: `/batch/cancel/${cancelled.body.job_id}` });
    const started = Date.now();
    await until(async () => quick.received.length > 0, 10_000, 50);
    expect(Date.now() - started).toBeLessThan(2500);
    const payload = JSON.parse(quick.received[0]?.body ?? '{}');
    expect(payload).toMatchObject({ job_id: cancelled.body.job_id, status: 'cancelled' });
    expect(quick.received[0]?.headers['x-manglish-delivery']).toEqual(expect.any(String));
    // The other jobs went on meanwhile.
    expect((await done(slowJob.body.status_url)).status).toBe('completed');
    await Promise.all([hanging.close(), quick.close()]);
  });
});
