/**
 * `manglish batch` against one thread running the same module code, whole processes (start-up included)
 * timed in alternating rounds, on distinct held-out texts (6,000, then ten times that); and the peak
 * resident size of `manglish batch` over a 1,000,000-line file.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCorpus } from './corpus.js';
import { emit } from './lib.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const MODULES = 'sentiment,emotion,language,ner,pos';
const batchEntry = `const { runBatch } = await import(${JSON.stringify(`${root}dist/batch/run.js`)}); process.exitCode = await runBatch(process.argv.slice(1));`;

/** Runs a command; answers its wall-clock seconds and its peak resident size in MB (sampled from /proc). */
function timed(args: readonly string[]): Promise<{ seconds: number; peakMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  let peak = 0;
  const sample = setInterval(() => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      peak = Math.max(peak, Number(rss ?? 0) / 1024);
    } catch { /* exited, or not Linux */ }
  }, 100);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak });
    });
  });
}

const batch = (input: string, out: string, modules: string): string[] => ['--input-type=module', '-e', batchEntry, input, '--modules', modules, '--out', out, '--quiet'];
const oneThread = (input: string, out: string, modules: string): string[] => [`${root}bench/one-thread.mjs`, input, out, modules];
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export async function benchBatch(): Promise<void> {
  const corpus = await benchCorpus();
  const dir = mkdtempSync(join(tmpdir(), 'manglish-batch-'));
  const file = (name: string, count: number): string => {
    const path = join(dir, name);
    const lines = Array.from({ length: count }, (_, i) => JSON.stringify({ id: i, text: i < corpus.texts.length ? corpus.texts[i] : `${corpus.texts[i % corpus.texts.length]} (${i})` }));
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  };
  try {
    // 1. 6,000 distinct texts, three alternating rounds; then ten times as many, one round each.
    for (const [count, rounds] of [[6000, 3], [60_000, 1]] as const) {
      const input = file(`in-${count}.jsonl`, count);
      const ours: number[] = [];
      const base: number[] = [];
      for (let r = 0; r < rounds; r++) {
        ours.push((await timed(batch(input, join(dir, 'out-batch.jsonl'), MODULES))).seconds);
        base.push((await timed(oneThread(input, join(dir, 'out-one.jsonl'), MODULES))).seconds);
      }
      const distinct = Math.min(count, corpus.texts.length).toLocaleString('en-US');
      const note = `${rounds > 1 ? `median of ${rounds}; ` : ''}${distinct} distinct texts${count > corpus.texts.length ? ', cycled with a numeric suffix' : ''}; start-up included`;
      emit({ group: 'batch', what: `${count.toLocaleString('en-US')} texts × 5 modules, whole process`, who: 'manglish-nlp', regime: 'manglish batch (every core)', value: median(ours), unit: 's', note });
      emit({ group: 'batch', what: `${count.toLocaleString('en-US')} texts × 5 modules, whole process`, who: 'manglish-nlp', regime: 'one thread, same modules', value: median(base), unit: 's', note });
      emit({ group: 'batch', what: `${count.toLocaleString('en-US')} texts × 5 modules, speed-up`, who: 'manglish-nlp', regime: 'manglish batch vs one thread', value: median(base) / median(ours), unit: '×', note: corpus.heldOut ? 'held-out corpus texts' : 'fallback texts: not unseen' });
    }
    // 2. Memory on a million lines (language identification: the file, not the modules, is the point).
    const million = file('in-1000000.jsonl', 1_000_000);
    const run = await timed(batch(million, join(dir, 'out-million.jsonl'), 'language'));
    emit({ group: 'batch', what: '1,000,000 lines, language', who: 'manglish-nlp', regime: 'peak resident size', value: run.peakMb, unit: 'MB', note: `${run.seconds.toFixed(0)} s; sampled every 100 ms` });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
