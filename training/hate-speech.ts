/**
 * Trains the hate-speech model `models/hate-speech.bin.gz` on team-written data only: the templates in
 * training/data/hate-speech (slots filled from the team lexicon) and everyday non-hateful sentences from
 * the sentiment sets. The Indonesian multi-label set is licensed non-commercially and only evaluates.
 */
import { HATE_SPEC, SEVERITIES, hateTokens } from '../src/analysis/hate-speech.js';
import { DEHUMANISING, GROUP_CATEGORIES, GROUP_TERMS, INSULTS, PROFANITY, SLURS, THREATS } from '../src/lang/ms/hate-lexicon.js';
import { log, shuffle, writeCard } from './common.js';
import { countBySource, trainClassifier } from './classifier.js';
import { malayaSentiment, smsa, uci, type LabelledText } from './sentiment-data.js';
import { expandTemplates, readTemplates } from './templates.js';
import { countBy } from './util.js';

export function hateTraining(): LabelledText[] {
  const set = readTemplates('hate-speech');
  const slots = new Map(set.slots);
  slots.set('group', GROUP_CATEGORIES.flatMap((c) => GROUP_TERMS[c]));
  slots.set('slur', GROUP_CATEGORIES.flatMap((c) => SLURS[c]));
  slots.set('insult', INSULTS);
  slots.set('profanity', PROFANITY);
  slots.set('dehuman', DEHUMANISING);
  slots.set('threat', THREATS);
  const templates = expandTemplates({ slots, templates: set.templates }, { perTemplate: 60, seed: 29, noise: 0.4, source: 'team-templates' });
  const everyday = shuffle([...malayaSentiment(false), ...smsa(false), ...uci(false)], 13).slice(0, 3000).map((r) => ({ text: r.text, label: 'none', source: 'sentiment-sets' }));
  return [...templates, ...everyday];
}

const HYPER = { epochs: 6, learningRate: 0.2, seed: 19 };

export function trainHateSpeech(): void {
  const train = hateTraining();
  const trained = trainClassifier({ name: 'hate-speech', classes: SEVERITIES, spec: HATE_SPEC, train, tokens: hateTokens, ...HYPER, sourceWeight: { 'sentiment-sets': 0.5 } });
  log(`hate-speech: ${trained.size}`);
  writeCard('hate-speech', {
    classes: SEVERITIES.join(', '), examples: trained.examples, byLabel: countBy(train.map((r) => r.label)), bySource: countBySource(train),
    buckets: HATE_SPEC.buckets, ...HYPER, size: trained.size,
  });
}
