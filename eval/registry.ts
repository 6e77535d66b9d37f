/** Every evaluation `npm run eval` runs, in table order. */
import { evalNormalization, evalStemming } from './text.js';
import { evalSpelling } from './spelling.js';
import { evalLanguage } from './language.js';
import { evalSentiment } from './sentiment.js';
import { evalEmotion } from './emotion.js';
import { evalNer, evalPos } from './taggers.js';
import { evalEmbeddings, evalKeywords, evalLanguageModels, evalSimilarity, evalSummaries } from './corpus.js';
import { evalDialect, evalHateSpeech, evalIntent, evalStance, evalTopic } from './tasks.js';
import { evalAspects, evalMultiEmotion } from './extras.js';
import { evalTranslation } from './translation.js';
import { evalQa } from './qa.js';
import type { Evaluation } from './types.js';

export const EVALUATIONS: readonly Evaluation[] = [
  { name: 'normalization', run: evalNormalization },
  { name: 'stemming', run: evalStemming },
  { name: 'spelling', run: evalSpelling },
  { name: 'language', run: evalLanguage },
  { name: 'sentiment', run: evalSentiment },
  { name: 'emotion', run: evalEmotion },
  { name: 'pos', run: evalPos },
  { name: 'ner', run: evalNer },
  { name: 'lm', run: evalLanguageModels },
  { name: 'embeddings', run: evalEmbeddings },
  { name: 'keywords', run: evalKeywords },
  { name: 'similarity', run: evalSimilarity },
  { name: 'summarization', run: evalSummaries },
  { name: 'intent', run: evalIntent },
  { name: 'topic', run: evalTopic },
  { name: 'dialect', run: evalDialect },
  { name: 'hate-speech', run: evalHateSpeech },
  { name: 'stance', run: evalStance },
  { name: 'aspects', run: evalAspects },
  { name: 'multi-emotion', run: evalMultiEmotion },
  { name: 'translation', run: evalTranslation },
  { name: 'qa', run: evalQa },
];
