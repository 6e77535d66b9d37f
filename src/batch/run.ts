/**
 * `manglish batch`: every record of a file (or standard input) through the analysis threads, written as
 * JSON Lines in input order while reading goes on — memory stays flat however long the input.
 *
 * 1. Parse the arguments; open the input and the output (appending after `--resume`'s count).
 * 2. Start the analysis threads (each loads only the models of the modules asked for, as it first needs
 *    them: a quicker start than building every model) and the progress bar.
 * 3. Read records in chunks; keep a few chunks in flight on the threads, write each as soon as it and
 *    every chunk before it are done.
 * 4. Answer 0 when every line was analysed, 1 when some failed (their lines say why).
 */
import { accessSync, constants, createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { ManglishNLPError } from '../errors.js';
import type { ModuleParams } from '../capabilities/capability.js';
import { AnalysisPool } from '../pool/pool.js';
import { BATCH_USAGE, parseBatchArgs, UsageError, type BatchOptions } from './options.js';
import { countLines, startProgress } from './progress.js';
import { openInput, readRecords, type InputItem } from './read.js';
import { resumePoint } from './resume.js';
import type { BatchOutput } from './thread.js';

/** The threads' entry: this folder's `thread` module, compiled or not. */
const THREAD = new URL(`./thread${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`, import.meta.url);

/** Where `runBatch` reports (the CLI's own streams; tests give their own). */
export interface BatchIO {
  readonly stdout: Writable;
  readonly stderr: (s: string) => void;
  readonly stderrIsTTY: boolean;
}

/** Records per chunk sent to the threads, and a deadline per chunk (long texts × many modules). */
const CHUNK = 256;
const CHUNK_TIMEOUT_MS = 300_000;

interface Done { readonly lines: string; readonly failed: number; readonly count: number }

/**
 * The outputs of texts on the threads; a chunk that fails as a whole (a crashed thread, the deadline)
 * is run text by text, so the failure stays with the text that caused it.
 */
async function analyse(pool: AnalysisPool<BatchOutput>, texts: readonly string[], modules: readonly string[], params: ModuleParams): Promise<(BatchOutput | ManglishNLPError)[]> {
  try {
    return await pool.run(texts.map((text) => ({ text, modules: [...modules], params })));
  } catch (err) {
    if (!(err instanceof ManglishNLPError)) throw err;
    if (texts.length === 1) return [err];
    const alone: (BatchOutput | ManglishNLPError)[] = [];
    for (const text of texts) alone.push(...(await analyse(pool, [text], modules, params)));
    return alone;
  }
}

/** The input record with the module members added (a record's own key of a module's name gives way). */
function line(record: Readonly<Record<string, unknown>>, members: string, modules: readonly string[]): string {
  const own = modules.some((m) => Object.hasOwn(record, m)) ? Object.fromEntries(Object.entries(record).filter(([k]) => !modules.includes(k))) : record;
  const head = JSON.stringify(own);
  return head === '{}' ? `{${members}}` : `${head.slice(0, -1)},${members}}`;
}

async function runChunk(pool: AnalysisPool<BatchOutput>, items: readonly InputItem[], options: BatchOptions): Promise<Done> {
  const todo = items.filter((i) => i.error === undefined && i.text !== undefined);
  const outputs = todo.length > 0 ? await analyse(pool, todo.map((i) => i.text as string), options.modules, options.params) : [];
  const byItem = new Map(todo.map((item, k) => [item, outputs[k]]));
  let failed = 0;
  const lines = items.map((item) => {
    const output = byItem.get(item);
    if (item.error || output instanceof ManglishNLPError || output === undefined) {
      failed++;
      const error = item.error ?? { code: (output as ManglishNLPError).code, message: (output as ManglishNLPError).message, line: item.line };
      return JSON.stringify({ ...item.record, error });
    }
    if (output.failed) failed++;
    return line(item.record, output.members, options.modules);
  });
  return { lines: lines.length > 0 ? `${lines.join('\n')}\n` : '', failed, count: items.length };
}

/** Writes with backpressure; rejects when the output fails (a full disk, a reader that went away). */
async function write(out: Writable, text: string): Promise<void> {
  if (out.errored) throw out.errored;
  if (text.length === 0 || out.write(text)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (err?: Error): void => {
      out.off('drain', done);
      out.off('error', done);
      if (err) reject(err);
      else resolve();
    };
    out.once('drain', done);
    out.once('error', done);
  });
}

/** The records of the input in chunks of `size`, skipping the first `skip`. */
async function* chunks(records: AsyncIterable<InputItem>, size: number, skip: number): AsyncGenerator<InputItem[]> {
  let chunk: InputItem[] = [];
  let seen = 0;
  for await (const record of records) {
    if (seen++ < skip) continue;
    chunk.push(record);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

async function run(options: BatchOptions, io: BatchIO): Promise<number> {
  // 1. Input and output; after an interruption, the records already written are skipped.
  if (options.input) accessSync(options.input, constants.R_OK);
  const skip = options.resume && options.out ? await resumePoint(options.out) : 0;
  const out = options.out ? createWriteStream(options.out, { flags: skip > 0 ? 'a' : 'w' }) : io.stdout;
  out.on('error', () => undefined); // seen by write(): the run stops and says why
  const total = options.progress && options.input ? Math.max(0, (await countLines(options.input)) - (options.format === 'csv' ? 1 : 0)) : undefined;
  const records = readRecords(openInput(options.input), options);
  // 2. Threads sharing one copy of the models, and the bar.
  const pool = new AnalysisPool<BatchOutput>({ threads: options.threads, queueMax: Number.MAX_SAFE_INTEGER, timeoutMs: CHUNK_TIMEOUT_MS, filename: THREAD });
  const progress = startProgress(options.progress, total, skip);
  let failed = 0;
  let count = 0;
  try {
    // 3. A few chunks in flight, written in input order.
    const inFlight: Promise<Done>[] = [];
    const settle = async (): Promise<void> => {
      const done = await (inFlight.shift() as Promise<Done>);
      await write(out, done.lines);
      failed += done.failed;
      count += done.count;
      progress.add(done.count);
    };
    for await (const chunk of chunks(records, CHUNK, skip)) {
      inFlight.push(runChunk(pool, chunk, options));
      if (inFlight.length >= options.threads * 2) await settle();
    }
    while (inFlight.length > 0) await settle();
  } finally {
    progress.stop();
    await pool.close();
    if (out !== io.stdout) await new Promise<void>((resolve) => out.end(resolve));
  }
  // 4. The summary and the exit status.
  if (options.progress || failed > 0) io.stderr(`manglish batch: ${count.toLocaleString('en-US')} records${skip > 0 ? ` (after ${skip.toLocaleString('en-US')} already done)` : ''}, ${failed.toLocaleString('en-US')} failed.\n`);
  return failed > 0 ? 1 : 0;
}

/**
 * Runs `manglish batch` with its arguments (after the word `batch`); answers the exit status: 0 all
 * analysed, 1 some lines failed, 2 a usage mistake.
 *
 * @example
 * ```ts
 * await runBatch(['tweets.csv', '--column', 'text', '--modules', 'sentiment,language', '--out', 'out.jsonl']);
 * // out.jsonl: {"id":"1","text":"best gila nasi lemak ni","sentiment":{"label":"positive",…},"language":{…}}
 * ```
 */
export async function runBatch(args: readonly string[], io: BatchIO = { stdout: process.stdout, stderr: (s) => process.stderr.write(s), stderrIsTTY: Boolean(process.stderr.isTTY) }): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(`${BATCH_USAGE}\n`);
    return 0;
  }
  try {
    return await run(parseBatchArgs(args, io.stderrIsTTY), io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`manglish batch: ${err.message}\nRun "manglish batch --help" for the flags.\n`);
      return 2;
    }
    // The reader of standard output went away (`… | head`): stop quietly, as Unix tools do.
    if ((err as NodeJS.ErrnoException).code === 'EPIPE') return 0;
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EACCES') {
      io.stderr(`manglish batch: cannot open ${(err as NodeJS.ErrnoException).path ?? 'the input'} (${(err as NodeJS.ErrnoException).code}).\n`);
      return 2;
    }
    throw err;
  }
}
