/**
 * Benchmark helpers: the compiled library (what users run), the peer libraries (bench/node_modules), timing
 * one pass over a list of texts, and the result records every group prints for `bench/index.ts` to collect.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The compiled library (run `npm run build` first; `npm run bench` does). */
export async function lib(): Promise<typeof import('../src/index.js')> {
  const url = new URL('../dist/index.js', import.meta.url);
  if (!existsSync(url)) throw new Error('dist/ is missing: run "npm run build" (npm run bench does it for you).');
  return (await import(url.href)) as typeof import('../src/index.js');
}

/**
 * The built `/analyze` runner (the analysis threads' binding over one document per text), for the row that
 * compares it with calling each of its parts on the text separately.
 */
export async function analyzeRunner(): Promise<(text: string) => unknown> {
  const { default: analyze } = (await import(new URL('../dist/capabilities/analyze/index.js', import.meta.url).href)) as typeof import('../src/capabilities/analyze/index.js');
  const { TextDocument } = (await import(new URL('../dist/analysis/document.js', import.meta.url).href)) as typeof import('../src/analysis/document.js');
  return (text) => analyze.http.run(new TextDocument(text));
}

/** Loads a peer library from bench/node_modules, or undefined when `npm run bench:setup` has not run. */
export function peer<T>(name: string): T | undefined {
  try {
    return createRequire(new URL('./package.json', import.meta.url))(name) as T;
  } catch {
    return undefined;
  }
}

/** Imports an ES-module peer from bench/node_modules by its path there, or undefined when absent. */
export async function peerModule<T>(path: string): Promise<T | undefined> {
  const url = new URL(`./node_modules/${path}`, import.meta.url);
  if (!existsSync(url)) return undefined;
  return (await import(url.href)) as T;
}

/** One measured figure, as the groups print it and `index.ts` collects it. */
export interface BenchResult {
  /** The group and row it belongs to (`library`, `service`, …). */
  readonly group: string;
  readonly what: string;
  /** Who was measured: `manglish-nlp` or a peer's name and version. */
  readonly who: string;
  /** The regime or condition (`unseen`, `repeated`, `cold`, `varying texts`, …). */
  readonly regime: string;
  readonly value: number;
  readonly unit: string;
  readonly note?: string;
}

/** Prints a result for the parent process and a readable line for a person. */
export function emit(result: BenchResult): void {
  const shown = result.value.toLocaleString('en-US', { maximumFractionDigits: result.value < 10 ? 2 : 0 });
  process.stderr.write(`${`${result.what} · ${result.who} · ${result.regime}`.padEnd(70)} ${shown.padStart(12)} ${result.unit}${result.note ? `  ${result.note}` : ''}\n`);
  process.stdout.write(`@@result ${JSON.stringify(result)}\n`);
}

/** Seconds one pass of `fn` over `texts` takes; answers the units it counted (tokens, texts) per second. */
export function pass(texts: readonly string[], fn: (text: string) => number): number {
  let units = 0;
  const start = performance.now();
  for (const t of texts) units += fn(t);
  return units / ((performance.now() - start) / 1000);
}

/** The same for an asynchronous function, one call at a time (`inFlight` 1) or with calls in flight. */
export async function passAsync(texts: readonly string[], fn: (text: string) => Promise<number>, inFlight = 1): Promise<number> {
  let units = 0;
  let next = 0;
  const start = performance.now();
  const lane = async (): Promise<void> => {
    while (next < texts.length) units += await fn(texts[next++] as string);
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return units / ((performance.now() - start) / 1000);
}
