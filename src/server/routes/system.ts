/** GET /health and GET /modules. */
import { Type } from 'typebox';
import { VERSION } from '../../version.js';
import type { App } from '../app.js';
import { ENDPOINT_MODULES } from './nlp.js';

const Health = Type.Object({ status: Type.String({ examples: ['healthy'] }), version: Type.String(), modules_loaded: Type.Integer() });
const ModuleEntry = Type.Object({ name: Type.String(), description: Type.String(), endpoint: Type.String() });

export function systemRoutes(app: App): void {
  app.get('/health', {
    config: { rateLimit: false },
    schema: { tags: ['system'], summary: 'Service health (exempt from rate limiting)', response: { 200: Health } },
  }, async () => ({ status: 'healthy', version: VERSION, modules_loaded: ENDPOINT_MODULES.length }));

  app.get('/modules', {
    schema: { tags: ['system'], summary: 'The NLP modules and their endpoints', response: { 200: Type.Array(ModuleEntry) } },
  }, async () => ENDPOINT_MODULES.map((m) => ({ name: m.name, description: m.description, endpoint: m.endpoint })));
}
