/**
 * Trains the question-answering ranker `models/qa-span.bin.gz` and the answerability model
 * `models/qa-answerable.bin.gz` on IDK-MRC and FacQA (Indonesian). The answerability model is trained on
 * span probabilities from cross-fitted rankers (each half scored by a ranker trained on the other half),
 * so it sees the ranker as it behaves on unseen questions.
 */
import { answerabilityFeatures, type BestSpans } from '../src/analysis/qa-answerability.js';
import { QA_BUCKETS, type ContextView, type QuestionView } from '../src/analysis/qa-features.js';
import { log, sizeOf, stableHash, writeArtifact, writeCard } from './common.js';
import { encodeTrained, predictTrained, trainLogistic, type Example, type TrainedLinear } from './linear.js';
import { facqa, idkMrc, type QaItem } from './qa-data.js';
import { rankSpans, trainRankers } from './qa-ranker.js';

const SPEC = { buckets: QA_BUCKETS, wordNgrams: 0, charMin: 0, charMax: 0, negation: false };
/** The best spans a ranker finds for a question (as `qa.answer` summarises them). */
function bestSpans(model: TrainedLinear, item: QaItem): { q: QuestionView; c: ContextView; best: BestSpans } {
  const { q, c, top, second, shape } = rankSpans(item, (f) => {
    const p = predictTrained(model, f, 2);
    return Math.log((p[1] as number) / (p[0] as number));
  });
  const prob = top === -Infinity ? 0 : 1 / (1 + Math.exp(-top));
  return { q, c, best: { prob, margin: top > -Infinity && second > -Infinity ? top - second : 10, shape } };
}

export function trainQa(): void {
  const items = [...idkMrc('train'), ...facqa('train')];
  // 1. The span ranker on every answerable question (listwise, calibrated on the cross-fitted halves).
  const half = (x: QaItem): number => stableHash(x.question + x.context.slice(0, 40)) % 2;
  const { ranker, rankers, platt, right } = trainRankers(items, half);
  const spanPath = writeArtifact('qa-span.bin.gz', encodeTrained('qa-span', ['no', 'yes'], SPEC, ranker));
  // 2. Answerability on cross-fitted span probabilities.
  const answerable: Example[] = items.map((item) => {
    const { q, c, best } = bestSpans(rankers[half(item)] as TrainedLinear, item);
    return { features: answerabilityFeatures(q, c, best), label: item.answer ? 1 : 0, weight: 1 };
  });
  const gate = trainLogistic(answerable, { classes: 2, buckets: QA_BUCKETS, epochs: 8, learningRate: 0.2, l2: 1e-6, seed: 13 });
  const gatePath = writeArtifact('qa-answerable.bin.gz', encodeTrained('qa-answerable', ['no', 'yes'], SPEC, gate));
  const unanswerable = items.filter((x) => !x.answer).length;
  log(`qa: ${items.length} questions (${unanswerable} unanswerable); top span right on unseen halves ${right}; Platt a ${platt.a.toFixed(3)}, b ${platt.b.toFixed(3)}; ${sizeOf(spanPath)} + ${sizeOf(gatePath)}`);
  writeCard('qa', `
# Question answering (\`models/qa-span.bin.gz\`, \`models/qa-answerable.bin.gz\`)

\`qa.answer(question, context)\` → \`{ answer, score, start, end }\` with \`context.slice(start, end) === answer\`.
Rebuild with \`npm run train -- qa\`; figures with \`npm run eval -- qa\` (docs/accuracy.md).

- **Method** (\`src/analysis/qa-features.ts\`): the question's type from the team's question-word list
  (\`src/lang/ms/questions.ts\`: siapa/who → person, bila/when → date, di mana/where → location, berapa → number, …)
  and its content stems; the context's sentences ranked by BM25 against them; candidate spans of up to 8 tokens in
  the best 3 sentences (no sentence punctuation inside, no stop word at an edge); a linear span ranker over hashed
  features — question type × span shape (number, year, date, capitalised, …) and length, the words left and right
  of the span (× question type), its first and last words, question words inside it, distance to the nearest
  question word, question words nearby, and the sentence's BM25 rank and score. The ranker is trained listwise
  (\`training/qa-ranker.ts\`: a softmax over each question's gold span and 100 sampled rivals, 5 epochs of AdaGrad)
  and its score calibrated by Platt scaling into the probability that the top span is the answer, fitted on
  rankers cross-fitted on halves of the questions (the top span was right for ${right} of the answerable questions
  each never saw). Listwise training replaced a pointwise logistic regression over the gold span and 40 sampled
  negatives: exact top span 0.285 → 0.293 (IDK-MRC answerable questions) and 0.411 → 0.443 (FacQA), token F1 of the
  top span 0.580 → 0.616 on FacQA. A second logistic
  regression (\`src/analysis/qa-answerability.ts\`) decides whether the context answers at all, from the best span's
  probability, its margin over the runner-up and its shape (× question type), how many question stems the best
  sentence and the whole context lack — and how many of those are rare words (by the vocabulary model) — how many of
  the question's capitalised names and numbers the context lacks, how many of its neighbouring content-word pairs
  the best sentence keeps within three tokens, the best sentence's BM25 and lead over the next, and the lengths of
  question and context. The rare-word, name, number, pair and length features raised the model's AUC on IDK-MRC
  validation from 0.68 to 0.71 (IDK-MRC F1 0.438 → 0.480, FacQA 0.517 → 0.503 with the pointwise ranker; with the
  listwise one 0.503 and 0.523; another draw of the rival spans gave 0.506 and 0.520). The question's first word would
  have raised it to 0.76, but only through how IDK-MRC's writers phrased answerable questions (\`siapakah\`,
  \`dimanakah\`) against unanswerable ones (\`siapa\`, \`di mana\`), which says nothing of real users' questions, so
  it is not a feature. The answer is \`""\` unless answering is
  expected to earn more token F1 than abstaining: answerable × (p + (1 − p) × 0.25) > 1 − answerable, where p is the
  best span's probability and 0.25 the mean F1 of a top span that misses (0.21 on IDK-MRC train, 0.34 on FacQA train).
- **Training data** (${items.length} questions, ${unanswerable} unanswerable): IDK-MRC train (Indonesian Wikipedia,
  CC BY-SA 4.0) and IndoNLU FacQA train (Indonesian news, Apache-2.0). There is no Malay QA data; Malay shares most
  function words and morphology with Indonesian, and the question-word list adds Malay, Manglish and English forms.
  The answerability model is trained on span scores from the two cross-fitted rankers, each scoring the half it
  did not learn from; every question counts once (FacQA, with no unanswerable questions, used to count half; with
  the calibrated listwise ranker that made it abstain too often: FacQA 0.479, IDK-MRC 0.522).
- **Evaluation:** IDK-MRC and FacQA validation splits (never trained on): exact match and token F1, unanswerable
  questions counting as right only when the answer is empty.
- **Seed spread, and a variant not kept** (2026-11-23): one ranker run (seed 3, shipped) against others moves
  IDK-MRC token F1 between 0.499 and 0.506 and FacQA between 0.496 and 0.525. Each ranker as the mean of three
  runs (seeds 3, 4, 5), as the language-id and NER models are: the cross-fitted top span was right more often on
  the unseen halves (2733 → 2759 of 7511), but the validation figures only traded places — IDK-MRC 0.500 → 0.505,
  FacQA 0.519 → 0.498 (309 questions) — so the single run stays. Retrained on 2026-11-24, when the normaliser
  began to keep acronyms in capitals in the questions, seeds 3–6 read IDK-MRC 0.497, 0.490, 0.501, 0.523 (mean
  0.503) and FacQA 0.523, 0.517, 0.510, 0.498 (mean 0.512); the shipped seed 3, chosen before, now sits just under
  the 0.50 target on IDK-MRC.
- **Number words, days and relative dates in a span's shape** (2026-11-24, a fifth session): a probe on a Malay news
  paragraph answered \`Bilakah bantuan akan disalurkan?\` with \`depan\` (of \`mulai bulan depan\`) and \`Berapa bantuan
  tunai yang diumumkan?\` with \`RM500 kepada golongan B40\`: only digits counted as numbers and only months as dates.
  Now number words (\`tiga juta\`, \`dua puluh\`; \`src/lang/ms/numbers.ts\`), days of the week, \`semalam\`/\`esok\`
  and \`depan\`/\`lepas\`/\`lalu\` after \`bulan\`/\`tahun\`/\`minggu\` count too. Seeds 3–6 (before → after): IDK-MRC
  0.513, 0.492, 0.487, 0.505 → 0.510, 0.500, 0.479, 0.513 (means 0.499 → 0.501); FacQA 0.485, 0.510, 0.540, 0.510 →
  0.494, 0.520, 0.550, 0.507 (means 0.511 → 0.518). The probe now answers \`mulai bulan depan\` and \`RM500\`. The
  shipped seed (3) stays the one chosen before, and reads FacQA 0.494, under its 0.50 target, where the four seeds'
  mean is above it.
- **Size:** ${sizeOf(spanPath)} + ${sizeOf(gatePath)}.
- **Limits:** answers longer than 8 tokens or across sentences are out of reach; questions that need reasoning over
  two sentences are not answered.
`);
}
