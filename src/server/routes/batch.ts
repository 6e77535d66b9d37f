/** POST /batch: several modules over several texts in one request. */
import { Type } from 'typebox';
import { InputError } from '../../errors.js';
import type { App } from '../app-type.js';
import { analyse, ms, paramsOf, unwrap, type ServiceContext } from '../context.js';
import { BATCH_MODULES, TRANSLATE_TARGETS } from '../module-list.js';
import type { ModuleOutcome } from '../pool/outcome.js';
import { ERROR_RESPONSES, Text } from '../schemas/common.js';

/** Most texts in one `/batch` request. */
export const MAX_BATCH_TEXTS = 50;

export const Modules = Type.Array(Type.String({ enum: [...BATCH_MODULES] }), { minItems: 1, uniqueItems: true, description: `Modules to run: ${BATCH_MODULES.join(', ')}.` });

/** The module parameters `/batch` and `/batch/async` take, at the top level (or inside `options`). */
export const BatchParams = {
  target: Type.Optional(Type.String({ enum: [...TRANSLATE_TARGETS], description: 'translate: en (default), bm or ms (Malay), formal.' })),
  top_n: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'keywords: how many (default 5).' })),
  max_length: Type.Optional(Type.Integer({ minimum: 5, maximum: 5000, description: 'summarize: most words (default 100).' })),
  style: Type.Optional(Type.String({ enum: ['extractive', 'abstractive'], description: 'summarize: extractive (default) or abstractive.' })),
  options: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'The same parameters, nested.' })),
};

/** Rejects texts that are only whitespace (the schema admits them; the library would not). */
export function requireNonBlank(texts: readonly string[]): void {
  const blank = texts.findIndex((t) => t.trim() === '');
  if (blank >= 0) throw new InputError('MANGLISH_ERR_EMPTY_INPUT', `Expected every text to contain something, but texts[${blank}] is empty or only whitespace.`);
}

export function batchRoutes(app: App, ctx: ServiceContext): void {
  app.post('/batch', {
    schema: {
      tags: ['batch'],
      summary: `Run several modules over up to ${MAX_BATCH_TEXTS} texts`,
      body: Type.Object({ texts: Type.Array(Text, { minItems: 1, maxItems: MAX_BATCH_TEXTS }), modules: Modules, ...BatchParams }, { additionalProperties: true }),
      response: {
        200: Type.Object({
          results: Type.Array(Type.Object({ text: Type.String() }, { additionalProperties: true, description: 'The input text and one key per module, holding that module\'s result.' })),
          processing_time_ms: Type.Number(),
          count: Type.Integer(),
        }),
        ...ERROR_RESPONSES,
      },
    },
  }, async (request) => {
    const start = performance.now();
    const { body } = request;
    requireNonBlank(body.texts);
    const params = paramsOf(body);
    // The texts spread over the analysis threads; the first error answers the request.
    const outcomes = await analyse(ctx, body.texts, body.modules, params);
    const results = body.texts.map((text, i) => {
      const row: { text: string; [module: string]: unknown } = { text };
      body.modules.forEach((module, m) => (row[module] = unwrap(outcomes[i]?.[m] as ModuleOutcome)));
      return row;
    });
    return { results, processing_time_ms: ms(start), count: results.length };
  });
}
