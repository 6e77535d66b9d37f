/** Trains the stance model `models/stance.bin.gz` on the team's templates and writes its card. */
import { STANCES, STANCE_SPEC, TARGET_TOKEN, stanceTokens } from '../src/analysis/stance.js';
import { log, rng, writeCard } from './common.js';
import { countBySource, trainClassifier } from './classifier.js';
import type { LabelledText } from './sentiment-data.js';
import { expandTemplates, readTemplates } from './templates.js';
import { countBy } from './util.js';

/** Template rows, half of them with the target replaced by the placeholder (as `detectStance` does with a target). */
export function stanceTraining(): LabelledText[] {
  const set = readTemplates('stance');
  const targets = [...(set.slots.get('t') ?? [])].sort((a, b) => b.length - a.length);
  const rand = rng(37);
  return expandTemplates(set, { perTemplate: 60, seed: 43, noise: 0.4, source: 'team-templates' }).map((r) => {
    if (rand() < 0.5) return r;
    const lower = r.text.toLowerCase();
    const t = targets.find((x) => lower.includes(x.toLowerCase()));
    return t ? { ...r, text: `${r.text.slice(0, lower.indexOf(t.toLowerCase()))}${TARGET_TOKEN}${r.text.slice(lower.indexOf(t.toLowerCase()) + t.length)}` } : r;
  });
}

/** The optimiser's settings (the card shows them). */
const HYPER = { epochs: 6, learningRate: 0.2, seed: 47 } as const;

export function trainStance(): void {
  const train = stanceTraining();
  const trained = trainClassifier({ name: 'stance', classes: STANCES, spec: STANCE_SPEC, train, tokens: (t) => stanceTokens(t), ...HYPER });
  log(`stance: ${trained.size}`);
  writeCard('stance', {
    classes: STANCES.join(', '), examples: trained.examples, byLabel: countBy(train.map((r) => r.label)), bySource: countBySource(train),
    buckets: STANCE_SPEC.buckets, size: trained.size, ...HYPER,
  });
}
