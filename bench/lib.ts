/**
 * Benchmark helpers: warm up, then run a function over the corpus for a fixed time. The benchmarks load
 * the compiled library (`dist/`, built by `npm run bench`), which is what users run.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The compiled library (run `npm run build` first; `npm run bench` does). */
export async function lib(): Promise<typeof import('../src/index.js')> {
  const url = new URL('../dist/index.js', import.meta.url);
  if (!existsSync(url)) throw new Error('dist/ is missing: run "npm run build" (npm run bench does it for you).');
  return (await import(url.href)) as typeof import('../src/index.js');
}

/** Operations per second of `fn`, run for about `ms` milliseconds after a warm-up. */
export function throughput(fn: () => number, ms = 1500): { unitsPerSecond: number; runs: number } {
  const warmUntil = performance.now() + 300;
  while (performance.now() < warmUntil) fn();
  let units = 0;
  let runs = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    units += fn();
    runs++;
    now = performance.now();
  }
  return { unitsPerSecond: units / ((now - start) / 1000), runs };
}

/** Loads a peer library from bench/node_modules, or undefined when `npm run bench:setup` has not run. */
export function peer<T>(name: string): T | undefined {
  try {
    return createRequire(new URL('./package.json', import.meta.url))(name) as T;
  } catch {
    return undefined;
  }
}

/** Prints one result line. */
export function report(name: string, value: number, unit: string, note = '', decimals = 0): void {
  const shown = value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  process.stdout.write(`${name.padEnd(44)} ${shown.padStart(12)} ${unit}${note ? `  ${note}` : ''}\n`);
}
