/** Machine-translation metrics: corpus chrF (chrF2, as sacreBLEU computes it) and corpus BLEU (4-gram). */

function charNgrams(s: string, n: number): Map<string, number> {
  const text = s.replace(/\s+/g, '');
  const m = new Map<string, number>();
  for (let i = 0; i + n <= text.length; i++) {
    const g = text.slice(i, i + n);
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

/**
 * Corpus chrF (character n-grams 1–6, whitespace ignored, β = 2), 0–100: per-order precision and recall from
 * corpus totals, averaged over orders, combined as F-beta.
 */
export function chrF(hypotheses: readonly string[], references: readonly string[], order = 6, beta = 2): number {
  let pSum = 0;
  let rSum = 0;
  let orders = 0;
  for (let n = 1; n <= order; n++) {
    let match = 0;
    let hypTotal = 0;
    let refTotal = 0;
    hypotheses.forEach((h, i) => {
      const hg = charNgrams(h, n);
      const rg = charNgrams(references[i] ?? '', n);
      for (const [g, c] of hg) {
        hypTotal += c;
        match += Math.min(c, rg.get(g) ?? 0);
      }
      for (const c of rg.values()) refTotal += c;
    });
    if (hypTotal === 0 || refTotal === 0) continue;
    pSum += match / hypTotal;
    rSum += match / refTotal;
    orders++;
  }
  if (orders === 0) return 0;
  const p = pSum / orders;
  const r = rSum / orders;
  return p + r === 0 ? 0 : (100 * (1 + beta * beta) * p * r) / (beta * beta * p + r);
}

/** Tokenises for BLEU like sacreBLEU's 13a: punctuation split off words. */
function bleuTokens(s: string): string[] {
  return s.replace(/([^\p{L}\p{N}\s'])/gu, ' $1 ').replace(/(\p{L})'(\p{L})/gu, "$1'$2").trim().split(/\s+/).filter((t) => t !== '');
}

/** Corpus BLEU (up to 4-grams, brevity penalty, no smoothing), 0–100. */
export function bleu(hypotheses: readonly string[], references: readonly string[]): number {
  const matches = [0, 0, 0, 0];
  const totals = [0, 0, 0, 0];
  let hypLen = 0;
  let refLen = 0;
  hypotheses.forEach((h, i) => {
    const ht = bleuTokens(h);
    const rt = bleuTokens(references[i] ?? '');
    hypLen += ht.length;
    refLen += rt.length;
    for (let n = 1; n <= 4; n++) {
      const count = (t: string[]): Map<string, number> => {
        const m = new Map<string, number>();
        for (let k = 0; k + n <= t.length; k++) m.set(t.slice(k, k + n).join(' '), (m.get(t.slice(k, k + n).join(' ')) ?? 0) + 1);
        return m;
      };
      const hc = count(ht);
      const rc = count(rt);
      for (const [g, c] of hc) {
        matches[n - 1] = (matches[n - 1] as number) + Math.min(c, rc.get(g) ?? 0);
        totals[n - 1] = (totals[n - 1] as number) + c;
      }
    }
  });
  if (matches.some((m) => m === 0)) return 0;
  const logPrecision = matches.reduce((a, m, i) => a + Math.log(m / (totals[i] as number)), 0) / 4;
  const bp = hypLen >= refLen ? 1 : Math.exp(1 - refLen / Math.max(hypLen, 1));
  return 100 * bp * Math.exp(logPrecision);
}
