/** Cleaning: URLs, mentions, HTML and stray symbols removed; whitespace tidied. */
import { clean } from '../../text/clean.js';
import { defineCapability } from '../capability.js';

/** @example `manglish clean "Wei tengok ni https://t.co/x @ali"` → `Wei tengok ni` */
export default defineCapability({
  name: 'clean',
  summary: 'Remove URLs, mentions, HTML and stray symbols; tidy whitespace.',
  cli: {
    command: 'clean',
    flags: { 'keep-urls': 'do not remove URLs', 'keep-mentions': 'do not remove @mentions', lowercase: 'lower-case the result' },
    run: (t, f) => clean(t, { removeUrls: f['keep-urls'] !== true, removeMentions: f['keep-mentions'] !== true, lowercase: f.lowercase === true }),
  },
  pipeline: { step: 'clean', key: 'cleaned', rewrites: true, run: (doc): string => clean(doc.text), empty: '' },
  models: [],
  evaluations: [],
});
