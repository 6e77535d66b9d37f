/** Trains the intent model `models/intent.bin.gz` and writes its card. */
import { INTENTS, INTENT_SPEC, intentTokens } from '../src/analysis/intent.js';
import { log, writeCard } from './common.js';
import { countBySource, trainClassifier } from './classifier.js';
import { intentTraining } from './intent-data.js';
import { countBy } from './util.js';

/** How much a row counts, by source. */
const SOURCE_WEIGHT = { 'team-templates': 1, 'team-dev': 3, 'hwu64-en': 0.6, 'clinc150-en': 0.8, 'sgd-en': 0.5, 'uci-en': 0.3, 'smsa-id': 0.15 };
const HYPER = { epochs: 8, learningRate: 0.2, seed: 5 };

export function trainIntent(): void {
  const train = intentTraining();
  const trained = trainClassifier({ name: 'intent', classes: INTENTS, spec: INTENT_SPEC, train, tokens: intentTokens, ...HYPER, sourceWeight: SOURCE_WEIGHT });
  log(`intent: ${trained.size}`);
  writeCard('intent', {
    classes: INTENTS.join(', '), examples: trained.examples, byLabel: countBy(train.map((r) => r.label)), bySource: countBySource(train),
    sourceWeights: Object.entries(SOURCE_WEIGHT).map(([k, v]) => `${k} ${v}`).join(', '),
    buckets: INTENT_SPEC.buckets, ...HYPER, size: trained.size,
  });
}
