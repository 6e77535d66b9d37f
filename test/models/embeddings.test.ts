import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModelError } from '../../src/errors.js';
import { loadFasttext, loadWord2vec } from '../../src/models/embedding-loaders.js';
import { fastTextHash, subwordBuckets } from '../../src/models/embeddings.js';

const dir = mkdtempSync(join(tmpdir(), 'manglish-emb-'));
const WORDS = ['makan', 'minum', 'kereta'];
const VECS = [[1, 0, 0, 0], [0.9, 0.1, 0, 0], [0, 0, 1, 0]];

function int32(n: number): Buffer { const b = Buffer.alloc(4); b.writeInt32LE(n); return b; }
function int64(n: number): Buffer { const b = Buffer.alloc(8); b.writeBigInt64LE(BigInt(n)); return b; }
function f32(xs: number[]): Buffer { return Buffer.from(new Float32Array(xs).buffer); }

/** A fastText binary model: dense (.bin) or product-quantised with a pruned n-gram index (.ftz). */
function fastTextFile(quantised: boolean): { bytes: Buffer; ngramRows: number[][]; bucket: number } {
  const dim = 4;
  const bucket = 16;
  const minn = 3;
  const maxn = 4;
  const parts: Buffer[] = [int32(793712314), int32(12)];
  parts.push(int32(dim), int32(5), int32(5), int32(1), int32(5), int32(1), int32(1), int32(2), int32(bucket), int32(minn), int32(maxn), int32(100));
  parts.push(Buffer.from(new Float64Array([1e-4]).buffer));
  const pruned = quantised ? [[3, 0], [7, 1]] : [];
  parts.push(int32(WORDS.length), int32(WORDS.length), int32(0), int64(100), int64(pruned.length));
  for (const w of WORDS) parts.push(Buffer.from(`${w}\0`, 'utf8'), int64(10), Buffer.from([0]));
  for (const [a, b] of pruned) parts.push(int32(a as number), int32(b as number));
  parts.push(Buffer.from([quantised ? 1 : 0]));
  const ngramRows = quantised ? [[0.5, 0.5, 0.5, 0.5], [-0.5, 0.5, -0.5, 0.5]] : Array.from({ length: bucket }, (_, i) => [i / 10, 0, 0, 1]);
  const rows = [...VECS, ...ngramRows];
  if (!quantised) {
    parts.push(int64(rows.length), int64(dim), f32(rows.flat()));
  } else {
    // Two sub-quantisers of two dimensions; code i of each selects centroid i; each row gets its own codes.
    const codes: number[] = [];
    const centroids = new Float32Array(dim * 256);
    rows.forEach((row, i) => {
      codes.push(i, i);
      centroids.set([row[0] as number, row[1] as number], (0 * 256 + i) * 2);
      centroids.set([row[2] as number, row[3] as number], 1 * 256 * 2 + i * 2);
    });
    parts.push(Buffer.from([0]), int64(rows.length), int64(dim), int32(codes.length), Buffer.from(codes));
    parts.push(int32(dim), int32(2), int32(2), int32(2), Buffer.from(centroids.buffer));
  }
  parts.push(Buffer.from([0]), int64(1), int64(dim), f32([0, 0, 0, 0]));
  return { bytes: Buffer.concat(parts), ngramRows, bucket };
}

describe('embedding loaders', () => {
  it('reads word2vec text (with a header) and .vec without one', async () => {
    const text = join(dir, 'a.txt');
    writeFileSync(text, `3 4\n${WORDS.map((w, i) => `${w} ${(VECS[i] as number[]).join(' ')}`).join('\n')}\n`);
    const m = await loadWord2vec(text);
    expect(m.dim).toBe(4);
    expect(m.size).toBe(3);
    expect(Array.from(m.getVector('minum') ?? [])).toEqual([0.9, 0.1, 0, 0].map((x) => Math.fround(x)));
    expect(m.mostSimilar('makan', 1)[0]?.word).toBe('minum');
    expect(m.similarity('makan', 'kereta')).toBe(0);
    const vec = join(dir, 'b.vec');
    writeFileSync(vec, WORDS.map((w, i) => `${w} ${(VECS[i] as number[]).join(' ')}`).join('\n'));
    expect((await loadFasttext(vec)).size).toBe(3);
  });

  it('reads word2vec binary', async () => {
    const path = join(dir, 'c.bin');
    writeFileSync(path, Buffer.concat([Buffer.from('3 4\n'), ...WORDS.flatMap((w, i) => [Buffer.from(`${w} `), f32(VECS[i] as number[]), Buffer.from('\n')])]));
    const m = await loadWord2vec(path);
    expect(m.words()).toEqual(WORDS);
    expect(Array.from(m.getVector('kereta') ?? [])).toEqual([0, 0, 1, 0]);
  });

  it('reads a fastText .bin, composing known words and building unseen ones from subwords', async () => {
    const { bytes, ngramRows, bucket } = fastTextFile(false);
    const path = join(dir, 'd.bin');
    writeFileSync(path, bytes);
    const m = await loadFasttext(path);
    expect(m.subwords).toBe(true);
    const ids = subwordBuckets('makan', 3, 4, bucket);
    const expected = [1, 0, 0, 0].map((x, d) => (x + ids.reduce((a, id) => a + (ngramRows[id]?.[d] as number), 0)) / (ids.length + 1));
    Array.from(m.getVector('makan') ?? []).forEach((x, d) => expect(x).toBeCloseTo(expected[d] as number, 5));
    const unseen = m.getVector('makanlah');
    expect(unseen).toBeDefined();
    expect(m.getSentenceVector('makan minum')).toHaveLength(4);
  });

  it('reads a quantised .ftz with a pruned n-gram index', async () => {
    const { bytes } = fastTextFile(true);
    const path = join(dir, 'e.ftz');
    writeFileSync(path, bytes);
    const m = await loadFasttext(path);
    expect(m.words()).toEqual(WORDS);
    const candidates = ['zzzz', 'qq', 'xyzw', 'abab', 'pqrs', 'mnop', 'zz', 'kk'];
    const kept = (w: string): boolean => subwordBuckets(w, 3, 4, 16).some((b) => b === 3 || b === 7);
    const none = candidates.find((w) => !kept(w)) as string;
    const some = candidates.find(kept) as string;
    expect(m.getVector(none)).toBeUndefined();
    expect(m.getVector(some)).toBeDefined();
    const rowOf: Record<number, number[]> = { 3: [0.5, 0.5, 0.5, 0.5], 7: [-0.5, 0.5, -0.5, 0.5] };
    const hits = subwordBuckets('kereta', 3, 4, 16).filter((b) => rowOf[b]);
    const expected = [0, 0, 1, 0].map((x, d) => (x + hits.reduce((a, b) => a + (rowOf[b]?.[d] as number), 0)) / (hits.length + 1));
    Array.from(m.getVector('kereta') ?? []).forEach((x, d) => expect(x).toBeCloseTo(expected[d] as number, 5));
  });

  it('raises ModelError for a missing or malformed file', async () => {
    await expect(loadWord2vec(join(dir, 'nope.vec'))).rejects.toMatchObject({ code: 'MANGLISH_ERR_MODEL_MISSING' });
    const bad = join(dir, 'bad.vec');
    writeFileSync(bad, '2 3\nmakan 1 2 3\nminum 1 x 3\n');
    await expect(loadWord2vec(bad)).rejects.toBeInstanceOf(ModelError);
    const short = join(dir, 'short.bin');
    writeFileSync(short, fastTextFile(false).bytes.subarray(0, 100));
    await expect(loadFasttext(short)).rejects.toMatchObject({ code: 'MANGLISH_ERR_MODEL_MALFORMED' });
    const empty = join(dir, 'empty.txt');
    writeFileSync(empty, '');
    await expect(loadWord2vec(empty)).rejects.toBeInstanceOf(ModelError);
  });

  it('hashes like fastText (FNV-1a with sign-extended bytes)', () => {
    expect(fastTextHash(new TextEncoder().encode('<ma'))).toBe(fastTextHash(new TextEncoder().encode('<ma')));
    expect(subwordBuckets('é', 1, 1, 100)).toHaveLength(1);
  });
});

describe('the bundled model', () => {
  it('opens with no path and gives semantic neighbours and subword vectors', async () => {
    const m = await loadFasttext();
    expect(m.dim).toBe(48);
    expect(m.mostSimilar('makan', 10).map((n) => n.word)).toContain('nasi');
    expect(m.getVector('makanlahhh')).toBeDefined();
    expect((await loadWord2vec()).size).toBe(m.size);
  });
});
