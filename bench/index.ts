/**
 * `npm run bench`: every group (library, memory, service, scale, batch, playground), each in a fresh process so one group's memory
 * and compiled code do not slow the next; `npm run bench -- <group>…` runs some. Results are collected
 * into `bench/results.json` (per group: when, on which commit, the figures) and `docs/benchmarks.md` is
 * rewritten from it. Peers come from `npm run bench:setup`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { writeBenchmarksDoc } from './doc.js';
import type { BenchResult } from './lib.js';

/** The groups, in the order they run. */
const GROUPS: Record<string, () => Promise<void>> = {
  library: async () => (await import('./library.js')).benchLibrary(process.argv[4]),
  memory: async () => (await import('./memory.js')).benchMemory(),
  service: async () => (await import('./service.js')).benchService(),
  scale: async () => (await import('./scale.js')).benchScale(),
  batch: async () => (await import('./batch.js')).benchBatch(),
  playground: async () => (await import('./playground.js')).benchPlayground(),
};

/** What `bench/results.json` holds for each group. */
export interface GroupRun {
  readonly date: string;
  readonly commit: string;
  readonly machine: string;
  readonly results: readonly BenchResult[];
}

const resultsPath = fileURLToPath(new URL('./results.json', import.meta.url));

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  // In a child: run one group.
  if (process.argv[2] === '--group') {
    await GROUPS[process.argv[3] as string]?.();
    return;
  }
  const wanted = process.argv.slice(2).filter((g) => g in GROUPS);
  const chosen = wanted.length > 0 ? wanted : Object.keys(GROUPS);
  const runs: Record<string, GroupRun> = existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as Record<string, GroupRun>) : {};
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  for (const group of chosen) {
    process.stderr.write(`\n## ${group}\n`);
    const child = spawnSync(tsx, ['--expose-gc', fileURLToPath(import.meta.url), '--group', group], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
    if (child.status !== 0) throw new Error(`the ${group} benchmark failed (exit ${child.status})`);
    const results = child.stdout.split('\n').filter((l) => l.startsWith('@@result ')).map((l) => JSON.parse(l.slice(9)) as BenchResult);
    runs[group] = { date: new Date().toISOString().slice(0, 10), commit: commit(), machine, results };
  }
  writeFileSync(resultsPath, `${JSON.stringify(runs, null, 2)}\n`);
  writeBenchmarksDoc(runs);
  process.stderr.write(`\nwrote bench/results.json and docs/benchmarks.md\n`);
}

await main();
