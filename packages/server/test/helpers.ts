/** Helpers for the service tests: an app on an in-memory store, JSON requests, a callback receiver. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type App, type AppParts } from '../src/app.js';
import { loadConfig } from '../src/config.js';

/** Builds the app with test defaults (in-memory store, generous rate limit, silent logs, one analysis thread). */
export async function testApp(env: Record<string, string> = {}, parts: AppParts = {}): Promise<App> {
  const app = await buildApp(loadConfig({ MANGLISH_DB: ':memory:', RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'silent', ANALYSIS_THREADS: '1', ...env }), parts);
  await app.ready();
  return app;
}

/** POSTs JSON and returns status, body and headers. */
export async function post(app: App, url: string, payload: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.body === '' ? undefined : res.json(), headers: res.headers };
}

/** GETs and returns status and JSON body. */
export async function get(app: App, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const res = await app.inject({ method: 'GET', url, headers });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/**
 * A local HTTP receiver for job callbacks: records requests; `status(n)` decides the answer to the n-th;
 * with `hang`, it never answers (until closed).
 */
export async function callbackReceiver(status: (n: number) => number = () => 200, redirectTo?: string, hang = false): Promise<{ url: string; received: { headers: IncomingMessage['headers']; body: string }[]; close(): Promise<void> }> {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (hang) return;
      const code = status(received.length);
      if (redirectTo && code >= 300 && code < 400) res.setHeader('location', redirectTo);
      res.writeHead(code).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))) };
}
export { until } from '../../../test/until.js';
