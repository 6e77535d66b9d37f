/** Shared test helpers. */
import { dataDir, hasData } from '../training/common.js';

/** True when ../shared/data (or MANGLISH_DATA_DIR) is present. */
export const DATA = hasData();

/** A test-name suffix that says clearly why a data-dependent test did not run. */
export const DATA_NOTE = DATA ? '' : ` (skipped: corpora folder ${dataDir()} not found)`;

if (!DATA) {
  process.stderr.write(`\n[manglish-nlp] ${dataDir()} is absent: accuracy-floor tests are SKIPPED (they run in CI, where the corpora are present).\n`);
}
