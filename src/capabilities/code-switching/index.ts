/** Code-switching: the Malay and English stretches of a text. */
import { detectSwitches } from '../../analysis/code-switching.js';
import { defineCapability } from '../capability.js';

/** @example `codeSwitching.detectSwitches('Weh, meeting tu dah cancel').pattern` → `'ms-en'` */
export default defineCapability({
  name: 'code-switching',
  summary: 'Malay and English segments of code-switched text.',
  library: { namespace: 'codeSwitching', functions: { detectSwitches } },
  cli: { command: 'switches', run: (t) => detectSwitches(t) },
  models: ['lid'],
  evaluations: [],
});
