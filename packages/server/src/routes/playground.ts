/**
 * The playground: GET / and /playground serve one static page (public/playground/, shipped in the
 * package) that analyses a text through the public HTTP API. Its policy lets the page reach this service
 * only: no CDN, no request leaving the machine.
 */
import { readFileSync } from 'node:fs';
import type { App } from '../app-type.js';

const PLAYGROUND_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const asset = (name: string): Buffer => readFileSync(new URL(`../../public/playground/${name}`, import.meta.url));

/**
 * Registers the page and its two assets (read once, at start).
 *
 * @example
 * ```ts
 * playgroundRoutes(app); // GET / → the page; GET /playground/app.js → its script
 * ```
 */
export function playgroundRoutes(app: App): void {
  const page = asset('index.html');
  const files: Record<string, [Buffer, string]> = { 'app.js': [asset('app.js'), 'text/javascript; charset=utf-8'], 'app.css': [asset('app.css'), 'text/css; charset=utf-8'] };
  for (const path of ['/', '/playground']) {
    app.get(path, { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => reply.type('text/html; charset=utf-8').header('content-security-policy', PLAYGROUND_CSP).header('cache-control', 'no-cache').send(page));
  }
  for (const [name, [body, type]] of Object.entries(files)) {
    app.get(`/playground/${name}`, { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => reply.type(type).header('cache-control', 'no-cache').send(body));
  }
}
