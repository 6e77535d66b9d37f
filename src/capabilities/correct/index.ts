/** Spelling correction. */
import { correct, type CorrectResult } from '../../text/correct.js';
import { defineCapability } from '../capability.js';

/** @example `manglish correct "sya nak mkn"` prints the corrected text and each change. */
export default defineCapability({
  name: 'correct',
  summary: 'Correct misspelt words.',
  cli: {
    command: 'correct',
    run: (t) => correct(t),
    human: (r: CorrectResult) => [r.corrected, ...r.changes.map((c) => `  ${c.original} → ${c.corrected}`)].join('\n'),
  },
  models: ['vocab', 'lm'],
  evaluations: ['spelling'],
});
