/** The service's Fastify instance type, apart from `app.ts` so that routes need not import the app that imports them. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/**
 * The Fastify instance the routes register on: with the TypeBox type provider, a route's request body,
 * query and params take their types from its schemas.
 *
 * @example
 * ```ts
 * app.post('/sentiment', { schema: { body: nlpBody() } }, async (request) => request.body.text); // 'Best gila nasi lemak ni!'
 * ```
 */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
