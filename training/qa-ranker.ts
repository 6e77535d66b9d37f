/**
 * The listwise span ranker of question answering: for each answerable training question, a softmax over
 * its candidate spans (the gold span and sampled others) with the gold span as the target, so the model
 * learns to put the answer first among its rivals rather than to judge each span alone. The raw scores
 * are then calibrated (Platt scaling) into the probability that the top span is the answer.
 */
import { candidates, contextView, questionView, QA_BUCKETS, SpanScorer, type ContextView, type QuestionView } from '../src/analysis/qa-features.js';
import { normalize } from '../src/text/normalize.js';
import { shuffle } from './common.js';
import type { TrainedLinear } from './linear.js';
import type { QaItem } from './qa-data.js';

/** One question's candidates, the gold span first: their features (equal counts per span), flat. */
interface Group {
  readonly features: Int32Array;
  readonly width: number;
}

/** A gold answer's character span. */
type Answer = NonNullable<QaItem['answer']>;

/** Whether tokens [a, b) of a context are exactly the gold answer. */
function isGold(c: ContextView, answer: Answer, a: number, b: number): boolean {
  return c.tokens[a]?.start === answer.start && c.tokens[b - 1]?.end === answer.start + answer.text.length;
}

/** A question's views and its best two spans under a scoring of span features. */
export interface RankedSpans {
  readonly q: QuestionView;
  readonly c: ContextView;
  /** Best and runner-up scores (-Infinity when absent), and the best span's tokens and shape. */
  readonly top: number;
  readonly second: number;
  readonly a: number;
  readonly b: number;
  readonly shape: string;
}

/** Scores every candidate span of a question with `score` (over the span's features) and keeps the best two. */
export function rankSpans(item: QaItem, score: (features: readonly number[]) => number): RankedSpans {
  const q = questionView(normalize(item.question));
  const c = contextView(item.context, q);
  const scorer = new SpanScorer(q, c);
  const best = { top: -Infinity, second: -Infinity, a: 0, b: 0, shape: 'none' };
  for (const [s, a, b] of candidates(c)) {
    const x = score(scorer.features(s, a, b));
    if (x > best.top) Object.assign(best, { second: best.top, top: x, a, b, shape: scorer.shape(a, b) });
    else if (x > best.second) best.second = x;
  }
  return { q, c, ...best };
}

/** Options of {@link trainListwise}. */
export interface ListwiseOptions {
  readonly epochs: number;
  readonly learningRate: number;
  /** Rival spans sampled per question (all when fewer). */
  readonly rivals: number;
  readonly seed: number;
}

/** Candidate groups of the answerable questions whose gold span is a candidate. */
function groups(items: readonly QaItem[], rivals: number, seed: number): Group[] {
  const out: Group[] = [];
  for (const item of items) {
    if (!item.answer) continue;
    const q = questionView(normalize(item.question));
    const c = contextView(item.context, q);
    const answer = item.answer;
    const cands = candidates(c);
    const gold = cands.findIndex(([, a, b]) => isGold(c, answer, a, b));
    if (gold < 0) continue;
    // 1. The gold span first, then up to `rivals` others drawn without replacement.
    const others = shuffle(cands.filter((_, i) => i !== gold), seed + out.length);
    const chosen = [cands[gold] as (typeof cands)[number], ...others.slice(0, rivals)];
    const scorer = new SpanScorer(q, c);
    const feats = chosen.map(([s, a, b]) => scorer.features(s, a, b));
    const width = (feats[0] as number[]).length;
    out.push({ features: Int32Array.from(feats.flat()), width });
  }
  return out;
}

/**
 * Trains raw listwise weights (one per bucket; a span's score is their mean-scaled sum, as the runtime's
 * linear model computes it) by AdaGrad on the softmax loss over each question's candidates.
 */
export function trainListwise(items: readonly QaItem[], opts: ListwiseOptions): Float32Array {
  const data = groups(items, opts.rivals, opts.seed);
  const w = new Float32Array(QA_BUCKETS);
  const g2 = new Float32Array(QA_BUCKETS).fill(1e-8);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (const g of shuffle(data, opts.seed + epoch)) {
      const n = g.features.length / g.width;
      const v = 1 / Math.sqrt(g.width);
      // 1. Scores and softmax over the group.
      const p = new Float64Array(n);
      let max = -Infinity;
      for (let i = 0; i < n; i++) {
        let s = 0;
        for (let j = i * g.width; j < (i + 1) * g.width; j++) s += w[g.features[j] as number] as number;
        p[i] = s * v;
        max = Math.max(max, p[i] as number);
      }
      let sum = 0;
      for (let i = 0; i < n; i++) sum += p[i] = Math.exp((p[i] as number) - max);
      // 2. Gradient p − y on every candidate's features.
      for (let i = 0; i < n; i++) {
        const grad = ((p[i] as number) / sum - (i === 0 ? 1 : 0)) * v;
        if (Math.abs(grad) < 1e-6) continue;
        for (let j = i * g.width; j < (i + 1) * g.width; j++) {
          const f = g.features[j] as number;
          g2[f] = (g2[f] as number) + grad * grad;
          w[f] = (w[f] as number) - (opts.learningRate * grad) / Math.sqrt(g2[f] as number);
        }
      }
    }
  }
  return w;
}

/**
 * Fits p = sigmoid(a·score + b) to (score, right?) pairs: damped Newton steps on the log loss, over scores
 * standardised first (raw listwise scores are large, and Newton from a poor start overshoots).
 */
export function fitPlatt(scores: readonly number[], right: readonly boolean[]): { a: number; b: number } {
  const mean = scores.reduce((x, y) => x + y, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((x, y) => x + (y - mean) ** 2, 0) / scores.length) || 1;
  const z = scores.map((x) => (x - mean) / sd);
  let a = 0;
  let b = 0;
  for (let it = 0; it < 100; it++) {
    let ga = 0, gb = 0, haa = 1e-6, hab = 0, hbb = 1e-6;
    z.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-(a * x + b)));
      const d = p - (right[i] ? 1 : 0);
      const h = p * (1 - p);
      ga += d * x;
      gb += d;
      haa += h * x * x;
      hab += h * x;
      hbb += h;
    });
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    const damp = Math.min(1, 1 / Math.max(Math.abs(da), Math.abs(db)));
    a -= da * damp;
    b -= db * damp;
  }
  return { a: a / sd, b: b - (a * mean) / sd };
}

/** Listwise weights as the shipped two-class linear model: logit = a·score + b. */
export function calibrated(w: Float32Array, platt: { a: number; b: number }): TrainedLinear {
  const weights = new Float32Array(QA_BUCKETS * 2);
  w.forEach((x, f) => (weights[f * 2 + 1] = x * platt.a));
  return { weights, bias: Float64Array.from([0, platt.b]) };
}

/** Training settings of the listwise ranker (five epochs, 100 rival spans per question). */
const LISTWISE: ListwiseOptions = { epochs: 5, learningRate: 0.2, rivals: 100, seed: 3 };

/** The score of a span's features under raw listwise weights (their sum over √count, as the runtime scales). */
function rawScore(w: Float32Array): (features: readonly number[]) => number {
  return (f) => {
    let x = 0;
    for (const id of f) x += w[id] as number;
    return x / Math.sqrt(f.length);
  };
}

/**
 * The shipped ranker (trained on every question) and two cross-fitted ones (each trained on one half,
 * for scoring the other half when the answerability model learns), all calibrated by one Platt fit of
 * whether the cross-fitted top span is right on the half its ranker never saw.
 */
export function trainRankers(items: readonly QaItem[], half: (x: QaItem) => number): { ranker: TrainedLinear; rankers: TrainedLinear[]; platt: { a: number; b: number }; right: string } {
  // 1. Raw weights on each half.
  const raw = [trainListwise(items.filter((x) => half(x) === 1), LISTWISE), trainListwise(items.filter((x) => half(x) === 0), LISTWISE)];
  // 2. Their top spans on the unseen half, answerable questions only: p is "right, given an answer exists".
  const tops = items.flatMap((x) => {
    if (!x.answer) return [];
    const r = rankSpans(x, rawScore(raw[half(x)] as Float32Array));
    return r.top === -Infinity ? [] : [{ score: r.top, right: isGold(r.c, x.answer, r.a, r.b) }];
  });
  const platt = fitPlatt(tops.map((t) => t.score), tops.map((t) => t.right));
  // 3. The shipped ranker on everything, with the same calibration.
  return { ranker: calibrated(trainListwise(items, LISTWISE), platt), rankers: raw.map((w) => calibrated(w, platt)), platt, right: `${tops.filter((t) => t.right).length}/${tops.length}` };
}
