/**
 * Extractive question answering: the span of a context that answers a question, with character offsets,
 * for Malay, Indonesian, English and Manglish questions — or an empty answer when the context has none.
 */
import { requireText } from '../errors.js';
import { lazy } from '../lazy.js';
import { loadLinear } from '../models/linear.js';
import { normalize } from '../text/normalize.js';
import { answerabilityFeatures } from './qa-answerability.js';
import { contextView, forEachCandidate, questionView, SpanScorer } from './qa-features.js';

/** The result of {@link answer}. */
export interface AnswerResult {
  /** The answer, exactly `context.slice(start, end)`; empty when the context does not answer the question. */
  readonly answer: string;
  /** 0–1: the probability that the context answers the question times that this span is the answer. */
  readonly score: number;
  readonly start: number;
  readonly end: number;
}

const spanModel = lazy(() => loadLinear('qa-span.bin.gz'));
/**
 * Mean token F1 of a top span that is not exactly the answer (0.21 on IDK-MRC train, 0.34 on FacQA train,
 * pooled 0.25, measured with the earlier pointwise ranker; the listwise ranker's near misses score 0.19 and
 * 0.31 on the validation splits): a near miss still earns partial credit, so answering pays more often
 * than `p` alone says.
 */
const WRONG_SPAN_F1 = 0.25;
const answerableModel = lazy(() => loadLinear('qa-answerable.bin.gz'));

/**
 * Answers a question from a context: candidate spans of the sentences BM25 ranks best, scored by the
 * trained span ranker (question type × span shape, words around the span, distance to question words),
 * and an answerability model that returns `answer: ""` when no span is good enough.
 *
 * @example
 * ```ts
 * qa.answer('Di mana Ali dilahirkan?', 'Ali dilahirkan di Ipoh pada tahun 1990. Dia kini bekerja di Kuala Lumpur.');
 * // { answer: 'Ipoh', score: 0.4…, start: 18, end: 22 }
 * ```
 */
export function answer(question: string, context: string): AnswerResult {
  requireText(question, 'question');
  requireText(context, 'context');
  const q = questionView(normalize(question));
  const c = contextView(context, q);
  // 1. The best span by the ranker.
  const scorer = new SpanScorer(q, c);
  const model = spanModel();
  let best: { logit: number; a: number; b: number } | undefined;
  let second = -Infinity;
  forEachCandidate(c, (s, a, b) => {
    const logit = scorer.logit(model, s, a, b);
    if (!best || logit > best.logit) {
      second = best?.logit ?? -Infinity;
      best = { logit, a, b };
    } else if (logit > second) second = logit;
  });
  const p = best ? 1 / (1 + Math.exp(-best.logit)) : 0;
  const spans = { prob: p, margin: best && second > -Infinity ? best.logit - second : 10, shape: best ? scorer.shape(best.a, best.b) : 'none' };
  // 2. Whether the context answers at all.
  const answerable = answerableModel().predict(answerabilityFeatures(q, c, spans))[1] as number;
  // 3. Answer only when that is expected to score better than an empty answer: token F1 is earned with
  //    probability `answerable` (p for the right span, WRONG_SPAN_F1 for a near miss), an empty answer
  //    earns 1 − answerable.
  if (!best || answerable * (p + (1 - p) * WRONG_SPAN_F1) <= 1 - answerable) return { answer: '', score: Math.round(answerable * p * 1e4) / 1e4, start: 0, end: 0 };
  const start = (c.tokens[best.a] as { start: number }).start;
  const end = (c.tokens[best.b - 1] as { end: number }).end;
  return { answer: context.slice(start, end), score: Math.round(answerable * p * 1e4) / 1e4, start, end };
}
