/**
 * Reading `manglish batch` input as a stream of records, one at a time (memory stays flat on any size):
 * JSON Lines, CSV (RFC 4180, by csv-parse) or plain text. A record that cannot be read becomes an item
 * with an error, and reading goes on.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { UsageError, type InputFormat } from './options.js';

/** Why a line yields no analysis. */
export interface LineError {
  readonly code: string;
  readonly message: string;
  /** The input line (1-based; for CSV, the line where the record ends). */
  readonly line: number;
}

/** One input record: what is written back, the text to analyse, or why there is none. */
export interface InputItem {
  /** Where the record is in the input (1-based line; for CSV, the line where the record ends). */
  readonly line: number;
  readonly record: Readonly<Record<string, unknown>>;
  readonly text?: string;
  readonly error?: LineError;
}

/** What to read and how. */
export interface ReadSpec {
  readonly format: InputFormat;
  readonly field: string;
  readonly column: string;
}

/** The input: a file, or standard input. */
export function openInput(path: string | undefined): Readable {
  return path === undefined ? process.stdin : createReadStream(path);
}

const emptyText = (line: number): LineError => ({ code: 'MANGLISH_ERR_EMPTY_INPUT', message: 'The text is empty.', line });

function item(record: Record<string, unknown>, text: unknown, line: number, where: string): InputItem {
  if (typeof text !== 'string') return { line, record, error: { code: 'MANGLISH_ERR_INVALID_TYPE', message: `${where} is ${text === undefined ? 'missing' : `not a string (${typeof text})`}.`, line } };
  return text.trim().length === 0 ? { line, record, text, error: emptyText(line) } : { line, record, text };
}

async function* lines(input: Readable): AsyncGenerator<[string, number]> {
  let n = 0;
  for await (const raw of createInterface({ input, crlfDelay: Infinity })) {
    n++;
    yield [n === 1 ? raw.replace(/^\uFEFF/, '') : raw, n];
  }
}

async function* plainText(input: Readable): AsyncGenerator<InputItem> {
  for await (const [text, line] of lines(input)) yield item({ text }, text, line, 'The line');
}

async function* jsonLines(input: Readable, field: string): AsyncGenerator<InputItem> {
  for await (const [raw, line] of lines(input)) {
    if (raw.trim().length === 0) continue; // blank lines separate nothing in JSON Lines
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      yield { line, record: {}, error: { code: 'MANGLISH_ERR_VALIDATION', message: `Not JSON: ${(err as Error).message}`, line } };
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      yield { line, record: {}, error: { code: 'MANGLISH_ERR_VALIDATION', message: 'A JSON Lines record must be an object.', line } };
      continue;
    }
    yield item(value as Record<string, unknown>, (value as Record<string, unknown>)[field], line, `Field "${field}"`);
  }
}

async function* csv(input: Readable, column: string): AsyncGenerator<InputItem> {
  const skipped: LineError[] = [];
  const parser = input.pipe(parse({ columns: true, bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true }));
  parser.on('skip', (err: Error & { lines?: number }) => skipped.push({ code: 'MANGLISH_ERR_VALIDATION', message: `Not valid CSV: ${err.message}`, line: err.lines ?? 0 }));
  let checked = false;
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    for (const error of skipped.splice(0)) yield { line: error.line, record: {}, error };
    if (!checked && !(column in record)) {
      throw new UsageError(`the CSV has no column "${column}" (its columns: ${Object.keys(record).join(', ')}); give --column NAME.`);
    }
    checked = true;
    yield item(record, record[column], info.lines, `Column "${column}"`);
  }
  for (const error of skipped.splice(0)) yield { line: error.line, record: {}, error };
}

/**
 * The records of `input`, in order.
 *
 * @example
 * ```ts
 * for await (const { record, text, error } of readRecords(openInput('tweets.csv'), { format: 'csv', field: 'text', column: 'text' })) {
 *   // record: { id: '1', text: 'best gila nasi lemak ni' }, text: 'best gila nasi lemak ni'
 * }
 * ```
 */
export function readRecords(input: Readable, spec: ReadSpec): AsyncGenerator<InputItem> {
  if (spec.format === 'csv') return csv(input, spec.column);
  if (spec.format === 'jsonl') return jsonLines(input, spec.field);
  return plainText(input);
}
