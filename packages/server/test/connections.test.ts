/**
 * Connection limits and HTTP manners (issue 63): a slow body is cut after REQUEST_TIMEOUT_SECONDS, one
 * client's sockets are capped (its oldest idle ones closed) while /health from the same address still gets
 * in, a rate-limited client's keep-alive socket is closed; GET and DELETE with a JSON content type and no
 * body, and a lower-case `bearer`, are accepted.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { get, post, testApp, until } from './helpers.js';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listen(env: Record<string, string>): Promise<number> {
  app = await testApp(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Opens a socket that starts a POST and then sends its body one byte at a time, slowly. */
function slowBody(port: number): Promise<{ socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /sentiment HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
      const started = Date.now();
      const drip = setInterval(() => socket.writable && socket.write(' '), 500);
      const closed = new Promise<number>((done) => socket.once('close', () => (clearInterval(drip), done(Date.now() - started))));
      resolve({ socket, closed });
    });
    socket.on('error', () => undefined);
  });
}

describe('connection limits', () => {
  it('cuts a body sent a byte at a time once REQUEST_TIMEOUT_SECONDS has passed', async () => {
    const port = await listen({ REQUEST_TIMEOUT_SECONDS: '2' });
    const { closed } = await slowBody(port);
    const after = await closed;
    expect(after).toBeGreaterThanOrEqual(1500);
    expect(after).toBeLessThan(15_000);
  }, 30_000);

  it('holds one client to MAX_CONNECTIONS_PER_CLIENT sockets, closing its oldest idle ones; /health still answers', async () => {
    const port = await listen({ MAX_CONNECTIONS_PER_CLIENT: '20', REQUEST_TIMEOUT_SECONDS: '60' });
    const slow = await Promise.all(Array.from({ length: 60 }, () => slowBody(port)));
    const open = async (): Promise<number> => {
      await new Promise((r) => setTimeout(r, 200));
      return slow.filter((s) => !s.socket.destroyed && s.socket.readyState === 'open').length;
    };
    await until(async () => (await open()) <= 20, 10_000);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    for (const s of slow) s.socket.destroy();
  }, 30_000);

  it('closes a rate-limited client\'s keep-alive connection', async () => {
    const port = await listen({ RATE_LIMIT_MAX: '1' });
    await fetch(`http://127.0.0.1:${port}/normalize`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"sy"}' });
    const limited = await fetch(`http://127.0.0.1:${port}/normalize`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"sy"}' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('connection')).toBe('close');
  });
});

describe('HTTP manners', () => {
  it('takes GET and DELETE with a JSON content type and no body', async () => {
    app = await testApp({ JOB_THROTTLE_MS: '200' });
    const sub = await post(app, '/batch/async', { texts: ['satu', 'dua', 'tiga'], modules: ['normalize'] });
    const status = await app.inject({ method: 'GET', url: sub.body.status_url, headers: { 'content-type': 'application/json' } });
    expect(status.statusCode).toBe(200);
    const cancel = await app.inject({ method: 'DELETE', url: `/batch/cancel/${sub.body.job_id}`, headers: { 'content-type': 'application/json' } });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ job_id: sub.body.job_id, status: 'cancelled' });
    // A POST without a body is still refused.
    expect((await app.inject({ method: 'POST', url: '/sentiment', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });

  it('matches the Bearer scheme whatever its case', async () => {
    app = await testApp({ ADMIN_TOKEN: 'rahsia' });
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) expect((await get(app, '/feedback/stats', { authorization: `${scheme} rahsia` })).status).toBe(200);
    expect((await get(app, '/feedback/stats', { authorization: 'Basic rahsia' })).status).toBe(401);
  });
});
