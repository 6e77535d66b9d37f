/**
 * Trains the emotion model `models/emotion.bin.gz` (anger, fear, joy, love, sadness); `emotion()` adds
 * the team's lexicon for all seven emotions on top (src/analysis/emotion.ts).
 */
import { EMOTION_MODEL_CLASSES, EMOTION_SPEC, LEXICON_WEIGHT } from '../src/analysis/emotion.js';
import { log, writeCard } from './common.js';
import { countBySource, trainClassifier } from './classifier.js';
import { emot, type LabelledText } from './sentiment-data.js';
import { plainMalaysian } from './intent-data.js';
import { readLabelled } from './templates.js';
import { EMOTION_LEXICON } from '../src/lang/ms/emotion-lexicon.js';

/** Weight of the team lexicon's words as one-word training examples. */
const LEXICON_EXAMPLE_WEIGHT = 1;
/** Weight of the team's Malaysian sentences (`training/data/emotion/malaysian.tsv`; see the card). */
const TEAM_WEIGHT = 1;
/** How many of the team's plain Malaysian messages (no emotion) train towards no emotion, and their weight. */
const PLAIN_COUNT = 1000;
const PLAIN_WEIGHT = 10;

/** The shipped weights are the mean of runs in these shuffle orders (steadier than one run). */
const SEEDS = [1, 1001, 2001];
const HYPER = { epochs: 8, learningRate: 0.15 };

/**
 * The team lexicon's words for every emotion as one-word examples: they teach the model
 * Malay words the Indonesian tweets lack, and keep look-alike spellings apart (`sedap` is not `sedih`).
 */
function lexiconExamples(): LabelledText[] {
  return EMOTION_MODEL_CLASSES.flatMap((e) => EMOTION_LEXICON[e].map((text) => ({ text, label: e, source: 'team-lexicon' })));
}

export function trainEmotion(): void {
  // The thanks and plans batches are the team's too (same source and weight); they live apart because sentiment skips them.
  const team = ['malaysian.tsv', 'thanks.tsv', 'plans.tsv'].flatMap((file) => readLabelled('emotion', file, 'team-ms'));
  const train = [...emot(false), ...lexiconExamples(), ...team];
  const plain = plainMalaysian(PLAIN_COUNT);
  const trained = trainClassifier({ name: 'emotion', classes: EMOTION_MODEL_CLASSES, spec: EMOTION_SPEC, train, sourceWeight: { 'emot-id': 1, 'team-lexicon': LEXICON_EXAMPLE_WEIGHT, 'team-ms': TEAM_WEIGHT }, ...HYPER, seeds: SEEDS, noClass: { texts: plain, weight: PLAIN_WEIGHT } });
  log(`emotion: ${trained.size}`);
  writeCard('emotion', {
    examples: trained.examples, bySource: countBySource(train), lexiconWeight: LEXICON_EXAMPLE_WEIGHT, teamWeight: TEAM_WEIGHT,
    plainCount: plain.length, plainWeight: PLAIN_WEIGHT, wordWeight: EMOTION_SPEC.wordWeight ?? 1, charMin: EMOTION_SPEC.charMin, charMax: EMOTION_SPEC.charMax,
    seeds: SEEDS.join(', '), lexiconOnTop: LEXICON_WEIGHT, buckets: EMOTION_SPEC.buckets, epochs: HYPER.epochs, learningRate: HYPER.learningRate, size: trained.size,
  });
}
