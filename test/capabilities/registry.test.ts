/**
 * Issue 65: every interface is generated from the registry. A toy capability added to it in one line
 * (`toy-registry.ts`) is found everywhere: the library's namespaces and pipelines, the CLI, its HTTP
 * endpoint run on the analysis threads, `/modules`, the OpenAPI document, `/batch`, async jobs, the
 * WebSocket, `/feedback`, and the plans of `npm run train` and `npm run eval`.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { evaluationNames, modelNames, planFor, served } from '../../src/capabilities/registry.js';
import { CAPABILITIES as PACKAGE } from '../../src/capabilities/registry.js';
import { main } from '../../src/cli.js';
import { namespacesOf } from '../../src/namespaces.js';
import { pipelineOf } from '../../src/pipeline.js';
import type { App } from '../../packages/server/src/app.js';
import { TRAINERS } from '../../training/trainers.js';
import { EVALUATIONS } from '../../eval/registry.js';
import { get, post, testApp } from '../../packages/server/test/helpers.js';
import { CAPABILITIES } from './toy-registry.js';

const TEXT = 'Jom makan nasi lemak kat kedai mamak';

function io(): { out: string[]; err: string[]; io: Parameters<typeof main>[1] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (s) => out.push(s), stderr: (s) => err.push(s), readStdin: async () => '', isTTY: false } };
}

describe('issue 65: a toy capability registered in one line', () => {
  it('is a namespace of the library and a pipeline step', () => {
    const ns = namespacesOf(CAPABILITIES) as Record<string, Record<string, (t: string) => unknown>>;
    expect(ns.wordCount?.countWords?.(TEXT)).toEqual({ words: 7, length: 'long' });
    expect(pipelineOf(['normalize', 'count'], CAPABILITIES).run('sy nak mkn')).toMatchObject({ count: { words: 3, length: 'short' } });
  });

  it('is a CLI command with its flags and help', async () => {
    const help = io();
    await main(['help'], help.io, CAPABILITIES);
    expect(help.out.join('')).toMatch(/words\s+How many words/);
    const run = io();
    expect(await main(['words', 'saya suka kucing', '--long=3'], run.io, CAPABILITIES)).toBe(0);
    expect(JSON.parse(run.out.join(''))).toEqual({ words: 3, length: 'long' });
    expect(await main(['words', 'x', '--zzz'], io().io, CAPABILITIES)).toBe(2);
  });

  it('is in the plans of npm run train and npm run eval, which refuse a name nothing implements', () => {
    expect(planFor(modelNames(CAPABILITIES), [...Object.keys(TRAINERS), 'word-count'], 'trainer')).toContain('word-count');
    expect(planFor(evaluationNames(CAPABILITIES), [...EVALUATIONS.map((e) => e.name), 'word-count'], 'evaluation')).toContain('word-count');
    expect(() => planFor(modelNames(CAPABILITIES), Object.keys(TRAINERS), 'trainer')).toThrow(/No trainer for word-count/);
  });

  describe('in the service', () => {
    let app: App;
    let url: string;
    beforeAll(async () => {
      app = await testApp({}, { registry: new URL('./toy-registry.ts', import.meta.url) });
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/analyze`;
    });
    afterAll(async () => {
      await app.close();
    });

    it('has an endpoint run on the analysis threads, listed in /modules and the OpenAPI document', async () => {
      const res = await post(app, '/word-count', { text: TEXT, long_from: 10 });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ words: 7, length: 'short' });
      expect((await post(app, '/word-count', { text: TEXT, long_from: 'ten' })).status).toBe(400);
      expect((await get(app, '/modules')).body).toContainEqual({ name: 'word-count', description: 'Counts the words of a text.', endpoint: '/word-count' });
      const doc = (await get(app, '/docs/json')).body;
      expect(doc.paths['/word-count'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('long_from');
    });

    it('runs in /batch, async jobs and the WebSocket, and takes feedback in its labels', async () => {
      const batch = await post(app, '/batch', { texts: [TEXT, 'ok'], modules: ['word-count', 'sentiment'] });
      expect(batch.status).toBe(200);
      expect(batch.body.results.map((r: { 'word-count': unknown }) => r['word-count'])).toEqual([{ words: 7, length: 'long' }, { words: 1, length: 'short' }]);
      const job = await post(app, '/batch/async', { texts: [TEXT], modules: ['word-count'] });
      expect(job.status).toBe(202);
      const ws = new WebSocket(url);
      await new Promise((r) => ws.once('open', r));
      const result = new Promise<any>((resolve) => ws.on('message', (d) => {
        const m = JSON.parse(d.toString());
        if (m.type === 'module_result') resolve(m);
      }));
      ws.send(JSON.stringify({ text: TEXT, modules: ['word-count'] }));
      expect((await result).result).toEqual({ words: 7, length: 'long' });
      ws.close();
      expect((await post(app, '/feedback', { text: TEXT, module: 'word-count', predicted: 'long', correct: 'short' })).status).toBe(201);
      expect((await post(app, '/feedback', { text: TEXT, module: 'word-count', predicted: 'long', correct: 'medium' })).status).toBe(400);
    });
  });

  it('leaves the package registry as it was', () => {
    expect(served(PACKAGE).map((c) => c.name)).not.toContain('word-count');
    expect(PACKAGE.length + 1).toBe(CAPABILITIES.length);
  });
});
