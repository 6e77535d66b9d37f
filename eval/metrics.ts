/** Classification metrics shared by the trainers (for model cards) and the evaluation harness. */

/**
 * Micro-F1 of predicted items against gold items, example by example: a prediction is right when it
 * `match`es one of its example's gold items (by default, when equal).
 *
 * @example
 * ```ts
 * microF1([new Set(['makanan', 'harga'])], [new Set(['makanan'])]); // 0.667 (aspects of "sedap tapi mahal")
 * ```
 */
export function microF1<T>(gold: readonly Iterable<T>[], pred: readonly Iterable<T>[], match: (p: T, g: T) => boolean = Object.is): number {
  let tp = 0;
  let np = 0;
  let ng = 0;
  gold.forEach((items, i) => {
    const g = [...items];
    const p = [...(pred[i] ?? [])];
    tp += p.filter((x) => g.some((y) => match(x, y))).length;
    np += p.length;
    ng += g.length;
  });
  return tp === 0 ? 0 : (2 * tp) / (np + ng);
}

/** Fraction of predictions equal to the gold labels. */
export function accuracy(gold: readonly string[], pred: readonly string[]): number {
  let ok = 0;
  for (let i = 0; i < gold.length; i++) if (gold[i] === pred[i]) ok++;
  return gold.length === 0 ? 0 : ok / gold.length;
}

/** Per-class precision, recall and F1 over the classes that occur in gold or predictions. */
export function perClass(gold: readonly string[], pred: readonly string[]): Map<string, { p: number; r: number; f1: number; support: number }> {
  const labels = [...new Set([...gold, ...pred])].sort();
  const out = new Map<string, { p: number; r: number; f1: number; support: number }>();
  for (const label of labels) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (let i = 0; i < gold.length; i++) {
      if (pred[i] === label && gold[i] === label) tp++;
      else if (pred[i] === label) fp++;
      else if (gold[i] === label) fn++;
    }
    const p = tp + fp === 0 ? 0 : tp / (tp + fp);
    const r = tp + fn === 0 ? 0 : tp / (tp + fn);
    out.set(label, { p, r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r), support: tp + fn });
  }
  return out;
}

/** Macro-averaged F1 over the classes present in the gold labels. */
export function macroF1(gold: readonly string[], pred: readonly string[]): number {
  const stats = [...perClass(gold, pred).values()].filter((s) => s.support > 0);
  return stats.length === 0 ? 0 : stats.reduce((a, s) => a + s.f1, 0) / stats.length;
}

/** Share of gold `a` items predicted as `b`. */
export function confusion(gold: readonly string[], pred: readonly string[], a: string, b: string): number {
  let n = 0;
  let hit = 0;
  for (let i = 0; i < gold.length; i++) {
    if (gold[i] !== a) continue;
    n++;
    if (pred[i] === b) hit++;
  }
  return n === 0 ? 0 : hit / n;
}

/** Ranks of values, ties sharing their mean rank. */
function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && (order[j + 1] as readonly [number, number])[0] === (order[i] as readonly [number, number])[0]) j++;
    for (let k = i; k <= j; k++) r[(order[k] as readonly [number, number])[1]] = (i + j) / 2;
    i = j + 1;
  }
  return r;
}

/** Pearson correlation of two equal-length lists (0 when either is constant). */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += ((a[i] as number) - ma) * ((b[i] as number) - mb);
    saa += ((a[i] as number) - ma) ** 2;
    sbb += ((b[i] as number) - mb) ** 2;
  }
  return saa === 0 || sbb === 0 ? 0 : sab / Math.sqrt(saa * sbb);
}

/** Spearman rank correlation (Pearson on ranks, so ties are handled). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  return pearson(ranks(a), ranks(b));
}

/** Unigram ROUGE-1 F1 between a candidate and a reference (lower-cased word tokens, clipped counts). */
export function rouge1(candidate: string, reference: string): number {
  const bag = (s: string): Map<string, number> => {
    const m = new Map<string, number>();
    for (const w of s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) m.set(w, (m.get(w) ?? 0) + 1);
    return m;
  };
  const c = bag(candidate);
  const r = bag(reference);
  let overlap = 0;
  for (const [w, n] of c) overlap += Math.min(n, r.get(w) ?? 0);
  const nc = [...c.values()].reduce((s, x) => s + x, 0);
  const nr = [...r.values()].reduce((s, x) => s + x, 0);
  return overlap === 0 ? 0 : (2 * overlap) / (nc + nr);
}
