/** POST /batch: several modules over several texts in one request. */
import { Type } from 'typebox';
import { batchNames, InputError, type ModuleOutcome, type ServiceModule } from 'manglish-nlp/service';
import type { App } from '../app-type.js';
import { analyse, ms, paramsOf, unwrap, type ServiceContext } from '../context.js';
import { ERROR_RESPONSES, Text } from '../schemas/common.js';

/** Most texts in one `/batch` request. */
export const MAX_BATCH_TEXTS = 50;

/**
 * The `modules` field of `/batch` and `/batch/async`: names of the registry's batch modules.
 *
 * @example
 * ```ts
 * modulesSchema(ctx.modules); // an array schema of 'normalize' | 'formalize' | 'sentiment' | …
 * ```
 */
export function modulesSchema(modules: readonly ServiceModule[]) {
  const names = batchNames(modules);
  return Type.Array(Type.String({ enum: names }), { minItems: 1, uniqueItems: true, description: `Modules to run: ${names.join(', ')}.` });
}

/**
 * The module parameters `/batch` and `/batch/async` take, at the top level (or inside `options`): each batch
 * module's own, described with the module's name.
 *
 * @example
 * ```ts
 * Object.keys(batchParams(ctx.modules)); // ['top_n', 'max_length', 'style', 'target', 'options']
 * ```
 */
export function batchParams(modules: readonly ServiceModule[]) {
  const params = modules.filter((m) => m.batch).flatMap((m) =>
    Object.entries(m.params).map(([name, schema]) => [name, Type.Optional({ ...schema, description: `${m.name}: ${(schema as { description?: string }).description ?? ''}` })] as const));
  return {
    ...Object.fromEntries(params),
    options: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'The same parameters, nested.' })),
  };
}

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
      body: Type.Object({ texts: Type.Array(Text, { minItems: 1, maxItems: MAX_BATCH_TEXTS }), modules: modulesSchema(ctx.modules), ...batchParams(ctx.modules) }, { additionalProperties: true }),
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
    const params = paramsOf(ctx.modules, body);
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
