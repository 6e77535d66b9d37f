/** Every evaluation `npm run eval` runs, in table order. */
import { evalNormalization, evalStemming } from './text.js';
import { evalLanguage } from './language.js';
import { evalSentiment } from './sentiment.js';
import { evalEmotion } from './emotion.js';
import { evalNer, evalPos } from './taggers.js';
import type { Evaluation } from './types.js';

export const EVALUATIONS: readonly Evaluation[] = [
  { name: 'normalization', run: evalNormalization },
  { name: 'stemming', run: evalStemming },
  { name: 'language', run: evalLanguage },
  { name: 'sentiment', run: evalSentiment },
  { name: 'emotion', run: evalEmotion },
  { name: 'pos', run: evalPos },
  { name: 'ner', run: evalNer },
];
