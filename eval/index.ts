/**
 * `npm run eval`: measures every capability of the registry (the `evaluations` of each descriptor) on held-out data and prints one table (task, data set,
 * split, metric, value); a full run also writes `eval/results.json`, the table in docs/accuracy.md and
 * each model card's measured block. `npm run eval -- <name>` runs one evaluation and only prints.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, hasData, MEASURED_BLOCK, ROOT } from '../training/common.js';
import { markedBlock, withMarkedBlock } from '../training/marked.js';
import { CAPABILITIES, evaluationNames, planFor } from '../src/capabilities/registry.js';
import { EVALUATIONS } from './registry.js';
import type { EvalRow, Evaluation } from './types.js';

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
  if (markedBlock(doc, 'eval') !== null) writeFileSync(path, withMarkedBlock(doc, 'eval', table(rows)));
}

/** Writes each model card's measured block: the rows of the evaluations that report into it. */
function updateCards(results: readonly { evaluation: Evaluation; rows: readonly EvalRow[] }[]): void {
  const byCard = new Map<string, EvalRow[]>();
  for (const { evaluation, rows } of results) for (const card of evaluation.cards) byCard.set(card, [...(byCard.get(card) ?? []), ...rows]);
  for (const [card, rows] of byCard) {
    const path = join(ROOT, 'models', `${card}.md`);
    if (!existsSync(path)) continue;
    const doc = readFileSync(path, 'utf8');
    // A card from a template has its own "Measured results" heading; the others get one with the block.
    const heading = doc.includes('## Measured results\n') ? '' : '## Measured\n\n';
    const body = `${heading}Held-out figures, written by \`npm run eval\` (docs/accuracy.md has every capability, the targets and notes):\n\n${table(rows)}`;
    writeFileSync(path, withMarkedBlock(doc, MEASURED_BLOCK, body));
  }
}

async function main(): Promise<void> {
  if (!hasData()) {
    process.stderr.write(`The corpora folder ${dataDir()} was not found; evaluation needs it (set MANGLISH_DATA_DIR).\n`);
    process.exit(2);
  }
  const plan = planFor(evaluationNames(CAPABILITIES), EVALUATIONS.map((e) => e.name), 'evaluation');
  const wanted = process.argv.slice(2);
  const chosen = EVALUATIONS.filter((e) => (wanted.length > 0 ? wanted : plan).includes(e.name));
  if (chosen.length === 0) {
    process.stderr.write(`Unknown evaluation. Known: ${plan.join(', ')}\n`);
    process.exit(2);
  }
  const results: { evaluation: Evaluation; rows: EvalRow[] }[] = [];
  for (const evaluation of chosen) {
    const t0 = Date.now();
    results.push({ evaluation, rows: await evaluation.run() });
    process.stderr.write(`[eval] ${evaluation.name} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  const rows = results.flatMap((r) => r.rows);
  process.stdout.write(`${table(rows)}\n`);
  if (wanted.length === 0) {
    writeFileSync(join(ROOT, 'eval', 'results.json'), `${JSON.stringify(rows, null, 2)}\n`);
    updateAccuracyDoc(rows);
    updateCards(results);
  }
}

await main();
