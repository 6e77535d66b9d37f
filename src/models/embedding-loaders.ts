/**
 * Loaders for word-embedding files: word2vec text (`.txt`, fastText `.vec`), word2vec binary (`.bin`),
 * and fastText binary models (`.bin`, and quantised `.ftz`). Files are read in chunks, so a large `.vec`
 * never needs twice its size in memory. A missing or malformed file raises `ModelError`.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { ModelError } from '../errors.js';
import { decodeEmbeddingTables } from './embedding-format.js';
import { Embeddings } from './embeddings.js';
import { readModel } from './loader.js';
import { modelImage } from './shared.js';

const FASTTEXT_MAGIC = 793712314;

function missing(path: string): ModelError {
  return new ModelError('MANGLISH_ERR_MODEL_MISSING', `Expected an embedding file at ${path}, but there is none. Check the path.`, { path });
}

function malformed(path: string, what: string): ModelError {
  return new ModelError('MANGLISH_ERR_MODEL_MALFORMED', `Expected ${path} to be a word2vec or fastText file, but ${what}.`, { path });
}

/** The bundled model. */
export function bundledEmbeddings(): Embeddings {
  return new Embeddings(modelImage('embeddings.bin.gz', () => decodeEmbeddingTables(readModel('embeddings.bin.gz'), 'embeddings.bin.gz')));
}

/** A growable float buffer for files without a header. */
class Rows {
  data: Float32Array;
  n = 0;
  constructor(readonly dim: number, capacity: number) {
    this.data = new Float32Array(Math.max(1, capacity) * dim);
  }
  push(values: ArrayLike<number>): void {
    if ((this.n + 1) * this.dim > this.data.length) {
      const next = new Float32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data.set(values as ArrayLike<number>, this.n * this.dim);
    this.n++;
  }
  done(): Float32Array {
    return this.data.subarray(0, this.n * this.dim);
  }
}

/** word2vec / fastText `.vec` text: an optional `count dim` header, then `word v1 … vD` per line. */
async function loadText(path: string): Promise<Embeddings> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  const words: string[] = [];
  let rows: Rows | undefined;
  let dim = 0;
  let lineNo = 0;
  for await (const raw of lines) {
    lineNo++;
    const line = raw.trimEnd();
    if (line === '') continue;
    const parts = line.split(' ');
    if (lineNo === 1 && parts.length === 2 && /^\d+$/.test(parts[0] as string) && /^\d+$/.test(parts[1] as string)) {
      dim = Number(parts[1]);
      rows = new Rows(dim, Number(parts[0]));
      continue;
    }
    if (dim === 0) {
      dim = parts.length - 1;
      rows = new Rows(dim, 1024);
    }
    if (parts.length !== dim + 1) throw malformed(path, `line ${lineNo} has ${parts.length - 1} values where ${dim} were expected`);
    const values = new Float32Array(dim);
    for (let d = 0; d < dim; d++) {
      const x = Number(parts[d + 1]);
      if (!Number.isFinite(x)) throw malformed(path, `line ${lineNo} has a value that is not a number ("${parts[d + 1]}")`);
      values[d] = x;
    }
    words.push(parts[0] as string);
    rows?.push(values);
  }
  if (!rows || words.length === 0 || dim === 0) throw malformed(path, 'it holds no vectors');
  return new Embeddings({ dim, words, wordVectors: rows.done(), compose: 'own' });
}

/** Sequential reads from a file in chunks. */
class ChunkReader {
  private buf = Buffer.alloc(0);
  private pos = 0;
  private eof = false;
  constructor(private readonly fh: FileHandle, private readonly path: string) {}

  /** Reads until `need` bytes are buffered past the position (or the file ends); returns whether they are. */
  private async fill(need: number): Promise<boolean> {
    while (this.buf.length - this.pos < need && !this.eof) {
      const chunk = Buffer.alloc(Math.max(need, 1 << 20));
      const { bytesRead } = await this.fh.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) this.eof = true;
      this.buf = Buffer.concat([this.buf.subarray(this.pos), chunk.subarray(0, bytesRead)]);
      this.pos = 0;
    }
    return this.buf.length - this.pos >= need;
  }

  async bytes(n: number): Promise<Buffer> {
    if (!(await this.fill(n))) throw malformed(this.path, 'it ends too early');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  async int32(): Promise<number> {
    return (await this.bytes(4)).readInt32LE(0);
  }
  async int64(): Promise<number> {
    return Number((await this.bytes(8)).readBigInt64LE(0));
  }
  async float64(): Promise<number> {
    return (await this.bytes(8)).readDoubleLE(0);
  }
  async uint8(): Promise<number> {
    return (await this.bytes(1)).readUInt8(0);
  }
  async floats(n: number): Promise<Float32Array> {
    const b = await this.bytes(n * 4);
    return new Float32Array(new Uint8Array(b).buffer);
  }
  /** Bytes up to (not including) a terminator byte, which is consumed. */
  async until(terminator: number, max = 4096): Promise<Buffer> {
    for (;;) {
      const end = this.buf.indexOf(terminator, this.pos);
      if (end >= 0 && end - this.pos <= max) {
        const out = this.buf.subarray(this.pos, end);
        this.pos = end + 1;
        return out;
      }
      const have = this.buf.length - this.pos;
      if (end >= 0 || have > max || !(await this.fill(have + 1))) throw malformed(this.path, 'a word is not terminated where expected');
    }
  }

  /** Skips one optional newline byte. */
  async skipNewline(): Promise<void> {
    if ((await this.fill(1)) && this.buf[this.pos] === 0x0a) this.pos++;
  }
}

/** word2vec binary: `count dim\n`, then per word: the word, a space, dim float32, an optional newline. */
async function loadWord2vecBinary(fh: FileHandle, path: string): Promise<Embeddings> {
  const r = new ChunkReader(fh, path);
  const header = (await r.until(0x0a, 100)).toString('latin1').trim().split(/\s+/);
  const count = Number(header[0]);
  const dim = Number(header[1]);
  if (header.length !== 2 || !Number.isInteger(count) || !Number.isInteger(dim) || dim <= 0) throw malformed(path, 'its first line is not "count dim"');
  const words: string[] = [];
  const vectors = new Float32Array(count * dim);
  for (let i = 0; i < count; i++) {
    words.push((await r.until(0x20)).toString('utf8').replace(/^\n/, ''));
    vectors.set(await r.floats(dim), i * dim);
    await r.skipNewline();
  }
  return new Embeddings({ dim, words, wordVectors: vectors, compose: 'own' });
}

/** Reads a fastText product quantiser. */
async function readProductQuantizer(r: ChunkReader): Promise<{ dim: number; nsubq: number; dsub: number; lastdsub: number; centroids: Float32Array }> {
  const dim = await r.int32();
  const nsubq = await r.int32();
  const dsub = await r.int32();
  const lastdsub = await r.int32();
  return { dim, nsubq, dsub, lastdsub, centroids: await r.floats(dim * 256) };
}

/** Reads a fastText matrix (dense or quantised) into dense rows. */
async function readMatrix(r: ChunkReader, quantised: boolean): Promise<{ m: number; n: number; rows: Float32Array }> {
  if (!quantised) {
    const m = await r.int64();
    const n = await r.int64();
    return { m, n, rows: await r.floats(m * n) };
  }
  const qnorm = (await r.uint8()) !== 0;
  const m = await r.int64();
  const n = await r.int64();
  const codesize = await r.int32();
  const codes = new Uint8Array(await r.bytes(codesize));
  const pq = await readProductQuantizer(r);
  let normCodes: Uint8Array | undefined;
  let npq: Awaited<ReturnType<typeof readProductQuantizer>> | undefined;
  if (qnorm) {
    normCodes = new Uint8Array(await r.bytes(m));
    npq = await readProductQuantizer(r);
  }
  const rows = new Float32Array(m * n);
  const centroid = (q: typeof pq, sub: number, code: number): number => (sub === q.nsubq - 1 ? sub * 256 * q.dsub + code * q.lastdsub : (sub * 256 + code) * q.dsub);
  for (let i = 0; i < m; i++) {
    const norm = qnorm && npq && normCodes ? (npq.centroids[centroid(npq, 0, normCodes[i] as number)] as number) : 1;
    for (let s = 0; s < pq.nsubq; s++) {
      const d = s === pq.nsubq - 1 ? pq.lastdsub : pq.dsub;
      const c = centroid(pq, s, codes[i * pq.nsubq + s] as number);
      for (let k = 0; k < d; k++) rows[i * n + s * pq.dsub + k] = norm * (pq.centroids[c + k] as number);
    }
  }
  return { m, n, rows };
}

/** fastText `.bin` / `.ftz`: header, arguments, dictionary, then the input matrix (the output is not needed). */
async function loadFastTextBinary(fh: FileHandle, path: string): Promise<Embeddings> {
  const r = new ChunkReader(fh, path);
  if ((await r.int32()) !== FASTTEXT_MAGIC) throw malformed(path, 'it does not start with the fastText signature');
  const version = await r.int32();
  if (version > 12) throw malformed(path, `it is fastText format version ${version}, newer than the 12 this reader knows`);
  const dim = await r.int32();
  for (let i = 0; i < 7; i++) await r.int32(); // ws, epoch, minCount, neg, wordNgrams, loss, model
  const bucket = await r.int32();
  const minn = await r.int32();
  const maxn = await r.int32();
  await r.int32(); // lrUpdateRate
  await r.float64(); // t
  const size = await r.int32();
  const nwords = await r.int32();
  await r.int32(); // nlabels
  await r.int64(); // ntokens
  const pruneSize = await r.int64();
  const words: string[] = [];
  for (let i = 0; i < size; i++) {
    const word = (await r.until(0)).toString('utf8');
    await r.int64(); // count
    await r.uint8(); // type
    if (i < nwords) words.push(word);
  }
  const prune = new Map<number, number>();
  for (let i = 0; i < Math.max(0, pruneSize); i++) prune.set(await r.int32(), await r.int32());
  const quantised = (await r.uint8()) !== 0;
  const input = await readMatrix(r, quantised);
  if (input.n !== dim || input.m < nwords) throw malformed(path, `its input matrix is ${input.m}×${input.n}, not ${nwords}+ rows of ${dim}`);
  // With a pruned index, n-gram hashes map to rows through it; otherwise the rows follow the words directly.
  const ngramVectors = input.rows.subarray(nwords * dim);
  const ngramIndex = pruneSize > 0 ? new Map([...prune].filter(([, row]) => row >= 0)) : undefined;
  const buckets = pruneSize > 0 ? bucket : input.m - nwords;
  return new Embeddings({
    dim, words, wordVectors: input.rows.subarray(0, nwords * dim), ngramVectors, buckets: maxn > 0 ? buckets : 0, minn, maxn,
    compose: 'fasttext', ...(ngramIndex ? { ngramIndex } : {}),
  });
}

async function loadFile(path: string): Promise<Embeddings> {
  if (!existsSync(path) || !statSync(path).isFile()) throw missing(path);
  const fh = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await fh.read(head, 0, 4, 0);
    if (head.readInt32LE(0) === FASTTEXT_MAGIC) return await loadFastTextBinary(fh, path);
    if (/\.(bin)$/i.test(path)) return await loadWord2vecBinary(fh, path);
  } finally {
    await fh.close();
  }
  if (/\.(ftz)$/i.test(path)) throw malformed(path, 'it does not start with the fastText signature');
  return loadText(path);
}

/**
 * Opens a fastText model: the bundled Malay/English model when no path is given, otherwise a fastText
 * `.bin`/`.ftz` (unseen words get vectors from their character n-grams) or a `.vec`/word2vec file.
 *
 * @example
 * ```ts
 * const ft = await loadFasttext();
 * ft.mostSimilar('makan', 5);           // [{ word: 'nasi', similarity: … }, …]
 * ft.getVector('makanlah');             // from subwords, though unseen
 * ft.getSentenceVector('jom makan nasi lemak');
 * ```
 */
export async function loadFasttext(path?: string): Promise<Embeddings> {
  return path === undefined ? bundledEmbeddings() : loadFile(path);
}

/**
 * Opens a word2vec model: the bundled model when no path is given, otherwise a word2vec text or binary
 * file (or a fastText `.vec`).
 *
 * @example
 * ```ts
 * const w2v = await loadWord2vec('/models/malay.vec');
 * w2v.similarity('kereta', 'motosikal'); // 0.6…
 * ```
 */
export async function loadWord2vec(path?: string): Promise<Embeddings> {
  return path === undefined ? bundledEmbeddings() : loadFile(path);
}
