/** How each model of `models/` is built: its trainer, by the model name capabilities list in `models`. */
import { trainVocab } from './vocab.js';
import { trainStemmer } from './stemmer.js';
import { trainLid } from './lid.js';
import { trainSentiment } from './sentiment.js';
import { trainEmotion } from './emotion.js';
import { trainPos } from './pos.js';
import { trainNer } from './ner.js';
import { trainLanguageModels } from './lm.js';
import { trainEmbeddings } from './embeddings.js';
import { trainKeywords } from './keywords.js';
import { trainIntent } from './intent.js';
import { trainTopic } from './topic.js';
import { trainDialect } from './dialect.js';
import { trainHateSpeech } from './hate-speech.js';
import { trainStance } from './stance.js';
import { trainTranslation } from './translation.js';
import { trainQa } from './qa.js';

/** How each model is built, in build order (a model's trainer may read the models above it). */
export const TRAINERS: Readonly<Record<string, () => void | Promise<void>>> = {
  vocab: trainVocab,
  stemmer: trainStemmer,
  lid: trainLid,
  sentiment: trainSentiment,
  emotion: trainEmotion,
  pos: trainPos,
  ner: trainNer,
  lm: trainLanguageModels,
  embeddings: trainEmbeddings,
  keywords: trainKeywords,
  intent: trainIntent,
  topic: trainTopic,
  dialect: trainDialect,
  'hate-speech': trainHateSpeech,
  stance: trainStance,
  translation: trainTranslation,
  qa: trainQa,
};
