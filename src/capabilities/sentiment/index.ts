/** Sentiment: positive, negative or neutral. */
import { sentiment, sentimentOf, type SentimentResult as LibrarySentiment } from '../../analysis/sentiment.js';
import { SENTIMENT_CLASSES } from '../../analysis/choices.js';
import { defineCapability } from '../capability.js';
import { SentimentResult, sentimentOutput } from '../http-shapes.js';

/** @example `POST /sentiment {"text":"Best gila nasi lemak ni!"}` → `{"result":{"label":"positive",…}}` */
export default defineCapability({
  name: 'sentiment',
  summary: 'Positive, negative or neutral, with confidence.',
  cli: { command: 'sentiment', run: (t) => sentiment(t) },
  http: {
    example: { text: 'Best gila nasi lemak kat kedai ni, sambal dia padu!' },
    path: '/sentiment', envelope: true, batch: true, result: SentimentResult,
    description: 'Positive, negative or neutral, with confidence and class probabilities.',
    feedbackLabels: SENTIMENT_CLASSES,
    run: sentimentOutput,
  },
  pipeline: { step: 'sentiment', key: 'sentiment', run: (doc): LibrarySentiment | null => sentimentOf(doc), empty: null },
  models: ['sentiment'],
  evaluations: ['sentiment'],
});
