/**
 * One recipe for every text classifier that reads `classifierTokens`: featurise, weight, train the
 * logistic regression, write the artifact. Sentiment, emotion, intent, topic, dialect, hate speech and
 * stance all use it.
 */
import { classifierTokens } from '../src/analysis/tokens.js';
import { extractFeatures, type FeatureSpec } from '../src/models/features.js';
import { encodeLinear } from '../src/models/linear.js';
import { log, sizeOf, writeArtifact } from './common.js';
import { trainNaiveBayes } from './naive-bayes.js';
import { balancedWeights, encodeTrained, meanLinear, NO_CLASS, predictTrained, trainLogistic, type Example, type TrainedLinear } from './linear.js';
import type { LabelledText } from './sentiment-data.js';

/** What to train. */
export interface ClassifierJob {
  readonly name: string;
  readonly classes: readonly string[];
  readonly spec: FeatureSpec;
  readonly train: readonly LabelledText[];
  /** Extra weight per source (default 1), applied on top of balanced class weights. */
  readonly sourceWeight?: Readonly<Record<string, number>>;
  readonly epochs?: number;
  readonly learningRate?: number;
  readonly l2?: number;
  readonly seed?: number;
  /**
   * Train once per seed (different shuffle orders) and ship the mean of the runs' weights, which moves less
   * with the seed than one run; `seed` is then ignored.
   */
  readonly seeds?: readonly number[];
  /** The token view of a text (default `classifierTokens`); the runtime must use the same. */
  readonly tokens?: (text: string) => string[];
  /**
   * Also train a naive Bayes companion on the same weighted examples and write it as
   * `models/<name>-nb.bin.gz` (see `training/naive-bayes.ts`); the runtime mixes the two.
   */
  readonly naiveBayes?: { readonly alpha: number };
  /**
   * Texts that belong to none of the classes (`Pukul berapa kedai buka esok?` holds no emotion), trained towards
   * the uniform distribution at `weight` (not class-balanced), so that the words of their register lean no way.
   */
  readonly noClass?: { readonly texts: readonly string[]; readonly weight: number };
}

/** A trained classifier: its artifact path and an in-memory predictor for checks. */
export interface TrainedClassifier {
  readonly path: string;
  readonly size: string;
  readonly examples: number;
  readonly model: TrainedLinear;
  /** The naive Bayes companion's artifact size, when one was asked for. */
  readonly naiveBayesSize?: string;
  predict(text: string): Float64Array;
}

/** Trains and writes `models/<name>.bin.gz`. */
export function trainClassifier(job: ClassifierJob): TrainedClassifier {
  const rows = job.train.filter((r) => r.text.trim() !== '' && job.classes.includes(r.label));
  const labels = rows.map((r) => job.classes.indexOf(r.label));
  const tokens = job.tokens ?? classifierTokens;
  const classWeight = balancedWeights(labels, job.classes.length);
  const examples: Example[] = rows.map((r, i) => ({
    features: extractFeatures(tokens(r.text), job.spec),
    label: labels[i] as number,
    weight: (classWeight[labels[i] as number] as number) * (job.sourceWeight?.[r.source] ?? 1),
  }));
  for (const text of job.noClass?.texts ?? []) examples.push({ features: extractFeatures(tokens(text), job.spec), label: NO_CLASS, weight: job.noClass?.weight as number });
  log(`${job.name}: ${examples.length} examples`);
  const run = (seed: number): TrainedLinear =>
    trainLogistic(examples, {
      classes: job.classes.length,
      buckets: job.spec.buckets,
      epochs: job.epochs ?? 6,
      learningRate: job.learningRate ?? 0.3,
      l2: job.l2 ?? 1e-6,
      seed,
    });
  const model = job.seeds ? meanLinear(job.seeds.map(run)) : run(job.seed ?? 11);
  const path = writeArtifact(`${job.name}.bin.gz`, encodeTrained(job.name, job.classes, job.spec, model));
  let naiveBayesSize: string | undefined;
  if (job.naiveBayes) {
    const nb = trainNaiveBayes(examples.filter((e) => e.label !== NO_CLASS), { classes: job.classes.length, buckets: job.spec.buckets, alpha: job.naiveBayes.alpha });
    const name = `${job.name}-nb`;
    naiveBayesSize = sizeOf(writeArtifact(`${name}.bin.gz`, encodeLinear({ name, classes: job.classes, spec: job.spec, bias: Array.from(nb.bias), norm: 'none' }, nb.weights)));
  }
  return {
    path,
    size: sizeOf(path),
    ...(naiveBayesSize ? { naiveBayesSize } : {}),
    examples: examples.length,
    model,
    predict: (text) => predictTrained(model, extractFeatures(tokens(text), job.spec), job.classes.length),
  };
}

/** Counts rows per source, for model cards. */
export function countBySource(rows: readonly Pick<LabelledText, 'source'>[]): string {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.source, (counts.get(r.source) ?? 0) + 1);
  return [...counts.entries()].map(([s, n]) => `${s} ${n}`).join(', ');
}
