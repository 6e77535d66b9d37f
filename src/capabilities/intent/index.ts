/** Intent classification. */
import { classifyIntent } from '../../analysis/intent.js';
import { defineCapability } from '../capability.js';

/** @example `intent.classifyIntent('Boleh tolong check order saya?').intent` → `'request'` */
export default defineCapability({
  name: 'intent',
  summary: 'Query, command, complaint, greeting, request, feedback or other.',
  library: { namespace: 'intent', functions: { classifyIntent } },
  cli: { command: 'intent', run: (t) => classifyIntent(t) },
  models: ['intent'],
  evaluations: ['intent'],
});
