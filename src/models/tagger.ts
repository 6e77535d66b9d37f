/**
 * The sequence-tagger runtime: an averaged structured perceptron with first-order Viterbi decoding over
 * the hashed features of `tagger-features.ts`. Transitions are floats; the emission weights are stored in
 * one of two ways.
 *
 * File format (`models/<name>.bin.gz`, gzipped): a signature, a uint32 header length, a JSON header
 * `{ name, tags, buckets, scale, start, transitions, nnz, meta }`, then
 * - `MNLPTAG1`: `nnz` delta-varint bucket ids, then `nnz × tags` int16 weights (little-endian, bucket-major),
 *   all with the header's one `scale`;
 * - `MNLPTAG2` (row-quantised, dense): no ids; padding to 4 bytes, a float32 scale for every bucket, then
 *   `buckets × tags` int8 weights, each row with its own scale: half the memory of int16, with the same
 *   held-out scores (the NER tagger is stored so). Read in place: the unpacked file is the tagger's memory.
 */
import { BoundedMemo } from '../lazy.js';
import { decodeIds, encodeIds, readContainer, writeContainer } from './container.js';
import { expectModel, readModel } from './loader.js';
import { modelImage } from './shared.js';

const MAGIC = 'MNLPTAG1';
const MAGIC_ROWS = 'MNLPTAG2';
/** Words whose keys and local weight sums a tagger remembers. */
const WORD_MEMO_SIZE = 2048;

interface WordEntry {
  readonly keys: WordKeys;
  readonly sums: Float64Array;
}

/** The features of a sentence: token i's buckets are `ids[offsets[i]] … ids[offsets[i + 1] - 1]`. */
export interface SentenceFeatures {
  readonly ids: Int32Array;
  readonly offsets: Int32Array;
}

/** What the features need of one word, hashed once (a tagger may remember it per word). */
export interface WordKeys {
  /** Lower-case word, its shape, normalised form, lexicon code and tag-dictionary entry, hashed. */
  readonly L: number;
  readonly S: number;
  readonly N: number;
  readonly X: number;
  readonly D: number;
  /** The word's own feature buckets (no neighbours, no position), before masking. */
  readonly local: readonly number[];
}

/** What the taggers' feature functions give the runtime (`analysis/tagger-features.ts` defines them). */
export interface TaggerFeatures {
  /** A word's hashed keys and word-local feature buckets. */
  wordKeys(word: string, tagDictionary?: ReadonlyMap<string, string>): WordKeys;
  /** Every token's context feature buckets. */
  contextFeatureIds(words: readonly string[], keys: readonly WordKeys[], buckets: number, hasDictionary?: boolean, window?: number): SentenceFeatures;
  /** The copy of bucket `id` for a domain (language group) of a tagger trained with domains. */
  domainCopy(id: number, domain: number, mask: number): number;
}

/** What a tagger file's header records. */
export interface TaggerHeader {
  readonly name: string;
  readonly tags: readonly string[];
  readonly buckets: number;
  readonly scale: number;
  /** Score of each tag at the start of a sentence. */
  readonly start: readonly number[];
  /** `transitions[from * tags + to]`. */
  readonly transitions: readonly number[];
  readonly nnz: number;
  /**
   * Domains whose feature copies the tagger was trained with (see `withDomain`), each a group of language
   * codes: `[['ms', 'id'], ['en']]` gives Malay and Indonesian one copy and English another.
   */
  readonly domains?: readonly (readonly string[])[];
  /** How far the context features reach (see `contextFeatureIds`): 1 when absent, 2 for the NER tagger. */
  readonly window?: number;
  /** Optional tag dictionary from another corpus (word → `TAG` or `TAG|TAG`), used as features. */
  readonly dictionary?: Readonly<Record<string, string>>;
  readonly meta?: Readonly<Record<string, unknown>>;
}

/**
 * Adds bucket `id`'s weights (times its row scale, when rows have their own) to `into`. The two storages
 * take separate loops, so that each stays specialised to one array type.
 */
function addRow(weights: Int16Array | Int8Array, rowScales: Float32Array | undefined, id: number, k: number, into: Float64Array): void {
  if (rowScales === undefined) addIntRow(weights as Int16Array, id, k, into);
  else addScaledRow(weights as Int8Array, rowScales, id, k, into);
}

function addIntRow(weights: Int16Array, id: number, k: number, into: Float64Array): void {
  const base = id * k;
  for (let t = 0; t < k; t++) into[t] = (into[t] as number) + (weights[base + t] as number);
}

function addScaledRow(weights: Int8Array, rowScales: Float32Array, id: number, k: number, into: Float64Array): void {
  const base = id * k;
  const s = rowScales[id] as number;
  if (s === 0) return;
  for (let t = 0; t < k; t++) into[t] = (into[t] as number) + (weights[base + t] as number) * s;
}

/**
 * Tag pairs that may never follow each other. BIO: `I-X` only after `B-X` or `I-X`. BIOES (a tag set with
 * `E-` or `S-` tags): `I-X` and `E-X` only after `B-X` or `I-X`, and an open entity (`B-X`, `I-X`) must go on
 * with `I-X` or close with `E-X`. `P-X` (an outside word just before an `X` entity, in tag sets that have it)
 * must be followed by `B-X` or `S-X`, and may itself follow whatever `O` may. `from` is -1 at the start of a
 * sentence.
 *
 * @example
 * ```ts
 * const rule = forbiddenTransitions(['B-PER', 'I-PER', 'E-PER', 'S-PER', 'O']);
 * rule(0, 4); // true: "Datuk" opened a name (B-PER) that "melawat" (O) cannot cut short
 * rule(0, 2); // false: B-PER then E-PER ("Anwar Ibrahim")
 * const lists = forbiddenTransitions(['S-LOC', 'P-LOC', 'S-PER', 'O']);
 * lists(1, 0); // false: "Ipoh ," (P-LOC) then "Taiping" (S-LOC)
 * lists(1, 2); // true: a word marked as before a place must be followed by one
 * ```
 */
export function forbiddenTransitions(tags: readonly string[]): (from: number, to: number) => boolean {
  const bioes = tags.some((t) => t.startsWith('E-') || t.startsWith('S-'));
  const open = (f: string): boolean => f.startsWith('B-') || f.startsWith('I-');
  return (from, to) => {
    const t = tags[to] as string;
    const f = from < 0 ? 'O' : (tags[from] as string);
    if (f.startsWith('P-')) return t !== `B-${f.slice(2)}` && t !== `S-${f.slice(2)}`;
    const inside = t.startsWith('I-') || (bioes && t.startsWith('E-'));
    if (inside) return !open(f) || f.slice(2) !== t.slice(2);
    return bioes && open(f);
  };
}

/**
 * Viterbi decoding of the best tag sequence from emission scores (`n × tags`), start scores and
 * transitions, skipping forbidden pairs; positions whose tag is fixed (`fixed[i] >= 0`) take that tag.
 *
 * @example
 * ```ts
 * viterbi(new Float64Array([1, 0, 0, 1]), 2, [0, 0], [0, 0, 0, 0], () => false); // [0, 1]
 * ```
 */
export function viterbi(
  emissions: Float64Array, k: number, start: ArrayLike<number>, transitions: ArrayLike<number>,
  forbidden?: (from: number, to: number) => boolean, fixed?: Int32Array,
): number[] {
  return viterbiWith(emissions, k, transitionTables(k, start, transitions, forbidden), fixed);
}

/** Start scores and inbound transitions with forbidden pairs at -Infinity, precomputed for {@link viterbiWith}. */
export interface TransitionTables {
  /** Score of each tag at the start of a sentence (-Infinity where forbidden). */
  readonly start: Float64Array;
  /** `inbound[t * k + f]`: the score of moving from `f` into `t` (-Infinity where forbidden). */
  readonly inbound: Float64Array;
}

/**
 * Precomputes a tagger's transition tables: a forbidden pair scores -Infinity, which decodes exactly as
 * skipping it does.
 *
 * @example
 * ```ts
 * transitionTables(2, [0, 0], [0, 0, 0, 0]).inbound.length; // 4
 * ```
 */
export function transitionTables(k: number, start: ArrayLike<number>, transitions: ArrayLike<number>, forbidden?: (from: number, to: number) => boolean): TransitionTables {
  const s = new Float64Array(k);
  const inbound = new Float64Array(k * k);
  for (let t = 0; t < k; t++) {
    s[t] = forbidden?.(-1, t) ? -Infinity : (start[t] as number);
    for (let f = 0; f < k; f++) inbound[t * k + f] = forbidden?.(f, t) ? -Infinity : (transitions[f * k + t] as number);
  }
  return { start: s, inbound };
}

/**
 * {@link viterbi} over precomputed tables, in scratch arrays it may be given (grown as needed).
 *
 * @example
 * ```ts
 * viterbiWith(new Float64Array([1, 0, 0, 1]), 2, transitionTables(2, [0, 0], [0, 0, 0, 0])); // [0, 1]
 * ```
 */
export function viterbiWith(emissions: Float64Array, k: number, tables: TransitionTables, fixed?: Int32Array, scratch?: { score: Float64Array; back: Int32Array }): number[] {
  const n = emissions.length / k;
  if (n === 0) return [];
  const score = scratch && scratch.score.length >= n * k ? scratch.score : new Float64Array(n * k);
  const back = scratch && scratch.back.length >= n * k ? scratch.back : new Int32Array(n * k);
  const { start, inbound } = tables;
  // A position with a fixed tag (`fixed[i] >= 0`) has only that tag to consider, in and out.
  const p0 = fixed ? (fixed[0] as number) : -1;
  for (let t = 0; t < k; t++) score[t] = p0 >= 0 && t !== p0 ? -Infinity : (start[t] as number) + (emissions[t] as number);
  for (let i = 1; i < n; i++) {
    const before = fixed ? (fixed[i - 1] as number) : -1;
    const here = fixed ? (fixed[i] as number) : -1;
    const f0 = before >= 0 ? before : 0;
    const f1 = before >= 0 ? before + 1 : k;
    const prev = (i - 1) * k;
    const row = i * k;
    for (let t = 0; t < k; t++) {
      if (here >= 0 && t !== here) {
        score[row + t] = -Infinity;
        back[row + t] = 0;
        continue;
      }
      let best = -Infinity;
      let arg = f0;
      const into = t * k;
      for (let f = f0; f < f1; f++) {
        const v = (score[prev + f] as number) + (inbound[into + f] as number);
        if (v > best) {
          best = v;
          arg = f;
        }
      }
      score[row + t] = best + (emissions[row + t] as number);
      back[row + t] = arg;
    }
  }
  let last = 0;
  for (let t = 1; t < k; t++) if ((score[(n - 1) * k + t] as number) > (score[(n - 1) * k + last] as number)) last = t;
  const path = new Array<number>(n);
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * k + (path[i] as number)] as number;
  return path;
}

/** A loaded sequence tagger. */
export class Tagger {
  readonly header: TaggerHeader;
  private readonly weights: Int16Array | Int8Array;
  /** Each bucket's scale, for row-quantised weights (the header's one `scale` otherwise). */
  private readonly rowScales: Float32Array | undefined;
  private readonly dictionary: ReadonlyMap<string, string> | undefined;
  private readonly tables: TransitionTables;
  /** Viterbi's arrays, reused from one sentence to the next (a tagger is used by one thread, a call at a time). */
  private readonly scratch = { score: new Float64Array(0), back: new Int32Array(0) };
  /** Remembered word entries, one map per domain (index 0: no domain). */
  private readonly wordMemos: BoundedMemo<string, WordEntry>[] = [];

  constructor(header: TaggerHeader, weights: Int16Array | Int8Array, rowScales: Float32Array | undefined, private readonly features: TaggerFeatures) {
    this.header = header;
    this.weights = weights;
    this.rowScales = rowScales;
    this.dictionary = header.dictionary ? new Map(Object.entries(header.dictionary)) : undefined;
    this.tables = transitionTables(header.tags.length, header.start, header.transitions, forbiddenTransitions(header.tags));
  }

  /** The tag set, in index order. */
  get tags(): readonly string[] {
    return this.header.tags;
  }

  /**
   * A word's hashed keys and the summed weights of its word-local features, remembered per tagger
   * (bounded; results never depend on it): the local half of every token's features is then one lookup.
   */
  private wordEntry(word: string, domain: number): WordEntry {
    const memo = (this.wordMemos[domain + 1] ??= new BoundedMemo<string, WordEntry>(WORD_MEMO_SIZE));
    let entry = memo.get(word);
    if (entry === undefined) {
      const k = this.header.tags.length;
      const keys = this.features.wordKeys(word, this.dictionary);
      const sums = new Float64Array(k);
      const mask = this.header.buckets - 1;
      const add = (id: number): void => addRow(this.weights, this.rowScales, id, k, sums);
      for (const h of keys.local) add(h & mask);
      if (domain >= 0) for (const h of keys.local) add(this.features.domainCopy(h & mask, domain, mask));
      entry = memo.set(word, { keys, sums });
    }
    return entry;
  }

  /**
   * Emission scores (`n × tags`) of a sentence's words; positions with a fixed tag are left at 0. `domain`
   * (a language code) picks the feature copies of a tagger trained with domains (ignored otherwise).
   */
  emissions(words: readonly string[], fixed?: Int32Array, domain?: string): Float64Array {
    const k = this.header.tags.length;
    const d = domain === undefined || !this.header.domains ? -1 : this.header.domains.findIndex((group) => group.includes(domain));
    const entries = words.map((w) => this.wordEntry(w, d));
    const { ids, offsets } = this.features.contextFeatureIds(words, entries.map((e) => e.keys), this.header.buckets, this.dictionary !== undefined, this.header.window ?? 1);
    const out = new Float64Array(words.length * k);
    const acc = new Float64Array(k);
    const scale = this.rowScales ? 1 : this.header.scale;
    const mask = this.header.buckets - 1;
    for (let i = 0; i < words.length; i++) {
      if (fixed && (fixed[i] as number) >= 0) continue;
      acc.set((entries[i] as WordEntry).sums);
      // The token's context features, then (in a domain) their domain copies, in that order.
      const from = offsets[i] as number;
      const end = offsets[i + 1] as number;
      for (let j = from; j < end; j++) addRow(this.weights, this.rowScales, ids[j] as number, k, acc);
      if (d >= 0) for (let j = from; j < end; j++) addRow(this.weights, this.rowScales, this.features.domainCopy(ids[j] as number, d, mask), k, acc);
      const row = i * k;
      for (let t = 0; t < k; t++) out[row + t] = (acc[t] as number) * scale;
    }
    return out;
  }

  /**
   * The best tag of every word (tag names), given optional fixed tags for some positions and the text's
   * domain (for taggers trained with domains).
   */
  tag(words: readonly string[], fixed?: readonly (string | undefined)[], domain?: string): string[] {
    if (words.length === 0) return [];
    const k = this.header.tags.length;
    // 1. The index of each fixed tag (-1 where the model decides).
    const pinned = fixed ? Int32Array.from(words, (_, i) => (fixed[i] === undefined ? -1 : this.header.tags.indexOf(fixed[i] as string))) : undefined;
    // 2. Emissions of the free positions, then the best path through them and the fixed ones.
    const em = this.emissions(words, pinned, domain);
    const path = viterbiWith(em, k, this.tables, pinned, this.scratch);
    if (this.scratch.score.length < em.length) Object.assign(this.scratch, { score: new Float64Array(em.length * 2), back: new Int32Array(em.length * 2) });
    return path.map((t) => this.header.tags[t] as string);
  }
}

/**
 * Encodes trained float weights (`buckets × tags`) and transitions into the tagger file format.
 *
 * @example
 * ```ts
 * encodeTagger({ name: 'pos', tags, buckets, start, transitions }, weights);
 * ```
 */
export function encodeTagger(
  base: { name: string; tags: readonly string[]; buckets: number; start: readonly number[]; transitions: readonly number[]; domains?: readonly (readonly string[])[]; window?: number; dictionary?: Record<string, string>; meta?: Record<string, unknown> },
  weights: Float32Array,
  options: { rowQuantised?: boolean } = {},
): Uint8Array {
  if (options.rowQuantised) return encodeRowQuantised(base, weights);
  const k = base.tags.length;
  let max = 0;
  for (const v of weights) max = Math.max(max, Math.abs(v));
  const scale = max === 0 ? 1 : max / 32767;
  const ids: number[] = [];
  const q: number[] = [];
  for (let b = 0; b < base.buckets; b++) {
    const row = Array.from({ length: k }, (_, t) => Math.round((weights[b * k + t] as number) / scale));
    if (row.every((v) => v === 0)) continue;
    ids.push(b);
    q.push(...row);
  }
  return writeContainer(MAGIC, headerOf(base, scale, ids.length), [encodeIds(ids), new Uint8Array(Int16Array.from(q).buffer)]);
}

/** The header fields every tagger file writes, from the trainer's description. */
function headerOf(base: Parameters<typeof encodeTagger>[0], scale: number, nnz: number): TaggerHeader {
  const round = (x: number): number => Math.round(x * 1e4) / 1e4;
  return { name: base.name, tags: base.tags, buckets: base.buckets, scale, start: base.start.map(round), transitions: base.transitions.map(round), nnz, ...(base.domains ? { domains: base.domains } : {}), ...(base.window ? { window: base.window } : {}), ...(base.dictionary ? { dictionary: base.dictionary } : {}), ...(base.meta ? { meta: base.meta } : {}) };
}

/** Encodes weights row-quantised (`MNLPTAG2`): a float32 scale and int8 weights for every bucket. */
function encodeRowQuantised(base: Parameters<typeof encodeTagger>[0], weights: Float32Array): Uint8Array {
  const k = base.tags.length;
  const scales = new Float32Array(base.buckets);
  const q = new Int8Array(base.buckets * k);
  for (let b = 0; b < base.buckets; b++) {
    let max = 0;
    for (let t = 0; t < k; t++) max = Math.max(max, Math.abs(weights[b * k + t] as number));
    if (max === 0) continue;
    const scale = Math.fround(max / 127);
    scales[b] = scale;
    for (let t = 0; t < k; t++) q[b * k + t] = Math.round((weights[b * k + t] as number) / scale);
  }
  const header = headerOf(base, 1, base.buckets);
  const before = MAGIC_ROWS.length + 4 + Buffer.byteLength(JSON.stringify(header));
  return writeContainer(MAGIC_ROWS, header, [new Uint8Array((4 - (before % 4)) % 4), new Uint8Array(scales.buffer), new Uint8Array(q.buffer)]);
}

/**
 * Decodes tagger-file bytes; raises `ModelError` when they are malformed.
 *
 * @example
 * ```ts
 * decodeTagger(readModel('pos.bin.gz'), 'pos.bin.gz', TAGGER_FEATURES).tags; // ['ADJ', 'ADP', …]
 * ```
 */
export function decodeTagger(bytes: Buffer, name: string, features: TaggerFeatures): Tagger {
  const { header, weights, rowScales } = decodeTaggerImage(bytes, name);
  return new Tagger(header, weights, rowScales, features);
}

/** What a {@link Tagger} is made of: its header and dense weights (`buckets × tags`), with row scales when row-quantised. */
export interface TaggerImage {
  readonly header: TaggerHeader;
  readonly weights: Int16Array | Int8Array;
  readonly rowScales?: Float32Array;
}

/**
 * Decodes tagger-file bytes into the tagger's image; raises `ModelError` when they are malformed.
 *
 * @example
 * ```ts
 * decodeTaggerImage(readModel('pos.bin.gz'), 'pos.bin.gz').header.tags; // ['ADJ', 'ADP', …]
 * ```
 */
export function decodeTaggerImage(bytes: Buffer, name: string): TaggerImage {
  const rows = bytes.length > 8 && bytes.toString('latin1', 0, 8) === MAGIC_ROWS;
  const { header, offset } = readContainer<TaggerHeader>(bytes, rows ? MAGIC_ROWS : MAGIC, name);
  const k = header.tags?.length ?? 0;
  expectModel(k > 0 && header.start?.length === k && header.transitions?.length === k * k, name, 'tags, start scores and transitions');
  if (rows) return decodeRows(bytes, name, header, offset);
  const { ids, end } = decodeIds(bytes, offset, header.nnz, name);
  expectModel(bytes.length - end === header.nnz * k * 2, name, `${header.nnz * k} weights`);
  // An aligned copy of the int16 block (little-endian, as every supported platform is).
  const q = new Int16Array(bytes.buffer.slice(bytes.byteOffset + end, bytes.byteOffset + end + header.nnz * k * 2));
  const weights = new Int16Array(header.buckets * k);
  for (let i = 0, j = 0; i < header.nnz; i++) {
    const base = (ids[i] as number) * k;
    for (let t = 0; t < k; t++) weights[base + t] = q[j++] as number;
  }
  return { header, weights };
}

/** The row-quantised weights after the header: every bucket's scale, then its int8 row, read in place when aligned. */
function decodeRows(bytes: Buffer, name: string, header: TaggerHeader, offset: number): TaggerImage {
  const k = header.tags.length;
  const start = offset + ((4 - (offset % 4)) % 4);
  expectModel(bytes.length - start === header.buckets * (4 + k), name, `${header.buckets} row scales and ${header.buckets * k} weights`);
  const at = bytes.byteOffset + start;
  const rowScales = at % 4 === 0 ? new Float32Array(bytes.buffer, at, header.buckets) : new Float32Array(bytes.buffer.slice(at, at + header.buckets * 4));
  const weights = new Int8Array(bytes.buffer, at + header.buckets * 4, header.buckets * k);
  return { header, weights, rowScales };
}

/**
 * Loads a bundled tagger by file name.
 *
 * @example
 * ```ts
 * loadTagger('ner.bin.gz', TAGGER_FEATURES).tags; // ['B-LOC', 'I-LOC', 'E-LOC', 'S-LOC', 'B-MISC', …, 'O']
 * ```
 */
export function loadTagger(file: string, features: TaggerFeatures): Tagger {
  const { header, weights, rowScales } = modelImage(file, () => decodeTaggerImage(readModel(file), file));
  return new Tagger(header, weights, rowScales, features);
}
