/**
 * `npm run bench`: throughput of every capability on the fixed corpus, beside the peer libraries
 * (install them once with `npm run bench:setup`). `npm run bench -- text` runs one group. With several
 * groups, each runs in its own process so one group's memory and JIT state do not slow the next.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchCorpusModels } from './corpus-models.js';
import { benchLanguage } from './language.js';
import { benchModelLoad } from './models.js';
import { benchTaggers } from './taggers.js';
import { benchTasks } from './tasks.js';
import { benchTranslationQa } from './translation-qa.js';
import { benchService } from './service.js';
import { benchText } from './text.js';

const GROUPS: Record<string, () => unknown> = { text: benchText, language: benchLanguage, taggers: benchTaggers, corpus: benchCorpusModels, tasks: benchTasks, 'translation-qa': benchTranslationQa, service: benchService, load: benchModelLoad };

const wanted = process.argv.slice(2);
const chosen = wanted.length > 0 ? wanted.filter((g) => g in GROUPS) : Object.keys(GROUPS);
if (chosen.length === 1) {
  process.stdout.write(`\n## ${chosen[0]}\n`);
  await GROUPS[chosen[0] as string]?.();
} else {
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  for (const group of chosen) execFileSync(tsx, [fileURLToPath(import.meta.url), group], { stdio: 'inherit' });
}
