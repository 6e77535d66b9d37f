/** Classification metrics shared by the trainers (for model cards) and the evaluation harness. */

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
