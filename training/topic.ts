/** Trains the topic model `models/topic.bin.gz` and writes its card. */
import { TOPIC_NAIVE_BAYES_WEIGHT, TOPICS, TOPIC_SPEC, topicTokens } from '../src/analysis/topic.js';
import { log, writeCard } from './common.js';
import { countBySource, trainClassifier } from './classifier.js';
import { SIB200_TOPIC, topicTraining } from './topic-data.js';
import { countBy } from './util.js';

export function trainTopic(): void {
  const train = topicTraining();
  const trained = trainClassifier({ name: 'topic', classes: TOPICS, spec: TOPIC_SPEC, train, tokens: topicTokens, epochs: 10, learningRate: 0.2, seeds: [3, 5, 7], sourceWeight: { 'team-templates': 0.5 }, naiveBayes: { alpha: 0.01 } });
  log(`topic: ${trained.size} + naive Bayes ${trained.naiveBayesSize ?? ''}`);
  writeCard('topic', `
# Topic (\`models/topic.bin.gz\` + team subtopic cues)

\`topic.classifyTopic(text)\` → \`{ topic, confidence, subtopic, scores }\` over ${TOPICS.join(', ')}.
Rebuild with \`npm run train -- topic\`; figures with \`npm run eval -- topic\` (docs/accuracy.md).

- **Model:** multinomial logistic regression over hashed word uni- and bigrams and character 4–6-grams
  (${TOPIC_SPEC.buckets} buckets) of the normalised text, plus one marker feature per hit of the team's topic cue
  lexicon (\`src/lang/ms/topic-lexicon.ts\`: Malay roots and English words per topic, matched as written or stemmed),
  plus the stem of each affixed word as a feature of its own (\`pelancaran\` and \`dilancarkan\` share \`lancar\`);
  classes balanced by weight. Its probabilities are mixed with those of a multinomial naive Bayes companion
  (\`models/topic-nb.bin.gz\`, same features and example weights, Lidstone smoothing α = 0.01, share
  ${TOPIC_NAIVE_BAYES_WEIGHT}; \`training/naive-bayes.ts\`), which makes more of rare words in 700 training sentences.
  Chosen by 5-fold cross-validation on the SIB-200 training split (Malay folds):
  word and character features 0.710; + cue lexicon 0.742; + 23 templates in the encyclopaedia and
  travel-guide register of SIB-200 0.752 (a second batch of 16 more scored 0.748 and was dropped); + stem features
  0.753 (flat in CV; validation 0.778 → 0.788, one sentence); + naive Bayes mixed in (mean of seeds 3, 5, 7):
  share 0.2 → 0.758, 0.3 → 0.764 (logistic regression alone 0.752 on the same seeds; validation 0.788 → 0.808 at
  either share). We ship 0.2: the two shares are within seed noise of each other, and 0.3 costs the team-written
  set four texts (0.858 → 0.825) where 0.2 costs one. Self-training on NTREX-128's unlabelled Malay and Indonesian
  news (pseudo-labels at confidence ≥ 0.6 or 0.8) gave 0.743–0.752 and was dropped; replacing words by their stems 0.683; adding Javanese, Sundanese,
  Minangkabau and Tagalog 0.735; character 3–5-grams 0.736; embedding-cluster features 0.676.
- **The mean of three runs** (2026-11-23): the shipped weights are the mean of the runs with seeds 3, 5 and 7
  (shuffle orders), the seeds the cross-validation above averaged. One run (seed 3) had shipped and read 0.808 on
  the 99 validation sentences; after the normaliser stopped rewriting Indonesian words (\`gak\` was \`gua\`) the same
  seed read 0.768, and seeds 3, 5 and 7 averaged 0.788 with the old normaliser and the new alike: two sentences
  either way are the seed's, not the change's. The mean of the three runs reads 0.788 (of five runs, seeds 3–11,
  also 0.788; of seeds 1–4, 0.768), the team set 0.842; the file grows from 704 to 717 kB.
- **Training data** (${trained.examples} rows; ${countBy(train.map((r) => r.label))}): ${countBySource(train)}.
  - SIB-200 training split (CC BY-SA 4.0) in Malay, Indonesian and English, categories mapped:
    ${Object.entries(SIB200_TOPIC).map(([k, v]) => `${k} → ${v}`).join('; ')}.
  - \`team-templates\`: Malay, English and Manglish news and chat templates for all ten topics, written by the team
    (\`training/data/topic/templates.txt\`: news, chat, encyclopaedia and travel-guide register), expanded 40 times each; weight 0.5. Business, education and religion
    have no SIB-200 data and come from these alone.
- **Subtopic:** not a model: within the predicted topic, the subtopic whose team-written cue words
  (\`src/lang/ms/subtopics.ts\`) occur most; \`null\` when none occurs.
- **Evaluation:** SIB-200 Malay validation (never trained on; the same sentence ids in Indonesian and English are
  also excluded), and the team-written set \`training/data/topic/eval.tsv\` (12 texts per topic, written apart from the
  templates).
- **Chat about nothing in particular** (2026-11-24): a probe read thanks, farewells and small talk as a topic —
  \`Thanks a lot for your help\` and \`Okay bye, nanti aku call balik\` technology, \`Aku sayang korang semua\`
  health — since the only \`other\` texts were geography, weather and accidents. A second part of the team set (12
  such chat texts as other, 12 chat texts about the topics) was written first, then 10 templates of thanks,
  greetings, farewells, apologies and small talk (other), without its wording. The shipped mean of three runs,
  before → after: part two 12 → 22 of 24 (other 1 → 11 of 12; the topical chat 11 of 12 both), part one 102 → 100
  of 120 (\`Siapa dah tengok Mat Kilau? Best tak?\` now other, a question about an unknown film), SIB-200 Malay
  validation 0.788 both.
- **Shops, results, crime** (2026-11-24, later): a probe read \`Servis kat kedai ni lambat gila\` as sports (0.91:
  \`servis\` came only from badminton), a child's \`5A dalam UPSR\` as health and a road accident as health. A third
  part of the team set (16: a shop's service as lifestyle, a child's results as education, crime and accidents as
  other, \`servis\` in badminton and in internet service) was written first, then 10 templates of those kinds in
  other words. Before → after: part three 8 → 15 of 16, part two 22 of 24 both, part one 100 → 103 of 120,
  SIB-200 Malay validation 0.788 both. Still wrong: \`Pekerja kedai tu layan pelanggan acuh tak acuh\` (business).
- **Storms, animals, tariffs** (2026-11-24, a fifth session): a probe read \`Lembu tu lari masuk kebun sawit Pak Mat\`
  as sports (\`lari\`), \`Ribut kencang tumbangkan pokok…\` as technology and \`TNB akan menaikkan tarif elektrik\` as
  technology. Part four of the team set (16: storms, landslides, haze, floods and earthquakes, animals loose or at
  home, all other; utility tariffs, tolls and fuel prices, business) was written first: 8 of 16. Then 11 templates of
  those kinds in other words (fourth pass): 15 of 16, the earlier parts level (140 of 160); SIB-200 0.788 → 0.768,
  two sentences (a Greek mathematician, Norwegian greetings) that touch none of the new kinds and flip with the
  seed (above). Still wrong: the probe's \`Ribut kencang tumbangkan pokok di Kuala Terengganu\` (technology, 0.34).
- **Malaysian English chat** (2026-11-24, a fifth session, later): a probe read \`The Grab driver was super rude lah\`
  as sports, \`Eh can you send me the file by tonight ah?\` as politics and \`I scared later the price go up again\` as
  technology — the English sources are formal, the team's chat templates mostly Malay. Part five of the team set (16
  Malaysian English and Manglish chat messages about shops, traffic, prices, work, internet, school, health and
  football) was written first: 9 of 16. Then 12 templates of such chat in other words (fifth pass): 16 of 16 (the
  templates share its kinds and some words, so read that as reach), the earlier four parts 155 → 159 of 176, SIB-200
  0.768 → 0.778.
  Retrained after the normaliser's colloquial words (2026-11-24, a seventh session: \`kite\`, \`lame\`, \`die\` beside
  Malay words, \`rase\`, the clitic written \`-nye\`; docs/decisions.md): SIB-200 0.778 → 0.768 (one sentence of 99), the
  team set 0.911 → 0.906 (one text of 192).
- **Jobs, rankings and visits in Malaysian English** (2026-11-24, a seventh session): a probe read \`Eh congrats ah,
  finally got promoted!\`, \`Universiti Malaya ranked among the top 100 in the world\` and \`Datuk Seri Anwar Ibrahim
  visited flood victims in Kelantan\` as sports. Part six of the team set (16: jobs and promotions, scholarships and
  university rankings, leaders' and royals' visits, health news, where people live, and sports news of the same
  shapes) was written first: 11 of 16. Then 8 templates of those kinds in other words (sixth pass): 15 of 16, the
  earlier five parts 174 → 175 of 192, SIB-200 0.768 level. Still wrong: \`We are moving to a bigger apartment in
  Subang next month\` (lifestyle; other meant).
- **Each template its own random stream** (2026-11-24, a seventh session, last: \`expandTemplates\` in \`training/templates.ts\` now gives each template a random generator of its own, seeded by the template's hash, so a new template or chat spelling redraws only the templates it touches, not every one after it; that change itself redraws every sample once): SIB-200 0.768 → 0.778, the team set 0.913 → 0.904 (two texts of
  208).
- **One source of chat spellings** (2026-11-24, a seventh session's review: the template expander's chat variation now reads the chat spellings from \`training/chat.ts\`, as language id and the dialect model do, so the slang table's spellings join the shortforms' and a word listed on two lines keeps both): SIB-200 0.778 → 0.788, the team set 0.904 → 0.889 (three texts of 208).
- **Office work, missing someone, \`servis\`** (2026-11-24, a ninth session): a probe read \`Bos suruh siapkan report ni
  sebelum Jumaat\` as entertainment, \`Meeting dengan client ditangguhkan ke minggu depan\` as politics, \`Rindu gila
  kat arwah atuk\` as sports and \`Anak aku demam panas dari semalam, risau betul\` as other. Part seven of the team set
  (16: office work in Malay and Manglish chat, missing someone or a time gone, illness told with a worry, \`servis\` as a
  service and as badminton's serve, meetings put off in government) was written first: 7 of 16. Then 9 templates of
  those kinds in other words (seventh pass): 14 of 16, parts one to six 185 → 184 of 208, SIB-200 0.788 → 0.778 (one
  sentence of 99). Still wrong: \`Bos nak slide presentation tu siap sebelum pukul 3\` (politics) and \`Badan rasa
  lemah, kena cirit-birit dari pagi tadi\` (other).
- **Invitations** (2026-11-24, a thirty-fifth session; an eighth template pass): \`Jom lunch sama-sama hari ni\` read
  sports (0.37; \`Jom\` alone sports 0.89, \`sama-sama\` alone politics): the templates held \`jom\` only with futsal and
  badminton. An eighth part of the team set (15 invitations with \`jom\` in every topic, sport ones among them) was
  written first; then nine templates of \`jom\` invitations in the other topics and thanks with \`sama-sama\`, worded
  apart from the part (\`makan tengah hari\`, \`minum kopi\`, not its \`lunch\` or \`karaoke\`). Part eight 10 → 13 of 15,
  parts one to seven 198 → 200 of 224; 5-fold cross-validation on the SIB-200 Malay training split (logistic
  regression alone, seeds 3, 5, 7) 0.749 → 0.762; SIB-200 validation 0.778 → 0.768 (one sentence of 99). Still
  wrong: \`Jom lunch sama-sama hari ni\` (education) and \`Jom karaoke hujung minggu ni\` (business).
- **Size:** ${trained.size} (logistic regression) + ${trained.naiveBayesSize ?? ''} (naive Bayes).
`);
}
