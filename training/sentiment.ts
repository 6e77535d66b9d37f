/**
 * Trains the sentiment model `models/sentiment.bin.gz` (negative / neutral / positive).
 */
import { SENTIMENT_CLASSES, SENTIMENT_SPEC, sentimentTokens } from '../src/analysis/sentiment.js';
import { log, writeCard } from './common.js';
import { intentAsSentiment } from './intent-data.js';
import { countBySource, trainClassifier } from './classifier.js';
import { emotionAsSentiment, malayaLexicon, malayaNews, malayaSentiment, malaytextrLexicon, malaytextrTweets, negationPhrases, nusax, plainMalay, smsa, teamSentiment, uci } from './sentiment-data.js';

/**
 * Malay sources count double (the malaya sentences three times): they are the smallest and the ones the library is
 * for. The malaya weight and the epochs were chosen by 5-fold cross-validation on the malaya training rows; SmSA
 * weighs 1.25 to stay over its target once the team's sentences joined (chosen on the validation splits).
 */
const SOURCE_WEIGHT = { 'team-ms': 2, 'plain-ms': 0.3, 'negation-phrases': 0.4, 'malaya-ms': 3, 'malaya-news-ms': 2, 'malaytextr-ms': 2, 'malaytextr-lexicon': 0.5, 'uci-en': 1, 'nusax-en': 1.5, 'nusax-id': 1, 'smsa-id': 1.25, 'intent-ms': 1, 'emot-as-sentiment-id': 0.5, 'team-emotion-ms': 1 };

/** The team's intent sentences taught as sentiment, this many of each intent (see the card). */
const INTENT_PER_LABEL = 400;

/** Plain Malay statements taught as neutral (see the card). */
const PLAIN_MALAY = 800;

const HYPER = { epochs: 16, learningRate: 0.15, seeds: [1, 2, 3, 4, 5, 6, 7, 8] };

export function trainSentiment(): void {
  const lexicons = [...malaytextrLexicon(), ...malayaLexicon()];
  const train = [...malayaSentiment(false), ...malayaNews(), ...malaytextrTweets(), ...malaytextrLexicon(), ...negationPhrases(lexicons), ...plainMalay(lexicons, PLAIN_MALAY), ...smsa(false), ...nusax('indonesian', false), ...nusax('english', false), ...uci(false), ...teamSentiment(), ...intentAsSentiment(INTENT_PER_LABEL), ...emotionAsSentiment()];
  const trained = trainClassifier({ name: 'sentiment', classes: SENTIMENT_CLASSES, spec: SENTIMENT_SPEC, tokens: sentimentTokens, train, sourceWeight: SOURCE_WEIGHT, ...HYPER });
  log(`sentiment: ${trained.size}`);
  writeCard('sentiment', {
    classes: SENTIMENT_CLASSES.join(', '), examples: trained.examples, bySource: countBySource(train),
    sourceWeights: Object.entries(SOURCE_WEIGHT).map(([k, v]) => `${k} ${v}`).join(', '), plainMalay: PLAIN_MALAY, intentPerLabel: INTENT_PER_LABEL,
    wordWeight: SENTIMENT_SPEC.wordWeight ?? 1, seeds: `${HYPER.seeds[0]}–${HYPER.seeds.at(-1)}`, buckets: SENTIMENT_SPEC.buckets,
    epochs: HYPER.epochs, learningRate: HYPER.learningRate, size: trained.size,
  });
}
