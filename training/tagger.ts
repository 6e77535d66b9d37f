/**
 * Trains a sequence tagger: an averaged structured perceptron (Collins 2002) with first-order Viterbi
 * decoding over `tokenFeatureIds`, deterministic (fixed shuffle seeds). Writes the file format of
 * `src/models/tagger.ts`.
 */
import { encodeTagger, forbiddenTransitions, viterbi } from '../src/models/tagger.js';
import { tokenFeatureIds, withDomain, type SentenceFeatures } from '../src/analysis/tagger-features.js';
import { log, shuffle } from './common.js';
import { meanOf } from './linear.js';
import { taggerDomain } from '../src/analysis/language.js';

/**
 * The tagger domains both shipped taggers use: Malay and Indonesian together, English apart, each training
 * sentence judged by the language model as the runtime judges input (`taggerDomain`).
 */
export const LANGUAGE_DOMAINS: Pick<TaggerJob, 'domains' | 'domainOf'> = { domains: [['ms', 'id'], ['en']], domainOf: (s) => taggerDomain(s.words.join(' ')) };

/** A tagged sentence. */
export interface TaggedSentence {
  readonly words: readonly string[];
  readonly tags: readonly string[];
  /** Where it came from (for model cards and per-source weights). */
  readonly source: string;
}

/** Options of {@link trainTagger}. */
export interface TaggerJob {
  readonly name: string;
  readonly tags: readonly string[];
  readonly buckets: number;
  readonly train: readonly TaggedSentence[];
  readonly epochs?: number;
  readonly seed?: number;
  /** Runs in different shuffle orders (seed, seed + 1000, …) whose weights are averaged; default 1. */
  readonly runs?: number;
  /** Tag dictionary from another corpus (word → `TAG` or `TAG|TAG`), stacked as features. */
  readonly dictionary?: Record<string, string>;
  /**
   * Jackknifed dictionaries for training: a sentence sees `dictionaryFolds[foldOf(sentence)]` (built without
   * its own fold), so the model cannot learn that the dictionary is always right; `dictionary` ships.
   */
  readonly dictionaryFolds?: readonly Record<string, string>[];
  /**
   * The fold of a training sentence (default: its index modulo the number of folds). A sentence counted
   * twice must keep one fold, or its copy puts its own words in the dictionary it is trained against.
   */
  readonly foldOf?: (s: TaggedSentence, index: number) => number;
  /**
   * Domains as groups of language codes (e.g. `[['ms', 'id'], ['en']]`): every feature also gets a copy for
   * the group of the sentence's language (`withDomain`).
   */
  readonly domains?: readonly (readonly string[])[];
  /** How far the context features reach (`contextFeatureIds`); default 1. */
  readonly window?: number;
  /** Store the weights row-quantised (int8 with a scale per bucket; see `models/tagger.ts`). */
  readonly rowQuantised?: boolean;
  /** The language of a training sentence, as the runtime will judge it. */
  readonly domainOf?: (s: TaggedSentence) => string;
  readonly meta?: Record<string, unknown>;
}

/** Averages weights lazily: each weight's running sum is brought up to date when it changes. */
class Averaged {
  readonly w: Float32Array;
  private readonly total: Float64Array;
  private readonly stamp: Int32Array;

  constructor(size: number) {
    this.w = new Float32Array(size);
    this.total = new Float64Array(size);
    this.stamp = new Int32Array(size);
  }

  add(i: number, delta: number, step: number): void {
    this.total[i] = (this.total[i] as number) + (this.w[i] as number) * (step - (this.stamp[i] as number));
    this.stamp[i] = step;
    this.w[i] = (this.w[i] as number) + delta;
  }

  averaged(step: number): Float32Array {
    const out = new Float32Array(this.w.length);
    for (let i = 0; i < out.length; i++) out[i] = ((this.total[i] as number) + (this.w[i] as number) * (step - (this.stamp[i] as number))) / step;
    return out;
  }
}

/** Trains and returns the encoded model bytes. */
export function trainTagger(job: TaggerJob): Uint8Array {
  const k = job.tags.length;
  const tagIndex = new Map(job.tags.map((t, i) => [t, i]));
  const forbidden = forbiddenTransitions(job.tags);
  const dictionary = job.dictionary ? new Map(Object.entries(job.dictionary)) : undefined;
  const folds = job.dictionaryFolds?.map((d) => new Map(Object.entries(d)));
  // 1. Features and gold tag indices for every sentence, computed once.
  const data: Prepared[] = job.train
    .filter((s) => s.words.length > 0 && s.tags.every((t) => tagIndex.has(t)))
    .map((s, i) => {
      const feats = tokenFeatureIds(s.words, job.buckets, folds ? folds[job.foldOf ? job.foldOf(s, i) : i % folds.length] : dictionary, job.window);
      const lang = job.domainOf?.(s);
      const domain = job.domains && lang !== undefined ? job.domains.findIndex((group) => group.includes(lang)) : -1;
      return { feats: domain < 0 ? feats : withDomain(feats, domain, job.buckets), gold: s.tags.map((t) => tagIndex.get(t) as number) };
    });
  log(`${job.name}: ${data.length} sentences, ${data.reduce((n, d) => n + d.gold.length, 0)} tokens`);
  // 2. Perceptron runs in different shuffle orders, averaged into one model (less variance than one run).
  const runs = Array.from({ length: job.runs ?? 1 }, (_, r) => runPerceptron(job.name, data, k, job.buckets, forbidden, job.epochs ?? 8, (job.seed ?? 7) + 1000 * r));
  const { emission, start, trans } = meanWeights(runs);
  return encodeTagger({ name: job.name, tags: job.tags, buckets: job.buckets, start: Array.from(start), transitions: Array.from(trans), ...(job.domains ? { domains: job.domains } : {}), ...(job.window ? { window: job.window } : {}), ...(job.dictionary ? { dictionary: job.dictionary } : {}), ...(job.meta ? { meta: job.meta } : {}) }, emission, { rowQuantised: job.rowQuantised ?? false });
}

/** A training sentence's features and gold tag indices. */
interface Prepared {
  readonly feats: SentenceFeatures;
  readonly gold: number[];
}

/** Weights of one trained perceptron (averaged over its updates). */
interface Weights {
  readonly emission: Float32Array;
  readonly start: Float32Array;
  readonly trans: Float32Array;
}

/** One averaged-perceptron run over `data` in the shuffle order of `seed`. */
function runPerceptron(name: string, data: readonly Prepared[], k: number, buckets: number, forbidden: (from: number, to: number) => boolean, epochs: number, seed: number): Weights {
  const emission = new Averaged(buckets * k);
  const trans = new Averaged(k * k);
  const start = new Averaged(k);
  let step = 1;
  for (let epoch = 0; epoch < epochs; epoch++) {
    let errors = 0;
    let tokens = 0;
    for (const { feats, gold } of shuffle(data, seed + epoch)) {
      step++;
      // 1. Decode with the current weights.
      const em = new Float64Array(gold.length * k);
      const { ids, offsets } = feats;
      for (let i = 0; i < gold.length; i++) {
        for (let j = offsets[i] as number; j < (offsets[i + 1] as number); j++) {
          const base = (ids[j] as number) * k;
          for (let t = 0; t < k; t++) em[i * k + t] = (em[i * k + t] as number) + (emission.w[base + t] as number);
        }
      }
      const pred = viterbi(em, k, start.w, trans.w, forbidden);
      // 2. Update where the prediction differs from the gold sequence.
      tokens += gold.length;
      for (let i = 0; i < gold.length; i++) {
        const g = gold[i] as number;
        const p = pred[i] as number;
        if (g !== p) {
          errors++;
          for (let j = offsets[i] as number; j < (offsets[i + 1] as number); j++) {
            emission.add((ids[j] as number) * k + g, 1, step);
            emission.add((ids[j] as number) * k + p, -1, step);
          }
        }
        const gPrev = i === 0 ? -1 : (gold[i - 1] as number);
        const pPrev = i === 0 ? -1 : (pred[i - 1] as number);
        if (g !== p || gPrev !== pPrev) {
          if (i === 0) {
            start.add(g, 1, step);
            start.add(p, -1, step);
          } else {
            trans.add(gPrev * k + g, 1, step);
            trans.add(pPrev * k + p, -1, step);
          }
        }
      }
    }
    log(`${name}: seed ${seed} epoch ${epoch + 1} training accuracy ${(1 - errors / tokens).toFixed(4)}`);
  }
  return { emission: emission.averaged(step), start: start.averaged(step), trans: trans.averaged(step) };
}

/** The mean of several runs' weights ({@link meanOf}). */
function meanWeights(runs: readonly Weights[]): Weights {
  return { emission: meanOf(runs.map((r) => r.emission)), start: meanOf(runs.map((r) => r.start)), trans: meanOf(runs.map((r) => r.trans)) };
}

/**
 * A word's tag counts as one dictionary entry: its most frequent tag, or its two most frequent joined by `|`
 * when the second has ≥ 20 % of uses.
 *
 * @example
 * ```ts
 * entryOf(new Map([['NOUN', 7], ['VERB', 3]])); // 'NOUN|VERB' (`masak`, a dish or to cook)
 * entryOf(new Map([['VERB', 9], ['NOUN', 1]])); // 'VERB'
 * ```
 */
export function entryOf(counts: ReadonlyMap<string, number>): string {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return second && second[1] / total >= 0.2 ? `${first?.[0]}|${second[0]}` : (first?.[0] as string);
}

/** Tag counts per lower-case word of tagged sentences. */
function tagCounts(sentences: readonly TaggedSentence[]): Map<string, Map<string, number>> {
  const counts = new Map<string, Map<string, number>>();
  for (const s of sentences) {
    s.words.forEach((w, i) => {
      const key = w.toLowerCase();
      const m = counts.get(key) ?? new Map<string, number>();
      m.set(s.tags[i] as string, (m.get(s.tags[i] as string) ?? 0) + 1);
      counts.set(key, m);
    });
  }
  return counts;
}

/**
 * A tag dictionary from tagged sentences: each word (lower-case, seen at least `minCount` times) with
 * its most frequent tag, or its two most frequent joined by `|` when the second has ≥ 20 % of uses.
 * Entries equal to `skip` (e.g. `O`) are left out to keep the dictionary small.
 */
export function tagDictionary(sentences: readonly TaggedSentence[], minCount = 2, skip?: string): Record<string, string> {
  const counts = tagCounts(sentences);
  const out: Record<string, string> = {};
  for (const word of [...counts.keys()].sort()) {
    const m = counts.get(word) as Map<string, number>;
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    if (total < minCount || /^\d/.test(word)) continue;
    const entry = entryOf(m);
    if (entry !== skip) out[word] = entry;
  }
  return out;
}

/**
 * The dictionary entry of a class of words (e.g. root + `-kan`, `rootPlusKan`): the tags the sentences give all
 * its members' uses together, by the same rule as a word's entry.
 *
 * @example
 * ```ts
 * classEntry(indoNluPos(), rootPlusKan); // 'VERB'
 * ```
 */
export function classEntry(sentences: readonly TaggedSentence[], member: (lower: string) => boolean): string {
  const total = new Map<string, number>();
  for (const [word, m] of tagCounts(sentences)) {
    if (!member(word)) continue;
    for (const [tag, n] of m) total.set(tag, (total.get(tag) ?? 0) + n);
  }
  return entryOf(total);
}
