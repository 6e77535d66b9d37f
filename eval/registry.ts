/** How each `npm run eval` row named by a capability's `evaluations` is measured, in table order. */
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
  { name: 'normalization', cards: ['vocab'], run: evalNormalization },
  { name: 'stemming', cards: ['stemmer'], run: evalStemming },
  { name: 'spelling', cards: ['vocab', 'lm-ms'], run: evalSpelling },
  { name: 'language', cards: ['lid'], run: evalLanguage },
  { name: 'sentiment', cards: ['sentiment', 'aspect-sentiment'], run: evalSentiment },
  { name: 'emotion', cards: ['emotion', 'multi-emotion'], run: evalEmotion },
  { name: 'pos', cards: ['pos'], run: evalPos },
  { name: 'ner', cards: ['ner'], run: evalNer },
  { name: 'lm', cards: ['lm-ms', 'lm-en'], run: evalLanguageModels },
  { name: 'embeddings', cards: ['embeddings'], run: evalEmbeddings },
  { name: 'keywords', cards: ['keywords'], run: evalKeywords },
  { name: 'similarity', cards: ['embeddings'], run: evalSimilarity },
  { name: 'summarization', cards: ['keywords', 'embeddings'], run: evalSummaries },
  { name: 'intent', cards: ['intent'], run: evalIntent },
  { name: 'topic', cards: ['topic'], run: evalTopic },
  { name: 'dialect', cards: ['dialect'], run: evalDialect },
  { name: 'hate-speech', cards: ['hate-speech'], run: evalHateSpeech },
  { name: 'stance', cards: ['stance'], run: evalStance },
  { name: 'aspects', cards: ['aspect-sentiment'], run: evalAspects },
  { name: 'multi-emotion', cards: ['multi-emotion'], run: evalMultiEmotion },
  { name: 'translation', cards: ['translation'], run: evalTranslation },
  { name: 'qa', cards: ['qa'], run: evalQa },
];
