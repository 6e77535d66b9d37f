/** Property-based: no body, path or query makes any endpoint answer 5xx. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { testApp } from './helpers.js';

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const POSTS = ['/sentiment', '/normalize', '/translate', '/ner', '/pos', '/emotion', '/language', '/formalize', '/keywords', '/summarize', '/analyze', '/dialect', '/aspect-sentiment', '/multi-emotion', '/batch', '/batch/async', '/feedback'];
const text = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ maxLength: 80, unit: 'grapheme' }), fc.constantFrom('', ' ', 'xnak la 😂', 'RM5 @ali #x https://x.co', '\u0000\u200B', 'a'.repeat(10_000)));
const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 5 }), fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }));
const body = fc.oneof(
  fc.record({ text: value, options: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 }), { nil: undefined }), target: fc.option(value, { nil: undefined }), domain: fc.option(value, { nil: undefined }), threshold: fc.option(value, { nil: undefined }), top_n: fc.option(value, { nil: undefined }), max_length: fc.option(value, { nil: undefined }), style: fc.option(value, { nil: undefined }) }, { requiredKeys: [] }),
  fc.record({ texts: fc.oneof(fc.array(text, { maxLength: 4 }), value), modules: fc.oneof(fc.array(fc.constantFrom('sentiment', 'pos', 'ner', 'translate', 'normalize', 'x'), { maxLength: 4 }), value), callback_url: fc.option(fc.oneof(fc.webUrl(), text), { nil: undefined }) }, { requiredKeys: [] }),
  fc.record({ text: value, module: value, predicted: value, correct: value }, { requiredKeys: [] }),
  value,
);

describe('fuzzing every endpoint', () => {
  it.each(POSTS)('POST %s never answers 5xx', async (url) => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await app.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        return res.statusCode < 500 && typeof res.json().error === (res.statusCode >= 400 ? 'string' : 'undefined');
      }),
      { numRuns: 40 },
    );
  });

  it('GET and DELETE on job and learning paths never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 20 }), async (id, q) => {
        for (const [method, url] of [['GET', `/batch/status/${encodeURIComponent(id)}`], ['DELETE', `/batch/cancel/${encodeURIComponent(id)}`], ['GET', `/active-learning/uncertain?limit=${encodeURIComponent(q)}&min_uncertainty=${encodeURIComponent(q)}`], ['GET', `/${encodeURIComponent(id)}`]] as const) {
          const res = await app.inject({ method, url });
          if (res.statusCode >= 500) return false;
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });

  it('raw, non-JSON bodies never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 100 }), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''), async (raw, type) => {
        const res = await app.inject({ method: 'POST', url: '/sentiment', payload: raw, headers: type ? { 'content-type': type } : {} });
        return res.statusCode < 500;
      }),
      { numRuns: 60 },
    );
  });

  it('accepts a well-formed request among the fuzz', async () => {
    const res = await app.inject({ method: 'POST', url: '/sentiment', payload: { text: 'ok' } });
    expect(res.statusCode).toBe(200);
  });
});
