/**
 * `manglish batch` arguments: where the texts come from, their format, the modules and their options,
 * where the results go. Parsed with Node's own `util.parseArgs` (both `--column text` and `--column=text`).
 */
import { extname } from 'node:path';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { ModuleParams } from '../capabilities/capability.js';
import { CAPABILITIES, served } from '../capabilities/registry.js';

/** How the input is read. */
export type InputFormat = 'jsonl' | 'csv' | 'text';

/** A run's settings. */
export interface BatchOptions {
  /** The input file, or undefined for standard input. */
  readonly input: string | undefined;
  readonly format: InputFormat;
  /** The JSON Lines field holding the text (`--field`, default `text`). */
  readonly field: string;
  /** The CSV column holding the text (`--column`, default `text`). */
  readonly column: string;
  readonly modules: readonly string[];
  readonly params: ModuleParams;
  /** Output file, or undefined for standard output. */
  readonly out: string | undefined;
  /** Continue a run: skip the records already in `out`. */
  readonly resume: boolean;
  readonly threads: number;
  /** Show a progress bar (standard error is a terminal and `--quiet` is absent). */
  readonly progress: boolean;
}

/** A usage mistake: printed with the usage, exit status 2. */
export class UsageError extends Error {}

/** The modules `manglish batch` runs by name: every module the service serves. */
export const BATCH_CLI_MODULES: readonly string[] = served(CAPABILITIES).map((c) => c.name);

export const BATCH_USAGE = `manglish batch [FILE] --modules sentiment,emotion,… [flags]

Analyses every text of FILE (or standard input) and writes JSON Lines: each input record plus one key per
module, in input order. Input: JSON Lines (.jsonl, .ndjson), CSV (.csv) or plain text (one text per line).

Flags:
  --modules LIST     comma-separated, from: ${BATCH_CLI_MODULES.join(', ')}  (default: sentiment)
  --format F         jsonl, csv or text (default: from FILE's extension; text for standard input)
  --field NAME       JSON Lines field with the text (default: text)
  --column NAME      CSV column with the text (default: text; the first row names the columns)
  --out FILE         write here instead of standard output
  --resume           with --out: skip the records FILE already has results for, append the rest
  --threads N        analysis threads (default: every core, ${availableParallelism()} here)
  --target T         translate: en, bm, ms or formal (default: en)
  --top N            keywords: how many (default 5)
  --max N            summarize: words at most (default 100)
  --style S          summarize: extractive or abstractive
  --quiet            no progress bar (it is shown only when standard error is a terminal)

Exit status: 0 every line analysed; 1 some lines failed (their output carries "error"); 2 bad usage.`;

const FORMATS: Readonly<Record<string, InputFormat>> = { '.jsonl': 'jsonl', '.ndjson': 'jsonl', '.json': 'jsonl', '.csv': 'csv', '.txt': 'text', '.text': 'text' };

function positiveInt(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${flag} must be a whole number of at least 1 (got "${value}").`);
  return n;
}

/**
 * Parses `manglish batch` arguments (after the word `batch`).
 *
 * @example
 * ```ts
 * parseBatchArgs(['tweets.csv', '--column', 'text', '--modules', 'sentiment,language'], false);
 * // { input: 'tweets.csv', format: 'csv', column: 'text', modules: ['sentiment', 'language'], … }
 * ```
 */
export function parseBatchArgs(args: readonly string[], stderrIsTTY: boolean): BatchOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        modules: { type: 'string' }, format: { type: 'string' }, field: { type: 'string' }, column: { type: 'string' },
        out: { type: 'string' }, resume: { type: 'boolean' }, threads: { type: 'string' }, target: { type: 'string' },
        top: { type: 'string' }, max: { type: 'string' }, style: { type: 'string' }, quiet: { type: 'boolean' }, json: { type: 'boolean' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError(`one input file at most (got ${positionals.length}: ${positionals.join(', ')}).`);
  const input = positionals[0] === '-' ? undefined : positionals[0];
  const format = (values.format ?? (input ? FORMATS[extname(input).toLowerCase()] : 'text')) as InputFormat | undefined;
  if (format === undefined) throw new UsageError(`cannot tell the format of "${input}" from its extension: give --format jsonl, csv or text.`);
  if (!['jsonl', 'csv', 'text'].includes(format)) throw new UsageError(`--format must be jsonl, csv or text (got "${format}").`);
  const modules = (values.modules ?? 'sentiment').split(',').map((m) => m.trim()).filter((m) => m.length > 0);
  const unknown = modules.filter((m) => !BATCH_CLI_MODULES.includes(m));
  if (modules.length === 0 || unknown.length > 0) throw new UsageError(`unknown module "${unknown[0] ?? ''}": choose from ${BATCH_CLI_MODULES.join(', ')}.`);
  if (values.resume && !values.out) throw new UsageError('--resume needs --out FILE (the results to continue).');
  const top = positiveInt(values.top, 'top');
  const max = positiveInt(values.max, 'max');
  const params: ModuleParams = {
    ...(values.target !== undefined ? { target: values.target } : {}),
    ...(top !== undefined ? { top_n: top } : {}),
    ...(max !== undefined ? { max_length: max } : {}),
    ...(values.style !== undefined ? { style: values.style } : {}),
  };
  return {
    input, format, field: values.field ?? 'text', column: values.column ?? 'text', modules: [...new Set(modules)], params,
    out: values.out, resume: values.resume === true, threads: positiveInt(values.threads, 'threads') ?? availableParallelism(),
    progress: stderrIsTTY && values.quiet !== true,
  };
}
