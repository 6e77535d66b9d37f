/** Stance toward a target. */
import { detectStance } from '../../analysis/stance.js';
import { defineCapability } from '../capability.js';
import { str } from '../cli-flags.js';

/** @example `stance.detectStance('Saya sokong gaji minimum', { target: 'gaji minimum' }).stance` → `'for'` */
export default defineCapability({
  name: 'stance',
  summary: 'For, against or neutral toward --target (or the main subject).',
  library: { namespace: 'stance', functions: { detectStance } },
  cli: { command: 'stance', flags: { target: 'what the stance is toward' }, run: (t, f) => detectStance(t, { target: str(f, 'target') }) },
  models: ['stance'],
  evaluations: ['stance'],
});
