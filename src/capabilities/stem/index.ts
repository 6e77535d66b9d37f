/** Malay stemming. */
import { stemWord } from '../../text/stem.js';
import { defineCapability } from '../capability.js';

/** @example `manglish stem pengajaran` → `ajar` */
export default defineCapability({
  name: 'stem',
  summary: 'The root of each Malay word (e.g. pengajaran → ajar).',
  cli: { command: 'stem', run: (t) => stemWord(t) },
  models: ['stemmer'],
  evaluations: ['stemming'],
});
