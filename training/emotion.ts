/**
 * Trains the emotion model `models/emotion.bin.gz` (anger, fear, joy, love, sadness); `emotion()` adds
 * the team's lexicon for all seven emotions on top (src/analysis/emotion.ts).
 */
import { EMOTION_MODEL_CLASSES, EMOTION_SPEC, LEXICON_WEIGHT } from '../src/analysis/emotion.js';
import { log, writeCard } from './common.js';
import { trainClassifier } from './classifier.js';
import { emot, type LabelledText } from './sentiment-data.js';
import { plainMalaysian } from './intent-data.js';
import { readLabelled } from './templates.js';
import { EMOTION_LEXICON } from '../src/lang/ms/emotion-lexicon.js';

/** Weight of the team lexicon's words as one-word training examples. */
const LEXICON_EXAMPLE_WEIGHT = 1;
/** Weight of the team's Malaysian sentences (`training/data/emotion/malaysian.tsv`; see the card). */
const TEAM_WEIGHT = 1;
/** How many of the team's plain Malaysian messages (no emotion) train towards no emotion, and their weight. */
const PLAIN_COUNT = 1000;
const PLAIN_WEIGHT = 10;

/** The shipped weights are the mean of runs in these shuffle orders (steadier than one run). */
const SEEDS = [1, 1001, 2001];

/**
 * The team lexicon's words for every emotion as one-word examples: they teach the model
 * Malay words the Indonesian tweets lack, and keep look-alike spellings apart (`sedap` is not `sedih`).
 */
function lexiconExamples(): LabelledText[] {
  return EMOTION_MODEL_CLASSES.flatMap((e) => EMOTION_LEXICON[e].map((text) => ({ text, label: e, source: 'team-lexicon' })));
}

export function trainEmotion(): void {
  // The thanks and plans batches are the team's too (same source and weight); they live apart because sentiment skips them.
  const team = ['malaysian.tsv', 'thanks.tsv', 'plans.tsv'].flatMap((file) => readLabelled('emotion', file, 'team-ms'));
  const train = [...emot(false), ...lexiconExamples(), ...team];
  const plain = plainMalaysian(PLAIN_COUNT);
  const trained = trainClassifier({ name: 'emotion', classes: EMOTION_MODEL_CLASSES, spec: EMOTION_SPEC, train, sourceWeight: { 'emot-id': 1, 'team-lexicon': LEXICON_EXAMPLE_WEIGHT, 'team-ms': TEAM_WEIGHT }, epochs: 8, learningRate: 0.15, seeds: SEEDS, noClass: { texts: plain, weight: PLAIN_WEIGHT } });
  log(`emotion: ${trained.size}`);
  writeCard('emotion', `
# Emotion (\`models/emotion.bin.gz\` + team lexicon)

\`emotion(text)\` → \`{ emotion, secondary, scores }\` over joy, anger, sadness, fear, surprise, disgust, love.
Rebuild with \`npm run train -- emotion\`; figures with \`npm run eval -- emotion\` (docs/accuracy.md).

- **Model:** multinomial logistic regression (AdaGrad, 8 epochs, learning rate 0.15) over hashed words, character
  ${EMOTION_SPEC.charMin}–${EMOTION_SPEC.charMax}-grams and negation/intensifier marks (${EMOTION_SPEC.buckets} buckets), on the normalised text; the
  shipped weights are the mean of ${SEEDS.length} runs in different shuffle orders (seeds ${SEEDS.join(', ')}).
  Classes: ${EMOTION_MODEL_CLASSES.join(', ')}.
- **Features chosen by 5-fold cross-validation** on the EmoT training rows (2026-11-23; macro-F1 with the lexicon on
  top, each setting the mean of three seeds' runs): until then word uni- and bigrams with character 1–4-grams, 0.665;
  no word bigrams 0.674, character 1–5-grams 0.670, 2–4-grams 0.668; **words and character 2–5-grams 0.677**, better
  in all five folds (0.699 / 0.663 / 0.690 / 0.673 / 0.659 against 0.695 / 0.646 / 0.675 / 0.663 / 0.646); with
  bigrams kept 0.671; 2–6-grams, 2 or 4 word counts, 12 epochs, learning rate 0.1 or an L2 of 1e-5 all within
  ±0.3 of it. One run against the mean of three: 0.679 against 0.681 (lexicon weight 1.2). On the validation split
  0.662 → 0.686; on the team's Malaysian set (below) 0.917 → 0.893 macro-F1, four of its 84 sentences lost and two
  won (\`I feel so lonely these days\`, \`Tak sangka langsung team underdog tu menang\`). Two of the four are
  disgust read as anger (\`Hanyir betul ikan ni, dah tak segar\`: anger 0.508, disgust 0.431): the model has no
  disgust class, so the Indonesian tweets taught it disgust words as anger, and a surer model outvotes the lexicon;
  the other two are fear and love read as sadness (\`Berdebar-debar tunggu keputusan biopsi\`, \`Anak aku ni lah
  nyawa aku\`). The multi-emotion team set 0.912 → 0.899 label F1. Kept on the larger sample (3,500 tweets against
  84 sentences); the team set was not used to choose. Bigrams kept with character 2–5-grams read 0.681 on the
  validation split and 0.905 on the team set. A lighter lexicon (1.2 log-odds a hit instead of 1.6) scored 0.681
  against 0.677 in the cross-validation, within a seed's noise, so the lexicon weight stays as it was set.
- **Word features count ${EMOTION_SPEC.wordWeight ?? 1} times** (\`wordWeight\`), as in the sentiment model: chosen by 5-fold
  cross-validation on the EmoT training rows (macro-F1 once 0.640, twice 0.648, three times 0.651 — better in all five
  folds — four 0.651, five 0.647). On the validation split the model alone rose in each of four seeds (0.636–0.641 →
  0.640–0.648); with the lexicon on top (its weight set with the earlier model, not re-tuned) 0.675 → 0.668.
- **Training data:** IndoNLU EmoT train (Indonesian tweets; Apache-2.0), \`happy\` mapped to \`joy\`, and the team lexicon's
  words for every emotion as one-word examples at weight ${LEXICON_EXAMPLE_WEIGHT} (so look-alike spellings such as
  \`sedap\`/\`sedih\` are told apart), and the team's Malaysian sentences (below): ${trained.examples} examples.
- **The team's Malaysian sentences** (2026-11-23, \`training/data/emotion/malaysian.tsv\`, CC0): 150 chat,
  Manglish and Malay sentences, 30 for each modelled emotion, most leaving the feeling to the situation (\`Dah
  pukul dua pagi adik aku belum sampai rumah, risau gila\`, \`Sunyi rumah bila anak-anak dah masuk asrama\`), at
  weight ${TEAM_WEIGHT}. A second part of the team evaluation set (56 sentences, 8 per emotion, feelings mostly
  implied) was written first, apart from them. Before → after: EmoT 0.686 → 0.684; the team set's first part
  0.893 → 0.952 and its second part 0.644 → 0.715 macro-F1 over the seven emotions. The second part moves with
  the shuffle alone (0.701 for the old data in another order), so read its gain as two to seven points. Weight
  2 or 4: EmoT 0.683 and 0.682, both parts the same. Disgust, which the model does not learn, is still the weak
  class: five of its eight sentences in the second part come out as anger, joy or fear.
  Not kept: the team's intent complaints as anger and praise as joy (as the sentiment model uses them; 200 or 400
  of each at weight 0.5 or 1): EmoT 0.685, 0.672, 0.685 and the second part 0.692, 0.697, 0.681 against 0.684 and
  0.715.
- **Surprise and disgust learnt** (2026-11-23, a later session; same file, 40 sentences each): until then no
  training row held either, so they came from the lexicon alone, and the model's anger outvoted disgust words
  it had learnt as anger from the Indonesian tweets (five of the eight disgust sentences of the team set's second
  part missed). The team wrote 40 sentences for each, after both parts of the evaluation set and apart from their
  situations (rotten food, dirty places, bad smells and habits, contempt for cheats; unexpected news, meetings,
  prices and events), and the model now has seven classes, the lexicon's surprise and disgust words among its
  one-word examples. Before → after (one model of three averaged runs each): the team set 0.858 → 0.900 macro-F1
  (first part 0.952 → 0.941, second part 0.715 → 0.836), EmoT 0.684 → 0.688. Seven classes with the lexicon's
  words but without the sentences read 0.768 on the team set: the sentences carry the gain. Surprise now
  sometimes takes a sentence that has no feeling word (\`Semua orang lupa hari jadi aku tahun ni\`).
- **Lexicon on top:** \`src/lang/ms/emotion-lexicon.ts\`, written by the team (Malay, Manglish and English words and
  emoji for all seven emotions): each hit adds ${LEXICON_WEIGHT} to its emotion's log-odds over the model's (a word
  right after a negator of the features' list, \`NEGATORS\`: \`tak\`, \`x\`, \`jangan\`, \`kurang\`, \`not\`…, does not count; before 2026-11-23 only \`tak\`/\`tidak\`/\`not\`/\`bukan\`, which left the team sets' figures unchanged when widened). The lexicon also corrects the Indonesian model on
  Malaysian words (\`geram\`, \`menyampah\`, \`seronok\`). The complaint idiom \`tak puas hati\` (and
  \`menyusahkan\`) counts as anger: before, \`Aku tak puas hati dengan servis ni\` came out as fear. Adding them
  moved EmoT 0.670 → 0.664 and the multi-emotion team set 0.899 → 0.912, the retraining's noise; adding
  \`teruk\` and \`complain\` as well gave EmoT 0.671 but cost two of the team set's twenty texts (0.870), not kept.
  Since 2026-11-23 a word's \`-nya\` form that is not itself an entry counts as the word (\`lexiconEntry\`): Malay
  exclaims a feeling that way (\`Sedihnya!\`, \`Seronoknya dapat cuti\`), and \`Sedihnya kucing aku mati semalam\`
  had come out as love (the model's \`kucing\`), sadness only 0.16. Not for stems whose \`-nya\` form means
  something else (\`sayangnya\` "unfortunately", \`baunya\` "its smell", \`cutinya\`). A third part of the team
  set (14 sentences, two per emotion, written after the rule to measure it) 0.571 → 0.857 accuracy; the whole set
  0.872 → 0.897 macro-F1 (the first two parts hold no such word); EmoT and the multi-emotion set did not move.
- **Feelings said through a negation** (2026-11-23, a later session): \`Tak sedap langsung nasi lemak\` came out as
  surprise and \`Tak best langsung cuti kali ni\` as joy. Surprise and disgust are learnt from the team's Malaysian
  sentences alone (EmoT has neither), and many surprise sentences open with \`tak\` (\`tak sangka\`, \`tak percaya\`),
  so Malaysian wording with \`tak\` and little else leaned surprise. A fourth part of the team set (14 sentences, two per
  emotion, feelings said through \`tak\`, and surprise said with it) was written first, then a third batch of 28
  training sentences (four per emotion: \`tak lalu\`, \`tak boleh harap\`, \`tak sedap hati\` = uneasy). Over three
  sets of shuffle seeds (1/1001/2001, 2/1002/2002, 3/1003/2003), before → after: the team set 0.888, 0.876, 0.878
  → 0.904, 0.899, 0.899 macro-F1 (part four 11, 10, 10 → 12 of 14 with the shipped seeds); EmoT 0.688, 0.670,
  0.693 → 0.676, 0.682, 0.693 (mean 0.684 both); the multi-emotion set 0.954 throughout. Not kept: weighting each
  class's team sentences so that every class holds the same team mass after class balancing (so that Malaysian
  wording stops pointing at surprise and disgust): EmoT 0.694, 0.679, 0.687, the team set level, the multi-emotion
  set 0.954 → 0.939. Still wrong: \`Tak sedap langsung nasi lemak\` itself (surprise 0.45, disgust 0.34; the mee
  goreng sentence of part four now reads disgust), \`Nasi lemak ni tak sedap\` (surprise 0.5), \`tak\` alone, and
  in part four \`Tak best langsung cuti…\` (joy) and \`Tak sabar nak balik kampung…\` (sadness).
- **Retrained after the normaliser left Indonesian words alone** (notes on
  normalisation): \`gak\`, \`aja\`, \`emang\` and the like had been respelled into unrelated Malay words in EmoT's
  tweets. Over the three sets of shuffle seeds, before → after: EmoT 0.676, 0.682, 0.693 → 0.695, 0.683, 0.696
  (mean 0.684 → 0.691); the team set 0.904, 0.899, 0.899 → 0.910, 0.899, 0.887 (mean 0.901 → 0.899); the
  multi-emotion set 0.954 throughout.
- **Complaints and English** (2026-11-23, a later session): a probe read everyday complaints (\`Lambat gila lif
  kat pejabat ni\`) and plain English (\`I am so angry, the delivery guy threw my parcel\`) as surprise: the
  Indonesian tweets teach no English, and surprise, taught by few sentences at a large balanced class weight, wins
  where the evidence is thin. A fifth part of the team set (34 sentences, 12 of them complaints) was written first,
  then a fourth batch of 44 training sentences (16 Malaysian complaints as anger, 4 English sentences per
  emotion). Over three sets of shuffle seeds, before → after: part five 0.647, 0.735, 0.676 → 0.794 each
  (accuracy); the whole team set 0.867, 0.873, 0.854 → 0.872, 0.882, 0.876 macro-F1; EmoT 0.695, 0.683, 0.696 →
  0.688, 0.699, 0.692 (mean 0.691 → 0.693); the multi-emotion set 0.954 throughout. The normaliser had also made
  \`threw\` \`thoreau\` (fixed the same day). Tried and not kept (one seed set each): class weights balanced only
  in part (the balanced weight to the power 0.5 or 0.75) — part five 0.794 both, parts three and four 11 of 14
  each (12 and 11 with full balance), EmoT 0.686 and 0.689 — and a model without a bias per class (a text with no evidence had read surprise or
  disgust, 0.36 each; without the bias the weights of common words took it up: 7 false surprises of 202 either
  way). Still wrong: \`Busuknya tong sampah ni, dah seminggu tak angkat\` reads surprise (\`dah seminggu tak\`).
- **Classes balanced within each source, tried and not kept** (2026-11-24): surprise and disgust are taught only
  by the team's Malaysian sentences and lexicon, so the balanced class weight makes each of those sentences weigh
  about twelve times a Malaysian joy or anger sentence, and the words of Malaysian chat (\`je\`, \`la\`, \`pulak\`)
  come to point at them: \`Esok cuti umum, jom lepak\` and \`Dah la mahal, tak sedap pulak\` read surprise. A sixth
  part of the team set (28 sentences of such chat, 4 per emotion) was written first; then the classes were balanced
  within each source instead of over all rows (\`balance: 'per-source'\` of the classifier trainer). Over three sets
  of shuffle seeds (before → after): part six 26, 27, 26 → 25, 25, 25 of 28 (disgust now missed); the whole team
  set 0.875, 0.892, 0.882 → 0.870, 0.878, 0.862 macro-F1; EmoT 0.689, 0.697, 0.690 → 0.690, 0.698, 0.701; the
  multi-emotion set 0.954 → 0.939. Fewer false surprises on the probes above, but more misses where surprise or
  disgust is meant, so the weights stay balanced over all rows. Nor (same day) boredom words in the sadness list
  (\`bosan\`, \`jemu\`, \`boring\`, \`bored\`; \`Bosan gila duduk rumah je cuti ni\` reads joy on \`cuti\`): the team set
  0.883 → 0.890 and EmoT 0.692 → 0.693 over the three seed sets, but part six 79 → 77 of 84, and the sentence
  itself then read surprise.
- **Plain Malaysian messages as no emotion** (2026-11-24, later): the trainer's \`noClass\` rows — ${plain.length} of the
  team's plain chat messages (the questions, requests and commands of its intent sentences, never their evaluation
  table: \`Pukul berapa klinik buka esok?\`), trained towards the uniform distribution at weight ${PLAIN_WEIGHT} (not
  class-balanced). The labelled rows that carry Malaysian chat are few, and surprise and disgust, taught by the team's
  sentences alone, weigh most, so chat words such as \`dah\`, \`tak\` and \`esok\` had leant towards them; rows
  that hold such words and no emotion teach the model that they say nothing. Over three sets of shuffle seeds, before →
  after: the team set 0.875, 0.892, 0.882 → 0.904, 0.901, 0.905 macro-F1 (part five 27, 27, 27 → 30, 28, 29 of 34;
  part six 26, 27, 26 → 27 of 28 each; part one 81 → 80 of 84 each); EmoT 0.689, 0.697, 0.690 → 0.699, 0.686, 0.691
  (mean 0.692 both); the multi-emotion set 0.954 → 0.954, 0.969, 0.969. Chosen among 300, 1,000 and all 2,610
  messages at weight 1, 3, 10 or 30 (300 × 1: team mean 0.893; all × 1: 0.893 with EmoT 0.682; 1,000 × 3: 0.903;
  1,000 × 30: 0.898). Still wrong: a text with almost no evidence still leans surprise or disgust (the class bias
  favours them: an empty text reads disgust 0.31, surprise 0.30), so \`Esok cuti umum, jom lepak\` and \`Dah la
  mahal, tak sedap pulak\` read surprise. Two checks, neither kept: shifting the class bias until the held-out plain
  messages average the uniform distribution barely moved it (the features already absorb their share), and
  without the lexicon's one-word examples the empty text still reads disgust 0.25, surprise 0.22, while a comma
  alone reads disgust 0.54 — the team's sentences, weighed up by the class balance, carry their punctuation style
  to the two classes.
- **Thanks** (2026-11-24, a later session; \`training/data/emotion/thanks.tsv\`, CC0, 31 sentences): a probe read
  \`Terima kasih banyak atas bantuan anda\` as anger (0.33) and \`Thank you so much, really appreciate it\` as
  surprise (0.72). The team's decision: thanks for help or a service is joy, thanks to someone close is love. A
  seventh part of the team set (28 sentences, 4 per emotion: thanks as joy and love, and thanks said in anger —
  sarcasm —, sadness — farewells —, fear, surprise and disgust, so that reading every \`terima kasih\` as joy cannot
  pass) was written first; then the batch (9 joy, 4 love, 5 anger, 5 sadness, 4 surprise, 2 fear, 2 disgust, same
  kinds, other words) at the team sentences' weight. Over three sets of shuffle seeds, before → after: part seven 22,
  20, 20 → 23, 24, 24 of 28; the seven parts 0.892, 0.880, 0.884 → 0.900, 0.900, 0.900 macro-F1; EmoT 0.699, 0.686,
  0.691 → 0.691, 0.698, 0.690; the multi-emotion set 0.954, 0.969, 0.969 → 0.969 each. A first draft held \`Thanks a
  lot for ruining my weekend\` as anger, and \`Thanks a lot for your help\` then read anger (0.35): a bag of words
  learns sarcasm as the words of thanks, so the batch's sarcasm in English went without \`thanks a lot\`. The two
  probes now read joy (0.35, 0.66); \`Thanks a lot for your help\` reads sadness 0.29 against joy 0.28 (the batch's
  farewells thank too). The sentiment model does not read this file as polarity (models/sentiment.md).
  Retrained the same day after the intent templates' fourth pass (their plain messages are the no-emotion rows, so
  the sample redraws): EmoT 0.691 → 0.703, the team set 0.900 → 0.896 (part seven 23 → 22 of 28).
- **Plans and outings** (2026-11-24, a third session; \`training/data/emotion/plans.tsv\`, CC0, 22 sentences): a
  probe read \`Esok cuti umum, jom lepak mamak\` as surprise and \`Kami bercuti di Langkawi bersama keluarga Encik
  Razak\` as sadness. The team's decision: looking forward to a plan with nothing wrong in it is joy. An eighth part
  of the team set (22 sentences: 4 such plans as joy, and plans and holidays with each other emotion, 3 each) was
  written first, then the batch (16 plans as joy, one plan for each other emotion; read by the emotion model only,
  like the thanks). Over three sets of shuffle seeds, before → after: part eight 20, 19, 19 → 21, 21, 21 of 22; the
  eight parts 0.897, 0.903, 0.900 → 0.901, 0.904, 0.908 macro-F1; EmoT 0.703, 0.708, 0.687 → 0.696, 0.682, 0.706
  (within the seeds' spread); the multi-emotion set 0.969 each. Both probes now read joy.
  Retrained after the intent templates' sixth pass (2026-11-24, a later session; 10 templates, of which 7 are
  commands and questions, so the no-emotion sample redraws): over the three sets of shuffle seeds EmoT 0.698, 0.688,
  0.705 → 0.680, 0.680, 0.700, the eight parts 0.901, 0.904, 0.908 → 0.893, 0.900, 0.904, the multi-emotion set 0.969
  each — a new draw of the same kind of rows, with every seed set reading it slightly worse; choosing a draw by its
  EmoT score would tune on the validation split, so the recipe's draw stands.
  Retrained after the intent templates' seventh pass (2026-11-24, a fifth session; 9 templates of plain statements,
  commands and complaints): EmoT 0.680 → 0.677, the team set 0.893 → 0.890 macro-F1 (one sentence of 280).
- **Malaysian English chat** (2026-11-24, a fifth session, later): a probe read \`Wah this char kuey teow damn shiok\`
  as surprise, \`Cannot tahan the heat these days\` as surprise and \`My boss scold me in front of everyone, so malu\`
  as joy. A ninth part of the team set (21: Malaysian English chat, 3 per emotion) was written first. Then (1) a ninth
  batch of training sentences (35 such, 5 per emotion, \`malaysian.tsv\`) and (2) the lexicon without \`damn\` (an
  intensifier in Malaysian English, \`damn shiok\`) and \`what\` (\`don't know what to do\`), with \`cannot tahan\`,
  \`tak tahan\`, \`fed up\`, \`scam\` (anger) and \`alone\`, \`sien\`, \`retrench\` (sadness). Over the three sets of
  shuffle seeds (means; before → batch → both): part nine 14 → 14 → 18.7 of 21 (the batch alone moved none of its
  errors: \`damn\` and \`what\` in the lexicon outvoted it); parts one to eight 250.7 → 253.3 → 253.7 of 280; EmoT
  0.684 → 0.690 → 0.685; the multi-emotion set 0.969 throughout. \`sorang-sorang\` (alone) was tried as sadness too
  and dropped: it is as often fear (\`lalu jalan gelap tu sorang-sorang\`).
  Retrained after the intent templates' eighth pass (2026-11-24, a sixth session; news statements and happy things
  told as other, a command and a complaint): EmoT 0.684 → 0.691, the team set 0.905 → 0.907 macro-F1.
- **News told with its feeling** (2026-11-24, a sixth session): a probe read \`Harimau Malaya tewas 1-2 kepada
  Vietnam\` as fear and \`Kes denggi meningkat di Selangor\` as joy. A tenth part of the team set (21: news and public
  life told with the feeling it stirs, 3 per emotion) was written first: 17 of 21. A tenth batch of training
  sentences (35 such) moved it to 18 and parts one to nine 272.3 → 271.3 of 280 over the three sets of shuffle
  seeds, EmoT level: not kept. Kept: standard emotion words the lexicon lacked, found among that part's errors —
  \`hampa\`, \`berduka\`, \`dukacita\`, \`sebak\` (sadness), \`berang\`, \`naik angin\` (anger), \`bersorak\` (joy),
  \`terharu\` (love: moved by someone's care) — so part ten's gain is partly by construction: 17 → 19 of 21 over the
  three sets, parts one to nine 272.3 → 271 of 280, EmoT 0.689 → 0.687 (means), the multi-emotion set 0.969 →
  0.958 (two of three sets one label lower).
  Retrained after the normaliser's northern words (\`hang\`, \`pi\`, \`mai\`, \`sat\` beside Malay words; 2026-11-24,
  a sixth session): EmoT 0.685 level, the team set 0.904 → 0.908.
  Retrained after the normaliser's dialect words (2026-11-24, a sixth session: Kelantan \`kelik\`, \`kijo\`, \`ghumoh\`, Kedah \`cemuih\`, \`lani\`, Sarawak \`tauk\`, \`sikda\`, which had been respelt as other words): EmoT level, the team set 0.908 → 0.904.
- **Disasters and deaths told plainly** (2026-11-24, a seventh session): a probe read \`Banjir kilat melanda beberapa
  kawasan di Shah Alam petang semalam\` and \`Sekolah ditutup sementara selepas beberapa pelajar dijangkiti influenza\`
  as joy: the model has no neutral class, and news that names no feeling fell to the commonest one. An eleventh part
  of the team set (14: floods, outbreaks, landslides and warnings as fear, deaths and losses as sadness, good news
  told as plainly as joy) was written first: 5 of 14 with the shipped model (6 over the three sets of shuffle seeds).
  Disaster and outbreak words joined the lexicon as fear (\`wabak\`, \`bencana\`, \`banjir kilat\`, \`tanah runtuh\`,
  \`ribut petir\`, \`amaran\`, \`dijangkiti\`, \`jangkitan\`) and lives lost as sadness (\`maut\`, \`terkorban\`, \`korban\`,
  \`lemas\`, \`nahas\`, \`meragut nyawa\`), as the common English emotion lexicons list \`flood\` and \`epidemic\` under fear.
  Over the three sets (means, before → after): part eleven 6 → 12.3 of 14 (partly by construction: the words were
  chosen for kinds of news its errors showed), parts one to ten 289.7 → 291 of 322, EmoT 0.688 → 0.695, the
  multi-emotion set 0.958 both. Before the lexicon, the model was retrained after the normaliser's colloquial words
  (\`kite\`, \`lame\`, \`die\` beside Malay words, \`rase\`, the clitic written \`-nye\`; docs/decisions.md): EmoT 0.685 →
  0.687, parts one to ten 291 of 322 both. Still wrong: \`Semua mangsa banjir sudah selamat pulang\` (sadness, joy
  meant) and \`Harga durian turun\` (surprise).
  Retrained the same session after the intent templates' ninth pass (Malaysian English news, complaints and
  prayers; the no-emotion sample redraws): EmoT 0.690 → 0.686, the team set 0.900 → 0.911 macro-F1.
  \`scary\` and \`frightening\` joined the fear words the same session (a probe read \`So scary, got snake in the drain
  near my house\` as disgust): over the three sets of shuffle seeds EmoT 0.687 both, the team set 0.911 → 0.906 (one
  or two sentences).
- **Retrained after the normaliser's second batch** (2026-11-24, a seventh session, later: the clitic \`-lah\` on chat words, \`bley\`, \`tetiba\`, \`mtor\`, \`stesyen\`, \`kaci\` and other spellings in the tables; docs/decisions.md): EmoT 0.683 → 0.674, the team set 0.911 → 0.908, the
  multi-emotion set 0.938 → 0.952. New table words (\`motor\`, \`stesen\`, \`tiba-tiba\` had no chat spellings before) shift the template expander's random stream, so every model trained on templates redraws its sample (models/sentiment.md).
- **Each template its own random stream** (2026-11-24, a seventh session, last: \`expandTemplates\` in \`training/templates.ts\` now gives each template a random generator of its own, seeded by the template's hash, so a new template or chat spelling redraws only the templates it touches, not every one after it; that change itself redraws every sample once): EmoT 0.674 → 0.678, the team set 0.908 level, the multi-emotion
  set 0.952 → 0.938.
- **One source of chat spellings** (2026-11-24, a seventh session's review: the template expander's chat variation now reads the chat spellings from \`training/chat.ts\`, as language id and the dialect model do, so the slang table's spellings join the shortforms' and a word listed on two lines keeps both): EmoT 0.678 → 0.684, the team set 0.908 → 0.900, the multi-emotion set 0.938 → 0.952.
- **Relief and praise** (2026-11-24, an eighth session): a probe read \`Semua mangsa banjir sudah selamat pulang\` as
  sadness (the disaster words outvote \`selamat\`) and \`Servis kat cawangan ni memang cemerlang, keep it up\` as anger.
  A twelfth part of the team set (14: relief after danger and praise that ends in encouragement as joy, beside
  dangers, losses and bad service of the same shapes) was written first: 8 of 14 on every set of shuffle seeds.
  A tenth batch of training sentences in \`malaysian.tsv\` (20: relief after rescues, fires and illness, praise ending
  in \`keep it up\`, \`teruskan\`, \`tip top\`, \`good job\` as joy; people missing and homes lost as sadness; a first draft's \`Banjir dah surut, penduduk boleh
  balik rumah semula\` as joy made \`Ramai penduduk kehilangan rumah dalam banjir kali ini\` joy too, and was reworded); over the three
  sets of shuffle seeds (means, before → after): part twelve 8 → 11.7 of 14 (partly by construction), parts one to
  eleven 303.7 → 304.7 of 336, EmoT 0.687 → 0.693, the multi-emotion set 0.952 → 0.963. The shipped set (1) is the
  lowest of the three on EmoT: 0.686 → 0.678. The probe's own two sentences still read sadness and anger:
  \`cemerlang\` (excellent) was in no source, and \`mangsa banjir\` outvoted \`selamat\`. So relief and praise joined the
  lexicon's joy words (\`cemerlang\`, \`syabas\`, \`keep it up\`, \`good job\`, \`tip top\`, \`terselamat\`, and \`selamat
  sampai\`, \`selamat pulang\`, \`selamat tiba\` as phrases, since \`selamat\` alone is also a greeting); over the three sets:
  part twelve 11.7 → 12.3 of 14, parts one to eleven 304.7 → 303.7 of 336 (303.7 before the batch), EmoT 0.693 →
  0.698 (the shipped set 0.678 → 0.708), the multi-emotion set 0.963 → 0.958; both probe sentences joy (0.68, 0.98),
  \`Selamat pagi semua\` joy as before. Still wrong with the shipped set: \`Air sungai naik cepat, penduduk diminta
  bersedia untuk berpindah\` (sadness, fear meant).
- **Retrained after the intent templates' eleventh pass and the normaliser's chat spellings that Indonesian shares**
  (2026-11-24, a ninth session; the intent messages are this model's no-emotion rows): EmoT 0.708 → 0.699, the team
  set 0.910 → 0.907 macro-F1 (one sentence of 350), the multi-emotion set 0.969 → 0.952 (one label of 20 texts) — a
  redraw.
- **Results in sport, warnings** (2026-11-24, a ninth session): a probe read \`Lee Zii Jia mara ke final selepas
  menewaskan pemain Denmark\` as sadness (\`menewaskan\`, "defeating", shares its letters with \`tewas\`, "lost"), and the
  flood warning above was still sadness. A thirteenth part of the team set (14: titles, finals, qualifying and
  records as joy, going out and retiring hurt as sadness, warnings and advisories of a danger to come as fear, and
  anger, surprise and disgust at a match) was written first: 9.3 of 14 over the three seed sets. An eleventh batch of
  training sentences in \`malaysian.tsv\` (20 of those kinds in other words): 11.7 of 14, parts one to twelve 316.7 →
  317.7 of 350, EmoT 0.695 → 0.689. Then sport words in the lexicon (joy: \`juara\`, \`menjuarai\`, \`mara ke final\`,
  \`mara ke separuh akhir\`, \`pecah rekod\`, \`pingat emas\`; sadness: \`tewas\`, \`tersingkir\`, \`terkandas\`): 14 of 14
  (partly by construction: \`menjuarai\` and \`tersingkir\` were chosen from the part's misses), parts one to twelve
  317, EmoT 0.693 over the three sets (0.690, 0.702, 0.688; the shipped set 0.699 → 0.690), the multi-emotion set
  0.952 level. The probe's sentence now reads joy (0.80) and the flood warning fear (0.75); \`Dia tewas dalam
  kemalangan jalan raya\` stays sadness. Still wrong with the shipped set: \`Pasukan bola sepak negeri kalah teruk
  semalam\` leans sadness only 0.43 against joy 0.32.
- **Smells and plain praise** (2026-11-24, a thirty-third session): a probe read \`Mak aku tengah masak rendang, bau
  dia sedap gila\` as disgust (0.68) and \`Baju yang aku order sampai cepat, kualiti pun ok\` as sadness: every training
  sentence with \`bau\` ("smell") was disgust or longing. A fourteenth part of the team set (14: pleasant smells and
  tastes and plain praise of a purchase or a service as joy, beside foul smells, a smell that brings back the dead
  and late or broken orders) was written first: 9 of 14. A twelfth batch of training sentences in \`malaysian.tsv\`
  (31 of those kinds in other words): 11 of 14, parts one to thirteen 330 → 334 of 364, EmoT 0.690 → 0.698, the
  multi-emotion set 0.952 level. The probe's sentence now reads joy (0.56, disgust 0.37). Still wrong: \`Harum betul
  bau kek pandan…\` (disgust), \`Staff kedai ni peramah…\` (sadness), \`Service dia laju, staff pun friendly\` (disgust):
  praise in English words among Malay ones.
- **Praise in English words** (2026-11-24, a thirty-third session, later; tried, not kept): the probe above still read
  \`Service dia laju, staff pun friendly, confirm datang lagi\` as disgust, and \`Customer service dia helpful, settle
  problem aku cepat\` read anger. A fifteenth part of the team set (14: Manglish praise of a service with English
  praising words as joy, complaints in the same mix as anger and disgust) was written first: 11 of 14. A thirteenth
  batch of training sentences (27 of those kinds in other words): part fifteen 10 of 14, parts one to fourteen 345 →
  342 of 378, EmoT 0.698 → 0.699 — reverted. The English praise words are rare in every training source, and 16
  sentences did not teach them apart from the complaints around them.
- **Negations that negate nothing** (2026-11-24, a thirty-fourth session): the shared feature extractor opens no negator's scope after \`bukan sahaja\`, \`tak syak\`, \`tak kira\` and reads the word after \`bukan main\` as intensified (models/sentiment.md); retrained: EmoT 0.698 both, the team set 0.910 → 0.911 macro-F1. With \`tak sangka\` among those pairs the team set lost \`Tak sangka pasukan kecil tu boleh kalahkan juara bertahan\` (surprise → joy), so its words stay negated.
- **Praise of a service in the lexicon** (2026-11-24, a thirty-fourth session): after the reverted thirteenth batch
  (above) the probe \`Service dia laju, staff pun friendly, confirm datang lagi\` still read disgust (0.26): \`friendly\`
  alone read sadness, \`Service laju\` anger. Thirteen praise words join the lexicon's joy (\`friendly\`, \`helpful\`,
  \`polite\`, \`nice\`, \`great\`, \`excellent\`, \`superb\`, \`worth it\`, \`recommended\`, \`berbaloi\`, \`ramah\`, \`peramah\`,
  \`sopan\`; a word after a negator does not count, so \`Staff tak friendly langsung\` stays disgust). At run time alone:
  part fifteen 11 → 12 of 14, part fourteen 11 → 12, the rest level (356 → 358 of 392). Retrained, since the lexicon's
  words are one-word training examples too: EmoT 0.698 → 0.706, the team set 356 → 355 of 392 (0.911 → 0.908
  macro-F1; eleven sentences flipped either way, a redraw), part fifteen 12 of 14; the probe joy (0.68).
- **Negated praise, and negated regret** (2026-11-24, a thirty-fifth session): \`Makanan tak berapa sedap\` read fear
  (0.46): the lexicon skipped a word only right after a negator, so \`sedap\` after \`tak berapa\` counted as joy, and the
  model's negated words lean fear (EmoT's fear tweets are full of \`tidak\`). A sixteenth part of the team set (14
  sentences) was written first: negated praise (\`tak berapa sedap\`, \`kurang sedap\`, \`tak seronok\`, \`tak happy\`),
  negated regret (\`tak menyesal\`, \`tak rugi\`, \`tak teruk pun\`) and the idiom \`tak sedap hati\` (uneasy: fear). Now a
  word after a negator, or after a negator and a degree word (\`berapa\`, \`begitu\`, \`sangat\`…), counts only for the
  feeling its negation says (\`NEGATED_FEELINGS\`, src/lang/ms/emotion-lexicon.ts: taste and smell → disgust, a good
  time → sadness, regret and loss → joy; not before \`hati\`). At run time alone, part sixteen 9 → 13 of 14, the
  earlier 392 sentences 355 → 356, EmoT 0.7057 both. Retrained for the normaliser's \`g\` (\`jom g mamak\`: \`pergi\`):
  EmoT 0.7057 → 0.7039, the team set 0.9108 macro-F1 on 406. Tried and not kept: \`tak sedap hati\` as a fear entry of
  the lexicon (whose entries are training examples): the model then read \`tak sedap\` itself as fear, and \`Makanan
  kedai ni tak berapa sedap\` went back to fear (EmoT 0.701).
- **Everyday costs and hassles** (2026-11-24, a thirty-sixth session; tried, not kept): a probe read \`Harga tiket
  wayang sekarang mahal nak mampus\` as love, \`Parcel aku hilang, customer service buat dono je\` as joy (the
  normaliser had made \`dono\`, of \`buat dono\`, "ignore", into \`dunia\`; it is now a Manglish word kept as written) and
  \`Jalan jem teruk kat Federal Highway pagi tadi\` as fear. A seventeenth part of the team set (15 sentences:
  prices, tolls, parking, jams, couriers and banks as complaints, beside money told as loss, worry and shock, and
  cheap prices and clear roads as joy) was written first: 10 of 15; the misses read \`baru\` ("only just") and \`dah
  habis\` as surprise (0.88; the team's surprise sentences hold \`baru sampai\`, \`baru bangun\`), \`mahal gila\` after a
  concert as joy and a jam as disgust or fear. A thirteenth batch of the team's training sentences (24, in other
  words: 14 complaints, 3 money gone, 2 money worries, 5 cheap prices and clear roads) left part seventeen at 10 of
  15 (the same sentences missed), the whole set 0.902 → 0.910 macro-F1 (three sentences of the other parts) and
  EmoT 0.704 → 0.691, so it is not kept. Part seventeen stays in the set to measure the weakness: the team set
  reads 0.902 macro-F1 on 421 sentences.
- **Comfort and low spirits** (2026-11-24, a thirty-ninth session): a probe read \`Jangan risau, semua akan ok nanti\`
  as fear (0.31) and \`Takde mood nak buat apa-apa hari ni\` as anger: comfort said with a negated fear word had no
  sentence to learn from, and \`takde mood\` none either. An eighteenth part of the team set (14 sentences: comfort said
  to someone as love, relief said of oneself as joy, low spirits as sadness, beside real worry and a rebuke with
  \`jangan\`) was written first: 9 of 14. A fourteenth batch of the team's training sentences (25, in other words: 10
  comfort, 4 relief, 6 low spirits, 3 worries, 2 rebukes): part eighteen 13 of 14 (\`Tak payah sedih la, kita cuba
  lagi…\` reads joy), the other seventeen parts 379 → 378 of 421, the whole set 0.894 → 0.900 macro-F1 (435
  sentences), EmoT 0.704 → 0.702. The probe now reads love (0.79) and sadness (0.73).
- **Boredom, and slow devices and services** (2026-11-28, a forty-seventh session): a probe read \`Bosan nya kelas hari
  ni\` as joy (0.31) and \`Internet Unifi slow gila malam ni\` as joy (0.50): the lexicon had no word for boredom, and
  EmoT's few \`bosan\` tweets are mostly happy or love (\`gak pernah bosan\`, never bored of someone), and \`slow\`
  no feeling. A nineteenth part of the team set (14 sentences: boredom as sadness, as low spirits are; slow, lagging
  and stuck devices and services as anger; beside boredom denied, joy and love, and the same words where another
  feeling leads) was written first: 7 of 14. The lexicon gained boredom (\`bosan\`, \`boring\`, \`bored\`, \`jemu\`:
  sadness) and slowness (\`slow\`, \`lembab\`, \`lag\`, \`lagging\`: anger; not \`hang\`, also \`hang out\`), denied
  boredom counts as joy (\`tak bosan langsung\`), and \`pernah\` may stand between a negator and its word (\`tak
  pernah jemu\` is "never tired of", no longer sadness). Over three sets of shuffle seeds (1/1001/2001, 2/1002/2002,
  3/1003/2003), before → after: part nineteen 7, 6, 6 → 12, 13, 13 of 14; the other eighteen parts 391, 394, 391 →
  392, 391, 393 of 435; EmoT 0.702, 0.697, 0.689 → 0.691, 0.698, 0.690 (means 0.696 → 0.693, within the seeds'
  spread). Still wrong: \`Phone aku hang lagi\` (surprise) and, narrowly, \`Tak sangka budak yang selalu bosan dalam
  kelas tu dapat 5A\` (sadness 0.42, surprise 0.40).
- **Size:** ${trained.size}.
- **Limits:** the model has seen no Malay tweets, only the team's ${team.length} sentences; Malay and Manglish accuracy
  rests on them, shared vocabulary, the normaliser and the lexicon. It is checked by the examples in
  test/analysis/emotion.test.ts and, since 2026-11-23, by a team set (\`training/data/emotion/eval.tsv\`, in
  \`npm run eval\`): 84 Malaysian sentences, 12 per emotion, written by people who know the lexicon, so most name
  their feeling, and a second part of 56 that mostly do not. The first part's misses before the team's sentences
  showed the limits: disgust, which only the lexicon knew then, outvoted by the model's anger (\`Jijik tengok sampah bersepah
  tepi longkang\`, and \`meluat\`, read as anger where the writer meant disgust), idioms the lexicon lacks
  (\`naik angin\`, \`mak aih\`), feelings said without a feeling word (\`Berdebar-debar tunggu keputusan biopsi\`:
  sadness, not fear), and English said without a listed word (\`Stop wasting my time, this is ridiculous\`).
`);
}
