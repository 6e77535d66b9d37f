/**
 * `@manglish-nlp/server`: the HTTP and WebSocket service over the `manglish-nlp` library, its stores
 * (SQLite, PostgreSQL), its job queues (in-process, BullMQ on Redis) and the queue worker.
 *
 * @example
 * ```ts
 * import { startServer } from '@manglish-nlp/server';
 * const stop = await startServer({ PORT: '3000' }); // "manglish-nlp 3.x listening on http://127.0.0.1:3000 — docs at /docs"
 * await stop();
 * ```
 */
export { startServer } from './server.js';
export { startWorker, migrate } from './worker.js';
export { buildApp, type App, type AppParts } from './app.js';
export { loadConfig, type ServiceConfig } from './config.js';
export { startOrExplain } from './entry.js';
