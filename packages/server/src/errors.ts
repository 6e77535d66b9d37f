/**
 * The one error handler: every failure becomes a JSON body `{ error, code, details? }` with the right
 * status (docs/errors.md). Rate limiting answers exactly `{ "error": "Rate limit exceeded. Try again later." }`.
 * 5xx answers never reveal internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode, HttpError, ManglishNLPError, UnavailableError } from 'manglish-nlp/service';

/** The exact body of a 429 answer (DECISIONS.md §6). */
export const RATE_LIMIT_BODY = { error: 'Rate limit exceeded. Try again later.' } as const;

function body(code: ErrorCode, error: string, details?: unknown): { error: string; code: ErrorCode; details?: unknown } {
  return details === undefined ? { error, code } : { error, code, details };
}

/** Fastify error handler. */
export function handleError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // 1. Rate limit; the client's keep-alive connection is closed too.
  if (err.statusCode === 429) return reply.code(429).header('connection', 'close').send(RATE_LIMIT_BODY);
  // 2. Our own errors carry their status in the catalogue. 503 (busy, deadline) says why and when to retry;
  // a crashed analysis thread keeps its code; other failures (models) are internal.
  if (err instanceof ManglishNLPError) {
    const status = err instanceof HttpError ? err.status : ERROR_CODES[err.code].status;
    if (err instanceof UnavailableError) {
      request.log.warn({ code: err.code, reason: (err as { reason?: string }).reason }, 'service unavailable for this request');
      return reply.code(503).header('retry-after', String(err.retryAfterSeconds)).send(body(err.code, err.message));
    }
    if (status >= 500) {
      request.log.error({ err }, 'internal error');
      const code = err.code === 'MANGLISH_ERR_ANALYSIS_CRASHED' ? err.code : 'MANGLISH_ERR_INTERNAL';
      return reply.code(500).send(body(code, code === 'MANGLISH_ERR_INTERNAL' ? 'Internal server error' : err.message));
    }
    return reply.code(status).send(body(err.code, err.message, err.details));
  }
  // 3. Schema validation.
  if (err.validation) {
    const details = err.validation.map((v) => ({ path: v.instancePath || '/', message: v.message, params: v.params }));
    return reply.code(400).send(body('MANGLISH_ERR_VALIDATION', `Invalid request ${err.validationContext ?? 'body'}: ${err.message}.`, details));
  }
  // 4. Fastify's own client errors: body too large, wrong media type, malformed JSON, …
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(body('MANGLISH_ERR_PAYLOAD_TOO_LARGE', 'The request body is larger than the service accepts.'));
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send(body('MANGLISH_ERR_UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON (Content-Type: application/json).'));
  if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) {
    return reply.code(err.statusCode).send(body('MANGLISH_ERR_VALIDATION', err.message || 'Bad request.'));
  }
  // 5. Anything else is ours to fix: log it, reveal nothing.
  request.log.error({ err }, 'unexpected error');
  return reply.code(500).send(body('MANGLISH_ERR_INTERNAL', 'Internal server error'));
}

/** Fastify not-found handler. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(body('MANGLISH_ERR_NOT_FOUND', `No endpoint ${request.method} ${request.url.split('?')[0]}. See /docs for the endpoints.`));
}
