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

export function trainSentiment(): void {
  const lexicons = [...malaytextrLexicon(), ...malayaLexicon()];
  const train = [...malayaSentiment(false), ...malayaNews(), ...malaytextrTweets(), ...malaytextrLexicon(), ...negationPhrases(lexicons), ...plainMalay(lexicons, PLAIN_MALAY), ...smsa(false), ...nusax('indonesian', false), ...nusax('english', false), ...uci(false), ...teamSentiment(), ...intentAsSentiment(INTENT_PER_LABEL), ...emotionAsSentiment()];
  const trained = trainClassifier({ name: 'sentiment', classes: SENTIMENT_CLASSES, spec: SENTIMENT_SPEC, tokens: sentimentTokens, train, sourceWeight: SOURCE_WEIGHT, epochs: 16, learningRate: 0.15, seeds: [1, 2, 3, 4, 5, 6, 7, 8] });
  log(`sentiment: ${trained.size}`);
  writeCard('sentiment', `
# Sentiment (\`models/sentiment.bin.gz\`)

\`sentiment(text)\` → \`{ sentiment, score, raw_score, probabilities }\` over ${SENTIMENT_CLASSES.join(', ')}.
Rebuild with \`npm run train -- sentiment\`; figures with \`npm run eval -- sentiment\` (see docs/accuracy.md).

- **Model:** multinomial logistic regression (AdaGrad, 16 epochs, learning rate 0.15, L2 1e-6; the shipped weights are the mean of eight runs with seeds 1–8, four with seeds 1–4 until 2026-11-24) over hashed
  features (${SENTIMENT_SPEC.buckets} buckets): word unigrams and bigrams (each counted ${SENTIMENT_SPEC.wordWeight ?? 1} times), character 1–4-grams, and words marked as being
  in the scope of a negator (\`tak\`, \`tidak\`, \`bukan\`, \`not\`, \`never\`…; a double negative cancels, so
  \`bukan tak sedap\` is not negated) or after an intensifier (\`sangat\`, \`gila\`, \`very\`…). Weights quantised to 8 bits.
- **Input:** the normalised text (\`normalize\`), lower-cased; URLs, mentions, money and numbers become placeholders;
  emoji and emoticons are kept.
- **Training data (${trained.examples} texts; ${countBySource(train)}):** malaya \`sentiment-data-v2.csv\` (Malay, two
  classes, MIT; 10 % held out) and \`sentiment_news_test_02032018.json\` (Malay news, three classes, MIT), malaytextr political tweets and polarity lexicon (Malay, MIT), IndoNLU SmSA train
  (Indonesian, Apache-2.0), NusaX-Senti train in Indonesian and English (CC BY-SA 4.0), UCI sentiment sentences
  (English, two classes, CC BY 4.0; 10 % held out), IndoNLU EmoT train (Indonesian, Apache-2.0) read as polarity, the team's Malaysian sentences and its intent and emotion sentences (all below). Classes are balanced;
  Malay sources weigh double, the malaya sentences three times, SmSA 1.25 times.
- **The team's Malaysian sentences** (2026-11-23, \`training/data/sentiment/malaysian.tsv\`, CC0): 160 chat,
  Manglish and Malay sentences (and a few English) about food, services, shopping, transport, work, school and
  home — 60 positive, 60 negative, 40 neutral, e.g. \`Sedap gila mee rebus kat gerai depan masjid tu\`, \`Grab
  lambat sampai, lepas tu cancel pulak\` — at weight 2: the corpora's Malay is tweets and news, not everyday
  Malaysian chat. A third part of the team evaluation set (48 sentences) was written first, apart from them. Over
  four training seeds (1–4; means, without → with; weight 1 in brackets): team set part three macro-F1 0.749 →
  0.777 (0.766), positive-vs-negative 0.882 → 0.917 (0.910); parts one and two 0.795 → 0.859 (0.853), which
  were written earlier by the same team, so read that gain with care; the Malay carve-out 0.765 → 0.776 (0.773);
  SmSA 0.858 → 0.855; NusaX-English 0.786 → 0.779 (97 sentences); UCI 0.851 → 0.852. The 5-fold
  cross-validation on the malaya training rows is flat (seeds 1 and 2: 0.774 → 0.779 and 0.773 → 0.772). The shipped
  seed (1) had read 0.798–0.801 on the Malay carve-out, the luckiest of the four; with the sentences it reads
  0.770, the low end of the four seeds (0.770–0.780).
- **A second batch of the team's sentences** (2026-11-23, later; same file, 120 sentences: 50 positive, 50
  negative, 20 neutral): everyday evaluative and slang words of Malaysian chat that no training source holds
  (\`syok\`, \`hampeh\`, \`bengang\`, \`selekeh\`, \`kedekut\`, \`sempoi\`, \`mesra poket\`), found by a probe in which
  \`Hampeh betul servis Celcom\` read positive and \`Budak tu rajin\` neutral. A fourth part of the team evaluation
  set (48 sentences) was written first, to measure them; it uses such words on purpose (in sentences of its own), so
  it measures the vocabulary's reach, not generalisation beyond it. Over four training seeds (1–4; means, before →
  after): part four macro-F1 0.673 → 0.711 and positive-vs-negative 0.903 → 0.944; part three 0.777 → 0.826; the
  Malay carve-out 0.776 → 0.781; SmSA 0.855 → 0.852; NusaX-English 0.779 → 0.792; UCI 0.852 both. SmSA, whose
  target is 0.85, then read 0.849 with the shipped seed, so SmSA now weighs 1.25 instead of 1 (chosen on the
  validation splits between 1, 1.25 and 1.5; four seeds' means with the batch): SmSA 0.858, the Malay carve-out
  0.776 (the shipped model 0.770 → 0.791), NusaX-English 0.791, UCI 0.853, part four 0.708 and 0.924, part three 0.826.
  The 5-fold cross-validation on the malaya training rows is flat (seeds 1 and 2: 0.779 → 0.779, 0.772 → 0.770). Still wrong afterwards: Malay news that names a minister or the police reads negative (the malaya
  sentences are political, and their names carry polarity), and \`Selekeh gila hotel tu\` positive.
- **The team's intent sentences as sentiment** (2026-11-23, later still; \`intentAsSentiment\` in
  \`training/intent-data.ts\`): the intent model's team-written Malaysian templates and tables
  (\`training/data/intent/\`, CC0; never its evaluation table) hold thousands of chat messages whose intent says
  their sentiment — questions, requests and commands are neutral (\`Pukul berapa klinik buka esok?\`), complaints
  negative, praise positive (feedback that suggests or weighs, \`Cadangan: tambah parking\`, \`Overall ok, cuma…\`,
  left out). 400 of each intent at weight 1. Over four seeds (means, before → after): NusaX-English 0.791 →
  0.821, SmSA 0.858 → 0.859, the Malay carve-out 0.776 → 0.779, UCI 0.853 → 0.852; the team set's parts one and
  two 0.865 → 0.887, part three 0.826 → 0.884, part four 0.708 → 0.763 (the templates' complaint and praise words,
  \`hampeh\`, \`terbaik\`, \`mantap\`, are the same team's vocabulary as the team set's, so read those three with care;
  NusaX-English, written by others, is the clean sign). Cross-validation on the malaya training rows: 0.779 →
  0.779 and 0.770 → 0.777 (seeds 1 and 2). Neutral intents alone: NusaX-English 0.822, team part four 0.730; 800
  of each at weight 1 or 400 at weight 0.3: within a point of the choice on every set. With them in, the malaya
  weight was cross-validated again: 4 or 5 instead of 3 read 0.781 against 0.778 (two seeds each), but the
  held-out Malay carve-out 0.777 against 0.779 over four seeds; left at 3.
- **The mean of four runs** (same day): with the seed alone the Malay carve-out moved 0.767–0.794 and the shipped
  seed (1) read 0.756 once quantised, so the shipped weights are now the mean of the runs with seeds 1–4, whose
  figures sit at the four runs' means (Malay 0.777, SmSA 0.859, NusaX-English 0.827; UCI 0.838, 1.4 points under
  the runs' mean); the file is the same size and training takes four times as long (about 40 s).
- **A third batch of the team's sentences** (same day; same file, 60 sentences: 40 neutral, 10 positive, 10
  negative): the malaya sentences are political opinions, so the names of politicians and public bodies had come
  to carry polarity (\`Semalam Datuk Seri Anwar Ibrahim melawat Hospital Kuala Lumpur\` read negative, \`SPRM
  memanggil dua pegawai…\` positive). These put such names in plain news and in opinions of both kinds. A fifth
  part of the team set (20 sentences: 12 neutral news, 8 opinions about the same kind of people) was written first.
  Over four runs (means, before → after): part five macro-F1 0.642 → 0.740 (positive-vs-negative 0.94 both);
  part four 0.763 → 0.817, though two of its neutral news sentences were among the errors seen before this batch
  was written, so that gain is flattering; the Malay carve-out 0.779 → 0.777; SmSA 0.859 → 0.857; NusaX-English
  0.821 → 0.829; UCI 0.852 → 0.850; cross-validation on the malaya training rows 0.779 → 0.778 and 0.777 → 0.775.
- **A fourth batch of the team's sentences** (same day; same file, 60 sentences: 40 neutral, 10 positive, 10
  negative): English and Manglish first-person plans and statements (\`I'm heading to the airport now\`, \`I'm
  doing my laundry at the dobi tonight\`). The English sources are reviews with an opinion in every row, so
  \`I'm\` alone read 0.3 % neutral and \`I'm going to the bank after lunch\` negative (0.90). A sixth part of the
  team set (30 sentences: 16 such statements, and 14 opinions that open the same way, so that reading every \`I'm\`
  as neutral cannot pass) was written first. Over four runs (means, before → after): part six macro-F1 0.571 →
  0.846 (positive-vs-negative 0.911 both); parts one and two 0.904 → 0.918 (part one holds the bank sentence, the
  error that started this, so read that gain with care), part three 0.892 → 0.884, part four
  0.817 → 0.803, part five 0.740 → 0.795; the Malay carve-out 0.777 → 0.780; SmSA 0.857 → 0.859; NusaX-English
  0.829 → 0.840; UCI 0.850 both; cross-validation on the malaya training rows 0.778 → 0.773 and 0.775 → 0.777
  (seeds 1 and 2). The shipped mean of four: Malay 0.781, SmSA 0.855, NusaX-English 0.835, UCI 0.842.
- **Retrained after the normaliser left Indonesian words alone** (notes on
  normalisation: \`gak\` had become \`gua\`, \`aja\` \`ajar\`, \`emang\` \`amaun\`): SmSA 0.855 → 0.858, UCI 0.842 →
  0.846, the team set 0.880 → 0.895 macro-F1; the Malay carve-out 0.781 and NusaX-English 0.835 did not move.
- **Feelings** (2026-11-23, a later session): a probe found chat that says a feeling rather than judges a thing
  misread — \`Sayang sangat kat mak ayah aku\` and \`Geli la tengok lipas kat dapur restoran tu\` neutral, \`Comel nya
  baby ni, geram aku tengok\` negative — while the emotion model read them right (love, disgust). A seventh part of
  the team set (36 sentences: 16 positive, 16 negative, 4 neutral) was written first; then (a) a fifth batch of the
  team's training sentences (60: affection, gratitude, relief, pride, worry, fear, disgust, annoyance, grief; 25
  positive, 25 negative, 10 neutral) and (b) emotion-labelled sentences read as polarity (\`emotionAsSentiment\` in
  \`training/sentiment-data.ts\`): joy and love positive, anger, sadness, fear and disgust negative, from the IndoNLU
  EmoT training tweets (weight 0.5) and the team's Malaysian emotion sentences (\`training/data/emotion/malaysian.tsv\`,
  weight 1). Shipped mean of four runs (before → batch alone → both): part seven macro-F1 0.662 → 0.638 → 0.787
  (positive-vs-negative 0.844 → 0.813 → 0.875); the whole team set 0.871 → 0.864 → 0.886; SmSA 0.858 → 0.859 →
  0.865; NusaX-English 0.835 → 0.853 → 0.841; UCI 0.846 → 0.833 → 0.855; the Malay carve-out 0.781 → 0.781 → 0.770
  (three of 287 sentences). The 5-fold cross-validation on the malaya training rows (seeds 1–4, one run each) reads
  0.776 before and 0.774 with both — within its seed spread (0.772–0.782) — so the change is kept on that larger
  sample, though the carve-out figure, the issue's, moved away from its 0.80 target. Other weights (shipped figures):
  EmoT 0.5 or 1 alone, part seven 0.660 and 0.686, Malay 0.763 and 0.767; the team's emotion sentences alone 0.752
  and 0.774; EmoT 0.25 and team 0.5, 0.692 and 0.777; EmoT 0.5 and team 0.5, 0.692 and 0.774. The team's emotion
  sentences come from the same team as part seven, so read its gain with care; SmSA and UCI, written by others, rose.
  Retrained the same day after the emotion model's fourth batch (44 sentences: Malaysian complaints, English for
  every emotion; models/emotion.md) joined the team's emotion sentences: Malay 0.770 → 0.777, SmSA 0.865 → 0.867,
  NusaX-English 0.841 → 0.847, UCI 0.855 → 0.860, the team set 0.883 → 0.876 and its part seven 0.787 → 0.713.
  Retrained on 2026-11-24 twice more, with nothing in its recipe changed: after the normaliser began to keep
  acronyms in capitals (Malay 0.777 → 0.774, the rest as before), then after the intent templates' third pass
  (\`intentAsSentiment\` draws 400 of its queries, requests and commands as neutral, so new templates redraw the sample):
  Malay 0.774 → 0.784, SmSA 0.867 → 0.865, NusaX-English 0.847 → 0.835, UCI 0.860 both, the team set 0.876 →
  0.886, aspect+sentiment 0.844 → 0.828 — moves of the size a training seed makes (above).
- **Negation with the sentence going on after it** (2026-11-24): a probe read \`Saya tak puas hati dengan layanan
  pekerja di kaunter\` positive (0.57) and \`Saya tidak berpuas hati dengan layanan\` positive (0.67). A negator marks
  the three words after it, but not the word pairs: \`hati dengan\` kept the weight that praise (\`puas hati dengan
  layanan\`) gives it, and the words past the scope (\`layanan\`) lean positive in the reviews. An eighth part of the
  team set (30 sentences: negated praise, negated complaints read as praise, negation that judges nothing —
  \`Kedai runcit tu tak buka hari Ahad\`) was written first; then a sixth batch of the team's training sentences
  (\`training/data/sentiment/malaysian.tsv\`, 60: 20 of each kind). Over two sets of four seeds (1–4, shipped, and 5–8;
  means, before → after): part eight macro-F1 0.711 → 0.852 (its neutral sentences were the misses); the Malay
  carve-out 0.779 → 0.777 (seeds 1–4 0.784 → 0.773, seeds 5–8 0.773 → 0.780), SmSA 0.863 → 0.861, NusaX-English
  0.840 → 0.832, UCI 0.853 → 0.842; the 5-fold cross-validation on the malaya training rows 0.776 → 0.774 (seeds 1
  and 2). Kept for part eight; UCI, which lost four and one sentences of 228 with the two seed sets, has no target. The
  two probes now read negative (0.52 and 0.85). Not kept: the word pairs inside a negator's scope in the negated
  space too (\`negatedBigrams\`, tried as a feature option), alone or beside the plain pair — cross-validation 0.778 →
  0.773 and 0.774 → 0.767 alone, 0.779 and 0.770 beside; held out beside (seeds 1–4) Malay 0.784 → 0.777, SmSA 0.865
  → 0.857, UCI 0.860 → 0.847. The emotion model's thanks batch (models/emotion.md) is not read as polarity: with it,
  over both seed sets the Malay carve-out fell a further 1.4 points (0.777 → 0.763), its sarcasm (\`memang terbaik la
  syarikat ni\` under anger) and farewells putting praise words under a negative label.
  Retrained the same day after the intent templates' fourth pass (their commands are read as neutral, so the
  sample redraws): SmSA 0.861 → 0.856, UCI 0.842 → 0.847, the team set 0.877 → 0.868; Malay and NusaX-English as before.
  Retrained again after the intent templates' sixth pass (2026-11-24, a later session): SmSA 0.856 → 0.853, the
  Malay carve-out 0.773 → 0.767 (two sentences), NusaX-English 0.822 → 0.833.
- **News of rises and falls** (2026-11-24, a later session; tried, not kept): a probe read \`KKM umumkan kes denggi
  meningkat di Selangor\` positive and \`Tiga maut dalam nahas jalan raya\` neutral. A ninth part of the team set (20:
  bad things rising and good things falling as negative, the reverse as positive, deaths and injuries told plainly,
  two plain announcements of figures) was written first: 9 of 20. A seventh batch of training sentences (36 of
  those kinds in other words): 11 of 20, SmSA 0.853 → 0.860, NusaX-English 0.833 → 0.855, the team set 0.844 → 0.862
  macro-F1, but the Malay carve-out 0.767 → 0.756 (three sentences, on a target already missed), so not kept. The
  sentiment of a change is its direction times the worth of what changes, which a bag of words and word pairs
  learns only word by word.
- **Notices, thanks with a reason, people at work** (2026-11-24, a fifth session): a probe read \`Sila beratur di
  kaunter\` negative (0.64), \`Tolong jangan buang sampah merata-rata\` positive (0.78), \`Terima kasih banyak-banyak
  sebab tolong saya semalam\` neutral and \`Cikgu Aminah mengajar di Sekolah Kebangsaan…\` positive. A tenth part of
  the team set (20: 8 notices and instructions, 6 thanks with the reason after them, 6 people plainly doing their
  work) was written first: 14 of 20. An eighth batch of training sentences (40 of those kinds in other words,
  \`malaysian.tsv\`): 16 of 20; SmSA 0.853 → 0.860, NusaX-English 0.833 → 0.836, UCI 0.846 → 0.851, the team set
  0.844 → 0.860 macro-F1 (every earlier part level or up), the Malay carve-out 0.767 → 0.763 (one sentence of 287).
  Kept: the one sentence is within a run's noise on that set (above), and every set written by others rose.
  Retrained the same day after the intent templates' seventh pass (\`intentAsSentiment\` redraws): SmSA 0.860 →
  0.866, NusaX-English 0.836 → 0.856, the team set 0.860 → 0.866, the Malay carve-out 0.763 and UCI 0.851 level.
  Retrained again after the emotion model's ninth batch (Malaysian English chat; the team's emotion sentences are
  read as polarity): SmSA 0.866 → 0.864, the Malay carve-out 0.763 → 0.767, NusaX-English 0.856 → 0.855, UCI 0.851
  → 0.847, the team set 0.866 → 0.869.
- **Change marks** (2026-11-24, a sixth session): a probe still read \`Kes denggi meningkat di Selangor\` and
  \`Harimau Malaya tewas 1-2\` neutral and \`Harga minyak turun lagi, lega sikit\` neutral. An eleventh part of the
  team set (20: changes either way in bad and good things, results in sport, good surprises and relief) was written
  first: 14 of 20. A ninth batch of training sentences (30 of those kinds in other words) alone left it at 14. So the
  sentiment of a change is now a feature: a team list of change words (\`naik\`, \`merosot\`, \`dropped\`) and of things
  good or bad to have more of (\`kes\`, \`harga\`, \`gaji\`, \`pelancong\`; \`src/lang/ms/change-words.ts\`) pairs each
  change word with the nearest quantity of its clause (before it, else after it; a negator just before turns it
  round: \`gaji tak naik\`), and the two words are read as one mark, \`⟦worse⟧\` or \`⟦better⟧\`
  (\`src/analysis/change.ts\`), counted like a word; the weights are learnt. With both (the shipped model before →
  after, on the current team set): part eleven 14 → 16 of 20, part nine macro-F1 0.416 → 0.505, the team set 0.860 →
  0.867 macro-F1 and 0.927 → 0.941 positive-vs-negative, SmSA 0.864 → 0.866, UCI 0.847 → 0.855, the Malay carve-out
  0.767 level, NusaX-English 0.855 → 0.847 (one sentence of 97). The marks added beside the two words rather than in
  their place read part eleven 16 and the Malay carve-out 0.763 (one sentence); only 68 % of the 95 malaya training
  rows with a mark agree with it, so its weight stays modest and \`jenayah\` in \`Kes jenayah menurun\` still wins.
  Retrained the same day after the intent templates' eighth pass (\`intentAsSentiment\` redraws): SmSA 0.866 →
  0.861, NusaX-English 0.847 → 0.833 (two sentences), UCI 0.855 → 0.851, the team set 0.867 → 0.872, the Malay
  carve-out 0.767 level; part eleven 16 → 17 of 20.
  Retrained again after the normaliser's northern words (\`hang\`, \`pi\`, \`mai\`, \`sat\` beside Malay words):
  SmSA 0.861 → 0.859, everything else level.
  Retrained again after the normaliser's dialect words (2026-11-24, a sixth session: Kelantan \`kelik\`, \`kijo\`, \`ghumoh\`, Kedah \`cemuih\`, \`lani\`, Sarawak \`tauk\`, \`sikda\`, which had been respelt as other words): SmSA 0.859 → 0.861, UCI 0.851 → 0.855, the team set 0.872 → 0.869 (part eleven
  17 → 16 of 20), the Malay carve-out and NusaX-English level.
- **Greetings, and firms at their work** (2026-11-24, a seventh session): a probe read \`Apa khabar semua? Lama tak
  dengar cerita\` negative (0.90) — \`lama tak jumpa\` is a warm greeting, but a negator's scope leans negative — and
  \`Malaysia Airlines menambah penerbangan ke Tokyo mulai Disember\` and \`Menteri Kesihatan … melawat Hospital Sultanah
  Aminah\` negative. The model was first retrained after the normaliser's colloquial words (\`kite\`, \`lame\`, \`die\`
  beside Malay words, \`rase\`, the clitic written \`-nye\`; docs/decisions.md): SmSA 0.861 → 0.857, the Malay carve-out
  0.767 → 0.774, NusaX-English 0.833 → 0.845, UCI 0.855 → 0.847. A twelfth part of the team set (20: greetings and
  small talk with such negation, firms, ministers and public bodies at their ordinary business told plainly, and
  complaints and praise of the same shapes) was written first: 12 of 20 before the normaliser change, 13 after. A
  tenth batch of training sentences (27 of those kinds in other words, \`malaysian.tsv\`): 17 of 20; SmSA 0.857 →
  0.869, the Malay carve-out 0.774 → 0.777, UCI 0.847 → 0.855, NusaX-English 0.845 → 0.830 (one or two sentences of
  97), the team set 0.857 → 0.866 macro-F1 and 0.932 → 0.939 positive-vs-negative (part seven 0.797 → 0.739: two
  feelings, \`Terima kasih abang sebab selalu jaga adik\` and \`Risau la result SPM keluar esok\`, now neutral). Kept:
  every set written by others but the smallest rose. Still wrong: \`Hai semua, lama tak update group ni\` and \`Rindu
  korang, dah lama tak lepak sama-sama\` negative.
  Retrained the same session after the intent templates' ninth pass (\`intentAsSentiment\` redraws): SmSA 0.869 →
  0.864, UCI 0.855 → 0.851, the team set 0.866 → 0.869 (part twelve 17 → 16 of 20), the Malay carve-out 0.777 and
  NusaX-English 0.830 level.
  A thirteenth part of the team set (16 Malaysian English sentences: complaints said with \`aiyo\`, \`sien\`, \`never …
  until now\`, sad news, leaders, royals and firms at ordinary public business, praise in the same voice) was written
  the same session after a probe of that voice; the shipped model reads 12 of 16, and no change was made for it.
  Retrained after the normaliser's second batch (2026-11-24, a seventh session, later: the clitic \`-lah\` on chat words, \`bley\`, \`tetiba\`, \`mtor\`, \`stesyen\`, \`kaci\` and other spellings in the tables; docs/decisions.md): SmSA 0.864 → 0.856, the Malay carve-out 0.777 → 0.767,
  UCI 0.851 → 0.842, NusaX-English 0.830 level, the team set 0.864 → 0.855. New table words (\`motor\`, \`stesen\`, \`tiba-tiba\` had no chat spellings before) shift the template expander's random stream, so every model trained on templates redraws its sample: with the old tables and only the
  \`-lah\` clitic the figures were 0.864 and 0.774, and adding \`tetiba\` alone read 0.858 and 0.788 — the Malay
  carve-out swings by a point or two with the draw, as with the seed (above). The tables were kept for what they
  read right, not for the draw.
  Retrained once more after the template expander gave each template its own random stream (2026-11-24, a seventh session, last: \`expandTemplates\` in \`training/templates.ts\` now gives each template a random generator of its own, seeded by the template's hash, so a new template or chat spelling redraws only the templates it touches, not every one after it; that change itself redraws every sample once) (the
  intent templates' sample redraws): SmSA 0.856 → 0.858, the Malay carve-out 0.767 → 0.784, NusaX-English 0.830 →
  0.856, UCI 0.842 level, the team set 0.855 → 0.867 — the same kind of draw as the drop above, the other way.
  Retrained again when the template expander's chat variation began to read the chat spellings from
  \`training/chat.ts\` (2026-11-24, a seventh session's review: the template expander's chat variation now reads the chat spellings from \`training/chat.ts\`, as language id and the dialect model do, so the slang table's spellings join the shortforms' and a word listed on two lines keeps both): SmSA 0.858 → 0.862, the Malay carve-out 0.784 → 0.770, NusaX-English 0.856 → 0.830, UCI
  0.842 → 0.838, the team set 0.867 → 0.869 — another draw.
- **Plain Malay statements as neutral** (weak labels, \`plainMalay\` in \`training/sentiment-data.ts\`): ${PLAIN_MALAY}
  training sentences of TALPCo, Tatoeba, NTREX-128 and Melayu Standard Lisan (CC BY / CC BY-SA) that hold no word of
  the polarity lexicons, at weight 0.3. The Malay sentiment data is almost all positive or negative, so before this
  factual Malay (\`Saya tinggal di Shah Alam sejak tahun lepas\`, \`Kerajaan negeri akan mengumumkan bajet minggu
  depan\`) came out positive or negative: on the first part of the team set (72 Malaysian sentences, \`training/data/sentiment/eval.tsv\`,
  20 of them neutral, written before this change) macro-F1 went 0.708 → 0.804 and neutral recall 0.30 → 0.75, with
  positive-vs-negative accuracy level (0.942). Over four training seeds (1–4): team macro-F1 0.804–0.833; SmSA
  0.851–0.864 (mean 0.858, was about 0.864); NusaX-English 0.769–0.794 (mean 0.780, was about 0.790); UCI
  0.838–0.864; the Malay carve-out 0.732–0.798 (mean 0.762, was 0.769) — the shipped seed's 0.798 there is seed
  luck, not a gain, and the 5-fold cross-validation on the malaya training rows agrees (0.780 against 0.782).
  Retrained after the normaliser fixes of 2026-11-23, the shipped seed reads 0.801 there: the same luck.
  Chosen by that cross-validation and its first fold's SmSA, NusaX-English and team scores among 800 or 1,500
  sentences at weight 0.3, 0.5 or 1: more sentences or weight cost SmSA up to 2 points (0.845 at 1,500 × 1); plain
  English sentences (translations and assistant requests) as well cost NusaX-English 3 to 7 points, so only Malay.
- **Model selection:** character n-gram range, epochs and learning rate were chosen on the validation splits
  (SmSA, NusaX English) and the Malay carve-out, among six settings; two seeds differ by up to ±2 points on the
  287-sentence Malay carve-out, so read that figure with its noise in mind. Later, the malaya weight and the epochs
  were chosen by 5-fold cross-validation on the malaya *training* rows alone (2,661 sentences, the other sources
  always in training): 8 epochs and weight 2 (before) 0.760; 12 epochs × 3 0.764; 16 × 2 0.768; **16 × 3 0.771**
  (better in all five folds); 20 × 3 0.767. On the held-out figures: Malay 0.770 → 0.791, SmSA 0.852 → 0.854,
  NusaX-English 0.816 → 0.790 (97 sentences; target 0.75), UCI unchanged.
- **Word features count three times** (\`wordWeight\`): a word brings about ten character n-grams for each of its
  own features, so on 2,600 Malay sentences the spelling pieces outvoted the words. Same cross-validation (malaya
  training rows): once 0.771, twice 0.779, **three times 0.782** (better in four folds of five), four 0.781, five
  0.776. Held out, over four training seeds each: SmSA 0.843–0.854 → 0.860–0.869 (1,260 sentences); NusaX-English
  about level (0.790 → 0.792 with the shipped seed); UCI 0.868 → 0.855 (228 sentences); the Malay carve-out
  0.777–0.791 (mean 0.782) → 0.753–0.791 (mean 0.769), 0.756 with the shipped seed. The 287-sentence carve-out
  and the 2,661-sentence cross-validation disagree; the change is kept on the larger sample and the SmSA gain.
  With words counted three times the other settings were cross-validated again — 12 or 24 epochs, learning rate 0.1
  or 0.25, malaya weight 2 or 4: 0.774–0.785 against 0.782 — and stay as they were.
- **Tried and not kept** (same cross-validation): a naive Bayes companion mixed into the probabilities (0.762 at a
  0.2 share, worse at more), and the mean of three training seeds' weights (0.770 against 0.771 for one seed); with
  words counted three times, word clusters from skip-gram on 2.0 M training tokens of Indonesian, Malay and
  English as extra features (0.781 against 0.782), a Malay-only two-class expert whose log-odds are added to the
  model's (alone 0.760–0.763, added 0.772–0.781), and the words after a contrast (\`tapi\`, \`tetapi\`, \`namun\`, \`but\`)
  as features of their own (0.778; with the words before it marked too, 0.781),
  and a stronger L2 penalty (1e-5: 0.781; 3e-5: 0.780, against 0.782 at 1e-6). Later, with the plain Malay statements
  in (0.780): self-training on 14,011 unlabelled Malaysian political tweets (malaya \`tweets_by_topic.json\`, topics
  kerajaan and pembangkang; the model's own positive or negative label where it was at least 0.9 or 0.95 sure, at
  weight 0.3 or 1: 0.771–0.778), and a team-written list of 150 everyday Malay polarity words and idioms (\`sedap\`,
  \`lambat\`, \`cekik darah\`) as examples and in the negation phrases (weight 0.5: 0.779, weight 2: 0.783; on the
  team set's second part, written before the list, positive-vs-negative 0.864 → 0.864 and 0.909, while
  NusaX-English on the first fold fell 0.805 → 0.769 and SmSA 0.857 → 0.850) — neither kept. On 2026-11-23, over
  four training seeds each (means against the shipped recipe's): the two-class sources (malaya, UCI) trained only
  on the choice between positive and negative, since their annotators had no neutral to choose (plain English
  statements then read neutral: \`We are moving to Penang next month\`) — SmSA 0.857 (0.858), Malay 0.763
  (0.766), NusaX-English 0.762 (0.782), UCI 0.851 (0.845), team 0.790 (0.793), and UCI alone so trained:
  NusaX-English 0.741, team 0.805, the others within ±0.8; a negator's scope ending at its
  first content word (\`tak suka bila orang…\` negates only \`suka\`) — 0.863, 0.760, 0.784, 0.849, 0.791; the
  negated-word character n-grams kept for the first word of the scope only, or a scope of two words (three seeds
  each): Malay −0.8 and −2.7 points, NusaX-English −1.3 and −1.0, the others within ±0.6. Nor emphatic negation
  among the negation phrases (\`not X at all\`, \`tak X langsung\` flip the label, so \`Not bad at all\` is
  praise): four seeds' means Malay 0.766 → 0.778, UCI 0.845 → 0.860, team positive-vs-negative 0.904 → 0.912,
  but NusaX-English 0.782 → 0.766 and SmSA 0.858 → 0.855, and the 5-fold cross-validation on the malaya training
  rows flat (0.780 → 0.782, three folds of five up). None kept. Nor, after the emotion model gained from it
  (models/emotion.md), another character n-gram range or dropping word bigrams, by the same 5-fold cross-validation
  on the malaya training rows (folds drawn afresh: 1–4-grams 0.774 over three seeds): 1–5-grams 0.775 over three
  seeds (0.780, 0.773, 0.772), 2–5 0.777 and 2–4 0.773 with one seed; without word bigrams 0.762–0.766 for every
  range, since the bigrams carry the negated and intensified phrases.
  Nor (a later session of 2026-11-23) a copy of every feature for the text's language as
  \`detectLanguage\` reads it (Malay, Indonesian, English; feature augmentation, as the NER tagger's domains),
  four runs' means against the shipped recipe's: SmSA 0.857 → 0.878, but the Malay carve-out 0.777 → 0.760,
  NusaX-English 0.829 → 0.792, UCI 0.850 → 0.852 and the team set's part five 0.740 → 0.647 — the Malay copy
  learns from the malaya opinions almost alone. Nor (a later session) leaving out the malaya training rows
  that look mislabelled (confident learning: each row's out-of-fold probability of its own label from 5-fold
  training, rows under 0.1, 0.2 or 0.3 left out — 128, 249 and 348 of 2,661, more than half of them negative):
  on the Malay carve-out the four runs' mean 0.780 → 0.781, 0.762, 0.768 and the shipped mean model's 0.781 →
  0.781, 0.753, 0.774; SmSA, NusaX-English and UCI moved within 1.2 points. Nor the emotion model's polarity added to the sentiment
  model's (half of w × log((joy + love) / (anger + sadness + fear + disgust)) added to the positive logit and taken
  from the negative one; a probe read \`Geli la tengok lipas kat dapur restoran tu\` neutral and \`Sayang sangat
  kat mak ayah aku\` neutral, which the emotion model reads as disgust and love): w = 0.1, 0.2, 0.3, 0.5, 1 moved
  the Malay carve-out 0.781 → 0.781, 0.788, 0.767, 0.763, 0.746, SmSA 0.855 → 0.859, 0.853, 0.851, 0.849, 0.841,
  NusaX-English 0.835 → 0.847, 0.847, 0.855, 0.833, 0.801 and the team set 0.880 → 0.884, 0.887, 0.887, 0.879,
  0.864 — a point at best, read on the evaluation sets themselves, for a second model run on every call.
- **Negation and intensifiers:** real reviews rarely show \`tak sedap\` or \`not bad\` in isolation, so the trainer adds
  short phrases composed from the Malay polarity lexicons (malaytextr, malaya) and the team's English list
  (\`src/lang/en/polarity.ts\`) with negators and intensifiers — \`tak X\` and \`not X\` flip the label, \`bukan tak X\`
  keeps it, \`X gila\` / \`very X\` keep it — at weight 0.4.
- **Intensifiers are not polarity words:** lexicon entries that are also intensifiers (\`gila\`, \`betul\`) are left out of the
  one-word examples, since \`sedap gila\` is praise (SmSA macro-F1 0.846 → 0.852, NusaX-en 0.803 → 0.816 when this was done).
- **raw_score** is the positive logit minus the negative logit.
- **Retrained after the intent templates' tenth pass and the emotion model's tenth batch** (2026-11-24, an eighth
  session; their sentences are sentiment examples too, \`intentAsSentiment\` and the team's emotion sentences): SmSA
  0.862 → 0.859, the Malay carve-out 0.770 → 0.777 (two sentences of 287), NusaX-English 0.830 → 0.841, UCI
  0.838 → 0.847, the team set 0.869 level (positive vs negative 0.941 → 0.928, four sentences of 306) — another
  draw. \`Harimau Malaya menang 2-1 menentang Singapura\` still reads negative (0.58; \`menentang\`, "against").
- **Wanting more, sport told with \`menentang\`, plain notices** (2026-11-24, a ninth session): a probe read \`Filem tu
  best gila, aku nak tengok lagi\` negative (0.67), \`Harimau Malaya menang 2-1 menentang Singapura\` negative and
  \`Pasukan bola sepak negeri kalah teruk semalam\` neutral. Part of the cause was the team's own sentences: \`tengok\`
  ("watch") alone read 0.81 negative (ten negative training sentences hold it against five positive) and \`Harimau
  Malaya\` 0.88 negative (one lost match among them), on top of \`menentang\` ("against"), which the political tweets
  make negative. A fourteenth part of the team set (20: wanting more of something beside refusing it again, wins and
  losses told with \`menentang\` beside fixtures, public notices with no opinion) was written first: 12 of 20. An
  eleventh batch (39 sentences in other words, \`malaysian.tsv\`, with watching and the national team in every
  polarity), then the session's retrainings (the intent templates' eleventh pass, the normaliser's shared chat
  spellings): part fourteen 16 of 20, the other thirteen parts 0.869 → 0.864 macro-F1 and 0.928 → 0.935
  positive-vs-negative; SmSA 0.859 → 0.858, the Malay carve-out 0.777 level (0.774 between the retrainings),
  NusaX-English 0.841 → 0.830 (one or two sentences of 97), UCI 0.847 level. The probe's three sentences now read positive (0.57, 0.42)
  and negative; \`tengok\` alone 0.55 negative and \`Harimau Malaya\` 0.66, still leaning. Still wrong: \`Cerita tu best
  sangat, aku nak tengok sekali lagi\` (negative) and \`Lepas ni memang tak nak beli barang dari seller ni lagi\`
  (positive).
  Retrained the same session after the emotion model's eleventh batch (results in sport, warnings; its sentences are
  sentiment examples too): SmSA 0.858 → 0.857, the Malay carve-out 0.777 → 0.767 (three sentences of 287, another
  draw), NusaX-English 0.830 → 0.833, UCI 0.847 → 0.851, the team set 0.862 → 0.869.
- **Reduplicated words** (2026-11-24, a ninth session; tried, not kept): a probe read \`Kedai makan kat sini semua
  mahal-mahal\` positive — \`mahal-mahal\` alone reads 0.54 negative against \`mahal\`'s 0.93, its own features being
  rare. The token's word added after it (\`mahal-mahal\` → \`mahal-mahal mahal\`) moved the probe only to neutral, and
  SmSA 0.857 → 0.854, NusaX-English 0.833 → 0.822, UCI 0.851 → 0.847, the Malay carve-out and the team set level.
- **Retrained after the emotion model's twelfth batch** (2026-11-24, a thirty-third session; smells and plain praise,
  whose sentences are sentiment examples too): SmSA 0.857 → 0.862, the Malay carve-out 0.767 → 0.774 (two sentences of
  287), NusaX-English 0.833 → 0.816 (one or two of 97), UCI 0.851 → 0.860, the team set 0.869 → 0.856 macro-F1 and
  0.931 → 0.928 positive-vs-negative — another draw. \`Kedai makan kat sini semua mahal-mahal\` now reads neutral
  (0.49), \`Cerita tu best sangat, aku nak tengok sekali lagi\` still negative (0.63).
- **Negations that negate nothing, \`sekali lagi\`, and the mean of eight runs** (2026-11-24, a thirty-fourth
  session): a probe read \`Bukan main sedap lagi rendang mak aku\` neutral and \`Cerita tu best sangat, aku nak tengok
  sekali lagi\` negative (0.63). \`bukan main\` ("so very") had opened a negator's scope, so \`sedap\` was read negated;
  likewise \`bukan sahaja murah\` ("not only cheap"). A fifteenth part of the team set (20 sentences) was written first:
  12 of 20. (1) The feature extractor (\`src/models/features.ts\`, shared by the sentiment, emotion, intent and stance
  models, all retrained) now opens no scope after a negator pair of \`NON_NEGATING_PAIRS\` (\`bukan sahaja\`, \`tak syak\`,
  \`tak kira\`; not \`tak sangka\`, whose negated words the emotion model reads as surprise — with it, an emotion team
  sentence was lost) and reads the word after an \`INTENSIFYING_NEGATIONS\` pair (\`bukan main\`) as intensified (both in
  \`src/lang/ms/negators.ts\`): part fifteen 17 of 20; SmSA 0.862 → 0.862, the Malay carve-out 0.774 both,
  NusaX-English and UCI unchanged, the team set 0.856 → 0.857 (480 sentences); emotion EmoT 0.698 both, team 0.910 →
  0.911; intent and stance unchanged. (2) A twelfth batch of the team's training sentences (22: \`sekali lagi\` in
  every polarity, \`bukan main\` and \`bukan sahaja\` in praise and complaints): part fifteen 18 of 20 and the probe
  positive (0.79), but the figures moved as a redraw does — over seeds 1–4 (before → after) SmSA 0.862 → 0.856, the
  Malay carve-out 0.774 → 0.763, NusaX-English 0.816 → 0.816, UCI 0.860 → 0.842, the team set 0.857 → 0.873; over
  seeds 5–8 0.857 → 0.860, 0.781 → 0.777, 0.796 → 0.819, 0.851 → 0.847, 0.867 → 0.875. (3) Since one set of four runs
  still moves a few sentences with the draw, the shipped weights are now the mean of eight runs (seeds 1–8; training
  takes about 105 s instead of 53), chosen for steadiness before its figures were read: SmSA 0.862, the Malay
  carve-out 0.774, NusaX-English 0.801, UCI 0.851, the team set 0.869 macro-F1 and 0.941 positive-vs-negative.
- **Root words as features** (2026-11-24, a thirty-fourth session; tried, not kept): each affixed word's root
  (\`stemWord\`: \`mengecewakan\` → \`kecewa\`, \`memuaskan\` → \`puas\`) as an extra unigram feature after it (negated in a
  negator's scope), so the variants of a word share evidence. Eight runs' mean: SmSA 0.862 → 0.857, the Malay
  carve-out 0.774 → 0.770, NusaX-English 0.801 → 0.819, UCI 0.851 → 0.838, the team set 0.869 → 0.871 — no gain
  on the Malay target, losses elsewhere.
- **Retrained for the normaliser's \`g\`** (2026-11-24, a thirty-fifth session): the chat clipping \`g\` now reads
  \`pergi\` after a word that takes a verb (\`jom g mamak\`), which a few training texts hold: the team set 0.869 →
  0.871 macro-F1; SmSA 0.862, the Malay carve-out 0.774, NusaX-English 0.801 and UCI 0.851 as before.
- **Names as one token** (2026-11-24, a thirty-seventh session; tried, not kept): the malaya sentences are political
  opinions, so the names in them carry polarity, and a probe still read \`Dr Wan Azizah melawat mangsa banjir di
  Kelantan semalam\` positive (0.90). Each word written capitalised inside a sentence and mostly capitalised in the
  corpora (\`properNounRatio\` ≥ 0.6: \`Anwar\`, \`Kelantan\`, \`BN\`) was read as one \`<name>\` token, in training and at
  run time. The 5-fold cross-validation on the malaya training rows, one run per seed (seeds 1–4), read 0.773,
  0.778, 0.770, 0.776 → 0.779, 0.778, 0.773, 0.778 (mean 0.774 → 0.777). Retrained as shipped (mean of eight runs):
  the Malay carve-out 0.774 → 0.774, SmSA 0.862 → 0.860, NusaX-English 0.801 → 0.785 (97 sentences), UCI 0.851 →
  0.851, the team set 0.871 → 0.882 (positive-vs-negative 0.941 → 0.938); the probe 0.90 → 0.60 positive, but
  \`Semalam Datuk Seri Anwar Ibrahim melawat Hospital Kuala Lumpur\` neutral → positive (0.39): the malaya set has
  no neutral class, so the shared token itself learnt to lean away from neutral. A wash, so not kept.
- **Fuel and tariffs** (2026-11-24, a thirty-eighth session): a probe read \`Minyak naik lagi, susah la rakyat macam
  ni\` as positive (0.46): in Malaysian chat \`minyak naik\` is the pump price going up, but \`minyak\` was not among the
  things bad to have more of, so no change mark formed and \`rakyat\`, which leans positive in the malaya political
  sentences, decided. \`minyak\`, \`petrol\`, \`diesel\`, \`tarif\` and English \`fuel\`, \`tariff(s)\` joined that list
  (\`src/lang/ms/change-words.ts\`); retrained. Before → after: SmSA 0.862 → 0.861, the Malay carve-out 0.774 both,
  NusaX-English 0.801 → 0.816 (97 sentences: a retraining's size), UCI 0.851 both, the team set 0.871 both (positive
  vs negative 0.941 → 0.947). The probe reads negative (0.69), \`Harga diesel diturunkan\` positive as before; \`Tarif
  elektrik naik tahun depan\` still reads positive (0.44; \`Tarif elektrik naik\` alone negative, 0.79): \`tahun depan\`
  leans positive from the political sentences' promises.
- **A prior towards positive, tried and not kept** (2026-11-24, a thirty-eighth session): the malaya set is
  two-thirds positive and the model is trained on balanced classes, so its two-class decision (positive when
  p(positive) ≥ p(negative)) was read with p(positive) multiplied by 0.8, 1.25, 1.5, 1.86 (the set's own odds) and
  2.5. Five-fold cross-validation on the malaya training rows, seed 1: 0.773 at 1 against 0.772, 0.779, 0.778, 0.776,
  0.771; the carve-out with that seed's single run 0.763 at 1 against 0.774, 0.774, 0.770, 0.767, 0.767. Half a point
  at best, and a prior fitted to one data set's label mix is not what a library reading any Malay text should carry.
- **Retrained after the emotion model's fourteenth batch** (2026-11-24, a thirty-ninth session; comfort, relief and
  low spirits, whose sentences are sentiment examples too): SmSA 0.861 → 0.860, the Malay carve-out 0.774 both,
  NusaX-English 0.816 → 0.820, UCI 0.851 → 0.847, the team set 0.871 → 0.878 macro-F1 and 0.947 → 0.944 positive vs
  negative — another draw.
- **\`tolong\` telling of help given** (2026-11-25, a forty-first session): a probe read \`Staf kaunter tu tolong saya
  isi borang, terima kasih\` neutral (0.93) and \`Grab driver tu baik sangat, tolong angkat barang\` neutral: the intent
  templates' requests (\`Tolong hantar …\`, read as neutral by \`intentAsSentiment\`) had made \`tolong\` lean neutral
  wherever it stood, though in chat it as often tells of help someone gave. A sixteenth part of the team set (16
  sentences: 8 of help given, 4 requests, 4 of help refused or grudging) was written first: 10 of 16. A thirteenth
  batch of training sentences (28 in other words: 16 of help given, 6 requests, 6 complaints; \`malaysian.tsv\`).
  The shipped mean of eight runs, before → after: part sixteen 10 → 13 of 16; SmSA 0.8595 → 0.8603, the Malay
  carve-out 0.7735 → 0.7770 (one sentence of 287), NusaX-English 0.8195 → 0.8266, UCI 0.8465 both, the team set
  0.870 → 0.875 macro-F1 and 0.934 → 0.943 positive vs negative; aspect+sentiment on its team set 0.828 → 0.854. The
  Grab probe now reads positive (0.58); the counter-staff probe is still neutral (0.85).
- **Size:** ${trained.size}.
- **Limits:** Malay neutral is learnt from weak labels (plain statements) and from Indonesian and English; English
  statements with no opinion outside the team's first-person kind can still come out negative or positive
  (\`She is taking the bus to work\` leans neutral only 0.65).
`);
}
