/**
 * The linear text-classifier runtime: multinomial logistic regression over hashed features, with
 * weights quantised to 8 bits per class. Synchronous, deterministic, lazily loaded by its callers.
 *
 * File format (`models/<name>.bin.gz`, gzipped): the bytes `MNLPLIN1`, a uint32 header length, a JSON
 * header `{ name, classes, spec, scales, bias, nnz }`, then `nnz` bucket ids as delta-encoded varints
 * and `nnz × classes` int8 weights (bucket-major).
 */
import { BoundedMemo } from '../lazy.js';
import { decodeIds, encodeIds, readContainer, writeContainer } from './container.js';
import { expectModel, readModel } from './loader.js';
import { extractFeatures, forEachFeature, type FeatureSpec } from './features.js';
import { modelImage } from './shared.js';

const MAGIC = 'MNLPLIN1';
/** Tokens whose weight sums `logitsOfTokens` remembers per model. */
const TOKEN_MEMO_SIZE = 2048;

/** What a model file's header records. */
export interface LinearHeader {
  readonly name: string;
  readonly classes: readonly string[];
  readonly spec: FeatureSpec;
  /** Per-class dequantisation scales. */
  readonly scales: readonly number[];
  readonly bias: readonly number[];
  readonly nnz: number;
  /**
   * How the summed weights are scaled: `sqrt` (default) divides by the square root of the feature count
   * (logistic regression); `none` leaves the sum as it is (naive Bayes log-likelihoods).
   */
  readonly norm?: 'sqrt' | 'none';
  /** Free-form training facts (data sets, sizes), for the model card. */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/**
 * A loaded linear classifier. The interface is small on purpose (features in, probabilities out), so a
 * bigger model can replace it without touching the analysis layer.
 */
export class LinearModel {
  readonly header: LinearHeader;
  private readonly weights: Int8Array;
  private readonly classCount: number;
  private readonly tokenMemo = new BoundedMemo<string, Float64Array>(TOKEN_MEMO_SIZE);

  constructor(header: LinearHeader, weights: Int8Array) {
    this.header = header;
    this.weights = weights;
    this.classCount = header.classes.length;
  }

  /** The class names, in the order of the probabilities. */
  get classes(): readonly string[] {
    return this.header.classes;
  }

  /** Raw class scores (logits) for the given feature buckets. */
  logits(features: readonly number[]): Float64Array {
    const k = this.classCount;
    const out = new Float64Array(k);
    const w = this.weights;
    const scales = this.header.scales;
    const value = this.scaleFor(features.length);
    for (let i = 0; i < features.length; i++) {
      const base = (features[i] as number) * k;
      for (let c = 0; c < k; c++) out[c] = (out[c] as number) + (w[base + c] as number);
    }
    for (let c = 0; c < k; c++) out[c] = (out[c] as number) * (scales[c] as number) * value + (this.header.bias[c] as number);
    return out;
  }

  /**
   * Logits of lower-case tokens under the model's own feature spec, equal to
   * `logits(extractFeatures(tokens, spec))`: the weights are summed as the features are hashed, with no
   * array of features in between.
   */
  logitsOfFeatures(tokens: readonly string[]): Float64Array {
    const k = this.classCount;
    const w = this.weights;
    const sums = new Float64Array(k);
    let count = 0;
    forEachFeature(tokens, this.header.spec, (id) => {
      const base = id * k;
      for (let c = 0; c < k; c++) sums[c] = (sums[c] as number) + (w[base + c] as number);
      count++;
    });
    const value = this.scaleFor(count);
    const scales = this.header.scales;
    for (let c = 0; c < k; c++) sums[c] = (sums[c] as number) * (scales[c] as number) * value + (this.header.bias[c] as number);
    return sums;
  }

  /**
   * Adds the dequantised weights of `features` to `sums` (one entry per class), without the length
   * normalisation and bias of `logits`: for callers that score many feature sets sharing parts.
   */
  addWeights(features: readonly number[], sums: Float64Array): Float64Array {
    const k = this.classCount;
    const w = this.weights;
    for (let i = 0; i < features.length; i++) {
      const base = (features[i] as number) * k;
      for (let c = 0; c < k; c++) sums[c] = (sums[c] as number) + (w[base + c] as number) * (this.header.scales[c] as number);
    }
    return sums;
  }

  /**
   * Turns summed weights of `count` features into logits, as `logits` would (equal to `logits(features)`
   * when `sums` came from `addWeights(features, …)`).
   */
  finishLogits(sums: Float64Array, count: number): Float64Array {
    const value = this.scaleFor(count);
    const out = new Float64Array(this.classCount);
    for (let c = 0; c < this.classCount; c++) out[c] = (sums[c] as number) * value + (this.header.bias[c] as number);
    return out;
  }

  /**
   * Logits for lower-case tokens, equal to `logits(extractFeatures(tokens, spec))` up to rounding. When
   * the spec's features depend on one token at a time (no word bigrams, no negation scope), each
   * token's weight sum is remembered (bounded; results never depend on it), so frequent words cost a
   * map lookup instead of a dozen character n-gram hashes.
   */
  logitsOfTokens(tokens: readonly string[]): Float64Array {
    const spec = this.header.spec;
    if (spec.wordNgrams > 1 || spec.negation) return this.logitsOfFeatures(tokens);
    const k = this.classCount;
    const sums = new Float64Array(k);
    let count = 0;
    for (const token of tokens) {
      let cached = this.tokenMemo.get(token);
      if (cached === undefined) {
        const features = extractFeatures([token], spec);
        cached = this.addWeights(features, new Float64Array(k + 1));
        cached[k] = features.length;
        this.tokenMemo.set(token, cached);
      }
      for (let c = 0; c < k; c++) sums[c] = (sums[c] as number) + (cached[c] as number);
      count += cached[k] as number;
    }
    return this.finishLogits(sums, count);
  }

  /** The factor that turns a sum over `count` features into logits (see {@link LinearHeader.norm}). */
  private scaleFor(count: number): number {
    if (count === 0) return 0;
    return this.header.norm === 'none' ? 1 : 1 / Math.sqrt(count);
  }

  /** Class probabilities (softmax of the logits) for the given feature buckets. */
  predict(features: readonly number[]): Float64Array {
    return softmax(this.logits(features));
  }

  /** Class probabilities for lower-case tokens, using the model's own feature spec. */
  predictTokens(tokens: readonly string[]): Float64Array {
    return softmax(this.logitsOfFeatures(tokens));
  }
}

/**
 * Softmax of scores, numerically stable.
 *
 * @example
 * ```ts
 * softmax(new Float64Array([2, 1, 0])); // ≈ [0.665, 0.245, 0.090]
 * ```
 */
export function softmax(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  const out = new Float64Array(scores.length);
  for (let i = 0; i < scores.length; i++) sum += out[i] = Math.exp((scores[i] as number) - max);
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / sum;
  return out;
}

/**
 * Encodes dense float weights (`buckets × classes`, bucket-major) into the model file format. Buckets
 * whose quantised weights are all zero are dropped.
 *
 * @example
 * ```ts
 * const bytes = encodeLinear({ name: 'demo', classes: ['a', 'b'], spec, bias: [0, 0] }, weights);
 * ```
 */
export function encodeLinear(
  base: { name: string; classes: readonly string[]; spec: FeatureSpec; bias: readonly number[]; norm?: 'sqrt' | 'none'; meta?: Record<string, unknown> },
  weights: Float32Array,
): Uint8Array {
  const k = base.classes.length;
  const scales = base.classes.map((_, c) => {
    let max = 0;
    for (let i = c; i < weights.length; i += k) max = Math.max(max, Math.abs(weights[i] as number));
    return max === 0 ? 1 : max / 127;
  });
  const ids: number[] = [];
  const q: number[] = [];
  for (let b = 0; b < base.spec.buckets; b++) {
    const row = Array.from({ length: k }, (_, c) => Math.round((weights[b * k + c] as number) / (scales[c] as number)));
    if (row.every((v) => v === 0)) continue;
    ids.push(b);
    q.push(...row);
  }
  const header: LinearHeader = { name: base.name, classes: base.classes, spec: base.spec, scales: scales.map((s) => Math.fround(s)), bias: base.bias.map((b) => Math.round(b * 1e6) / 1e6), nnz: ids.length, ...(base.norm === 'none' ? { norm: 'none' as const } : {}), ...(base.meta ? { meta: base.meta } : {}) };
  return writeContainer(MAGIC, header, [encodeIds(ids), new Uint8Array(Int8Array.from(q).buffer)]);
}

/** What a {@link LinearModel} is made of: its header and dense weights (`buckets × classes`, int8). */
export interface LinearImage {
  readonly header: LinearHeader;
  readonly weights: Int8Array;
}

/**
 * Decodes model-file bytes into a {@link LinearModel}; raises `ModelError` on anything malformed.
 *
 * @example
 * ```ts
 * const model = decodeLinear(readModel('sentiment.bin.gz'), 'sentiment.bin.gz');
 * ```
 */
export function decodeLinear(bytes: Buffer, name: string): LinearModel {
  const { header, weights } = decodeLinearImage(bytes, name);
  return new LinearModel(header, weights);
}

/**
 * Decodes model-file bytes into the model's image (the dense weights); raises `ModelError` on anything malformed.
 *
 * @example
 * ```ts
 * decodeLinearImage(readModel('sentiment.bin.gz'), 'sentiment.bin.gz').weights.length; // buckets × classes
 * ```
 */
export function decodeLinearImage(bytes: Buffer, name: string): LinearImage {
  const { header, offset } = readContainer<LinearHeader>(bytes, MAGIC, name);
  const k = header.classes?.length ?? 0;
  expectModel(k > 0 && Number.isInteger(header.spec?.buckets) && header.scales?.length === k && header.bias?.length === k && (header.norm === undefined || header.norm === 'sqrt' || header.norm === 'none'), name, 'classes, a feature spec, scales, biases and a known norm');
  const { ids, end } = decodeIds(bytes, offset, header.nnz, name);
  expectModel(bytes.length - end === header.nnz * k, name, `${header.nnz * k} weights`);
  const weights = new Int8Array(header.spec.buckets * k);
  const q = new Int8Array(bytes.buffer, bytes.byteOffset + end, header.nnz * k);
  for (let i = 0, j = 0; i < header.nnz; i++) {
    const base = (ids[i] as number) * k;
    for (let c = 0; c < k; c++) weights[base + c] = q[j++] as number;
  }
  return { header, weights };
}

/**
 * Loads a bundled linear model by file name.
 *
 * @example
 * ```ts
 * loadLinear('sentiment.bin.gz').classes; // ['negative', 'neutral', 'positive']
 * ```
 */
export function loadLinear(file: string): LinearModel {
  const { header, weights } = modelImage(file, () => decodeLinearImage(readModel(file), file));
  return new LinearModel(header, weights);
}
