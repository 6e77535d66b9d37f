/** GET /health and GET /modules. */
import { Type } from 'typebox';
import { VERSION } from 'manglish-nlp/service';
import type { App } from '../app-type.js';
import type { ServiceContext } from '../context.js';

const Health = Type.Object({
  status: Type.String({ enum: ['healthy', 'degraded'], description: 'degraded while a back end fails: analysis endpoints keep serving; what needs the failing part answers 503.' }),
  version: Type.String(),
  modules_loaded: Type.Integer(),
  checks: Type.Object({
    store: Type.String({ description: 'The store (SQLite, or PostgreSQL with DATABASE_URL): "ok", or what fails (e.g. "writes: SQLITE_FULL", "connection: ECONNREFUSED").' }),
    queue: Type.String({ description: 'The job queue (in-process, or Redis with REDIS_URL): "ok", or what fails (e.g. "redis: reconnecting").' }),
    dropped_predictions: Type.Integer({ description: 'Predictions for active learning dropped because the store could not write them (since start).' }),
  }),
  analysis: Type.Object({
    threads: Type.Integer({ description: 'Analysis threads.' }),
    pending: Type.Integer({ description: 'Texts being analysed or waiting for a thread.' }),
    queue_max: Type.Integer({ description: 'Most texts that may wait; beyond it requests get 503 MANGLISH_ERR_BUSY.' }),
  }),
});
const ModuleEntry = Type.Object({ name: Type.String(), description: Type.String(), endpoint: Type.String() });

export function systemRoutes(app: App, ctx: ServiceContext): void {
  app.get('/health', {
    config: { rateLimit: false },
    schema: { tags: ['system'], summary: 'Service health (exempt from rate limiting; never waits behind analysis)', response: { 200: Health } },
  }, async () => {
    const { threads, pending, queueMax } = ctx.pool.stats();
    const [store, queue] = await Promise.all([
      ctx.store.health().catch((err: unknown) => ({ ok: false, failing: (err as Error).message, droppedPredictions: 0 })),
      ctx.queue.health().catch((err: unknown) => ({ ok: false, failing: (err as Error).message })),
    ]);
    return {
      status: store.ok && queue.ok ? 'healthy' : 'degraded', version: VERSION, modules_loaded: ctx.modules.length,
      checks: { store: store.ok ? 'ok' : (store.failing ?? 'failing'), queue: queue.ok ? 'ok' : (queue.failing ?? 'failing'), dropped_predictions: store.droppedPredictions },
      analysis: { threads, pending, queue_max: queueMax },
    };
  });

  app.get('/modules', {
    schema: { tags: ['system'], summary: 'The NLP modules and their endpoints', response: { 200: Type.Array(ModuleEntry) } },
  }, async () => ctx.modules.map((m) => ({ name: m.name, description: m.description, endpoint: m.path })));
}
