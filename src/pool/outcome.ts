/**
 * What an analysis thread is asked to do and what it answers, as plain data that crosses the thread
 * boundary: a library error keeps its class and code, anything else is an internal failure, and both are
 * revived on the main thread, so a bad text is a 400 and a bug is a 500. This module loads no analysis
 * code (the main thread imports it); `tasks.ts` runs the tasks in the threads.
 */
import { ERROR_CODES, InputError, LanguageError, ManglishNLPError, ModelError, PipelineError, type ErrorCode } from '../errors.js';
import type { ModuleParams } from '../capabilities/capability.js';

/** One unit of work for a thread: the modules to run over one text, with their parameters. */
export interface AnalysisTask {
  readonly text: string;
  readonly modules: readonly string[];
  readonly params: ModuleParams;
}

/** A library error as data (what crosses the thread boundary). */
export interface SerializedError {
  readonly name: string;
  readonly code: ErrorCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** One module's outcome: its HTTP result (and class probabilities), or the error it raised. */
export type ModuleOutcome =
  | { readonly ok: true; readonly result: unknown; readonly probabilities?: Record<string, number> }
  | { readonly ok: false; readonly error: SerializedError };

const CLASSES: Record<string, new (code: ErrorCode, message: string, details?: Record<string, unknown>) => ManglishNLPError> = {
  InputError, ModelError, LanguageError, PipelineError,
};

/** Turns a thrown value into data; errors that are not the library's become one internal error. */
export function serializeError(err: unknown): SerializedError {
  if (err instanceof ManglishNLPError && err.code in ERROR_CODES) {
    return { name: err.name, code: err.code, message: err.message, ...(err.details ? { details: { ...err.details } } : {}) };
  }
  return { name: 'Error', code: 'MANGLISH_ERR_INTERNAL', message: err instanceof Error ? err.message : String(err) };
}

/**
 * Revives a serialized error as the library's class (an internal failure becomes a `ModelError` with the
 * internal code, which the service answers as 500 without revealing the message).
 *
 * @example
 * ```ts
 * reviveError({ name: 'LanguageError', code: 'MANGLISH_ERR_UNSUPPORTED_LANGUAGE', message: '…' }) instanceof LanguageError; // true
 * ```
 */
export function reviveError(error: SerializedError): ManglishNLPError {
  const Class = CLASSES[error.name] ?? ModelError;
  return new Class(error.code, error.message, error.details as Record<string, unknown> | undefined);
}
