/**
 * The error catalogue: every error the library or the service raises has a class and a stable code
 * listed here, and `docs/errors.md` documents the same codes (a test keeps the two in step).
 *
 * @example
 * ```ts
 * import { sentiment, InputError } from 'manglish-nlp';
 * try {
 *   sentiment('   ');
 * } catch (err) {
 *   if (err instanceof InputError) console.log(err.code); // 'MANGLISH_ERR_EMPTY_INPUT'
 * }
 * ```
 */

/** Every stable error code, with the class that carries it and the HTTP status the service answers. */
export const ERROR_CODES = {
  MANGLISH_ERR_EMPTY_INPUT: { kind: 'InputError', status: 400 },
  MANGLISH_ERR_INVALID_TYPE: { kind: 'InputError', status: 400 },
  MANGLISH_ERR_INVALID_OPTION: { kind: 'InputError', status: 400 },
  MANGLISH_ERR_TOO_LONG: { kind: 'InputError', status: 400 },
  MANGLISH_ERR_VALIDATION: { kind: 'InputError', status: 400 },
  MANGLISH_ERR_CALLBACK_URL: { kind: 'InputError', status: 400 },
  MANGLISH_ERR_MODEL_MISSING: { kind: 'ModelError', status: 500 },
  MANGLISH_ERR_MODEL_MALFORMED: { kind: 'ModelError', status: 500 },
  MANGLISH_ERR_UNSUPPORTED_LANGUAGE: { kind: 'LanguageError', status: 400 },
  MANGLISH_ERR_UNKNOWN_STEP: { kind: 'PipelineError', status: 400 },
  MANGLISH_ERR_EMPTY_PIPELINE: { kind: 'PipelineError', status: 400 },
  MANGLISH_ERR_NOT_FOUND: { kind: 'HttpError', status: 404 },
  MANGLISH_ERR_JOB_NOT_FOUND: { kind: 'HttpError', status: 404 },
  MANGLISH_ERR_JOB_FINISHED: { kind: 'HttpError', status: 409 },
  MANGLISH_ERR_UNAUTHORIZED: { kind: 'HttpError', status: 401 },
  MANGLISH_ERR_PAYLOAD_TOO_LARGE: { kind: 'HttpError', status: 413 },
  MANGLISH_ERR_UNSUPPORTED_MEDIA_TYPE: { kind: 'HttpError', status: 415 },
  MANGLISH_ERR_RATE_LIMITED: { kind: 'HttpError', status: 429 },
  MANGLISH_ERR_INTERNAL: { kind: 'HttpError', status: 500 },
  MANGLISH_ERR_ANALYSIS_CRASHED: { kind: 'HttpError', status: 500 },
  MANGLISH_ERR_BUSY: { kind: 'UnavailableError', status: 503 },
  MANGLISH_ERR_TIMEOUT: { kind: 'UnavailableError', status: 503 },
  MANGLISH_ERR_STORAGE: { kind: 'UnavailableError', status: 503 },
  MANGLISH_ERR_QUEUE: { kind: 'UnavailableError', status: 503 },
  MANGLISH_ERR_CONFIG: { kind: 'ConfigError', status: 500 },
} as const;

/** A stable error code, e.g. `'MANGLISH_ERR_EMPTY_INPUT'`. */
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Base class of every error this package raises.
 *
 * @example
 * ```ts
 * try { normalize(''); } catch (e) { if (e instanceof ManglishNLPError) console.log(e.code, e.message); }
 * ```
 */
export class ManglishNLPError extends Error {
  /** Stable machine-readable code from {@link ERROR_CODES}. */
  readonly code: ErrorCode;
  /** Optional structured detail (for example the valid choices of an option). */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details === undefined ? undefined : Object.freeze({ ...details });
  }
}

/**
 * Invalid or empty input: an empty string, a value that is not a string, an option out of range.
 *
 * @example
 * ```ts
 * stemWord(''); // throws InputError with code 'MANGLISH_ERR_EMPTY_INPUT'
 * ```
 */
export class InputError extends ManglishNLPError {}

/**
 * A model file that is missing or malformed, or a failure inside a model.
 *
 * @example
 * ```ts
 * await loadFasttext('/tiada/model.vec'); // rejects with ModelError 'MANGLISH_ERR_MODEL_MISSING'
 * ```
 */
export class ModelError extends ManglishNLPError {}

/**
 * A language or language pair the operation does not support.
 *
 * @example
 * ```ts
 * translation.translate('saya suka nasi lemak', { targetLang: 'ja' }); // throws LanguageError
 * ```
 */
export class LanguageError extends ManglishNLPError {}

/**
 * An invalid pipeline: an unknown step or no steps at all.
 *
 * @example
 * ```ts
 * pipeline(['clean', 'terjemah']); // throws PipelineError listing the valid steps
 * ```
 */
export class PipelineError extends ManglishNLPError {}

/**
 * A configuration value the service cannot start with (for example `PORT=abc`).
 *
 * @example
 * ```ts
 * loadConfig({ PORT: 'lapan ribu' }); // throws ConfigError 'MANGLISH_ERR_CONFIG'
 * ```
 */
export class ConfigError extends ManglishNLPError {}

/**
 * An HTTP-level failure raised by the service (unknown job, finished job, missing token).
 *
 * @example
 * ```ts
 * throw new HttpError('MANGLISH_ERR_JOB_NOT_FOUND', 'No job with id "abc" exists.');
 * ```
 */
export class HttpError extends ManglishNLPError {
  /** The HTTP status the service answers with. */
  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

/**
 * The service cannot take or finish the work now (analysis queue full, analysis deadline passed); the
 * client may retry after `retryAfterSeconds`. Answered as 503 with a `Retry-After` header.
 *
 * @example
 * ```ts
 * throw new UnavailableError('MANGLISH_ERR_BUSY', 'Every analysis thread is busy and the queue is full.', 1);
 * ```
 */
export class UnavailableError extends HttpError {
  constructor(code: ErrorCode, message: string, readonly retryAfterSeconds: number) {
    super(code, message);
  }
}

/**
 * The store cannot do what was asked now (disk full, read-only file, database unreachable): 503
 * `MANGLISH_ERR_STORAGE`, retry after a few seconds. `reason` is the database's error code.
 *
 * @example
 * ```ts
 * throw new StorageError('The store cannot write now (SQLITE_FULL). Retry later.', 'SQLITE_FULL');
 * ```
 */
export class StorageError extends UnavailableError {
  constructor(message: string, readonly reason: string) {
    super('MANGLISH_ERR_STORAGE', message, STORAGE_RETRY_SECONDS);
  }
}

/** Seconds a client should wait before retrying after a storage failure. */
const STORAGE_RETRY_SECONDS = 5;

/** Describes a value for an error message: its type and a short preview. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return value.length > 40 ? `a string of ${value.length} characters` : `"${value}"`;
  if (Array.isArray(value)) return `an array of ${value.length} items`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : `${value} (not a finite number)`;
  if (typeof value === 'boolean') return String(value);
  return `a ${typeof value}`;
}

/**
 * Checks that `text` is a string with at least one non-space character and returns it.
 * Every analysis function calls this at its boundary.
 *
 * @example
 * ```ts
 * requireText('xnak la bro', 'text'); // 'xnak la bro'
 * requireText('   ', 'text');         // throws InputError MANGLISH_ERR_EMPTY_INPUT
 * ```
 */
export function requireText(text: unknown, name = 'text'): string {
  if (typeof text !== 'string') {
    throw new InputError('MANGLISH_ERR_INVALID_TYPE', `Expected ${name} to be a string, but got ${describeValue(text)}. Pass the text as a string.`);
  }
  if (text.trim().length === 0) {
    throw new InputError('MANGLISH_ERR_EMPTY_INPUT', `Expected ${name} to be non-empty, but it was empty or only whitespace. Pass some text.`);
  }
  return text;
}

/**
 * Checks an options argument: `undefined` or a plain object.
 *
 * @example
 * ```ts
 * requireOptions({ aggressive: true }); // { aggressive: true }
 * ```
 */
export function requireOptions<T extends object>(options: T | undefined): Partial<T> {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new InputError('MANGLISH_ERR_INVALID_OPTION', `Expected options to be an object, but got ${describeValue(options)}.`);
  }
  return options;
}

/**
 * Reads a boolean option, raising InputError when it has another type.
 *
 * @example
 * ```ts
 * booleanOption({ aggressive: true }, 'aggressive', false); // true
 * ```
 */
export function booleanOption(options: object, key: string, fallback: boolean): boolean {
  const value = (options as Record<string, unknown>)[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') {
    throw new InputError('MANGLISH_ERR_INVALID_OPTION', `Expected option "${key}" to be true or false, but got ${describeValue(value)}.`);
  }
  return value;
}

/**
 * Reads a numeric option within [min, max], raising InputError otherwise.
 *
 * @example
 * ```ts
 * numberOption({ topN: 5 }, 'topN', 5, 1, 100, true); // 5
 * ```
 */
export function numberOption(options: object, key: string, fallback: number, min: number, max: number, integer = false): number {
  const value = (options as Record<string, unknown>)[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    const kind = integer ? 'a whole number' : 'a number';
    throw new InputError('MANGLISH_ERR_INVALID_OPTION', `Expected option "${key}" to be ${kind} from ${min} to ${max}, but got ${describeValue(value)}.`, { key, min, max });
  }
  return value;
}

/**
 * Reads an option that must be one of a fixed set of strings.
 *
 * @example
 * ```ts
 * choiceOption({ style: 'abstractive' }, 'style', 'extractive', ['extractive', 'abstractive']);
 * ```
 */
export function choiceOption<T extends string>(options: object, key: string, fallback: T, choices: readonly T[]): T {
  const value = (options as Record<string, unknown>)[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new InputError('MANGLISH_ERR_INVALID_OPTION', `Expected option "${key}" to be one of ${choices.join(', ')}, but got ${describeValue(value)}.`, { key, choices: [...choices] });
  }
  return value as T;
}
