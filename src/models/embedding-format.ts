/**
 * The bundled embedding file (`models/embeddings.bin.gz`): composed word vectors and subword n-gram
 * vectors, each row quantised to int8 with its own scale.
 *
 * Layout: `MNLPEMB1`, header `{ dim, words, buckets, minn, maxn, wordBytes }`, the words joined by newlines,
 * padding to 4 bytes, float32 row scales (words, then n-grams), then int8 rows (words, then n-grams).
 */
import { readContainer, writeContainer } from './container.js';
import { Embeddings, type EmbeddingTables } from './embeddings.js';
import { expectModel } from './loader.js';

const MAGIC = 'MNLPEMB1';

function quantise(rows: ArrayLike<number>, dim: number): { scales: Float32Array; q: Int8Array } {
  const n = rows.length / dim;
  const scales = new Float32Array(n);
  const q = new Int8Array(rows.length);
  for (let r = 0; r < n; r++) {
    let max = 0;
    for (let d = 0; d < dim; d++) max = Math.max(max, Math.abs(rows[r * dim + d] as number));
    const s = max === 0 ? 1 : max / 127;
    scales[r] = s;
    for (let d = 0; d < dim; d++) q[r * dim + d] = Math.round((rows[r * dim + d] as number) / s);
  }
  return { scales, q };
}

/**
 * Encodes embedding tables (word vectors already composed) into the bundled format.
 *
 * @example
 * ```ts
 * writeArtifact('embeddings.bin.gz', encodeEmbeddings(tables));
 * ```
 */
export function encodeEmbeddings(t: EmbeddingTables): Uint8Array {
  const words = Buffer.from(t.words.join('\n'), 'utf8');
  const ngrams = t.ngramVectors ?? new Float32Array(0);
  const header = { dim: t.dim, words: t.words.length, buckets: t.buckets ?? 0, minn: t.minn ?? 3, maxn: t.maxn ?? 6, wordBytes: words.length };
  const start = MAGIC.length + 4 + Buffer.byteLength(JSON.stringify(header)) + words.length;
  const w = quantise(t.wordVectors, t.dim);
  const g = quantise(ngrams, t.dim);
  return writeContainer(MAGIC, header, [words, new Uint8Array((4 - (start % 4)) % 4), new Uint8Array(w.scales.buffer), new Uint8Array(g.scales.buffer), new Uint8Array(w.q.buffer), new Uint8Array(g.q.buffer)]);
}

/**
 * Decodes the bundled format into an {@link Embeddings} model; raises `ModelError` when malformed.
 *
 * @example
 * ```ts
 * decodeEmbeddings(readModel('embeddings.bin.gz'), 'embeddings.bin.gz').getVector('makan');
 * ```
 */
export function decodeEmbeddings(bytes: Buffer, name: string): Embeddings {
  return new Embeddings(decodeEmbeddingTables(bytes, name));
}

/**
 * Decodes the bundled format into its tables (the model's image); raises `ModelError` when malformed.
 *
 * @example
 * ```ts
 * decodeEmbeddingTables(readModel('embeddings.bin.gz'), 'embeddings.bin.gz').dim; // 48
 * ```
 */
export function decodeEmbeddingTables(bytes: Buffer, name: string): EmbeddingTables {
  const { header: h, offset } = readContainer<{ dim: number; words: number; buckets: number; minn: number; maxn: number; wordBytes: number }>(bytes, MAGIC, name);
  expectModel(Number.isInteger(h.dim) && h.dim > 0 && Number.isInteger(h.words), name, 'a dimension and a word count');
  const words = h.words === 0 ? [] : bytes.toString('utf8', offset, offset + h.wordBytes).split('\n');
  expectModel(words.length === h.words, name, `${h.words} words`);
  let p = offset + h.wordBytes;
  p += (4 - (p % 4)) % 4;
  const need = (h.words + h.buckets) * 4 + (h.words + h.buckets) * h.dim;
  expectModel(bytes.length - p === need, name, 'its vector tables');
  // The rows stay int8 with a scale each (dequantised as they are read): a quarter of the memory of floats.
  const buf = new Uint8Array(bytes.subarray(p)).buffer;
  const scales = new Float32Array(buf, 0, h.words + h.buckets);
  const q = new Int8Array(buf, (h.words + h.buckets) * 4);
  return {
    dim: h.dim, words, wordVectors: q.subarray(0, h.words * h.dim), wordScales: scales.subarray(0, h.words),
    ...(h.buckets > 0 ? { ngramVectors: q.subarray(h.words * h.dim), ngramScales: scales.subarray(h.words), buckets: h.buckets, minn: h.minn, maxn: h.maxn } : {}),
    compose: 'own',
  };
}
