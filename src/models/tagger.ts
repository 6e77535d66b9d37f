/**
 * The sequence-tagger runtime: an averaged structured perceptron with first-order Viterbi decoding over
 * the hashed features of `tagger-features.ts`. Transitions are floats; the emission weights are stored in
 * one of two ways.
 *
 * File format (`models/<name>.bin.gz`, gzipped): a signature, a uint32 header length, a JSON header
 * `{ name, tags, buckets, scale, start, transitions, nnz, meta }`, then `nnz` delta-varint bucket ids, then
 * - `MNLPTAG1`: `nnz × tags` int16 weights (little-endian, bucket-major), all with the header's one `scale`;
 * - `MNLPTAG2` (row-quantised): padding to 4 bytes, `nnz` float32 row scales, then `nnz × tags` int8
 *   weights, each row with its own scale: half the memory of int16, with the same held-out scores (the NER
 *   tagger is stored so).
 */
import { BoundedMemo } from '../lazy.js';
import { decodeIds, encodeIds, readContainer, writeContainer } from './container.js';
import { expectModel, readModel } from './loader.js';
import { modelImage } from './shared.js';
import { contextFeatureIds, domainCopy, withDomain, wordKeys, type WordKeys } from './tagger-features.js';

const MAGIC = 'MNLPTAG1';
const MAGIC_ROWS = 'MNLPTAG2';
/** Words whose keys and local weight sums a tagger remembers. */
const WORD_MEMO_SIZE = 8192;

interface WordEntry {
  readonly keys: WordKeys;
  readonly sums: Float64Array;
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

/** Adds bucket `id`'s weights (times its row scale, when rows have their own) to `into`. */
function addRow(weights: Int16Array | Int8Array, rowScales: Float32Array | undefined, id: number, k: number, into: Float64Array): void {
  const base = id * k;
  if (rowScales === undefined) {
    for (let t = 0; t < k; t++) into[t] = (into[t] as number) + (weights[base + t] as number);
    return;
  }
  const s = rowScales[id] as number;
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
  const n = emissions.length / k;
  if (n === 0) return [];
  const score = new Float64Array(n * k).fill(-Infinity);
  const back = new Int32Array(n * k);
  // Transitions read "into t" are contiguous: inbound[t * k + f] = transitions[f * k + t].
  const inbound = new Float64Array(k * k);
  for (let f = 0; f < k; f++) for (let t = 0; t < k; t++) inbound[t * k + f] = transitions[f * k + t] as number;
  // A position with a fixed tag (`fixed[i] >= 0`) has only that tag to consider, in and out.
  const pin = (i: number): number => (fixed ? (fixed[i] as number) : -1);
  const p0 = pin(0);
  for (let t = p0 >= 0 ? p0 : 0; t < (p0 >= 0 ? p0 + 1 : k); t++) score[t] = forbidden?.(-1, t) ? -Infinity : (start[t] as number) + (emissions[t] as number);
  for (let i = 1; i < n; i++) {
    const before = pin(i - 1);
    const here = pin(i);
    const [f0, f1] = before >= 0 ? [before, before + 1] : [0, k];
    const [t0, t1] = here >= 0 ? [here, here + 1] : [0, k];
    const prev = (i - 1) * k;
    for (let t = t0; t < t1; t++) {
      let best = -Infinity;
      let arg = f0;
      const into = t * k;
      for (let f = f0; f < f1; f++) {
        if (forbidden !== undefined && forbidden(f, t)) continue;
        const s = (score[prev + f] as number) + (inbound[into + f] as number);
        if (s > best) {
          best = s;
          arg = f;
        }
      }
      score[i * k + t] = best + (emissions[i * k + t] as number);
      back[i * k + t] = arg;
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
  private readonly forbidden: ((from: number, to: number) => boolean) | undefined;
  private readonly forbiddenTable: Uint8Array;
  private readonly dictionary: ReadonlyMap<string, string> | undefined;
  private readonly start: Float64Array;
  private readonly transitions: Float64Array;
  /** Remembered word entries, one map per domain (index 0: no domain). */
  private readonly wordMemos: BoundedMemo<string, WordEntry>[] = [];

  constructor(header: TaggerHeader, weights: Int16Array | Int8Array, rowScales?: Float32Array) {
    this.header = header;
    this.weights = weights;
    this.rowScales = rowScales;
    this.start = Float64Array.from(header.start);
    this.transitions = Float64Array.from(header.transitions);
    this.dictionary = header.dictionary ? new Map(Object.entries(header.dictionary)) : undefined;
    const k = header.tags.length;
    const rule = forbiddenTransitions(header.tags);
    this.forbiddenTable = new Uint8Array((k + 1) * k);
    for (let f = -1; f < k; f++) for (let t = 0; t < k; t++) this.forbiddenTable[(f + 1) * k + t] = rule(f, t) ? 1 : 0;
    this.forbidden = this.forbiddenTable.some((v) => v === 1) ? (f, t) => this.forbiddenTable[(f + 1) * k + t] === 1 : undefined;
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
      const keys = wordKeys(word, this.dictionary);
      const sums = new Float64Array(k);
      const mask = this.header.buckets - 1;
      const add = (id: number): void => addRow(this.weights, this.rowScales, id, k, sums);
      for (const h of keys.local) add(h & mask);
      if (domain >= 0) for (const h of keys.local) add(domainCopy(h & mask, domain, mask));
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
    const context = contextFeatureIds(words, entries.map((e) => e.keys), this.header.buckets, this.dictionary !== undefined, this.header.window ?? 1);
    const { ids, offsets } = d < 0 ? context : withDomain(context, d, this.header.buckets);
    const out = new Float64Array(words.length * k);
    const acc = new Float64Array(k);
    const scale = this.rowScales ? 1 : this.header.scale;
    for (let i = 0; i < words.length; i++) {
      if (fixed && (fixed[i] as number) >= 0) continue;
      acc.set((entries[i] as WordEntry).sums);
      const end = offsets[i + 1] as number;
      for (let j = offsets[i] as number; j < end; j++) addRow(this.weights, this.rowScales, ids[j] as number, k, acc);
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
    return viterbi(em, k, this.start, this.transitions, this.forbidden, pinned).map((t) => this.header.tags[t] as string);
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

/** Encodes weights row-quantised (`MNLPTAG2`): int8 weights with a float32 scale per bucket. */
function encodeRowQuantised(base: Parameters<typeof encodeTagger>[0], weights: Float32Array): Uint8Array {
  const k = base.tags.length;
  const ids: number[] = [];
  const scales: number[] = [];
  const q: number[] = [];
  for (let b = 0; b < base.buckets; b++) {
    let max = 0;
    for (let t = 0; t < k; t++) max = Math.max(max, Math.abs(weights[b * k + t] as number));
    if (max === 0) continue;
    const scale = Math.fround(max / 127);
    ids.push(b);
    scales.push(scale);
    for (let t = 0; t < k; t++) q.push(Math.round((weights[b * k + t] as number) / scale));
  }
  const header = headerOf(base, 1, ids.length);
  const idBytes = encodeIds(ids);
  const before = MAGIC_ROWS.length + 4 + Buffer.byteLength(JSON.stringify(header)) + idBytes.length;
  return writeContainer(MAGIC_ROWS, header, [idBytes, new Uint8Array((4 - (before % 4)) % 4), new Uint8Array(Float32Array.from(scales).buffer), new Uint8Array(Int8Array.from(q).buffer)]);
}

/**
 * Decodes tagger-file bytes; raises `ModelError` when they are malformed.
 *
 * @example
 * ```ts
 * decodeTagger(readModel('pos.bin.gz'), 'pos.bin.gz').tags; // ['ADJ', 'ADP', …]
 * ```
 */
export function decodeTagger(bytes: Buffer, name: string): Tagger {
  const { header, weights, rowScales } = decodeTaggerImage(bytes, name);
  return new Tagger(header, weights, rowScales);
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
  const { ids, end } = decodeIds(bytes, offset, header.nnz, name);
  if (rows) return decodeRows(bytes, name, header, ids, end);
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

/** The row-quantised weights after the ids: row scales, then int8 rows, expanded to every bucket. */
function decodeRows(bytes: Buffer, name: string, header: TaggerHeader, ids: Uint32Array, end: number): TaggerImage {
  const k = header.tags.length;
  const start = end + ((4 - (end % 4)) % 4);
  expectModel(bytes.length - start === header.nnz * (4 + k), name, `${header.nnz} row scales and ${header.nnz * k} weights`);
  const scales = new Float32Array(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + start + header.nnz * 4));
  const q = new Int8Array(bytes.buffer, bytes.byteOffset + start + header.nnz * 4, header.nnz * k);
  const weights = new Int8Array(header.buckets * k);
  const rowScales = new Float32Array(header.buckets);
  for (let i = 0; i < header.nnz; i++) {
    const id = ids[i] as number;
    rowScales[id] = scales[i] as number;
    weights.set(q.subarray(i * k, (i + 1) * k), id * k);
  }
  return { header, weights, rowScales };
}

/**
 * Loads a bundled tagger by file name.
 *
 * @example
 * ```ts
 * loadTagger('ner.bin.gz').tags; // ['B-LOC', 'I-LOC', 'E-LOC', 'S-LOC', 'B-MISC', …, 'O']
 * ```
 */
export function loadTagger(file: string): Tagger {
  const { header, weights, rowScales } = modelImage(file, () => decodeTaggerImage(readModel(file), file));
  return new Tagger(header, weights, rowScales);
}
