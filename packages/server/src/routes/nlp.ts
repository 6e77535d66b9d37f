/**
 * The single-text NLP endpoints, one per served module of the registry's manifest: POST /sentiment, /emotion,
 * …, /analyze answer in the envelope `{ result, processing_time_ms }`; /aspect-sentiment and
 * /multi-emotion answer their result alone (interface version 3.3.0).
 */
import type { App } from '../app-type.js';
import { ms, paramsOf, serve, type ServiceContext } from '../context.js';
import { ERROR_RESPONSES, envelope, nlpBody } from '../schemas/common.js';

export function nlpRoutes(app: App, ctx: ServiceContext): void {
  for (const module of ctx.modules) {
    const ok = module.envelope ? envelope(module.result) : module.result;
    const examples = module.example.response === undefined ? {} : { examples: [module.example.response] };
    app.post(module.path, {
      schema: { tags: ['nlp'], summary: module.description, body: nlpBody(module.params, module.example.request), response: { 200: { ...ok, ...examples }, ...ERROR_RESPONSES } },
    }, async (request) => {
      const start = performance.now();
      const result = await serve(ctx, module.name, request.body.text, paramsOf(ctx.modules, request.body));
      return module.envelope ? { result, processing_time_ms: ms(start) } : result;
    });
  }
}
