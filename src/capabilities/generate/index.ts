/** Text generation from the Malay and English language models. */
import { generate } from '../../analysis/generate.js';
import { defineCapability } from '../capability.js';
import { num } from '../cli-flags.js';

/** @example `textGeneration.generate('Kerajaan akan', { maxLength: 10, seed: 1 })` (the same continuation for seed 1) */
export default defineCapability({
  name: 'generate',
  summary: 'Continue the text with the n-gram language model.',
  library: { namespace: 'textGeneration', functions: { generate } },
  cli: {
    command: 'generate',
    flags: { max: 'most tokens (default 50)', temperature: 'sampling temperature (default 0.7)', seed: 'random seed' },
    run: (t, f) => generate(t, { maxLength: num(f, 'max'), temperature: num(f, 'temperature'), seed: num(f, 'seed') }),
  },
  models: ['lm'],
  evaluations: ['lm'],
});
