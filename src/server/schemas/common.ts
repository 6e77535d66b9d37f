/**
 * Schemas shared by the routes: the NLP request body, the response envelope and the error bodies.
 * The OpenAPI document at /docs is generated from these.
 */
import { Type, type TObject, type TOptional, type TSchema } from 'typebox';

/** Longest text any HTTP endpoint accepts (DECISIONS.md §5). */
export const MAX_TEXT_LENGTH = 10_000;

/** A text to analyse: 1 to 10,000 characters. */
export const Text = Type.String({ minLength: 1, maxLength: MAX_TEXT_LENGTH, description: 'Text to analyse (Malay, English or Manglish), at most 10,000 characters.', examples: ['xnak la bro, sy dh penat gilerrr'] });

/** Free-form options object (empty when unused). */
export const Options = Type.Object({}, { additionalProperties: true, description: 'Endpoint options; an empty object when unused. Extra fields such as target may also be given here.' });

/** What every single-text NLP body holds whatever its endpoint's extra fields (typed for the routes). */
type NlpBodyBase = TObject<{ text: typeof Text; options: TOptional<typeof Options> }>;

/** The body of every single-text NLP endpoint, with the endpoint's extra fields (optional, top level). */
export function nlpBody(extra: Record<string, TSchema> = {}): NlpBodyBase {
  return Type.Object({ text: Text, options: Type.Optional(Options), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, Type.Optional(v)])) }, { additionalProperties: true }) as NlpBodyBase;
}

/** The response envelope `{ result, processing_time_ms }`. */
export function envelope(result: TSchema): TSchema {
  return Type.Object({ result, processing_time_ms: Type.Number({ description: 'Processing time in milliseconds.' }) });
}

/** The body of 4xx/5xx answers. */
export const ErrorBody = Type.Object({
  error: Type.String({ description: 'What went wrong and what to do.' }),
  code: Type.String({ description: 'A stable code from docs/errors.md.' }),
  details: Type.Optional(Type.Unknown()),
}, { description: 'An error.' });

/** The body of a 429 answer: exactly `{ error }`. */
export const RateLimitBody = Type.Object({ error: Type.String({ examples: ['Rate limit exceeded. Try again later.'] }) });

/** Error responses every route can give. */
export const ERROR_RESPONSES = { 400: ErrorBody, 413: ErrorBody, 429: RateLimitBody, 500: ErrorBody, 503: ErrorBody } as const;
