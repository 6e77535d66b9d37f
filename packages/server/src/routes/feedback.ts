/** Feedback and active learning: POST /feedback, GET /feedback/stats, GET /active-learning/uncertain. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HttpError, InputError, type ServiceModule } from 'manglish-nlp/service';
import type { App } from '../app-type.js';
import type { ServiceContext } from '../context.js';
import { errorResponse, ERROR_RESPONSES, Text } from '../schemas/common.js';

const Label = Type.String({ minLength: 1, maxLength: 200 });

/** Requires `Authorization: Bearer <ADMIN_TOKEN>` when a token is configured. */
function requireAdmin(ctx: ServiceContext, request: FastifyRequest): void {
  const token = ctx.config.adminToken;
  if (token === undefined) return;
  // The scheme is case-insensitive (RFC 9110): `bearer`, `BEARER` and `Bearer` are one.
  const given = /^Bearer +(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new HttpError('MANGLISH_ERR_UNAUTHORIZED', 'This endpoint reveals what users sent: send "Authorization: Bearer <ADMIN_TOKEN>".');
  }
}

/**
 * Refuses feedback on a module the service does not have, or a label the module cannot give (400): such
 * feedback would be counted in /feedback/stats and taught to nothing.
 */
function requireKnownLabels(modules: readonly ServiceModule[], body: { module: string; predicted: string; correct: string }): void {
  const module = modules.find((m) => m.name === body.module);
  if (!module) {
    throw new InputError('MANGLISH_ERR_VALIDATION', `Unknown module "${body.module}". Valid modules: ${modules.map((m) => m.name).join(', ')}.`);
  }
  const labels = module.feedbackLabels;
  for (const field of ['predicted', 'correct'] as const) {
    if (labels && !labels.includes(body[field])) {
      throw new InputError('MANGLISH_ERR_VALIDATION', `Expected "${field}" to be a ${body.module} label (${labels.join(', ')}), but got "${body[field]}".`);
    }
  }
}

export function feedbackRoutes(app: App, ctx: ServiceContext): void {
  app.post('/feedback', {
    schema: {
      tags: ['learning'],
      summary: 'Record a user\'s correction of a prediction',
      body: Type.Object({ text: Text, module: Type.String({ minLength: 1, maxLength: 50 }), predicted: Label, correct: Label }),
      response: { 201: Type.Object({ id: Type.Integer(), status: Type.Literal('recorded') }), ...ERROR_RESPONSES },
    },
  }, async (request, reply) => {
    requireKnownLabels(ctx.modules, request.body);
    const id = await ctx.store.addFeedback(request.body);
    return reply.code(201).send({ id, status: 'recorded' });
  });

  app.get('/feedback/stats', {
    schema: {
      tags: ['learning'],
      summary: 'Counts of stored corrections (requires ADMIN_TOKEN when set)',
      response: {
        200: Type.Object({
          total_corrections: Type.Integer(),
          by_module: Type.Record(Type.String(), Type.Integer()),
          error_patterns: Type.Array(Type.Object({ pattern: Type.String(), module: Type.String(), count: Type.Integer() })),
        }),
        401: errorResponse('ADMIN_TOKEN is set and the request did not send it as Authorization: Bearer <token>.'),
        429: ERROR_RESPONSES[429],
      },
    },
  }, async (request) => {
    requireAdmin(ctx, request);
    return ctx.store.feedbackStats();
  });

  app.get('/active-learning/uncertain', {
    schema: {
      tags: ['learning'],
      summary: 'The most uncertain recorded predictions (normalised entropy), most uncertain first',
      // Query values arrive as strings (the service does not coerce types), so they are checked by pattern.
      querystring: Type.Object({
        limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$', description: 'Most samples to return, 1 to 1000 (default 20).' })),
        min_uncertainty: Type.Optional(Type.String({ pattern: '^(0(\\.[0-9]+)?|1(\\.0+)?|\\.[0-9]+)$', description: 'Least normalised entropy, 0 to 1 (default 0.4).' })),
      }),
      response: {
        200: Type.Object({ samples: Type.Array(Type.Object({ text: Type.String(), predictions: Type.Record(Type.String(), Type.Record(Type.String(), Type.Number())), uncertainty: Type.Number() })) }),
        400: ERROR_RESPONSES[400],
        401: errorResponse('ADMIN_TOKEN is set and the request did not send it as Authorization: Bearer <token>.'),
        429: ERROR_RESPONSES[429],
      },
    },
  }, async (request) => {
    requireAdmin(ctx, request);
    const { query } = request;
    const limit = query.limit === undefined ? 20 : Number(query.limit);
    if (limit < 1 || limit > 1000) throw new InputError('MANGLISH_ERR_VALIDATION', `Expected limit to be from 1 to 1000, but got ${limit}.`);
    return { samples: await ctx.store.uncertainSamples(limit, query.min_uncertainty === undefined ? 0.4 : Number(query.min_uncertainty)) };
  });
}
