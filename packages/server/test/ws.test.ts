import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../src/app.js';
import { testApp } from './helpers.js';

let app: App;
let url: string;
beforeAll(async () => {
  app = await testApp({ WS_RATE_LIMIT_PER_SECOND: '5', WS_PING_INTERVAL_SECONDS: '1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/analyze`;
});
afterAll(async () => {
  await app.close();
});

/** Opens a socket and collects messages. */
async function connect(): Promise<{ ws: WebSocket; messages: any[]; next: (type: string) => Promise<any> }> {
  const ws = new WebSocket(url);
  const messages: any[] = [];
  const taken = new Set<number>();
  const waiters: { type: string; resolve: (m: any) => void }[] = [];
  ws.on('message', (data) => {
    const msg = JSON.parse(data.toString());
    messages.push(msg);
    const i = waiters.findIndex((w) => w.type === msg.type);
    if (i >= 0) {
      taken.add(messages.length - 1);
      waiters.splice(i, 1)[0]?.resolve(msg);
    }
  });
  await new Promise((r) => ws.once('open', r));
  const next = (type: string): Promise<any> => {
    const seen = messages.findIndex((m, i) => m.type === type && !taken.has(i));
    if (seen >= 0) {
      taken.add(seen);
      return Promise.resolve(messages[seen]);
    }
    return new Promise((resolve) => waiters.push({ type, resolve }));
  };
  return { ws, messages, next };
}

describe('WebSocket /ws/analyze', () => {
  it('streams one module_result and one progress per module, then complete', async () => {
    const { ws, messages, next } = await connect();
    ws.send(JSON.stringify({ text: 'Best gila nasi lemak ni!', modules: ['sentiment', 'emotion', 'normalize'] }));
    const complete = await next('complete');
    expect(complete.processing_time_ms).toEqual(expect.any(Number));
    const types = messages.map((m) => m.type);
    expect(types).toEqual(['module_result', 'progress', 'module_result', 'progress', 'module_result', 'progress', 'complete']);
    expect(messages[0]).toMatchObject({ type: 'module_result', module: 'sentiment', result: { label: 'positive' } });
    expect(messages[1]).toEqual({ type: 'progress', completed: 1, total: 3 });
    ws.close();
  });

  it('answers ping with pong and keeps the connection open after errors', async () => {
    const { ws, next } = await connect();
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await next('pong')).toEqual({ type: 'pong', timestamp: expect.any(String) });
    ws.send('{not json');
    expect((await next('error')).message).toMatch(/Malformed JSON/);
    ws.send(JSON.stringify({ text: 'x'.repeat(5001), modules: ['sentiment'] }));
    expect((await next('error')).message).toMatch(/too long/);
    ws.send(JSON.stringify({ text: 'hai', modules: ['telepathy'] }));
    expect((await next('error')).message).toMatch(/Unknown module/);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.send(JSON.stringify({ text: 'hai semua', modules: ['normalize'] }));
    expect((await next('module_result')).result).toBe('hai semua');
    ws.close();
  });

  it('counts text length in characters as HTTP does, and gives every error a code (issue 63)', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const { ws, next } = await connect();
    // 5,000 emoji are 5,000 characters (10,000 UTF-16 units): accepted, as over HTTP.
    ws.send(JSON.stringify({ text: '😂'.repeat(5000), modules: ['normalize'] }));
    expect((await next('module_result')).module).toBe('normalize');
    ws.send(JSON.stringify({ text: '😂'.repeat(5001), modules: ['normalize'] }));
    expect(await next('error')).toEqual({ type: 'error', message: expect.stringMatching(/5001 characters/), code: 'MANGLISH_ERR_TOO_LONG' });
    ws.send('{not json');
    expect((await next('error')).code).toBe('MANGLISH_ERR_VALIDATION');
    ws.send(JSON.stringify({ text: '我们明天去吃饭', modules: ['translate'] }));
    expect(await next('error')).toEqual({ type: 'error', module: 'translate', message: expect.any(String), code: 'MANGLISH_ERR_UNSUPPORTED_LANGUAGE' });
    ws.close();
  });

  it('closes a connection that sends a frame over the limit (1009) and goes on serving others', async () => {
    const { ws } = await connect();
    const code = new Promise((r) => ws.once('close', r));
    ws.send('x'.repeat(70 * 1024));
    expect(await code).toBe(1009);
    const other = await connect();
    other.ws.send(JSON.stringify({ type: 'ping' }));
    expect((await other.next('pong')).type).toBe('pong');
    other.ws.close();
  });

  it('limits messages per connection per second without closing it', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const { ws, messages } = await connect();
    for (let i = 0; i < 8; i++) ws.send(JSON.stringify({ type: 'ping' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(messages.filter((m) => m.type === 'pong').length).toBe(5);
    expect(messages.filter((m) => m.type === 'error' && /Rate limit/.test(m.message)).length).toBe(3);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });

  it('sends ping frames and closes connections that stop answering', async () => {
    const ws = new WebSocket(url, { autoPong: false });
    let pings = 0;
    ws.on('ping', () => pings++);
    const closed = new Promise((r) => ws.once('close', r));
    await closed;
    expect(pings).toBeGreaterThanOrEqual(1);
  });
});
