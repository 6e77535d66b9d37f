/**
 * The sequence-tagger runtime: an averaged structured perceptron with first-order Viterbi decoding over
 * the hashed features of `tagger-features.ts`. Weights are int16 with one scale; transitions are floats.
 *
 * File format (`models/<name>.bin.gz`, gzipped): `MNLPTAG1`, a uint32 header length, a JSON header
 * `{ name, tags, buckets, scale, start, transitions, nnz, meta }`, then `nnz` delta-varint bucket ids and
 * `nnz × tags` int16 weights (little-endian, bucket-major).
 */
import { decodeIds, encodeIds, readContainer, writeContainer } from './container.js';
import { expectModel, readModel } from './loader.js';
import { contextFeatureIds, domainCopy, withDomain, wordKeys, type WordKeys } from './tagger-features.js';

const MAGIC = 'MNLPTAG1';
/** Words whose keys and local weight sums a tagger remembers. */
const WORD_MEMO_SIZE = 50_000;

interface WordEntry {
  readonly keys: WordKeys;
  readonly sums: Int32Array;
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
  private readonly weights: Int16Array;
  private readonly forbidden: ((from: number, to: number) => boolean) | undefined;
  private readonly forbiddenTable: Uint8Array;
  private readonly dictionary: ReadonlyMap<string, string> | undefined;
  private readonly start: Float64Array;
  private readonly transitions: Float64Array;
  /** Remembered word entries, one map per domain (index 0: no domain). */
  private readonly wordMemos: Map<string, WordEntry>[] = [];

  constructor(header: TaggerHeader, weights: Int16Array) {
    this.header = header;
    this.weights = weights;
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
    const memo = (this.wordMemos[domain + 1] ??= new Map<string, WordEntry>());
    let entry = memo.get(word);
    if (entry === undefined) {
      const k = this.header.tags.length;
      const keys = wordKeys(word, this.dictionary);
      const sums = new Int32Array(k);
      const mask = this.header.buckets - 1;
      const add = (id: number): void => {
        const base = id * k;
        for (let t = 0; t < k; t++) sums[t] = (sums[t] as number) + (this.weights[base + t] as number);
      };
      for (const h of keys.local) add(h & mask);
      if (domain >= 0) for (const h of keys.local) add(domainCopy(h & mask, domain, mask));
      entry = { keys, sums };
      if (memo.size >= WORD_MEMO_SIZE) memo.clear();
      memo.set(word, entry);
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
    const w = this.weights;
    const acc = new Int32Array(k);
    const scale = this.header.scale;
    for (let i = 0; i < words.length; i++) {
      if (fixed && (fixed[i] as number) >= 0) continue;
      acc.set((entries[i] as WordEntry).sums);
      const end = offsets[i + 1] as number;
      for (let j = offsets[i] as number; j < end; j++) {
        const base = (ids[j] as number) * k;
        for (let t = 0; t < k; t++) acc[t] = (acc[t] as number) + (w[base + t] as number);
      }
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
): Uint8Array {
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
  const round = (x: number): number => Math.round(x * 1e4) / 1e4;
  const header: TaggerHeader = { name: base.name, tags: base.tags, buckets: base.buckets, scale, start: base.start.map(round), transitions: base.transitions.map(round), nnz: ids.length, ...(base.domains ? { domains: base.domains } : {}), ...(base.window ? { window: base.window } : {}), ...(base.dictionary ? { dictionary: base.dictionary } : {}), ...(base.meta ? { meta: base.meta } : {}) };
  return writeContainer(MAGIC, header, [encodeIds(ids), new Uint8Array(Int16Array.from(q).buffer)]);
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
  const { header, offset } = readContainer<TaggerHeader>(bytes, MAGIC, name);
  const k = header.tags?.length ?? 0;
  expectModel(k > 0 && header.start?.length === k && header.transitions?.length === k * k, name, 'tags, start scores and transitions');
  const { ids, end } = decodeIds(bytes, offset, header.nnz, name);
  expectModel(bytes.length - end === header.nnz * k * 2, name, `${header.nnz * k} weights`);
  // An aligned copy of the int16 block (little-endian, as every supported platform is).
  const q = new Int16Array(bytes.buffer.slice(bytes.byteOffset + end, bytes.byteOffset + end + header.nnz * k * 2));
  const weights = new Int16Array(header.buckets * k);
  for (let i = 0, j = 0; i < header.nnz; i++) {
    const base = (ids[i] as number) * k;
    for (let t = 0; t < k; t++) weights[base + t] = q[j++] as number;
  }
  return new Tagger(header, weights);
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
  return decodeTagger(readModel(file), file);
}
