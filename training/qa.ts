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
  writeCard('qa', {
    questions: items.length, unanswerable, right, plattA: platt.a.toFixed(3), plattB: platt.b.toFixed(3),
    spanSize: sizeOf(spanPath), gateSize: sizeOf(gatePath), buckets: QA_BUCKETS,
  });
}
