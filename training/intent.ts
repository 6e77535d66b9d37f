/** Trains the intent model `models/intent.bin.gz` and writes its card. */
import { INTENTS, INTENT_SPEC, intentTokens } from '../src/analysis/intent.js';
import { log, writeCard } from './common.js';
import { countBySource, trainClassifier } from './classifier.js';
import { intentTraining } from './intent-data.js';
import { countBy } from './util.js';

export function trainIntent(): void {
  const train = intentTraining();
  const trained = trainClassifier({
    name: 'intent', classes: INTENTS, spec: INTENT_SPEC, train, tokens: intentTokens, epochs: 8, learningRate: 0.2, seed: 5,
    sourceWeight: { 'team-templates': 1, 'team-dev': 3, 'hwu64-en': 0.6, 'clinc150-en': 0.8, 'sgd-en': 0.5, 'uci-en': 0.3, 'smsa-id': 0.15 },
  });
  log(`intent: ${trained.size}`);
  writeCard('intent', `
# Intent (\`models/intent.bin.gz\`)

\`intent.classifyIntent(text)\` → \`{ intent, confidence, all_intents }\` over ${INTENTS.join(', ')}.
Rebuild with \`npm run train -- intent\`; figures with \`npm run eval -- intent\` (docs/accuracy.md).

- **Model:** multinomial logistic regression over hashed word uni- and bigrams, character 2–4-grams and negation marks
  (${INTENT_SPEC.buckets} buckets) of the normalised text between start and end markers, so the first word (\`tolong\`,
  \`jom\`, an imperative verb) and the last (\`ke\`, \`tak\`, \`?\`) count on their own. Classes balanced by weight.
- **Training data** (${trained.examples} rows; ${countBy(train.map((r) => r.label))}): ${countBySource(train)}.
  - \`team-templates\`: Malay, English and Manglish templates written by the team (\`training/data/intent/templates.txt\`),
    expanded 40 times each with chat variation (shortforms, no capitals, particles). CC0.
  - HWU64 (CC BY 4.0): \`*_query\`, \`qa_*\`, \`recommendation_*\` → query; \`general_praise\`, \`music_likeness\` → feedback;
    \`general_quirky/affirm/negate/dontcare\` → other; \`general_confirm/explain\` → query; every other (action) intent →
    command, or request when phrased politely (\`can you …\`, \`please …\`, \`i would like …\`). 10 % held out.
  - CLINC150 (CC BY 3.0) small-talk and meta intents only: greeting/goodbye → greeting; thank_you → feedback;
    yes/no/maybe/out-of-scope → other; questions about the assistant → query; settings changes, cancel, repeat, jokes → command.
  - SGD user turns with a single act (CC BY-SA 4.0), 3,000 sampled: REQUEST → query; INFORM_INTENT → request;
    THANK_YOU → feedback; GOODBYE → greeting.
  - xSID validation (Indonesian and English; CC BY-SA 4.0): weather/search/show → query; alarms, reminders, music →
    command; BookRestaurant → request; RateBook → feedback.
  - Review sentences (UCI sentiment, CC BY 4.0; IndoNLU SmSA, Apache-2.0), 1,200 per class and source:
    negative → complaint, positive → feedback.
- **Evaluation:** the team-written set \`training/data/intent/eval.tsv\` (20 Malay, English and Manglish messages per
  intent, written separately from the templates with other wording and topics), and the English held-out rows.
  A second part (2026-11-24, 6 messages per intent on household, school, transport, work and neighbours) was
  written before the templates' third pass, which answers what it found: English statements about one's own life
  read as complaints (\`My sister just got married last week.\`: the English review sentences had made any such
  statement a complaint or feedback), a command followed by its reason read as a complaint, a farewell as other.
  Before → after the third pass (13 templates): part two 38 → 41 of 42 (the templates answer it, so read that with
  care), part one 108 → 107 of 140, the English held-out rows 0.873 → 0.877 (written by others, the clean sign).
  Still wrong: \`Okay bye, nanti aku call balik\` (other).
  A third part (2026-11-24, a later session; 7 statements, 7 commands) was written before the templates' fourth
  pass: statements that name what commands name (songs, lights, the aircond, alarms, the weather), as a probe read
  \`Lagu ni best\` and \`It's raining again\` as commands, beside commands with the same words. The fourth pass (8
  such statements as other, 3 commands whose reason says something is wrong, \`Kecilkan kipas tu, sejuk\`); over
  three seeds (5, 6, 7; means, before → after): part three 8.7 → 13 of 14, part one 107 → 110.7 of 140, part two
  40.3 → 39 of 42, the English held-out rows 0.878 → 0.873 (a reshuffle of about 30 rows each way, none near the new
  templates' words). \`Lagu ni best\` still reads command by a hair (0.49 against other 0.48); \`Lagu ni best
  gila\` and \`It's raining again\` read other.
  A fourth part (2026-11-24, a third session; 7 news statements, 7 messages on the same subjects with the other
  intents) was written before the templates' fifth pass: a probe read headlines as commands, complaints or
  feedback (\`Bomba berjaya memadamkan kebakaran di Klang\` a complaint), since no template or source held
  third-person reports. The fifth pass (8 templates of reports by agencies, teams, the police and firms, Malay and
  English, as other); over three seeds (5, 6, 7; means, before → after): part four 7 → 12 of 14, part one 110.7 →
  111 of 140, part two 39 → 39.7 of 42, part three 13 both, the English held-out rows 0.873 → 0.878.
  \`Lagu ni best\` now reads other with the shipped seed (command with seeds 6 and 7).
  A fifth part (2026-11-24, a fourth session; 4 reminders said as \`jangan lupa\`, 4 news statements, 4 questions
  in northern speech and chat, 2 requests) was written before the templates' sixth pass: a probe read \`Jangan
  lupa bawa payung esok\` as a complaint, \`Kerajaan umumkan bantuan tunai untuk golongan B40\` as a request and
  \`Hang pi mana tadi\` as other. The sixth pass (4 templates of reminders and warnings as commands, 3 of
  announcements and events as other, 3 of northern and chat questions); over three seeds (5, 6, 7; means, before →
  after): part five 10 → 14 of 14, part one 111.3 → 109.7 of 140 (\`Anggota bomba memadamkan kebakaran kilang\`
  now a command with the shipped seed, \`Dia kata dia tak jadi datang\` a complaint), part two 39.7 → 39.3 of 42,
  part three 13 → 12.7, part four 12 both; all five parts 186 → 187.7 of 224; the English held-out rows 0.878 →
  0.876.
  A sixth part (2026-11-24, a fifth session; 10 plain statements about people, shops, places and plans with a time,
  a place or a number in them, 2 commands and 2 complaints of the same shapes) was written before the templates'
  seventh pass: a probe read \`Pakcik tu jual nasi lemak sejak tahun 1990\` as a complaint and \`Kedai tu buka pukul
  8 pagi\` as a command. The seventh pass (7 templates of such statements, 1 command, 1 complaint); over three seeds
  (5, 6, 7; means, before → after): part six 9 → 13.7 of 14, parts one to five 187.7 → 188.3 of 224, the English
  held-out rows 0.876 → 0.877.
  A seventh part (2026-11-24, a sixth session; 8 news statements with a named person, body or group doing something
  for someone or reported advice and appeals, 4 happy or touching things that happened to the writer, a command and a
  complaint of the same shapes) was written before the templates' eighth pass: a probe read \`Anwar Ibrahim
  mengumumkan peruntukan RM2 bilion untuk sekolah daif\` as a command, \`Doktor nasihatkan orang ramai minum air…\` as
  a query and \`Tiba-tiba je dia datang rumah bawa kek, terkejut aku\` as a complaint. The eighth pass (8 templates of
  such statements, 1 command, 1 complaint); over three seeds (5, 6, 7; means, before → after): part seven 5.3 → 13
  of 14, parts one to six 202 → 202.7 of 238, the English held-out rows 0.877 → 0.873 (about 6 of 1,609). One more
  template, of English surprises (\`My neighbour surprised me with a cake\`), cost the English rows 0.877 → 0.871 and
  was dropped.
  Retrained after the normaliser's colloquial words (2026-11-24, a seventh session: \`kite\`, \`lame\`, \`die\` beside
  Malay words, \`rase\`, the clitic written \`-nye\`; docs/decisions.md): the team set 0.857 → 0.845 (three messages of
  252), the English held-out rows 0.876 → 0.879.
  An eighth part (2026-11-24, a seventh session; 17 Malaysian English messages: 8 news, announcements and personal
  news, 5 complaints in Malaysian English chat, a request for prayers, 3 English commands of the same shapes) was
  written before the templates' ninth pass: a probe read \`Aiyo my phone screen crack again, sien\` (0.89), \`Today jam
  until cannot move at all, late for work again\`, \`Syed Saddiq will launch his new book at MPH Mid Valley\` and
  \`Sunway Pyramid will be closed for renovation next month\` as commands. The ninth pass (12 templates: English news
  in the future tense, closures, openings and personal news; Malaysian English complaints; prayers asked for someone
  ill; two commands); over three seeds (5, 6, 7; means, before → after): part eight 10 → 15 of 17, parts one to
  seven 213.3 → 214 of 252, the English held-out rows 0.877 → 0.876. Still wrong: \`KLCC Park will be closed for
  maintenance until Friday\` and \`The new LRT station in Bandar Utama opens tomorrow\` (commands).
- **Retrained after the normaliser's second batch** (2026-11-24, a seventh session, later: the clitic \`-lah\` on chat words, \`bley\`, \`tetiba\`, \`mtor\`, \`stesyen\`, \`kaci\` and other spellings in the tables; docs/decisions.md): the team set 0.851 → 0.859, the English held-out rows
  0.877 → 0.871. New table words (\`motor\`, \`stesen\`, \`tiba-tiba\` had no chat spellings before) shift the template expander's random stream, so every model trained on templates redraws its sample (models/sentiment.md).
- **Each template its own random stream** (2026-11-24, a seventh session, last: \`expandTemplates\` in \`training/templates.ts\` now gives each template a random generator of its own, seeded by the template's hash, so a new template or chat spelling redraws only the templates it touches, not every one after it; that change itself redraws every sample once): the team set 0.859 → 0.833 (over three training seeds 229 →
  224.3 of 269), the English held-out rows 0.871 → 0.874. The draw alone moves the team set by several points: expander
  seeds 17 (shipped), 18, 19 and 20 read 224, 226, 228 and 233 of 269 with training seed 5, so the figure is one draw
  of a spread of about 0.83–0.87, not a loss of skill; the seed stays 17.
- **One source of chat spellings** (2026-11-24, a seventh session's review: the template expander's chat variation now reads the chat spellings from \`training/chat.ts\`, as language id and the dialect model do, so the slang table's spellings join the shortforms' and a word listed on two lines keeps both): the team set 0.833 → 0.836, the English held-out rows 0.874 → 0.876.
- **Malay notices, safe arrivals, congratulations** (2026-11-24, an eighth session): a probe read \`Semua mangsa
  banjir sudah selamat pulang\` as a greeting (\`selamat\` is "safe" there, not a salutation), \`Wah, tiba-tiba dapat
  bonus hujung tahun!\` as a complaint, \`Sayang awak sampai bila-bila\` as a query, \`Minggu depan ada mesyuarat agung
  tahunan persatuan\` as a command and \`Tahniah atas kelahiran anak sulung\` as other. Congratulations and wishes
  (\`Tahniah…\`, \`Selamat pengantin baru\`) are greetings here, as \`Selamat Hari Raya\` already was: social formulas, not
  statements (docs/decisions.md). A ninth part of the team set (20: 10 other, 3 feedback, 3 greeting, 4 commands of
  the same shapes) was written first. The tenth pass (13 templates: Malay closures and events told as news, rescues
  and safe arrivals, good news, affection, praise ending in \`teruskan\` or \`keep it up\`, congratulations and wishes,
  two commands); over three seeds (5, 6, 7; means, before → after): part nine 13.3 → 19 of 20 (the templates answer
  it), parts one to eight 226 → 227 of 269, the English held-out rows 0.878 → 0.876 (two rows of 1,609). Still
  wrong: \`Semua penumpang bas itu selamat dibawa ke hospital\` (greeting).
- **Headlines, looking forward, wants** (2026-11-24, a ninth session): a probe read \`Bank Negara kekalkan OPR pada 3
  peratus\` and \`Tak sabar nak balik kampung raya ni\` as commands (Malay headlines drop the \`meN-\` prefix, so the verb
  is a bare root with \`-kan\`, the shape of an imperative) and \`Saya nak tukar tarikh temujanji\` as a query. A tenth
  part of the team set (20: 10 headlines and statements of looking forward, 4 wants that ask to change a booking, 6
  commands of the same \`-kan\` verbs and \`sila\` instructions) was written first. The eleventh pass (10 templates:
  clipped headlines of other bodies and verbs, looking forward in Malay and English, wants to change one's own
  booking, chat commands with \`-kan\` verbs, \`sila\` instructions); over three seeds (5, 6, 7; means, before → after):
  part ten 14.7 → 19.3 of 20 (the templates answer it), parts one to nine 246 → 246 of 289, the English held-out rows
  0.8755 → 0.8743 (two rows of 1,609). \`Semua penumpang bas itu selamat dibawa ke hospital\` now reads as a command.
- **Negations that negate nothing** (2026-11-24, a thirty-fourth session): retrained after the shared feature extractor stopped negating after \`bukan sahaja\`, \`tak syak\`, \`tak kira\` and began reading the word after \`bukan main\` as intensified (models/sentiment.md): the team set 0.861 and HWU64 + CLINC150 0.875 accuracy, both unchanged.
- **Size:** ${trained.size}.
- **Limits:** request vs command and feedback vs complaint are graded distinctions (\`hantar report tu\` is a
  command, \`boleh tolong hantar report?\` a request); mixed messages get the intent of their strongest part.
`);
}
