import { describe, expect, it } from 'vitest';
import { decodeTagger, encodeTagger, forbiddenTransitions, viterbi } from '../../src/models/tagger.js';
import { TAGGER_FEATURES, tokenFeatureIds } from '../../src/analysis/tagger-features.js';

const BUCKETS = 1 << 12;
const TAGS = ['B-PER', 'I-PER', 'O'];

/** A small tagger with arbitrary but fixed weights. */
function tagger(): ReturnType<typeof decodeTagger> {
  const weights = new Float32Array(BUCKETS * TAGS.length).map((_, i) => ((i * 2654435761) % 97) / 97 - 0.5);
  const bytes = encodeTagger({ name: 't', tags: TAGS, buckets: BUCKETS, start: [0, 0, 0], transitions: new Array<number>(9).fill(0) }, weights);
  return decodeTagger(Buffer.from(bytes), 't', TAGGER_FEATURES);
}

describe('tagger runtime', () => {
  it('scores emissions from remembered word sums exactly as a cold tagger does', () => {
    const model = tagger();
    const words = ['Tun', 'Mahathir', 'balik', 'Langkawi', 'lah', 'Tun'];
    const { ids, offsets } = tokenFeatureIds(words, BUCKETS);
    for (let round = 0; round < 2; round++) {
      const em = model.emissions(words);
      const fresh = tagger(); // a cold memo
      const direct = fresh.emissions(words);
      expect([...em]).toEqual([...direct]);
      expect(offsets[words.length]).toBe(ids.length);
    }
  });

  it('decodes the best path, honours fixed tags and never puts I-X after O', () => {
    const k = 3;
    // Emissions favour I-PER everywhere; BIO rules forbid it at the start and after O.
    const em = new Float64Array([0, 5, 1, 0, 5, 1, 0, 5, 1]);
    const path = viterbi(em, k, [0, 0, 0], new Array<number>(9).fill(0), forbiddenTransitions(TAGS));
    expect(path[0]).not.toBe(1);
    path.forEach((t, i) => {
      if (t === 1) expect([0, 1]).toContain(path[i - 1]);
    });
    expect(viterbi(em, k, [0, 0, 0], new Array<number>(9).fill(0), undefined, Int32Array.from([2, -1, 2]))).toEqual([2, 1, 2]);
    expect(viterbi(new Float64Array(0), k, [0, 0, 0], new Array<number>(9).fill(0))).toEqual([]);
  });

  it('keeps BIOES entities well formed: opened names go on or close, E- and I- only inside', () => {
    const tags = ['B-PER', 'I-PER', 'E-PER', 'S-PER', 'S-LOC', 'O'];
    const rule = forbiddenTransitions(tags);
    const allowed = (from: string | undefined, to: string): boolean => !rule(from === undefined ? -1 : tags.indexOf(from), tags.indexOf(to));
    expect(allowed(undefined, 'B-PER')).toBe(true);
    expect(allowed(undefined, 'E-PER')).toBe(false);
    expect(allowed('B-PER', 'E-PER')).toBe(true);
    expect(allowed('B-PER', 'O')).toBe(false);
    expect(allowed('I-PER', 'S-LOC')).toBe(false);
    expect(allowed('E-PER', 'S-LOC')).toBe(true);
    expect(allowed('S-PER', 'I-PER')).toBe(false);
    // P-X, the outside word before an X entity: only an X entity follows it.
    const marked = ['S-LOC', 'P-LOC', 'S-PER', 'B-PER', 'O'];
    const next = forbiddenTransitions(marked);
    const ok = (from: string | undefined, to: string): boolean => !next(from === undefined ? -1 : marked.indexOf(from), marked.indexOf(to));
    expect(ok('S-LOC', 'P-LOC')).toBe(true);
    expect(ok(undefined, 'P-LOC')).toBe(true);
    expect(ok('P-LOC', 'S-LOC')).toBe(true);
    expect(ok('P-LOC', 'S-PER')).toBe(false);
    expect(ok('P-LOC', 'O')).toBe(false);
    expect(ok('B-PER', 'P-LOC')).toBe(false);
    // Emissions favour B-PER at every position; the rules close each name before the next begins.
    const em = new Float64Array(4 * tags.length).map((_, i) => (i % tags.length === 0 ? 3 : i % tags.length === 2 ? 1 : 0));
    const path = viterbi(em, tags.length, new Array<number>(tags.length).fill(0), new Array<number>(tags.length ** 2).fill(0), rule).map((t) => tags[t]);
    path.forEach((t, i) => {
      if (i > 0) expect(allowed(path[i - 1], t as string)).toBe(true);
    });
  });
});

describe('row-quantised weights (MNLPTAG2)', () => {
  it('decode to emissions within a row scale of the float weights, and tag as the int16 file does', () => {
    const weights = new Float32Array(BUCKETS * TAGS.length).map((_, i) => ((i * 2654435761) % 97) / 97 - 0.5);
    const base = { name: 't', tags: TAGS, buckets: BUCKETS, start: [0, 0, 0], transitions: new Array<number>(9).fill(0) };
    const rows = decodeTagger(Buffer.from(encodeTagger(base, weights, { rowQuantised: true })), 't', TAGGER_FEATURES);
    const int16 = decodeTagger(Buffer.from(encodeTagger(base, weights)), 't', TAGGER_FEATURES);
    const words = ['Datuk', 'Seri', 'Anwar', 'melawat', 'Kuala', 'Lumpur'];
    const [a, b] = [rows.emissions(words), int16.emissions(words)];
    a.forEach((x, i) => expect(x).toBeCloseTo(b[i] as number, 1));
    expect(rows.tag(words)).toEqual(int16.tag(words));
  });

  it('refuse a file cut short', () => {
    const weights = new Float32Array(BUCKETS * TAGS.length).fill(0.25);
    const bytes = encodeTagger({ name: 't', tags: TAGS, buckets: BUCKETS, start: [0, 0, 0], transitions: new Array<number>(9).fill(0) }, weights, { rowQuantised: true });
    expect(() => decodeTagger(Buffer.from(bytes).subarray(0, bytes.length - 1), 't', TAGGER_FEATURES)).toThrow(/row scales/);
  });
});
