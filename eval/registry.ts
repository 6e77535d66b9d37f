/** Every evaluation `npm run eval` runs, in table order. */
import { evalNormalization, evalStemming } from './text.js';
import type { Evaluation } from './types.js';

export const EVALUATIONS: readonly Evaluation[] = [
  { name: 'normalization', run: evalNormalization },
  { name: 'stemming', run: evalStemming },
];
