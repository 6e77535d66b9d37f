/**
 * What the answerability model sees: whether a context answers a question at all, from how well the best
 * span scored and from what of the question the context lacks (names, numbers, rare words, word pairs).
 * The trainer and `qa.answer` share it.
 */
import { vocabulary } from '../models/vocab.js';
import { bucket, hashOf, type ContextView, type QuestionView, type SentenceView } from './qa-features.js';

/** What the answerability model knows about the best spans. */
export interface BestSpans {
  /** Probability of the best span. */
  readonly prob: number;
  /** Logit margin of the best span over the runner-up. */
  readonly margin: number;
  /** The best span's shape (see `SpanScorer.shape`), or `none`. */
  readonly shape: string;
}

/** A stem the corpora seldom use (fewer than 20 times): such a word missing from the context matters. */
const RARE = 20;

function isRare(stem: string): boolean {
  const s = vocabulary().get(stem);
  return s === undefined || s.ms + s.id + s.en < RARE;
}

/** Of the question's neighbouring content-stem pairs, the share found within three tokens in a sentence. */
function pairCoverage(q: QuestionView, c: ContextView, s: SentenceView | undefined): number | undefined {
  if (q.content.length < 2) return undefined;
  if (!s) return 0;
  const at = new Map<string, number[]>();
  for (let i = s.from; i < s.to; i++) {
    const stem = c.stems[i] as string;
    const list = at.get(stem);
    if (list) list.push(i);
    else at.set(stem, [i]);
  }
  let found = 0;
  for (let i = 0; i + 1 < q.content.length; i++) {
    const a = at.get(q.content[i] as string);
    const b = at.get(q.content[i + 1] as string);
    if (a && b && a.some((x) => b.some((y) => Math.abs(x - y) <= 3))) found++;
  }
  return found / (q.content.length - 1);
}

/**
 * Hashed features of whether a question is answerable at all: the best span's probability, margin and
 * shape (× question type); how many question stems the best sentence and the whole context lack, how
 * many of those are rare words, and how many of the question's names and numbers the context lacks; how
 * many of its word pairs the best sentence keeps together; the best sentence's BM25 and lead over the
 * next; the question's length and the context's in sentences.
 *
 * @example
 * ```ts
 * const q = questionView('Siapakah Perdana Menteri Malaysia yang keempat?');
 * const c = contextView('Tun Dr Mahathir ialah Perdana Menteri Malaysia yang keempat.', q);
 * answerabilityFeatures(q, c, { prob: 0.8, margin: 2, shape: 'CAP' }).length; // 23
 * ```
 */
export function answerabilityFeatures(q: QuestionView, c: ContextView, best: BestSpans): number[] {
  // 1. What the best span and the best sentence say.
  const top = c.sentences[0];
  const stems = [...q.stems];
  const covered = top ? top.matched.size : 0;
  const ratio = stems.length === 0 ? 0 : covered / stems.length;
  const f = [
    `p=${bucket(best.prob, [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])}`, `t=${q.type}|p=${bucket(best.prob, [0.1, 0.3, 0.5, 0.7, 0.9])}`,
    `margin=${bucket(best.margin, [0.1, 0.3, 0.6, 1, 1.5, 2.5, 4])}`, `t=${q.type}|shape=${best.shape}`,
    `cov=${bucket(ratio, [0.2, 0.4, 0.6, 0.8, 0.99])}`, `miss=${Math.min(stems.length - covered, 4)}`, `t=${q.type}|cov=${bucket(ratio, [0.5, 0.99])}`,
    `bm=${bucket(top?.bm25 ?? 0, [0, 1, 2.5, 5, 8, 12])}`, `gap=${bucket((top?.bm25 ?? 0) - (c.sentences[1]?.bm25 ?? 0), [0, 1, 3, 6])}`,
    `t=${q.type}`, `sentences=${bucket(c.sentences.length, [1, 2, 4, 8])}`, `qlen=${bucket(q.length, [4, 6, 8, 11, 15])}`, 'bias',
  ];
  // 2. What of the question the whole context lacks: stems (rare or common), names, numbers.
  const missing = stems.filter((s) => !c.matched.has(s));
  const rare = Math.min(missing.filter(isRare).length, 3);
  const names = q.names.filter((w) => !c.words.has(w)).length;
  f.push(
    `ctxmiss=${Math.min(missing.length, 3)}`, `t=${q.type}|ctxmiss=${Math.min(missing.length, 2)}`,
    `raremiss=${rare}`, `commonmiss=${Math.min(missing.length - rare, 3)}`, `t=${q.type}|raremiss=${Math.min(rare, 2)}`,
    `p=${bucket(best.prob, [0.1, 0.3, 0.5, 0.7, 0.9])}|raremiss=${Math.min(rare, 2)}`,
    `namemiss=${Math.min(names, 2)}|names=${Math.min(q.names.length, 2)}`, `nummiss=${Math.min(q.numbers.filter((w) => !c.words.has(w)).length, 2)}`,
  );
  // 3. Whether the best sentence keeps the question's word pairs together.
  const pairs = pairCoverage(q, c, top);
  f.push(`pairs=${pairs === undefined ? 'none' : bucket(pairs, [0, 0.34, 0.67, 0.99])}`, `t=${q.type}|pairs=${pairs === undefined ? 'none' : bucket(pairs, [0.5, 0.99])}`);
  return f.map(hashOf);
}
