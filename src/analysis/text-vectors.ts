/**
 * Comparable representations of short texts, shared by similarity and summarisation: normalised words
 * (English and colloquial words mapped to standard Malay), IDF-weighted overlap, and centred, IDF-weighted
 * sentence embeddings from the bundled fastText-style model.
 */
import { FILLER_PARTICLES } from '../lang/ms/particles.js';
import { lazy, remembered } from '../lazy.js';
import { bundledEmbeddings } from '../models/embedding-loaders.js';
import { idf } from '../models/term-stats.js';
import { englishMalayMap } from '../text/lexicon.js';
import { keywordTokens } from './keywords.js';

const embeddings = lazy(bundledEmbeddings);
const particles = lazy(() => new Set(FILLER_PARTICLES));

/**
 * The mean unit vector of the vocabulary. Word vectors share a common direction, which makes every pair
 * of sentences look alike; subtracting it (as in SIF sentence embeddings) leaves what tells them apart.
 */
const centre = lazy(() => {
  const e = embeddings();
  const mean = new Float32Array(e.dim);
  // One buffer for every word's vector (as `rawUnit` computes it, without an array per word).
  const v = new Float32Array(e.dim);
  for (let i = 0; i < e.size; i++) {
    e.wordVectorInto(i, v);
    let norm = 0;
    for (const x of v) norm += x * x;
    if (norm === 0) continue;
    const length = Math.sqrt(norm);
    for (let d = 0; d < mean.length; d++) mean[d] = (mean[d] as number) + Math.fround((v[d] as number) / length) / e.size;
  }
  return mean;
});

function rawUnit(word: string): Float32Array | undefined {
  const raw = embeddings().getVector(word);
  let norm = 0;
  for (const x of raw ?? []) norm += x * x;
  return raw && norm > 0 ? raw.map((x) => x / Math.sqrt(norm)) : undefined;
}

/** Centred unit word vectors, remembered per process (bounded). */
const unitVector = remembered((word: string): Float32Array | null => {
  const unit = rawUnit(word);
  const mean = centre();
  return unit ? unit.map((x, d) => x - (mean[d] as number)) : null;
});

/**
 * The words compared: spelling-normalised (`sy` → `saya`), lower-cased, without discourse particles, and
 * with English words common in Manglish put in Malay (`report` → `laporan`) so both languages meet. Words
 * are not formalised (`best` stays `best`, not `bagus`): measured on the team pair set, formalising
 * lowered the rank correlation (0.651 vs 0.684), and different words should stay apart.
 *
 * @example
 * ```ts
 * comparableWords('Sy nk hantar report tu lah'); // ['saya', 'nak', 'hantar', 'laporan', 'itu']
 * ```
 */
export function comparableWords(text: string): string[] {
  const out: string[] = [];
  for (const w of keywordTokens(text)) {
    if (particles().has(w)) continue;
    const standard = englishMalayMap().get(w) ?? w;
    out.push(...standard.split(' '));
  }
  return out;
}

/** A text ready for comparison: its words with their IDF weights, and its centred sentence vector. */
export interface ComparableText {
  readonly words: readonly string[];
  /** Each distinct word and its IDF weight. */
  readonly weights: ReadonlyMap<string, number>;
  /** Sum of the weights. */
  readonly total: number;
  /** IDF-weighted sum of centred unit word vectors (subwords give unseen spellings a vector). */
  readonly vector: Float32Array;
  /** Euclidean norm of `vector`. */
  readonly norm: number;
}

/**
 * Prepares a text for comparison once, so comparing it with many others is cheap.
 *
 * @example
 * ```ts
 * const a = comparable('banjir di Kelantan');
 * lexicalOverlap(a, comparable('Kelantan dilanda banjir')); // ≈ 0.6
 * ```
 */
export function comparable(text: string): ComparableText {
  const words = comparableWords(text);
  const weights = new Map<string, number>();
  for (const w of words) if (!weights.has(w)) weights.set(w, idf(w));
  const vector = new Float32Array(embeddings().dim);
  for (const w of words) {
    const v = unitVector(w);
    if (!v) continue;
    const weight = weights.get(w) as number;
    for (let d = 0; d < vector.length; d++) vector[d] = (vector[d] as number) + weight * (v[d] as number);
  }
  let total = 0;
  for (const x of weights.values()) total += x;
  let sq = 0;
  for (const x of vector) sq += x * x;
  return { words, weights, total, vector, norm: Math.sqrt(sq) };
}

/**
 * IDF-weighted Jaccard overlap of two texts' words: rare shared words count for more than common ones.
 *
 * @example
 * ```ts
 * lexicalOverlap(comparable('harga minyak naik'), comparable('harga minyak turun')); // ≈ 0.5
 * ```
 */
export function lexicalOverlap(a: ComparableText, b: ComparableText): number {
  const [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a];
  let both = 0;
  for (const [w, weight] of small.weights) if (large.weights.has(w)) both += weight;
  const either = a.total + b.total - both;
  return either === 0 ? 0 : both / either;
}

/**
 * Cosine of two texts' sentence vectors (0 when either has none).
 *
 * @example
 * ```ts
 * vectorCosine(comparable('banjir di Kelantan'), comparable('banjir besar')); // > 0.5
 * ```
 */
export function vectorCosine(a: ComparableText, b: ComparableText): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let dot = 0;
  for (let d = 0; d < a.vector.length; d++) dot += (a.vector[d] as number) * (b.vector[d] as number);
  return dot / (a.norm * b.norm);
}
