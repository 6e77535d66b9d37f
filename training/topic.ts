/** Trains the topic model `models/topic.bin.gz` and writes its card. */
import { TOPIC_NAIVE_BAYES_WEIGHT, TOPICS, TOPIC_SPEC, topicTokens } from '../src/analysis/topic.js';
import { log, writeCard } from './common.js';
import { countBySource, trainClassifier } from './classifier.js';
import { SIB200_TOPIC, topicTraining } from './topic-data.js';
import { countBy } from './util.js';

const HYPER = { epochs: 10, learningRate: 0.2, seeds: [3, 5, 7], naiveBayes: { alpha: 0.01 } };

export function trainTopic(): void {
  const train = topicTraining();
  const trained = trainClassifier({ name: 'topic', classes: TOPICS, spec: TOPIC_SPEC, train, tokens: topicTokens, ...HYPER, sourceWeight: { 'team-templates': 0.5 } });
  log(`topic: ${trained.size} + naive Bayes ${trained.naiveBayesSize ?? ''}`);
  writeCard('topic', {
    classes: TOPICS.join(', '), examples: trained.examples, byLabel: countBy(train.map((r) => r.label)), bySource: countBySource(train),
    sibMap: Object.entries(SIB200_TOPIC).map(([k, v]) => `${k} → ${v}`).join('; '), seeds: HYPER.seeds.join(', '), alpha: HYPER.naiveBayes.alpha,
    naiveBayesShare: TOPIC_NAIVE_BAYES_WEIGHT, buckets: TOPIC_SPEC.buckets, epochs: HYPER.epochs, learningRate: HYPER.learningRate,
    size: trained.size, naiveBayesSize: trained.naiveBayesSize ?? '',
  });
}
