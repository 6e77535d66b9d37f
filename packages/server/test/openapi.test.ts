/**
 * Issue 66: the OpenAPI document teaches. Every single-text endpoint shows a real Malay or Manglish example
 * request and the response the service gives for it (generated from the library by `npm run examples`);
 * each example fits its schema and the running service answers it so; errors are described as sent and
 * each status named; the WebSocket protocol and the error codes are in the document.
 */
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { ERROR_CODES } from '../../../src/errors.js';
import { get, post, testApp } from './helpers.js';

let app: App;
let doc: any;
beforeAll(async () => {
  app = await testApp();
  doc = (await get(app, '/docs/json')).body;
});
afterAll(async () => {
  await app.close();
});

const ajv = new Ajv({ strict: false, allErrors: true });
const NLP = (): [string, any][] => Object.entries(doc.paths as Record<string, any>).filter(([, item]) => item.post?.tags?.includes('nlp'));

/** Drops what changes from one run to the next: the processing time. */
const stable = (body: any): any => (body && typeof body === 'object' && 'processing_time_ms' in body ? { ...body, processing_time_ms: 0 } : body);

describe('issue 66: the OpenAPI document', () => {
  it('shows a different real example on every single-text endpoint, each fitting its schemas', () => {
    const endpoints = NLP();
    expect(endpoints.length).toBe(14);
    const texts = new Set<string>();
    for (const [path, item] of endpoints) {
      const request = item.post.requestBody.content['application/json'];
      const ok = item.post.responses['200'].content['application/json'];
      expect(request.example, path).toBeDefined();
      expect(ok.example, path).toBeDefined();
      texts.add(request.example.text);
      expect(ajv.validate(request.schema, request.example), `${path} request: ${ajv.errorsText()}`).toBe(true);
      expect(ajv.validate(ok.schema, ok.example), `${path} response: ${ajv.errorsText()}`).toBe(true);
      expect(JSON.stringify(ok.example)).not.toMatch(/additionalProp|"string"/);
    }
    expect(texts.size).toBe(endpoints.length);
  });

  it('documents what the running service answers for each example', async () => {
    for (const [path, item] of NLP()) {
      const { example: request } = item.post.requestBody.content['application/json'];
      const { example: response } = item.post.responses['200'].content['application/json'];
      const res = await post(app, path, request);
      expect(res.status, path).toBe(200);
      expect(stable(res.body), path).toEqual(stable(response));
    }
  });

  it('names every response and describes the error body as sent (details is a list of problems)', async () => {
    const unnamed = Object.entries<any>(doc.paths).flatMap(([path, item]) => Object.entries<any>(item).flatMap(([method, op]) =>
      Object.entries<any>(op.responses ?? {}).filter(([, r]) => r.description === 'Default Response').map(([status]) => `${method} ${path} ${status}`)));
    expect(unnamed).toEqual([]);
    const sentiment = doc.paths['/sentiment'].post.responses;
    expect(sentiment['503'].description).toMatch(/Retry-After/);
    expect(doc.paths['/batch/status/{id}'].get.responses['404'].description).toMatch(/No job/);
    const sent = await post(app, '/sentiment', {});
    const errorSchema = sentiment['400'].content['application/json'].schema;
    expect(Array.isArray(sent.body.details)).toBe(true);
    expect(ajv.validate(errorSchema, sent.body), ajv.errorsText()).toBe(true);
  });

  it('describes the WebSocket protocol and every error code', () => {
    const text: string = doc.info.description;
    for (const word of ['/ws/analyze', 'module_result', 'progress', 'complete', 'ping', 'pong']) expect(text).toContain(word);
    for (const code of Object.keys(ERROR_CODES)) expect(text).toContain(code);
  });
});
