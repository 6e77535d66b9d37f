/**
 * `npm run bench`: throughput of every capability on the fixed corpus, beside the peer libraries
 * (install them once with `npm run bench:setup`). `npm run bench -- text` runs one group.
 */
import { benchLanguage } from './language.js';
import { benchModelLoad } from './models.js';
import { benchText } from './text.js';

const GROUPS: Record<string, () => unknown> = { text: benchText, language: benchLanguage, load: benchModelLoad };

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(GROUPS)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  process.stdout.write(`\n## ${name}\n`);
  await run();
}
