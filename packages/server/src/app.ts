/**
 * The HTTP service as a Fastify application: `buildApp(config)` returns it ready to `listen` or to
 * `inject` requests in tests. Schema-first routes (TypeBox; the OpenAPI document at /docs is generated
 * from them), one error handler, rate limiting, WebSocket streaming, and durable jobs and feedback.
 */
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from './app-type.js';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { AnalysisPool, readManifestInThread, VERSION } from 'manglish-nlp/service';
import type { ServiceConfig } from './config.js';
import type { ServiceContext } from './context.js';
import { handleError, handleNotFound, RATE_LIMIT_BODY } from './errors.js';
import { createLimitedServer } from './connections.js';
import { createInProcessQueue } from './jobs/in-process.js';
import { startOutbox, type OutboxSettings } from './jobs/outbox.js';
import type { JobQueue } from './jobs/queue.js';
import { apiDescription } from './api-description.js';
import { batchRoutes } from './routes/batch.js';
import { feedbackRoutes } from './routes/feedback.js';
import { jobRoutes } from './routes/jobs.js';
import { nlpRoutes } from './routes/nlp.js';
import { playgroundRoutes } from './routes/playground.js';
import { systemRoutes } from './routes/system.js';
import { createBullQueue } from './jobs/bullmq.js';
import { redisConnection } from './jobs/redis.js';
import { openStore } from './store/open.js';
import type { Store } from './store/store.js';
import { wsRoutes } from './ws.js';

export type { App } from './app-type.js';

/** Parts a caller (a test, another back end) may supply instead of the embedded defaults. */
export interface AppParts {
  readonly store?: Store;
  /** The analysis threads (default: a pool sized by the configuration). */
  readonly pool?: AnalysisPool;
  /** Model images in shared memory for the analysis threads (`buildSharedImagesInThread()`); without them each thread reads the files. */
  readonly images?: Readonly<Record<string, unknown>>;
  /** Load every model in each analysis thread before its first task (the service does; tests need not). */
  readonly warm?: boolean;
  readonly queue?: (store: Store, app: App) => JobQueue;
  /** Resume unfinished jobs at start (default true). */
  readonly resumeJobs?: boolean;
  /** Settings of the callback outbox beyond the configuration (tests give a resolver and a short back-off). */
  readonly outbox?: Partial<Pick<OutboxSettings, 'resolve' | 'backoffMs' | 'pollMs'>>;
  /** A registry module (exporting `CAPABILITIES`) to serve instead of the package's own (a test adds a capability). */
  readonly registry?: URL;
}

/** What a response means when its schema does not say (the OpenAPI document names every response). */
const STATUS_MEANINGS: Readonly<Record<string, string>> = {
  200: 'Success.', 201: 'Recorded.', 202: 'Accepted: the job is stored and queued.', 400: 'Invalid request.', 401: 'Unauthorised.',
  404: 'Not found.', 409: 'Conflict.', 413: 'Body too large.', 429: 'Rate limited.', 500: 'Internal error.', 503: 'Unavailable: retry after Retry-After seconds.',
};

const redocBundle = fileURLToPath(new URL('../vendor/redoc/redoc.standalone.js', import.meta.url));

const REDOC_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' blob:; worker-src 'self' blob:; connect-src 'self'; font-src 'self' data:";

const REDOC_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>manglish-nlp API — ReDoc</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<redoc spec-url="/docs/json" hide-download-button></redoc>
<script src="/redoc/redoc.standalone.js"></script>
</body>
</html>`;

/**
 * Builds the service.
 *
 * @example
 * ```ts
 * const app = await buildApp(loadConfig({ MANGLISH_DB: ':memory:' }));
 * const res = await app.inject({ method: 'POST', url: '/sentiment', payload: { text: 'best gila!' } });
 * res.json().result.label; // 'positive'
 * ```
 */
export async function buildApp(config: ServiceConfig, parts: AppParts = {}): Promise<App> {
  const answering = new WeakSet<Socket>();
  const limits = { requestTimeoutMs: config.requestTimeoutSeconds * 1000, idleTimeoutMs: config.idleTimeoutSeconds * 1000, maxPerClient: config.maxConnectionsPerClient };
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    ajv: { customOptions: { coerceTypes: false, allErrors: false } },
    serverFactory: (handler) => createLimitedServer(handler, limits, answering),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // 1. State: the store, the analysis threads and the job queue (embedded defaults unless supplied).
  const modules = await readManifestInThread(parts.registry);
  const store = parts.store ?? openStore(config, app.log);
  const pool = parts.pool ?? new AnalysisPool({
    threads: config.analysisThreads, queueMax: config.analysisQueueMax, timeoutMs: config.analysisTimeoutMs, warm: parts.warm ?? false,
    ...(parts.images ? { images: parts.images } : {}), ...(parts.registry ? { registry: parts.registry } : {}),
  });
  const queue = parts.queue ? parts.queue(store, app)
    : config.redisUrl ? createBullQueue({ store, redisUrl: config.redisUrl, log: app.log })
      : createInProcessQueue({ store, pool, workers: config.jobWorkers, log: app.log, throttleMs: config.jobThrottleMs });
  const ctx: ServiceContext = { config, store, queue, pool, log: app.log, modules };
  // 2. Cross-cutting: errors, bodies, connection limits, rate limiting, OpenAPI, WebSocket.
  // Every documented response is named: a schema without its own description gets its status's meaning.
  app.addHook('onRoute', (route) => {
    const responses = (route.schema as { response?: Record<string, { description?: string }> } | undefined)?.response ?? {};
    for (const [status, schema] of Object.entries(responses)) {
      if (schema.description === undefined) responses[status] = { ...schema, description: STATUS_MEANINGS[status] ?? 'Response' };
    }
  });
  app.removeContentTypeParser('text/plain');
  // A GET or DELETE with a JSON content type and no body is a request without a body (client wrappers send the
  // header everywhere); a POST without one is still refused by its schema.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).length === 0 && (request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD')) return done(null, undefined);
    json(request, body as string, done);
  });
  app.addHook('preHandler', async (request) => answering.add(request.raw.socket));
  app.addHook('onResponse', async (request) => {
    answering.delete(request.raw.socket);
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  // With Redis, every instance counts in the same place; while Redis is down requests are not limited.
  const limitRedis = config.redisUrl ? redisConnection(config.redisUrl, 'rate-limit', app.log) : undefined;
  await app.register(rateLimit, {
    global: true,
    ...(limitRedis ? { redis: limitRedis, nameSpace: 'manglish-rate-limit:', skipOnError: true } : {}),
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowSeconds * 1000,
    errorResponseBuilder: (_request, context) => Object.assign(new Error(RATE_LIMIT_BODY.error), { statusCode: 429, retryAfter: context.after }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'manglish-nlp', version: VERSION, description: apiDescription(modules) },
      tags: [{ name: 'system' }, { name: 'nlp' }, { name: 'batch' }, { name: 'learning' }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: false } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // 3. Routes.
  // The ReDoc bundle would fetch its "powered by" logo from a CDN; the page's CSP keeps every request local.
  app.get('/redoc', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').header('content-security-policy', REDOC_CSP).send(REDOC_PAGE));
  const bundle = readFileSync(redocBundle);
  app.get('/redoc/redoc.standalone.js', { schema: { hide: true } }, async (_request, reply) => reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(bundle));
  systemRoutes(app, ctx);
  playgroundRoutes(app);
  nlpRoutes(app, ctx);
  batchRoutes(app, ctx);
  jobRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  await app.register(async (scope) => wsRoutes(scope, ctx));
  // 4. Lifecycle: resume unfinished jobs, send callbacks from the outbox, prune old jobs; on close, drain the
  //    queue and the outbox, then close the threads and the store.
  const prune = setInterval(() => {
    store.pruneJobs(new Date(Date.now() - config.jobRetentionHours * 3600_000)).catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'pruning jobs failed'));
  }, Math.min(3600_000, config.jobRetentionHours * 3600_000));
  prune.unref();
  let stopOutbox: ((graceMs: number) => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopOutbox = startOutbox(store, { secret: config.callbackSecret, allowPrivate: config.callbackAllowPrivate, timeoutMs: config.callbackTimeoutMs, attempts: config.callbackAttempts, concurrency: config.callbackConcurrency, ...parts.outbox }, app.log);
    if (parts.resumeJobs !== false) resume(0);
  });
  // Unfinished jobs are scheduled again at start; while the store or the queue cannot be reached, retried.
  let resumeTimer: NodeJS.Timeout | undefined;
  let closing = false;
  const resume = (attempt: number): void => {
    queue.resume().then((resumed) => {
      if (resumed > 0) app.log.info({ resumed }, 'resumed unfinished jobs');
    }, (err: unknown) => {
      if (closing) return;
      const wait = Math.min(30_000, 1000 * 2 ** attempt);
      app.log.warn({ reason: (err as Error).message, retry_in_ms: wait }, 'unfinished jobs cannot be read now; retrying');
      resumeTimer = setTimeout(() => resume(attempt + 1), wait);
      resumeTimer.unref();
    });
  };
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(resumeTimer);
    clearInterval(prune);
    await Promise.all([queue.drain(config.shutdownGraceSeconds * 1000), stopOutbox?.(config.shutdownGraceSeconds * 1000)]);
    if (!parts.pool) await pool.close();
    if (!parts.store) await store.close();
    limitRedis?.disconnect();
  });
  return app;
}
