/**
 * Every model's image, built once by the service process in `SharedArrayBuffer`s and given to each analysis
 * thread as it starts (see `models/shared.ts`): the weights are in memory once, however many threads run,
 * and a thread starts without reading or decoding a file. This module runs in the image-building thread
 * (`image-thread.ts` starts it); the service's main thread never imports it.
 */
import { decodeEmbeddingTables } from '../models/embedding-format.js';
import { decodeLinearImage } from '../models/linear.js';
import { readModel } from '../models/loader.js';
import { decodeNgramData } from '../models/ngram.js';
import { decodePhraseTableImage, indexPairs } from '../models/phrase-table.js';
import { provideImages, shareImage } from '../models/shared.js';
import { decodeTaggerImage } from '../models/tagger.js';
import { decodeVocabularyImage } from '../models/vocab.js';
import { buildCorrectionDictionary } from '../text/correct.js';

/** The linear classifiers' files. */
const LINEAR_FILES = ['sentiment', 'emotion', 'lid', 'lid-msid', 'lid-word', 'intent', 'topic', 'topic-nb', 'dialect', 'hate-speech', 'stance', 'qa-span', 'qa-answerable'].map((n) => `${n}.bin.gz`);

/** Each image's key and how it is built (the same decoding the loaders do on their own). */
const BUILDERS: readonly (readonly [string, () => unknown])[] = [
  // The vocabulary first: the correction dictionary is built from it.
  ['vocab.bin.gz', () => decodeVocabularyImage(readModel('vocab.bin.gz'))],
  ...LINEAR_FILES.map((file) => [file, () => decodeLinearImage(readModel(file), file)] as const),
  ...['pos.bin.gz', 'ner.bin.gz'].map((file) => [file, () => decodeTaggerImage(readModel(file), file)] as const),
  ...['lm-ms.bin.gz', 'lm-en.bin.gz'].map((file) => [file, () => decodeNgramData(readModel(file), file)] as const),
  ['embeddings.bin.gz', () => decodeEmbeddingTables(readModel('embeddings.bin.gz'), 'embeddings.bin.gz')],
  ['translation.tsv.gz', () => {
    const image = decodePhraseTableImage(readModel('translation.tsv.gz'), 'translation.tsv.gz');
    return { ...image, index: { ...(image.malaySorted ? {} : { ms: indexPairs(image, 'ms') }), en: indexPairs(image, 'en') } };
  }],
  ['correction-dictionary', buildCorrectionDictionary],
];

/**
 * Builds every model's image in shared memory, one at a time (so only one unshared copy exists at once),
 * and gives each to this thread too; answers them by key, to hand to the analysis threads.
 *
 * @example
 * ```ts
 * const images = buildSharedImages(); // { 'sentiment.bin.gz': { header, weights }, … }
 * new AnalysisPool({ threads: 2, queueMax: 128, timeoutMs: 30_000, images });
 * ```
 */
export function buildSharedImages(): Record<string, unknown> {
  const images: Record<string, unknown> = {};
  for (const [key, build] of BUILDERS) {
    const image = shareImage(build());
    provideImages({ [key]: image });
    images[key] = image;
  }
  return images;
}
