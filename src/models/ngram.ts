/**
 * The n-gram language model runtime: an interpolated trigram model with modified Kneser-Ney smoothing
 * (Chen & Goodman 1998), stored as sorted numeric keys so it loads without parsing.
 *
 * Keys pack word ids: a bigram (v, w) is `v·V + w`, a trigram (u, v, w) is `(u·V + v)·V + w`, with V the
 * vocabulary size (at most 2^17, so keys stay exact in a double). Ids 0–3 are `<unk>`, `<s>`, `</s>`,
 * `<num>`.
 */
import { readContainer, writeContainer } from './container.js';
import { expectModel, readModel } from './loader.js';
import { modelImage } from './shared.js';

const MAGIC = 'MNLPKN3 ';
export const UNK = 0;
export const BOS = 1;
export const EOS = 2;
export const NUM = 3;
export const SPECIALS = ['<unk>', '<s>', '</s>', '<num>'] as const;

/** Everything a trained model holds. */
export interface NgramData {
  readonly vocab: readonly string[];
  /** Continuation count of each word (distinct left contexts), for the unigram level. */
  readonly uniCont: Uint32Array;
  /** Sorted bigram keys, their continuation counts, and per-bigram stats as a trigram context. */
  readonly biKeys: Float64Array;
  readonly biCont: Uint32Array;
  /** Per bigram (u, v) as a trigram context: total count c(uv·) and N1, N2, N3+ of its continuations. */
  readonly ctxTotal: Uint32Array;
  readonly ctxN: Uint32Array; // 3 per bigram
  /** Per word v as a bigram context: Σ continuation counts N1+(·v·) and N1, N2, N3+ of them. */
  readonly vTotal: Uint32Array;
  readonly vN: Uint32Array; // 3 per word
  /** Sorted trigram keys and counts (trigrams seen once are pruned). */
  readonly triKeys: Float64Array;
  readonly triCount: Uint32Array;
  /** Discounts D1, D2, D3+ for the trigram and bigram levels. */
  readonly discounts: { readonly tri: readonly number[]; readonly bi: readonly number[] };
}

/** Index of `key` in a sorted array, or -1. */
function find(keys: Float64Array, key: number): number {
  let lo = 0;
  let hi = keys.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const k = keys[mid] as number;
    if (k === key) return mid;
    if (k < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** First index with key ≥ `key`. */
function lowerBound(keys: Float64Array, key: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((keys[mid] as number) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const discount = (d: readonly number[], c: number): number => (c === 0 ? 0 : c === 1 ? (d[0] as number) : c === 2 ? (d[1] as number) : (d[2] as number));

/** A loaded language model. */
export class NgramModel {
  readonly data: NgramData;
  private readonly index: Map<string, number>;
  private readonly V: number;
  private readonly uniTotal: number;

  constructor(data: NgramData) {
    this.data = data;
    this.V = data.vocab.length;
    this.index = new Map(data.vocab.map((w, i) => [w, i]));
    let total = 0;
    for (const c of data.uniCont) total += c;
    this.uniTotal = total;
  }

  /** The id of a lower-case token (`<num>` for numbers, `<unk>` when unseen). */
  id(token: string): number {
    if (/^\d[\d.,]*$/.test(token)) return NUM;
    return this.index.get(token) ?? UNK;
  }

  /** The word of an id. */
  word(id: number): string {
    return this.data.vocab[id] ?? '<unk>';
  }

  /** Vocabulary size. */
  get size(): number {
    return this.V;
  }

  /** Unigram continuation probability (interpolated with a uniform floor for unseen words). */
  private pUni(w: number): number {
    return 0.99 * ((this.data.uniCont[w] ?? 0) / this.uniTotal) + 0.01 / this.V;
  }

  /** P(w | v): bigram level of the interpolated model. */
  private pBi(v: number, w: number): number {
    const d = this.data;
    const total = d.vTotal[v] ?? 0;
    if (total === 0) return this.pUni(w);
    const i = find(d.biKeys, v * this.V + w);
    const c = i < 0 ? 0 : (d.biCont[i] as number);
    const D = d.discounts.bi;
    const gamma = ((D[0] as number) * (d.vN[3 * v] as number) + (D[1] as number) * (d.vN[3 * v + 1] as number) + (D[2] as number) * (d.vN[3 * v + 2] as number)) / total;
    return Math.max(c - discount(D, c), 0) / total + gamma * this.pUni(w);
  }

  /**
   * P(w | u, v) with interpolated modified Kneser-Ney.
   *
   * @example
   * ```ts
   * model.prob(model.id('nasi'), model.id('lemak'), model.id('sedap'));
   * ```
   */
  prob(u: number, v: number, w: number): number {
    const d = this.data;
    const ctx = find(d.biKeys, u * this.V + v);
    const total = ctx < 0 ? 0 : (d.ctxTotal[ctx] as number);
    if (total === 0) return this.pBi(v, w);
    const i = find(d.triKeys, (u * this.V + v) * this.V + w);
    const c = i < 0 ? 0 : (d.triCount[i] as number);
    const D = d.discounts.tri;
    const gamma = ((D[0] as number) * (d.ctxN[3 * ctx] as number) + (D[1] as number) * (d.ctxN[3 * ctx + 1] as number) + (D[2] as number) * (d.ctxN[3 * ctx + 2] as number)) / total;
    return Math.max(c - discount(D, c), 0) / total + gamma * this.pBi(v, w);
  }

  /** Words seen after the context (u, v) or after v, plus the most common words: the candidates to sample. */
  candidates(u: number, v: number, extra: readonly number[]): number[] {
    const d = this.data;
    const out = new Set<number>(extra);
    const triStart = lowerBound(d.triKeys, (u * this.V + v) * this.V);
    for (let i = triStart; i < d.triKeys.length && Math.floor((d.triKeys[i] as number) / this.V) === u * this.V + v; i++) out.add((d.triKeys[i] as number) % this.V);
    const biStart = lowerBound(d.biKeys, v * this.V);
    for (let i = biStart, n = 0; i < d.biKeys.length && Math.floor((d.biKeys[i] as number) / this.V) === v && n < 400; i++, n++) out.add((d.biKeys[i] as number) % this.V);
    return [...out];
  }

  /**
   * Log10 probability of a token sequence (sentence boundaries added) and the number of predicted tokens.
   *
   * @example
   * ```ts
   * model.score(['saya', 'suka', 'makan']); // { log10: -6.2, tokens: 4 }
   * ```
   */
  score(tokens: readonly string[]): { log10: number; tokens: number } {
    let u = BOS;
    let v = BOS;
    let total = 0;
    for (const t of [...tokens.map((x) => this.id(x)), EOS]) {
      total += Math.log10(this.prob(u, v, t));
      u = v;
      v = t;
    }
    return { log10: total, tokens: tokens.length + 1 };
  }
}

/**
 * Encodes model data to the file format.
 *
 * @example
 * ```ts
 * writeArtifact('lm-ms.bin.gz', encodeNgram(data));
 * ```
 */
export function encodeNgram(d: NgramData): Uint8Array {
  const vocab = Buffer.from(d.vocab.join('\n'), 'utf8');
  const pad = (n: number): Uint8Array => new Uint8Array((8 - (n % 8)) % 8);
  const header = { vocabBytes: vocab.length, V: d.vocab.length, bigrams: d.biKeys.length, trigrams: d.triKeys.length, discounts: d.discounts };
  const headLen = MAGIC.length + 4 + Buffer.byteLength(JSON.stringify(header));
  const blocks: Uint8Array[] = [vocab, pad(headLen + vocab.length)];
  for (const arr of [d.biKeys, d.triKeys, d.uniCont, d.biCont, d.ctxTotal, d.ctxN, d.vTotal, d.vN, d.triCount]) blocks.push(new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength));
  return writeContainer(MAGIC, header, blocks);
}

/**
 * Decodes model bytes; raises `ModelError` when malformed.
 *
 * @example
 * ```ts
 * decodeNgram(readModel('lm-ms.bin.gz'), 'lm-ms.bin.gz').size; // vocabulary size
 * ```
 */
export function decodeNgram(bytes: Uint8Array, name: string): NgramModel {
  return new NgramModel(decodeNgramData(bytes, name));
}

/**
 * Decodes model bytes into the model's tables (its image); raises `ModelError` when malformed.
 *
 * @example
 * ```ts
 * decodeNgramData(readModel('lm-ms.bin.gz'), 'lm-ms.bin.gz').vocab.length; // vocabulary size
 * ```
 */
export function decodeNgramData(input: Uint8Array, name: string): NgramData {
  // Uint8Array in the signature, so the declarations need no Node types; a Buffer view over it inside.
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const { header, offset } = readContainer<{ vocabBytes: number; V: number; bigrams: number; trigrams: number; discounts: NgramData['discounts'] }>(bytes, MAGIC, name);
  const vocab = bytes.toString('utf8', offset, offset + header.vocabBytes).split('\n');
  expectModel(vocab.length === header.V && header.V <= 1 << 17, name, `a vocabulary of ${header.V} words`);
  let p = offset + header.vocabBytes;
  p += (8 - (p % 8)) % 8;
  const copy = new Uint8Array(bytes.subarray(p)).buffer;
  let q = 0;
  const take = <T>(Ctor: { new (b: ArrayBuffer, o: number, n: number): T; BYTES_PER_ELEMENT: number }, n: number): T => {
    expectModel(q + n * Ctor.BYTES_PER_ELEMENT <= copy.byteLength, name, 'all its tables');
    const arr = new Ctor(copy, q, n);
    q += n * Ctor.BYTES_PER_ELEMENT;
    return arr;
  };
  const biKeys = take(Float64Array, header.bigrams);
  const triKeys = take(Float64Array, header.trigrams);
  const data: NgramData = {
    vocab, biKeys, triKeys, discounts: header.discounts,
    uniCont: take(Uint32Array, header.V), biCont: take(Uint32Array, header.bigrams), ctxTotal: take(Uint32Array, header.bigrams),
    ctxN: take(Uint32Array, header.bigrams * 3), vTotal: take(Uint32Array, header.V), vN: take(Uint32Array, header.V * 3),
    triCount: take(Uint32Array, header.trigrams),
  };
  expectModel(q === copy.byteLength, name, 'no trailing bytes');
  return data;
}

/**
 * Loads a bundled language model.
 *
 * @example
 * ```ts
 * loadNgram('lm-ms.bin.gz').score(['jom', 'makan']);
 * ```
 */
export function loadNgram(file: string): NgramModel {
  return new NgramModel(modelImage(file, () => decodeNgramData(readModel(file), file)));
}
