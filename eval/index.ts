/**
 * `npm run eval`: measures every capability on held-out data and prints one table (task, data set,
 * split, metric, value); also writes `eval/results.json`. `npm run eval -- <name>` runs one evaluation.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, hasData, ROOT } from '../training/common.js';
import { EVALUATIONS } from './registry.js';
import type { EvalRow } from './types.js';

function table(rows: readonly EvalRow[]): string {
  const head = ['task', 'dataset', 'split', 'metric', 'value', 'n'];
  const body = rows.map((r) => [r.task, r.dataset, r.split, r.metric, r.value.toFixed(4), String(r.n)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/** Rewrites the generated table in docs/accuracy.md (between its markers), so the doc never drifts. */
function updateAccuracyDoc(rows: readonly EvalRow[]): void {
  const path = join(ROOT, 'docs', 'accuracy.md');
  const doc = readFileSync(path, 'utf8');
  const start = '<!-- eval:start -->';
  const end = '<!-- eval:end -->';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) return;
  writeFileSync(path, `${doc.slice(0, from + start.length)}\n${table(rows)}\n${doc.slice(to)}`);
}

async function main(): Promise<void> {
  if (!hasData()) {
    process.stderr.write(`The corpora folder ${dataDir()} was not found; evaluation needs it (set MANGLISH_DATA_DIR).\n`);
    process.exit(2);
  }
  const wanted = process.argv.slice(2);
  const chosen = wanted.length > 0 ? EVALUATIONS.filter((e) => wanted.includes(e.name)) : EVALUATIONS;
  if (chosen.length === 0) {
    process.stderr.write(`Unknown evaluation. Known: ${EVALUATIONS.map((e) => e.name).join(', ')}\n`);
    process.exit(2);
  }
  const rows: EvalRow[] = [];
  for (const evaluation of chosen) {
    const t0 = Date.now();
    rows.push(...(await evaluation.run()));
    process.stderr.write(`[eval] ${evaluation.name} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  process.stdout.write(`${table(rows)}\n`);
  if (wanted.length === 0) {
    writeFileSync(join(ROOT, 'eval', 'results.json'), `${JSON.stringify(rows, null, 2)}\n`);
    updateAccuracyDoc(rows);
  }
}

await main();
