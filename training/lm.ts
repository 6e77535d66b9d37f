/**
 * Trains the trigram language models `models/lm-<lang>.bin.gz` (interpolated modified Kneser-Ney) from the
 * assembled corpus, and reports held-out perplexity.
 */
import { BOS, EOS, NUM, SPECIALS, decodeNgram, encodeNgram, type NgramData } from '../src/models/ngram.js';
import { lmTokens } from '../src/analysis/generate.js';
import type { CorpusLang } from './corpora.js';
import { assembleCorpus, describeCorpus } from './corpus.js';
import { log, sizeOf, writeArtifact, writeCard } from './common.js';

/** Words seen fewer times than this become `<unk>`. */
const MIN_COUNT = 2;
/** Largest vocabulary (keys must stay exact in a double). */
const MAX_VOCAB = (1 << 17) - 1;

function discounts(counts: Iterable<number>): number[] {
  const n = [0, 0, 0, 0, 0];
  for (const c of counts) if (c <= 4) n[c] = (n[c] as number) + 1;
  const [, n1 = 1, n2 = 1, n3 = 1, n4 = 1] = n;
  const y = n1 / (n1 + 2 * n2);
  return [1 - 2 * y * (n2 / n1), 2 - 3 * y * (n3 / n2), 3 - 4 * y * (n4 / n3)].map((d) => Math.round(Math.max(0.05, d) * 1e6) / 1e6);
}

/** Builds model data from tokenised sentences. */
export function buildNgram(sentences: readonly (readonly string[])[]): NgramData {
  // 1. Vocabulary: specials, then words seen at least MIN_COUNT times, most frequent first.
  const freq = new Map<string, number>();
  for (const s of sentences) for (const t of s) if (!/^\d/.test(t)) freq.set(t, (freq.get(t) ?? 0) + 1);
  const words = [...freq.entries()].filter(([, c]) => c >= MIN_COUNT).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_VOCAB - SPECIALS.length).map(([w]) => w);
  const vocab = [...SPECIALS, ...words];
  const V = vocab.length;
  const index = new Map(vocab.map((w, i) => [w, i]));
  const id = (t: string): number => (/^\d/.test(t) ? NUM : (index.get(t) ?? 0));
  // 2. Trigram counts with two start markers and an end marker per sentence.
  const tri = new Map<number, number>();
  for (const s of sentences) {
    let u = BOS;
    let v = BOS;
    for (const w of [...s.map(id), EOS]) {
      const key = (u * V + v) * V + w;
      tri.set(key, (tri.get(key) ?? 0) + 1);
      u = v;
      v = w;
    }
  }
  // 3. Bigram continuation counts N1+(·vw), context totals and N1/N2/N3+ per trigram context (u, v).
  const biCont = new Map<number, number>();
  const ctx = new Map<number, [number, number, number, number]>();
  for (const [key, c] of tri) {
    const w = key % V;
    const uv = Math.floor(key / V);
    const vw = (uv % V) * V + w;
    biCont.set(vw, (biCont.get(vw) ?? 0) + 1);
    const s = ctx.get(uv) ?? [0, 0, 0, 0];
    s[0] += c;
    s[Math.min(c, 3)] += 1;
    ctx.set(uv, s);
  }
  // 4. Unigram continuation counts and per-word bigram-context statistics.
  const uniCont = new Uint32Array(V);
  const vTotal = new Uint32Array(V);
  const vN = new Uint32Array(V * 3);
  for (const [vw, c] of biCont) {
    const v = Math.floor(vw / V);
    uniCont[vw % V] = (uniCont[vw % V] as number) + 1;
    vTotal[v] = (vTotal[v] as number) + c;
    vN[3 * v + Math.min(c, 3) - 1] = (vN[3 * v + Math.min(c, 3) - 1] as number) + 1;
  }
  // 5. The bigram table: every continuation bigram and every trigram context, sorted.
  const biKeys = Float64Array.from(new Set([...biCont.keys(), ...ctx.keys()])).sort();
  const biContArr = new Uint32Array(biKeys.length);
  const ctxTotal = new Uint32Array(biKeys.length);
  const ctxN = new Uint32Array(biKeys.length * 3);
  biKeys.forEach((k, i) => {
    biContArr[i] = biCont.get(k) ?? 0;
    const s = ctx.get(k);
    if (s) {
      ctxTotal[i] = s[0];
      ctxN.set([s[1], s[2], s[3]], i * 3);
    }
  });
  // 6. Discounts from count-of-counts, then prune trigrams seen once (their mass stays with the back-off).
  const d = { tri: discounts(tri.values()), bi: discounts(biCont.values()) };
  const kept = [...tri.entries()].filter(([, c]) => c >= 2).sort((a, b) => a[0] - b[0]);
  return {
    vocab, uniCont, biKeys, biCont: biContArr, ctxTotal, ctxN, vTotal, vN,
    triKeys: Float64Array.from(kept.map(([k]) => k)), triCount: Uint32Array.from(kept.map(([, c]) => c)), discounts: d,
  };
}

/** Perplexity of a model on held-out sentences. */
export function perplexity(model: ReturnType<typeof decodeNgram>, sentences: readonly (readonly string[])[]): number {
  let log10 = 0;
  let n = 0;
  for (const s of sentences) {
    const r = model.score(s);
    log10 += r.log10;
    n += r.tokens;
  }
  return 10 ** (-log10 / n);
}

export function trainLanguageModel(lang: CorpusLang): void {
  const corpus = assembleCorpus(lang);
  const train = corpus.train.map(lmTokens).filter((s) => s.length > 0);
  const held = corpus.heldOut.map(lmTokens).filter((s) => s.length > 0);
  const data = buildNgram(train);
  const bytes = encodeNgram(data);
  const path = writeArtifact(`lm-${lang}.bin.gz`, bytes);
  const model = decodeNgram(Buffer.from(bytes), `lm-${lang}.bin.gz`);
  const ppl = perplexity(model, held);
  log(`lm-${lang}: V=${data.vocab.length}, ${data.biKeys.length} bigrams, ${data.triKeys.length} trigrams, held-out perplexity ${ppl.toFixed(1)}, ${sizeOf(path)}`);
  writeCard(`lm-${lang}`, {
    language: lang === 'ms' ? 'Malay' : 'English', lang,
    uses: lang === 'en' ? ' and the translator (English side)' : ', the translator (Malay side) and spelling correction, which re-ranks its candidates by how well they follow the two words before',
    corpus: describeCorpus(corpus), vocab: data.vocab.length, minCount: MIN_COUNT, bigrams: data.biKeys.length, trigrams: data.triKeys.length,
    triDiscounts: data.discounts.tri.join(', '), biDiscounts: data.discounts.bi.join(', '), size: sizeOf(path),
    perplexity: ppl.toFixed(1), held: held.length, tokens: held.reduce((n, s) => n + s.length + 1, 0),
  }, 'lm');
}

export function trainLanguageModels(): void {
  trainLanguageModel('ms');
  trainLanguageModel('en');
}
