/**
 * `npm run train` rebuilds every model in `models/` from ../shared/data; `npm run train -- <name>`
 * rebuilds one. Each trainer is deterministic (fixed seeds, sorted output), so a re-run gives the
 * same bytes.
 */
import { hasData, dataDir } from './common.js';
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

const TRAINERS: Record<string, () => void | Promise<void>> = {
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

async function main(): Promise<void> {
  if (!hasData()) {
    process.stderr.write(`The corpora folder ${dataDir()} was not found. Set MANGLISH_DATA_DIR or put ../shared/data beside the repository.\n`);
    process.exit(2);
  }
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((n) => !(n in TRAINERS));
  if (unknown.length > 0) {
    process.stderr.write(`Unknown model(s): ${unknown.join(', ')}. Known: ${Object.keys(TRAINERS).join(', ')}.\n`);
    process.exit(2);
  }
  for (const name of wanted.length > 0 ? wanted : Object.keys(TRAINERS)) {
    const t0 = Date.now();
    await TRAINERS[name]?.();
    process.stderr.write(`[train] ${name} done in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  }
}

await main();
