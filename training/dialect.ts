/**
 * Trains the dialect model `models/dialect.bin.gz`: standard colloquial Malay (the team's base sentences
 * and spoken-Malay corpus sentences) and the same sentences rewritten into each dialect with the team's
 * dialect lexicon (word forms, sound changes, particles).
 */
import { DIALECT_CLASSES, DIALECT_SPEC, dialectTokens } from '../src/analysis/dialect.js';
import { DIALECTS, type DialectData } from '../src/lang/ms/dialects.js';
import { log, rng, shuffle, writeCard } from './common.js';
import { countBySource, trainClassifier } from './classifier.js';
import { sentences } from './corpora.js';
import type { LabelledText } from './sentiment-data.js';
import { expandTemplates, readTemplates } from './templates.js';
import { countBy } from './util.js';

/** Rewrites a standard sentence into a dialect; undefined when fewer than `minChanges` words changed. */
export function toDialect(text: string, data: DialectData, rand: () => number, minChanges = 1): string | undefined {
  let changes = 0;
  const words = text.split(/(\s+)/).map((part) => {
    const m = /^([\p{L}-]+)([^\p{L}]*)$/u.exec(part);
    if (!m) return part;
    const [, word, tail] = m as unknown as [string, string, string];
    const lower = word.toLowerCase();
    const forms = data.words[lower];
    let out = word;
    if (forms && rand() < 0.85) out = forms[Math.floor(rand() * forms.length)] as string;
    else if (rand() < 0.35) for (const [re, rep] of data.rules) if (re.test(lower)) { out = lower.replace(re, rep); break; }
    if (out.toLowerCase() !== lower) changes++;
    return /^\p{Lu}/u.test(word) ? (out[0] ?? '').toUpperCase() + out.slice(1) + tail : out + tail;
  });
  let result = words.join('');
  if (rand() < 0.3 && data.markers.length > 0) {
    const particle = data.markers[Math.floor(rand() * data.markers.length)] as string;
    if (!particle.includes(' ') && particle.length <= 4) result = `${result.replace(/[.!?]$/, '')} ${particle}`;
  }
  return changes >= minChanges ? result : undefined;
}

/** The base sentences: team templates and spoken/conversational Malay corpus sentences (training rows only). */
function bases(): string[] {
  const team = expandTemplates(readTemplates('dialect'), { perTemplate: 30, seed: 31, source: 'team-templates' }).map((r) => r.text);
  const corpus: string[] = [];
  for (const s of sentences(['ms'])) {
    if (!s.heldOut && (s.source === 'melayu-standard-lisan' || s.source === 'talpco' || s.source === 'tatoeba') && s.text.split(' ').length <= 20) corpus.push(s.text);
  }
  return [...team, ...shuffle(corpus, 4).slice(0, 3000)];
}

/** English and Indonesian sentences: no Malaysian dialect shows in them, so they are `standard` too. */
function otherLanguages(): LabelledText[] {
  const rows: LabelledText[] = [];
  for (const s of sentences(['en', 'id'])) {
    if (!s.heldOut && (s.source === 'talpco' || s.source === 'tatoeba') && s.text.split(' ').length <= 20) rows.push({ text: s.text, label: 'standard', source: `other-${s.lang}` });
  }
  return shuffle(rows, 5).slice(0, 1500);
}

export function dialectTraining(): LabelledText[] {
  const rand = rng(41);
  const base = bases();
  const out: LabelledText[] = [...base.map((text) => ({ text, label: 'standard', source: 'standard-bases' })), ...otherLanguages()];
  for (const [name, data] of Object.entries(DIALECTS)) {
    for (const text of base) {
      const converted = toDialect(text, data, rand, text.split(' ').length > 6 ? 2 : 1);
      if (converted) out.push({ text: converted, label: name, source: 'lexicon-rewrites' });
    }
  }
  return out;
}

export function trainDialect(): void {
  const train = dialectTraining();
  const trained = trainClassifier({ name: 'dialect', classes: DIALECT_CLASSES, spec: DIALECT_SPEC, train, tokens: dialectTokens, epochs: 6, learningRate: 0.2, seed: 7 });
  log(`dialect: ${trained.size}`);
  writeCard('dialect', `
# Dialect (\`models/dialect.bin.gz\`)

\`dialect.detectDialect(text)\` → \`{ dialect, confidence, scores }\` over ${DIALECT_CLASSES.join(', ')}.
Rebuild with \`npm run train -- dialect\`; figures with \`npm run eval -- dialect\` (docs/accuracy.md).

- **Model:** multinomial logistic regression over hashed words, word pairs and character 2–5-grams of the text as
  written (not normalised: the regional spellings are the evidence), plus one marker feature per word in a dialect's
  team-written lexicon (\`src/lang/ms/dialects.ts\`); ${DIALECT_SPEC.buckets} buckets.
- **Training data** (${trained.examples} rows; ${countBy(train.map((r) => r.label))}): ${countBySource(train)}.
  No open dialect data exists. \`standard\` is the team's everyday base sentences (\`training/data/dialect/templates.txt\`)
  and spoken or conversational Malay from Melayu Standard Lisan (CC BY 4.0), TALPCo (CC BY 4.0) and Tatoeba
  (CC BY 2.0 FR), training rows only, plus 1,500 English and Indonesian sentences of TALPCo and Tatoeba (a text in
  another language shows no Malaysian dialect). Each dialect class is the same sentences rewritten with the team lexicon:
  each known word takes a dialect form with probability 0.85, other words a regular sound change with probability
  0.35 (e.g. Kedah \`-ar\` → \`-aq\`, Kelantan \`-an\` → \`-e\`), sometimes a particle; rewrites with too few changes
  are dropped.
- **Evaluation:** the team-written set \`training/data/dialect/eval.tsv\` (12 sentences per class, written apart from the
  bases and the lexicon's examples). Johor and Pahang are not classes: written, they are close to colloquial standard.
- **Size:** ${trained.size}.
- **Limits:** the model knows what the lexicon knows; dialect words outside it count only through shared spellings
  and character n-grams. Mixed or lightly regional texts lean to \`standard\`.
`);
}
