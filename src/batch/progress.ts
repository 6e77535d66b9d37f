/**
 * The progress bar of `manglish batch` on standard error (cli-progress): records done, rate and time
 * left; only on a terminal.
 */
import { createReadStream } from 'node:fs';
import { SingleBar } from 'cli-progress';

/** Reports progress; does nothing when no bar is shown. */
export interface Progress {
  add(records: number): void;
  stop(): void;
}

/**
 * Lines in a file (a fast count of newlines), for the bar's total and time left.
 *
 * @example
 * ```ts
 * await countLines('tweets.csv'); // 100_001 (the header included)
 * ```
 */
export async function countLines(path: string): Promise<number> {
  let lines = 0;
  let last = 10;
  for await (const chunk of createReadStream(path)) {
    const bytes = chunk as Buffer;
    for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
    last = bytes.length > 0 ? (bytes[bytes.length - 1] as number) : last;
  }
  return last === 10 ? lines : lines + 1;
}

/**
 * A bar on standard error when `show`, else nothing. `total` undefined (standard input): a count and a rate.
 *
 * @example
 * ```ts
 * const bar = startProgress(true, 6000, 0); // ████████░░░░ 2,880/6,000 | 1,210 texts/s | ETA 3s
 * bar.add(32);
 * bar.stop();
 * ```
 */
export function startProgress(show: boolean, total: number | undefined, done: number): Progress {
  if (!show) return { add: () => undefined, stop: () => undefined };
  const format = total === undefined ? '{value} records | {rate} records/s | {duration_formatted}' : '{bar} {value}/{total} records | {rate} records/s | ETA {eta_formatted}';
  const bar = new SingleBar({ format, stream: process.stderr, hideCursor: true, etaBuffer: 50, fps: 5, barsize: 30, barCompleteChar: '█', barIncompleteChar: '░' });
  const started = performance.now();
  let count = done;
  bar.start(total ?? 0, done, { rate: 0 });
  return {
    add(records) {
      count += records;
      const seconds = (performance.now() - started) / 1000;
      bar.update(count, { rate: Math.round((count - done) / Math.max(seconds, 0.001)).toLocaleString('en-US') });
    },
    stop: () => bar.stop(),
  };
}
