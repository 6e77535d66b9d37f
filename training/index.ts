/**
 * `npm run train` rebuilds every model the registry's capabilities load (the `models` of each descriptor)
 * from ../shared/data, in the build order of `trainers.ts`; `npm run train -- <name>` rebuilds one. Each
 * trainer is deterministic (fixed seeds, sorted output), so a re-run gives the same bytes.
 */
import { CAPABILITIES, modelNames, planFor } from '../src/capabilities/registry.js';
import { hasData, dataDir } from './common.js';
import { TRAINERS } from './trainers.js';

async function main(): Promise<void> {
  if (!hasData()) {
    process.stderr.write(`The corpora folder ${dataDir()} was not found. Set MANGLISH_DATA_DIR or put ../shared/data beside the repository.\n`);
    process.exit(2);
  }
  const plan = planFor(modelNames(CAPABILITIES), Object.keys(TRAINERS), 'trainer');
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((n) => !plan.includes(n));
  if (unknown.length > 0) {
    process.stderr.write(`Unknown model(s): ${unknown.join(', ')}. Known: ${plan.join(', ')}.\n`);
    process.exit(2);
  }
  for (const name of wanted.length > 0 ? wanted : plan) {
    const t0 = Date.now();
    await TRAINERS[name]?.();
    process.stderr.write(`[train] ${name} done in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  }
}

await main();
