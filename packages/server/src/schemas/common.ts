/**
 * Schemas shared by the routes: the NLP request body, the response envelope and the error bodies.
 * The OpenAPI document at /docs is generated from these.
 */
import { Type, type TObject, type TOptional, type TSchema } from 'typebox';

/** Longest text any HTTP endpoint accepts (DECISIONS.md §5). */
export const MAX_TEXT_LENGTH = 10_000;

/** A text to analyse: 1 to 10,000 characters. */
export const Text = Type.String({ minLength: 1, maxLength: MAX_TEXT_LENGTH, description: 'Text to analyse (Malay, English or Manglish), at most 10,000 characters.' });

/** Free-form options object (empty when unused). */
export const Options = Type.Object({}, { additionalProperties: true, description: 'Endpoint options; an empty object when unused. Extra fields such as target may also be given here.' });

/** What every single-text NLP body holds whatever its endpoint's extra fields (typed for the routes). */
type NlpBodyBase = TObject<{ text: typeof Text; options: TOptional<typeof Options> }>;

/**
 * The body of every single-text NLP endpoint, with the endpoint's extra fields (optional, top level) and,
 * for the OpenAPI document, its example request.
 */
export function nlpBody(extra: Readonly<Record<string, TSchema>> = {}, example?: unknown): NlpBodyBase {
  const fields = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, Type.Optional(v)]));
  return Type.Object({ text: Text, options: Type.Optional(Options), ...fields }, { additionalProperties: true, ...(example === undefined ? {} : { examples: [example] }) }) as NlpBodyBase;
}

/** The response envelope `{ result, processing_time_ms }`. */
export function envelope(result: TSchema): TSchema {
  return Type.Object({ result, processing_time_ms: Type.Number({ description: 'Processing time in milliseconds.' }) }, { description: 'The analysis of the text.' });
}

/** One problem of an invalid request, as a 400's `details` lists them. */
const ValidationIssue = Type.Object({
  path: Type.String({ description: 'Where in the body, e.g. /text or / for the body itself.' }),
  message: Type.String(),
  params: Type.Optional(Type.Object({}, { additionalProperties: true })),
});

/** The body of 4xx/5xx answers, as the error handler sends it. */
export const ErrorBody = Type.Object({
  error: Type.String({ description: 'What went wrong and what to do.' }),
  code: Type.String({ description: 'A stable code: docs/errors.md lists them all (MANGLISH_ERR_VALIDATION, MANGLISH_ERR_BUSY, …).' }),
  details: Type.Optional(Type.Union([
    Type.Array(ValidationIssue, { description: 'An invalid request: each problem found.' }),
    Type.Object({}, { additionalProperties: true, description: 'A library error: its particulars (e.g. the unknown and the valid pipeline steps).' }),
  ])),
}, { description: 'An error.', examples: [{ error: 'Invalid request body: body must have required property \'text\'.', code: 'MANGLISH_ERR_VALIDATION', details: [{ path: '/', message: 'must have required property \'text\'', params: { missingProperty: 'text' } }] }] });

/**
 * An error response with what it means (the OpenAPI document names each status by it).
 *
 * @example
 * ```ts
 * errorResponse('No such job.'); // ErrorBody described as 'No such job.'
 * ```
 */
export function errorResponse(description: string): typeof ErrorBody {
  return Object.assign({}, ErrorBody, { description });
}

/** The body of a 429 answer: exactly `{ error }`. */
export const RateLimitBody = Type.Object({ error: Type.String() }, {
  description: 'Too many requests from this client in the window (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS): retry after the Retry-After header\'s seconds.',
  examples: [{ error: 'Rate limit exceeded. Try again later.' }],
});

/** Error responses every route can give, each named by what it means. */
export const ERROR_RESPONSES = {
  400: errorResponse('Invalid request: a missing or malformed field, an empty text, an unknown module or parameter value (details lists each problem).'),
  413: errorResponse('The body is larger than the service accepts (BODY_LIMIT_BYTES), or a text is longer than 10,000 characters.'),
  429: RateLimitBody,
  500: errorResponse('An internal error: the service failed on a valid request (a bug; the message says what failed).'),
  503: errorResponse('Overloaded or degraded: the analysis threads are busy, or the store or the queue cannot be reached; retry after the Retry-After header\'s seconds.'),
} as const;
