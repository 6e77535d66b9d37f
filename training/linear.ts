/**
 * Trainers for the hashed-feature text classifiers:
 * - `trainLogistic`: multinomial logistic regression with AdaGrad and L2 (what ships: `src/models/linear.ts`);
 * - `trainFastText`: a fastText-style model (averaged feature embeddings → softmax), kept to compare
 *   against by measurement (see docs/decisions.md, "Classifier").
 * Both are deterministic: fixed seeds for shuffling and initialisation.
 */
import { encodeLinear, softmax } from '../src/models/linear.js';
import type { FeatureSpec } from '../src/models/features.js';
import { rng, shuffle } from './common.js';

/** The label of an example that belongs to none of the classes: its target is the uniform distribution. */
export const NO_CLASS = -1;

/** One training example: feature buckets, a class index (or {@link NO_CLASS}) and an optional weight. */
export interface Example {
  readonly features: readonly number[];
  readonly label: number;
  readonly weight?: number;
}

/** Options of {@link trainLogistic}. */
export interface LogisticOptions {
  readonly classes: number;
  readonly buckets: number;
  readonly epochs?: number;
  readonly learningRate?: number;
  readonly l2?: number;
  readonly seed?: number;
}

/** A trained classifier in memory: dense weights (bucket-major) and biases. */
export interface TrainedLinear {
  readonly weights: Float32Array;
  readonly bias: Float64Array;
}

/** Class weights that balance the classes (inverse frequency, mean 1). */
export function balancedWeights(labels: readonly number[], classes: number): number[] {
  const counts = new Array<number>(classes).fill(0);
  for (const l of labels) counts[l] = (counts[l] as number) + 1;
  const present = counts.filter((c) => c > 0).length;
  return counts.map((c) => (c === 0 ? 0 : labels.length / (present * c)));
}

/** Multinomial logistic regression by AdaGrad SGD with lazy L2 on the touched weights. */
export function trainLogistic(examples: readonly Example[], opts: LogisticOptions): TrainedLinear {
  const k = opts.classes;
  const epochs = opts.epochs ?? 6;
  const lr = opts.learningRate ?? 0.5;
  const l2 = opts.l2 ?? 1e-6;
  const w = new Float32Array(opts.buckets * k);
  const g2 = new Float32Array(opts.buckets * k).fill(1e-8);
  const bias = new Float64Array(k);
  const b2 = new Float64Array(k).fill(1e-8);
  const logits = new Float64Array(k);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const ex of shuffle(examples, (opts.seed ?? 1) + epoch)) {
      const f = ex.features;
      if (f.length === 0) continue;
      const v = 1 / Math.sqrt(f.length);
      // 1. Forward: logits and softmax.
      for (let c = 0; c < k; c++) logits[c] = bias[c] as number;
      for (let i = 0; i < f.length; i++) {
        const base = (f[i] as number) * k;
        for (let c = 0; c < k; c++) logits[c] = (logits[c] as number) + (w[base + c] as number) * v;
      }
      let max = -Infinity;
      for (let c = 0; c < k; c++) max = Math.max(max, logits[c] as number);
      let sum = 0;
      for (let c = 0; c < k; c++) sum += logits[c] = Math.exp((logits[c] as number) - max);
      // 2. Backward: gradient (p - y) scaled by the example weight; AdaGrad steps. y is one-hot, or uniform
      //    for an example of no class.
      const weight = ex.weight ?? 1;
      for (let c = 0; c < k; c++) {
        const y = ex.label === NO_CLASS ? 1 / k : c === ex.label ? 1 : 0;
        const grad = ((logits[c] as number) / sum - y) * weight;
        logits[c] = grad;
        b2[c] = (b2[c] as number) + grad * grad;
        bias[c] = (bias[c] as number) - (lr * grad) / Math.sqrt(b2[c] as number);
      }
      for (let i = 0; i < f.length; i++) {
        const base = (f[i] as number) * k;
        for (let c = 0; c < k; c++) {
          const j = base + c;
          const grad = (logits[c] as number) * v + l2 * (w[j] as number);
          g2[j] = (g2[j] as number) + grad * grad;
          w[j] = (w[j] as number) - (lr * grad) / Math.sqrt(g2[j] as number);
        }
      }
    }
  }
  return { weights: w, bias };
}

/**
 * The element-wise mean of equally long arrays (the weights of runs in different shuffle orders: a linear
 * model, so the mean is one model of the same size, steadier than any one run), in a new array.
 */
export function meanOf<T extends Float32Array | Float64Array>(arrays: readonly T[]): T {
  const out = (arrays[0] as T).slice() as T;
  for (const a of arrays.slice(1)) a.forEach((v, i) => (out[i] = (out[i] as number) + v));
  out.forEach((v, i) => (out[i] = v / arrays.length));
  return out;
}

/** The mean of several trained models' weights and biases ({@link meanOf}). */
export function meanLinear(runs: readonly TrainedLinear[]): TrainedLinear {
  return { weights: meanOf(runs.map((r) => r.weights)), bias: meanOf(runs.map((r) => r.bias)) };
}

/** Probabilities of a trained in-memory linear model (for evaluation during training). */
export function predictTrained(model: TrainedLinear, features: readonly number[], k: number): Float64Array {
  const out = new Float64Array(k);
  const v = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
  for (let c = 0; c < k; c++) out[c] = model.bias[c] as number;
  for (const f of features) for (let c = 0; c < k; c++) out[c] = (out[c] as number) + (model.weights[f * k + c] as number) * v;
  return softmax(out);
}

/** Serialises a trained model to the shipped file format. */
export function encodeTrained(name: string, classes: readonly string[], spec: FeatureSpec, model: TrainedLinear, meta?: Record<string, unknown>): Uint8Array {
  return encodeLinear({ name, classes, spec, bias: Array.from(model.bias), ...(meta ? { meta } : {}) }, model.weights);
}

/** A fastText-style model in memory (for comparison only). */
export interface TrainedFastText {
  readonly embeddings: Float32Array;
  readonly output: Float32Array;
  readonly dim: number;
}

/** fastText-style training: mean of feature embeddings, linear softmax output, SGD with a decaying rate. */
export function trainFastText(examples: readonly Example[], opts: LogisticOptions & { dim?: number }): TrainedFastText {
  const k = opts.classes;
  const dim = opts.dim ?? 32;
  const epochs = opts.epochs ?? 6;
  const lr0 = opts.learningRate ?? 0.3;
  const rand = rng(opts.seed ?? 1);
  const emb = new Float32Array(opts.buckets * dim).map(() => (rand() - 0.5) / dim);
  const out = new Float32Array(dim * k);
  const hidden = new Float64Array(dim);
  const grad = new Float64Array(dim);
  const p = new Float64Array(k);
  const total = epochs * examples.length;
  let step = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const ex of shuffle(examples, (opts.seed ?? 1) + epoch)) {
      const f = ex.features;
      if (f.length === 0) continue;
      const lr = lr0 * (1 - step++ / total);
      hidden.fill(0);
      for (const id of f) for (let d = 0; d < dim; d++) hidden[d] = (hidden[d] as number) + (emb[id * dim + d] as number) / f.length;
      let max = -Infinity;
      for (let c = 0; c < k; c++) {
        let s = 0;
        for (let d = 0; d < dim; d++) s += (out[d * k + c] as number) * (hidden[d] as number);
        p[c] = s;
        max = Math.max(max, s);
      }
      let sum = 0;
      for (let c = 0; c < k; c++) sum += p[c] = Math.exp((p[c] as number) - max);
      grad.fill(0);
      for (let c = 0; c < k; c++) {
        const g = (((p[c] as number) / sum) - (c === ex.label ? 1 : 0)) * (ex.weight ?? 1) * lr;
        for (let d = 0; d < dim; d++) {
          grad[d] = (grad[d] as number) + g * (out[d * k + c] as number);
          out[d * k + c] = (out[d * k + c] as number) - g * (hidden[d] as number);
        }
      }
      for (const id of f) for (let d = 0; d < dim; d++) emb[id * dim + d] = (emb[id * dim + d] as number) - (grad[d] as number) / f.length;
    }
  }
  return { embeddings: emb, output: out, dim };
}

/** Probabilities of a fastText-style model. */
export function predictFastText(model: TrainedFastText, features: readonly number[], k: number): Float64Array {
  const { dim, embeddings, output } = model;
  const hidden = new Float64Array(dim);
  for (const id of features) for (let d = 0; d < dim; d++) hidden[d] = (hidden[d] as number) + (embeddings[id * dim + d] as number) / features.length;
  const scores = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    let s = 0;
    for (let d = 0; d < dim; d++) s += (output[d * k + c] as number) * (hidden[d] as number);
    scores[c] = s;
  }
  return softmax(scores);
}
