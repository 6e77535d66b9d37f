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

export function trainHateSpeech(): void {
  const train = hateTraining();
  const trained = trainClassifier({ name: 'hate-speech', classes: SEVERITIES, spec: HATE_SPEC, train, tokens: hateTokens, epochs: 6, learningRate: 0.2, seed: 19, sourceWeight: { 'sentiment-sets': 0.5 } });
  log(`hate-speech: ${trained.size}`);
  writeCard('hate-speech', `
# Hate speech (\`models/hate-speech.bin.gz\` + team lexicon)

\`hateSpeech.detectHateSpeech(text)\` → \`{ is_hate_speech, severity, categories, score }\`; severities ${SEVERITIES.join(', ')}.
Rebuild with \`npm run train -- hate-speech\`; figures with \`npm run eval -- hate-speech\` (docs/accuracy.md).

- **Definitions:** \`mild\` = an insult or abuse aimed at a person; \`moderate\` = insults, slurs or stereotypes aimed at a
  protected group; \`severe\` = dehumanising a group, threats, or calls for violence or expulsion. Neutral or positive
  mentions of groups and untargeted swearing are \`none\` (swearing is still reported as \`profanity\`).
  \`score\` = 1 − P(none); \`is_hate_speech\` when it is at least 0.5, the severity then being the likeliest of the three.
- **Model:** multinomial logistic regression over hashed words, word pairs and character 3–5-grams of the normalised
  text plus markers from the team lexicon (\`src/lang/ms/hate-lexicon.ts\`: group names, slurs, insults, profanity,
  dehumanising words, threats) and their conjunctions with a named group (\`⟨target+insult⟩\`, …), which a linear
  model cannot form itself; ${HATE_SPEC.buckets} buckets. Categories come from the lexicon, not the model.
- **Training data** (${trained.examples} rows; ${countBy(train.map((r) => r.label))}): ${countBySource(train)}.
  - \`team-templates\`: Malay, Indonesian-style, English and Manglish templates written by the team
    (\`training/data/hate-speech/templates.txt\`), slots filled from the lexicon, 60 samples each with chat variation.
  - \`sentiment-sets\`: 3,000 everyday sentences (malaya sentiment, MIT; SmSA, Apache-2.0; UCI, CC BY 4.0) as \`none\`,
    so that complaints and negative reviews are not mistaken for hate.
  - **Not trained on:** \`id-hatespeech-multilabel\` (CC BY-NC-SA), which only evaluates.
- **Evaluation:** the team-written set \`training/data/hate-speech/eval.tsv\` (written apart from the templates), and the
  Indonesian multi-label tweets (HS column, and the religion/race/gender columns on hateful tweets).
- **Speaking to someone is not abuse** (2026-11-24): a probe read \`Kau nak pergi mana petang ni?\` as mild hate
  (0.89) and \`Nak pergi mana petang ni?\` at 0.58: every second person (\`kau\`, \`hang\`, \`you\`) in the templates
  came with an insult, and \`pergi\` only in \`pergi main jauh-jauh\`. A second part of the team set (12 everyday
  messages to someone as none, 4 insults aimed at the person spoken to as mild) was written first; then 7 templates
  of such messages, and of \`pergi\` in plans, as none. Part two 12 → 14 of 16 (none 10 → 12 of 12), part one 44 → 45
  of 45; on the Indonesian tweets HS F1 0.336 → 0.347, accuracy 0.617 → 0.616. \`Kau nak pergi mana petang ni?\`
  now reads 0.17; a bare \`Kau nak pergi\` still 0.78. Not kept: the team's plain intent messages (questions,
  requests, commands) as none at weight 0.5 — instead of the templates, 500, 1,000 or 2,000 of them gave part one
  45, 44, 45 and part two 14, 13, 14 (the probe 0.36, 0.52, 0.13); beside them, 500 or 1,000 cost part one 2 and 4
  sentences.
- **Plain senses of insult words** (2026-11-24, a fifth session): a probe read \`Tolong jangan buang sampah
  merata-rata\` (0.67) and \`Ada lipas dalam dapur, jijik betul\` (0.61) as mild hate — \`sampah\`, \`busuk\`,
  \`jijik\` and \`tak guna\` had come only as insults. A third part of the team set (12 sentences about rubbish,
  smells, dirt, pests, animals, broken things and illness as none, 4 insults built on the same words as mild) was
  written first: 13 of 16. Then 9 templates of those plain senses as none and 2 of the same words aimed at a
  person as mild: part three 16 of 16. Over three training seeds (19, 20, 21), errors on the whole team set 5.7 →
  4.0 of 77 and HS F1 on the Indonesian tweets 0.330 → 0.336. A mild result built on a dehumanising word
  (\`Muka kau macam monyet\`) now also reports \`insult\`.
- **Retrained after the normaliser's second batch** (2026-11-24, a seventh session, later: the clitic \`-lah\` on chat words, \`bley\`, \`tetiba\`, \`mtor\`, \`stesyen\`, \`kaci\` and other spellings in the tables; docs/decisions.md): the team set's is-hate F1 0.959 → 0.973, the Indonesian
  tweets' HS F1 0.344 → 0.325 (a redraw of the template sample, models/sentiment.md).
- **Each template its own random stream** (2026-11-24, a seventh session, last: \`expandTemplates\` in \`training/templates.ts\` now gives each template a random generator of its own, seeded by the template's hash, so a new template or chat spelling redraws only the templates it touches, not every one after it; that change itself redraws every sample once): the team set's is-hate F1 0.973 → 0.959, the Indonesian tweets'
  HS F1 0.325 → 0.332.
- **One source of chat spellings** (2026-11-24, a seventh session's review: the template expander's chat variation now reads the chat spellings from \`training/chat.ts\`, as language id and the dialect model do, so the slang table's spellings join the shortforms' and a word listed on two lines keeps both): the team set's is-hate F1 0.959 → 0.946, the Indonesian tweets' HS F1 0.332 → 0.347.
- **Short everyday texts** (2026-11-24, a ninth session): a probe read \`Saya tak tahu\` (0.80), \`Dia
  tak tahu\` (0.99), \`Den tak tahu la\` (0.88), and one-word messages such as \`Jom\` (severe, 0.74), \`Boleh\` (0.83),
  \`hmm\` and \`Mana\` as hate. Two causes: with balanced classes a text that says nothing starts at 75 % hate (three
  severities against none), and a short text's character n-grams overlap the lexicon's (\`dia\` in \`india\`). A fourth
  part of the team set (12 statements of not knowing and other everyday negation, with dialect pronouns, as none; 4
  insults built on \`tak tahu malu\` as mild) was written first: 12 of 16 with each of three training seeds (19, 20,
  21), parts one to three 73.3 of 77, the Indonesian tweets' HS F1 0.347 (mean). Tried, each over the three seeds
  (part four; parts one to three; HS F1): 6 templates of such statements as none and 1 of the insults as mild (14.7;
  72.7; 0.308), 3 of not knowing only, without \`tidak\`, which Indonesian insults use (\`tidak tahu diri\`) (14.3; 73.3;
  0.323, and \`Saya tak tahu\` still 0.68, \`Tak tahu\` 0.97); none holding half the training weight instead of a
  quarter (12.7; 71.7; 0.318, with those templates 15; 71.3; 0.294); the vocabulary's 1,500 most frequent Malay
  lemmas one by one as none at weight 0.3 (14.3; 69.3; 0.259; \`dia\` still 0.97); one- to three-word pieces of the
  everyday sentences as none at weight 0.5 (14; 72; 0.248; \`Tak tahu\` still 0.94). Each lowered hate recall on the
  tweets more than it fixed the probe; none is kept. Kept instead, a rule on top where the data is thin (no training
  text is that short): a text of at most three words that holds no word of the hate lexicon scores 0
  (\`SHORT_TEXT_WORDS\` in \`src/analysis/hate-speech.ts\`). So that short insults are still read, the lexicon now
  matches reduplicated plurals (\`pondan-pondan\`) and lists 16 more insults (\`mampus\`, \`kepala hotak\`, \`muka tembok\`,
  \`bahlul\`, \`tak tahu malu\`, \`tidak tahu diri\`…); the rule with the reduplication alone missed \`Mampus kau\` and
  \`Pondan-pondan ni menjijikkan\`. Over the three seeds: part four 12 → 13, parts one to three 73.3 → 73, HS F1 0.347
  → 0.321 (the new insults redraw the template sample: seeds 19, 20, 21 read 0.334, 0.294, 0.335; the rule with the
  reduplication alone 0.343, 13.3 and 72.7). \`Jom\`, \`Boleh\`, \`hmm\` and \`Saya tak tahu\` now score 0; \`Mampus kau\` and
  \`Kepala hotak kau\` read mild. Still wrong: \`Aku tak tahu la, cuba tanya Ali\` (0.84) and \`Entah, aku pun tak tahu\`
  (0.81), longer than the rule reaches: the six new entries of the \`tak tahu malu\` kind fill the templates' insult
  slot, so \`tahu\` leans hate. Without them (ten new insults only): part four 13.3, parts one to three 73.3, HS F1
  0.309, those two sentences 0.57 and 0.51 — but \`Tak tahu malu\` alone then scores 0, an insult the lexicon should
  know; not kept.
- **Longer everyday texts** (2026-11-24, a tenth session; tried, not kept): a fifth part of the team set (12
  longer everyday sentences holding the words of the lexicon's phrases in their plain senses — \`tak tahu\`, \`hantar
  balik\`, \`babi hutan\`, \`get rid of\`, \`wipe out\` — as none, 4 insults built on those phrases as mild) was written
  first: 10 of 16 with the shipped seed. Its misses, and \`Aku tak tahu la, cuba tanya Ali\` (0.84), are not the
  phrases: \`Aku tak tahu la\` alone reads 0.97 and \`Dia cuma agak-agak je\` 0.70, since the templates give every chat
  spelling and particle to hate while the corpora's everyday sentences are tweets, reviews and English. Tried, over
  three training seeds (19, 20, 21; means; before: part five 11.0, part four 13.3, part one 42 of 45, the team
  set's is-hate F1 0.872, the Indonesian tweets' HS F1 0.332): each multi-word lexicon entry as one token of its
  own (\`⟨=tak_tahu_malu⟩\`), so that its words teach nothing about their everyday uses (seed 19 only: part five 10 →
  11, part one 42 → 41, HS F1 0.334 → 0.302); the team's everyday Malaysian sentences written for the other
  models (language id, sentiment, emotion, entities; 1,388 with no insult, slur, dehumanising word or threat of
  the lexicon) as none at weight 0.25 or 0.5 (part five 14.0 and 13.7, part four 13.3 and 14.0, part one 40.7,
  is-hate F1 0.884 and 0.886, HS F1 0.307 and 0.303: the tweets' hate recall 0.23 → 0.20), and of those only
  the calm ones (language id, entities, and sentiment sentences that are not negative; 893) at 0.5 (13.3, 13.3,
  42.3; 0.898; 0.302). Each fixed Malaysian chat at the cost of 3 points of HS F1 on the only real posts we can
  measure on, the bar every earlier change here was held to; none is kept, and part five stays in the team set
  as a measure of what is left.
- **Size:** ${trained.size}.
- **Limits:** the model has seen no real hateful posts; coded language, sarcasm and new slurs are beyond it. Indonesian
  political name-calling (\`cebong\`, \`kampret\`) is only partly covered. Use it to prioritise review, not to decide alone.
`);
}
