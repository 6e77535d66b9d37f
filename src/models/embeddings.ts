/**
 * Word embeddings: the runtime shared by the bundled model and every loaded file. Words have vectors;
 * when the model has subword buckets (fastText), an unseen word's vector is the mean of its character
 * n-gram vectors, hashed exactly as fastText does (FNV-1a over UTF-8 bytes, n-grams of `<word>`).
 */

/** A word-embedding model. */
export interface EmbeddingModel {
  /** Vector dimension. */
  readonly dim: number;
  /** Words with their own vectors. */
  readonly size: number;
  /** True when unseen words get vectors from character n-grams. */
  readonly subwords: boolean;
  /** The vector of a word (a copy), or undefined for an unseen word without subwords. */
  getVector(word: string): Float32Array | undefined;
  /** The `n` nearest words by cosine similarity, most similar first. */
  mostSimilar(word: string, n?: number): { word: string; similarity: number }[];
  /** Cosine similarity of two words (0 when either has no vector). */
  similarity(a: string, b: string): number;
  /** The mean of the (unit-normalised) vectors of a text's words. */
  getSentenceVector(text: string): Float32Array;
  /** Whether the model has a vector for the word itself (not built from subwords). */
  has(word: string): boolean;
  /** Every word with its own vector. */
  words(): readonly string[];
}

/** fastText's string hash: FNV-1a over UTF-8 bytes, each byte sign-extended as fastText's int8_t cast does. */
export function fastTextHash(bytes: Uint8Array): number {
  let h = 2166136261;
  for (const b of bytes) {
    h = (h ^ (b >= 128 ? (b | 0xffffff00) >>> 0 : b)) >>> 0;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

const encoder = new TextEncoder();

/**
 * Bucket ids of a word's character n-grams (`minn` to `maxn` characters of `<word>`), as fastText computes
 * them (n-grams never start inside a UTF-8 sequence; the whole `<word>` is not included).
 *
 * @example
 * ```ts
 * subwordBuckets('makan', 3, 6, 2_000_000).length; // 22 n-grams of '<makan>'
 * ```
 */
export function subwordBuckets(word: string, minn: number, maxn: number, buckets: number): number[] {
  const bytes = encoder.encode(`<${word}>`);
  const out: number[] = [];
  if (maxn <= 0 || buckets <= 0) return out;
  for (let i = 0; i < bytes.length; i++) {
    if (((bytes[i] as number) & 0xc0) === 0x80) continue;
    let end = i;
    for (let n = 1; end < bytes.length && n <= maxn; n++) {
      end++;
      while (end < bytes.length && ((bytes[end] as number) & 0xc0) === 0x80) end++;
      if (n >= minn && !(n === 1 && (i === 0 || end === bytes.length))) out.push(fastTextHash(bytes.subarray(i, end)) % buckets);
    }
  }
  return out;
}

/** What an {@link Embeddings} instance is built from. */
export interface EmbeddingTables {
  readonly dim: number;
  readonly words: readonly string[];
  /** `words.length × dim` word vectors (for fastText models: the word's own input row). */
  readonly wordVectors: Float32Array | Int8Array;
  /** When the word rows are int8: each row's scale (the bundled model keeps them so, a quarter of the memory). */
  readonly wordScales?: Float32Array;
  /** Subword rows (`buckets × dim`), when the model has them. */
  readonly ngramVectors?: Float32Array | Int8Array;
  /** When the subword rows are int8: each row's scale. */
  readonly ngramScales?: Float32Array;
  readonly buckets?: number;
  readonly minn?: number;
  readonly maxn?: number;
  /** For pruned fastText models: n-gram hash → row of `ngramVectors` (hashes not in it have no row). */
  readonly ngramIndex?: ReadonlyMap<number, number>;
  /**
   * How a known word's vector is formed: `'own'` = its row as stored (word2vec, .vec, and the bundled model,
   * which stores composed vectors); `'fasttext'` = mean of its row and its n-gram rows (fastText .bin).
   */
  readonly compose?: 'own' | 'fasttext';
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/** Adds row `r` of a table (float, or int8 with a scale per row) to `into`. */
function addRow(rows: Float32Array | Int8Array, scales: Float32Array | undefined, r: number, dim: number, into: Float32Array): void {
  const s = scales ? (scales[r] as number) : 1;
  const base = r * dim;
  for (let d = 0; d < dim; d++) into[d] = (into[d] as number) + (rows[base + d] as number) * s;
}

/** The shared implementation of {@link EmbeddingModel}. */
export class Embeddings implements EmbeddingModel {
  readonly dim: number;
  private readonly t: EmbeddingTables;
  private readonly index: Map<string, number>;
  private normed: Float32Array | undefined;

  constructor(tables: EmbeddingTables) {
    this.t = tables;
    this.dim = tables.dim;
    this.index = new Map(tables.words.map((w, i) => [w, i]));
  }

  get size(): number {
    return this.t.words.length;
  }

  get subwords(): boolean {
    return this.t.ngramVectors !== undefined && (this.t.buckets ?? 0) > 0;
  }

  has(word: string): boolean {
    return this.index.has(word);
  }

  words(): readonly string[] {
    return this.t.words;
  }

  private ngramMean(word: string, into: Float32Array, base = 0): number {
    const { ngramVectors, ngramScales, buckets = 0, minn = 3, maxn = 6, ngramIndex } = this.t;
    if (!ngramVectors || buckets === 0) return base;
    let n = base;
    for (const hash of subwordBuckets(word, minn, maxn, buckets)) {
      const row = ngramIndex ? ngramIndex.get(hash) : hash;
      if (row === undefined) continue;
      addRow(ngramVectors, ngramScales, row, this.dim, into);
      n++;
    }
    return n;
  }

  /**
   * Writes the vector of the `i`-th word (of {@link words}) into `into`, as {@link getVector} computes it,
   * without allocating: for callers that visit every word.
   */
  wordVectorInto(i: number, into: Float32Array): void {
    into.fill(0);
    addRow(this.t.wordVectors, this.t.wordScales, i, this.dim, into);
    if (this.t.compose === 'fasttext') {
      const n = this.ngramMean(this.t.words[i] as string, into, 1);
      for (let d = 0; d < this.dim; d++) into[d] = (into[d] as number) / n;
    }
  }

  getVector(word: string): Float32Array | undefined {
    const i = this.index.get(word) ?? this.index.get(word.toLowerCase());
    const v = new Float32Array(this.dim);
    if (i !== undefined) {
      addRow(this.t.wordVectors, this.t.wordScales, i, this.dim, v);
      if (this.t.compose === 'fasttext') {
        const n = this.ngramMean(this.t.words[i] as string, v, 1);
        for (let d = 0; d < this.dim; d++) v[d] = (v[d] as number) / n;
      }
      return v;
    }
    if (!this.subwords) return undefined;
    const n = this.ngramMean(word, v);
    if (n === 0) return undefined;
    for (let d = 0; d < this.dim; d++) v[d] = (v[d] as number) / n;
    return v;
  }

  /** Unit-normalised vectors of every word, built on the first neighbour search. */
  private unit(): Float32Array {
    if (this.normed) return this.normed;
    const out = new Float32Array(this.size * this.dim);
    for (let i = 0; i < this.size; i++) {
      const v = this.getVector(this.t.words[i] as string) as Float32Array;
      let norm = 0;
      for (const x of v) norm += x * x;
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < this.dim; d++) out[i * this.dim + d] = (v[d] as number) / norm;
    }
    return (this.normed = out);
  }

  mostSimilar(word: string, n = 10): { word: string; similarity: number }[] {
    const v = this.getVector(word);
    if (!v) return [];
    let norm = 0;
    for (const x of v) norm += x * x;
    norm = Math.sqrt(norm) || 1;
    const unit = this.unit();
    const best: { word: string; similarity: number }[] = [];
    const self = this.index.get(word) ?? this.index.get(word.toLowerCase());
    for (let i = 0; i < this.size; i++) {
      if (i === self) continue;
      let dot = 0;
      for (let d = 0; d < this.dim; d++) dot += (unit[i * this.dim + d] as number) * (v[d] as number);
      const sim = dot / norm;
      if (best.length < n || sim > (best[best.length - 1] as { similarity: number }).similarity) {
        best.push({ word: this.t.words[i] as string, similarity: sim });
        best.sort((a, b) => b.similarity - a.similarity);
        if (best.length > n) best.pop();
      }
    }
    return best.map((b) => ({ word: b.word, similarity: Math.round(b.similarity * 1e4) / 1e4 }));
  }

  similarity(a: string, b: string): number {
    const x = this.getVector(a);
    const y = this.getVector(b);
    return x && y ? cosine(x, y) : 0;
  }

  getSentenceVector(text: string): Float32Array {
    const out = new Float32Array(this.dim);
    let n = 0;
    for (const m of text.toLowerCase().matchAll(TOKEN)) {
      const v = this.getVector(m[0]);
      if (!v) continue;
      let norm = 0;
      for (const x of v) norm += x * x;
      norm = Math.sqrt(norm);
      if (norm === 0) continue;
      for (let d = 0; d < this.dim; d++) out[d] = (out[d] as number) + (v[d] as number) / norm;
      n++;
    }
    if (n > 0) for (let d = 0; d < this.dim; d++) out[d] = (out[d] as number) / n;
    return out;
  }
}

/**
 * Cosine similarity of two vectors (0 when either is zero).
 *
 * @example
 * ```ts
 * cosine(new Float32Array([1, 0]), new Float32Array([1, 1])); // 0.7071
 * ```
 */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] as number) * (b[i] as number);
    na += (a[i] as number) ** 2;
    nb += (b[i] as number) ** 2;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
