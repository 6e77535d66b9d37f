/** GET /health and GET /modules. */
import { Type } from 'typebox';
import { VERSION } from '../../version.js';
import type { App } from '../app.js';
import type { ServiceContext } from '../context.js';
import { ENDPOINT_MODULES } from './nlp.js';

const Health = Type.Object({
  status: Type.String({ examples: ['healthy'] }),
  version: Type.String(),
  modules_loaded: Type.Integer(),
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
    return { status: 'healthy', version: VERSION, modules_loaded: ENDPOINT_MODULES.length, analysis: { threads, pending, queue_max: queueMax } };
  });

  app.get('/modules', {
    schema: { tags: ['system'], summary: 'The NLP modules and their endpoints', response: { 200: Type.Array(ModuleEntry) } },
  }, async () => ENDPOINT_MODULES.map((m) => ({ name: m.name, description: m.description, endpoint: m.endpoint })));
}
