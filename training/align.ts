/**
 * Word alignment for the translator: IBM Model 1 with a diagonal prior (the reparameterisation of
 * fast_align, Dyer et al. 2013), trained by EM in each direction, then symmetrised with grow-diag-final-and.
 */

/** A sentence pair as word ids. */
export interface IdPair {
  readonly src: Int32Array;
  readonly tgt: Int32Array;
  /** How much the pair counts in EM (dictionary entries count less). */
  readonly weight: number;
}

/** Translation probabilities t(target word | source word); source id 0 is NULL. */
export type TTable = Map<number, number>;

const NULL_PROB = 0.08;
const DIAGONAL = 4;

/**
 * How much more likely a word is to align with the same string on the other side (a name, a number, a kept
 * Malaysian term such as `nasi lemak`). Without it the team's `Sedap gila nasi lemak ni` / `This nasi lemak is
 * really delicious` aligned `sedap gila` with `nasi`, and `Sedap gila` translated `Nasi`.
 */
const IDENTICAL_BOOST = 10;

/** The (source, target) pair keys whose two words are the same string; empty by default. */
export type IdenticalPairs = ReadonlySet<number>;
const NONE: IdenticalPairs = new Set();

/**
 * The pair keys of words written the same in both vocabularies (id 0, NULL, excluded).
 *
 * @example
 * ```ts
 * identicalPairs(new Map([['<null>', 0], ['nasi', 1]]), new Map([['<null>', 0], ['rice', 1], ['nasi', 2]])); // Set { pairKey(1, 2) }
 * ```
 */
export function identicalPairs(src: ReadonlyMap<string, number>, tgt: ReadonlyMap<string, number>): IdenticalPairs {
  const out = new Set<number>();
  for (const [w, s] of src) {
    const t = tgt.get(w);
    if (s !== 0 && t !== undefined && t !== 0) out.add(pairKey(s, t));
  }
  return out;
}

/** Key of a (source, target) word pair. */
export const pairKey = (s: number, t: number): number => s * 1_048_576 + t;

/** The diagonal prior's unnormalised weight of aligning target i of m to source j of n (both 1-based). */
function diagonal(i: number, m: number, j: number, n: number): number {
  return Math.exp(-DIAGONAL * Math.abs(i / m - j / n));
}

/**
 * EM for t(target | source) over the pairs (source words get a NULL at id 0); a link between the pair keys of
 * `identical` (words written the same on both sides) weighs {@link IDENTICAL_BOOST} times as much.
 *
 * @returns the translation table after `iterations` rounds
 */
export function trainModel1(pairs: readonly IdPair[], iterations: number, identical: IdenticalPairs = NONE): TTable {
  let t: TTable = new Map();
  for (let it = 0; it < iterations; it++) {
    const counts = new Map<number, number>();
    const totals = new Map<number, number>();
    for (const { src, tgt, weight } of pairs) {
      const n = src.length;
      const m = tgt.length;
      const probs = new Float64Array(n + 1);
      for (let i = 0; i < m; i++) {
        const f = tgt[i] as number;
        // Posterior over the source positions (and NULL) for target word i.
        let z = 0;
        probs[0] = NULL_PROB * (it === 0 ? 1 : t.get(pairKey(0, f)) ?? 1e-6);
        z += probs[0] as number;
        let dz = 0;
        for (let j = 1; j <= n; j++) dz += diagonal(i + 1, m, j, n);
        for (let j = 1; j <= n; j++) {
          const k = pairKey(src[j - 1] as number, f);
          const p = (1 - NULL_PROB) * (diagonal(i + 1, m, j, n) / dz) * (it === 0 ? 1 : t.get(k) ?? 1e-6) * (identical.has(k) ? IDENTICAL_BOOST : 1);
          probs[j] = p;
          z += p;
        }
        for (let j = 0; j <= n; j++) {
          const e = j === 0 ? 0 : (src[j - 1] as number);
          const c = (weight * (probs[j] as number)) / z;
          const k = pairKey(e, f);
          counts.set(k, (counts.get(k) ?? 0) + c);
          totals.set(e, (totals.get(e) ?? 0) + c);
        }
      }
    }
    t = new Map();
    for (const [k, c] of counts) {
      const e = Math.floor(k / 1_048_576);
      const p = c / (totals.get(e) as number);
      if (p > 1e-5) t.set(k, p);
    }
  }
  return t;
}

/** Viterbi alignment of each target word to a source position (-1 for NULL), with the same pull between identical words. */
export function viterbi(t: TTable, src: Int32Array, tgt: Int32Array, identical: IdenticalPairs = NONE): Int32Array {
  const n = src.length;
  const m = tgt.length;
  const out = new Int32Array(m).fill(-1);
  for (let i = 0; i < m; i++) {
    const f = tgt[i] as number;
    let dz = 0;
    for (let j = 1; j <= n; j++) dz += diagonal(i + 1, m, j, n);
    let best = NULL_PROB * (t.get(pairKey(0, f)) ?? 1e-6);
    for (let j = 1; j <= n; j++) {
      const k = pairKey(src[j - 1] as number, f);
      const p = (1 - NULL_PROB) * (diagonal(i + 1, m, j, n) / dz) * (t.get(k) ?? 1e-6) * (identical.has(k) ? IDENTICAL_BOOST : 1);
      if (p > best) {
        best = p;
        out[i] = j - 1;
      }
    }
  }
  return out;
}

/**
 * Symmetrises two directional alignments with grow-diag-final-and: start from the intersection, grow
 * into neighbouring points of the union whose words are still unaligned, then add union points linking two
 * unaligned words.
 *
 * @param ms2en - for each English word, its Malay position (-1 none)
 * @param en2ms - for each Malay word, its English position (-1 none)
 * @returns aligned [malay, english] position pairs
 */
export function symmetrise(ms2en: Int32Array, en2ms: Int32Array): [number, number][] {
  const union = new Set<number>();
  const inter = new Set<number>();
  const key = (a: number, b: number): number => a * 1024 + b;
  ms2en.forEach((a, e) => { if (a >= 0) union.add(key(a, e)); });
  en2ms.forEach((e, a) => {
    if (e < 0) return;
    if (union.has(key(a, e))) inter.add(key(a, e));
    union.add(key(a, e));
  });
  const points = new Set(inter);
  const msDone = new Set<number>();
  const enDone = new Set<number>();
  for (const p of points) { msDone.add(Math.floor(p / 1024)); enDone.add(p % 1024); }
  const neighbours = [[-1, 0], [0, -1], [1, 0], [0, 1], [-1, -1], [-1, 1], [1, -1], [1, 1]];
  for (let grown = true; grown;) {
    grown = false;
    for (const p of [...points]) {
      const a = Math.floor(p / 1024);
      const e = p % 1024;
      for (const [da, de] of neighbours) {
        const na = a + (da as number);
        const ne = e + (de as number);
        const k = key(na, ne);
        if (na < 0 || ne < 0 || points.has(k) || !union.has(k) || (msDone.has(na) && enDone.has(ne))) continue;
        points.add(k);
        msDone.add(na);
        enDone.add(ne);
        grown = true;
      }
    }
  }
  for (const k of union) {
    const a = Math.floor(k / 1024);
    const e = k % 1024;
    if (!points.has(k) && !msDone.has(a) && !enDone.has(e)) {
      points.add(k);
      msDone.add(a);
      enDone.add(e);
    }
  }
  return [...points].map((p) => [Math.floor(p / 1024), p % 1024] as [number, number]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
