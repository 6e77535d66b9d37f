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

export function trainStance(): void {
  const train = stanceTraining();
  const trained = trainClassifier({ name: 'stance', classes: STANCES, spec: STANCE_SPEC, train, tokens: (t) => stanceTokens(t), epochs: 6, learningRate: 0.2, seed: 47 });
  log(`stance: ${trained.size}`);
  writeCard('stance', `
# Stance (\`models/stance.bin.gz\` + team aliases and sarcasm cues)

\`stance.detectStance(text, { target })\` → \`{ stance, confidence }\` over ${STANCES.join(', ')}.
Rebuild with \`npm run train -- stance\`; figures with \`npm run eval -- stance\` (docs/accuracy.md).

- **Model:** multinomial logistic regression over hashed words, word pairs, character 3–5-grams and negation marks
  (a double negative cancels, so \`bukan tak setuju\` reads as agreement) of the normalised text; ${STANCE_SPEC.buckets} buckets.
  Mentions of the target (and its aliases from \`src/lang/ms/stance.ts\`) become one placeholder token, and a sarcasm
  cue (🙄, \`konon\`, \`la sangat\`, \`yeah right\`, …) adds a marker feature, so praise with a sarcasm cue reads as \`against\`.
- **Target:** the model reads the parts of the text (split at \`tapi\`, \`but\`, \`cuma\`, sentence ends) that mention the
  target, so \`sokong A tapi bantah B\` is \`for\` A and \`against\` B. A text that never mentions the target is pulled toward
  \`neutral\` (40 % model, 60 % neutral). Without a target the whole text is read.
- **Training data** (${trained.examples} rows; ${countBy(train.map((r) => r.label))}): ${countBySource(train)}. No open stance
  data exists: Malay, English and Manglish templates written by the team (\`training/data/stance/templates.txt\`), 60 samples
  each with chat variation, half with the target replaced by the placeholder.
- **Evaluation:** the team-written set \`training/data/stance/eval.tsv\` (15 texts per stance with and without targets, written
  apart from the templates).
- **Each template its own random stream** (2026-11-24, a seventh session, last: \`expandTemplates\` in \`training/templates.ts\` now gives each template a random generator of its own, seeded by the template's hash, so a new template or chat spelling redraws only the templates it touches, not every one after it; that change itself redraws every sample once): the team set 0.844 → 0.889 (two texts of 45).
- **One source of chat spellings** (2026-11-24, a seventh session's review: the template expander's chat variation now reads the chat spellings from \`training/chat.ts\`, as language id and the dialect model do, so the slang table's spellings join the shortforms' and a word listed on two lines keeps both): the team set 0.889 → 0.844 (two texts of 45).
- **Size:** ${trained.size}.
- **Limits:** stance toward a target that is only implied (by a pronoun, or by context) is not found.
`);
}
