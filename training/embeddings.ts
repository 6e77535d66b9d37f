/**
 * Trains the bundled word embeddings `models/embeddings.bin.gz`: skip-gram with negative sampling and
 * character n-gram subwords (fastText's model, Bojanowski et al. 2017), written in TypeScript, on the
 * assembled Malay and English corpora. Deterministic (seeded initialisation, sampling and shuffling).
 */
import { encodeEmbeddings, decodeEmbeddings } from '../src/models/embedding-format.js';
import { subwordBuckets, type Embeddings } from '../src/models/embeddings.js';
import { assembleCorpus, describeCorpus } from './corpus.js';
import { log, readTeamTable, rng, sizeOf, writeArtifact, writeCard } from './common.js';
import { spearman } from '../eval/metrics.js';

/** Hyper-parameters (chosen for a ~0.7 M-token corpus and a small shipped file). */
export const EMBEDDING_PARAMS = { dim: 48, window: 5, negatives: 5, epochs: 8, minCount: 3, minn: 3, maxn: 5, buckets: 1 << 16, lr: 0.05, sample: 1e-4, seed: 2024, wordWeight: 0.75 } as const;

const TOKEN = /[\p{L}][\p{L}\p{M}'’-]*/gu;

function tokens(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}

/** Trains skip-gram with subwords; returns the composed word vectors and the n-gram rows. */
export function trainSkipgram(sentences: readonly (readonly string[])[], p = EMBEDDING_PARAMS): { words: string[]; wordVectors: Float32Array; ngramVectors: Float32Array } {
  const rand = rng(p.seed);
  // 1. Vocabulary (count ≥ minCount, most frequent first) and each word's subword rows.
  const counts = new Map<string, number>();
  for (const s of sentences) for (const w of s) counts.set(w, (counts.get(w) ?? 0) + 1);
  const words = [...counts.entries()].filter(([, c]) => c >= p.minCount).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const V = words.length;
  const index = new Map(words.map((w, i) => [w, i]));
  const subs = words.map((w, i) => Int32Array.from([i, ...subwordBuckets(w, p.minn, p.maxn, p.buckets).map((b) => V + b)]));
  // The word's own row weighs `wordWeight`; its n-gram rows share the rest (fastText gives every row 1/(n+1)).
  const weights = subs.map((rows) => (rows.length === 1 ? Float32Array.of(1) : Float32Array.from(rows, (_, k) => (k === 0 ? p.wordWeight : (1 - p.wordWeight) / (rows.length - 1)))));
  const freq = words.map((w) => counts.get(w) as number);
  const total = freq.reduce((a, b) => a + b, 0);
  // 2. Parameters: input rows (words + n-gram buckets) small random, output rows zero.
  const dim = p.dim;
  const input = new Float32Array((V + p.buckets) * dim).map(() => (rand() * 2 - 1) / dim);
  const output = new Float32Array(V * dim);
  // 3. Negative-sampling table over unigram^0.75.
  const table = new Int32Array(2_000_000);
  const pow = freq.map((f) => f ** 0.75);
  const powSum = pow.reduce((a, b) => a + b, 0);
  for (let i = 0, w = 0, acc = (pow[0] as number) / powSum; i < table.length; i++) {
    if (i / table.length > acc && w < V - 1) acc += (pow[++w] as number) / powSum;
    table[i] = w;
  }
  const keep = freq.map((f) => Math.min(1, Math.sqrt(p.sample / (f / total)) + p.sample / (f / total)));
  const ids = sentences.map((s) => Int32Array.from(s.map((w) => index.get(w) ?? -1).filter((x) => x >= 0)));
  const totalSteps = p.epochs * ids.reduce((n, s) => n + s.length, 0);
  const h = new Float32Array(dim);
  const grad = new Float32Array(dim);
  let step = 0;
  // 4. SGD over (centre, context) pairs with a linearly decaying learning rate.
  for (let epoch = 0; epoch < p.epochs; epoch++) {
    for (const sent of ids) {
      const kept = Array.from(sent).filter((w) => rand() < (keep[w] as number));
      for (let i = 0; i < kept.length; i++) {
        step++;
        const lr = p.lr * Math.max(0.0001, 1 - step / totalSteps);
        const rows = subs[kept[i] as number] as Int32Array;
        const wts = weights[kept[i] as number] as Float32Array;
        const b = 1 + Math.floor(rand() * p.window);
        for (let j = Math.max(0, i - b); j <= Math.min(kept.length - 1, i + b); j++) {
          if (j === i) continue;
          h.fill(0);
          for (let k = 0; k < rows.length; k++) {
            const r = rows[k] as number;
            const wt = wts[k] as number;
            for (let d = 0; d < dim; d++) h[d] = (h[d] as number) + wt * (input[r * dim + d] as number);
          }
          grad.fill(0);
          for (let k = 0; k <= p.negatives; k++) {
            const target = k === 0 ? (kept[j] as number) : (table[Math.floor(rand() * table.length)] as number);
            if (k > 0 && target === kept[j]) continue;
            let dot = 0;
            for (let d = 0; d < dim; d++) dot += (h[d] as number) * (output[target * dim + d] as number);
            const score = 1 / (1 + Math.exp(-Math.max(-8, Math.min(8, dot))));
            const g = lr * ((k === 0 ? 1 : 0) - score);
            for (let d = 0; d < dim; d++) {
              grad[d] = (grad[d] as number) + g * (output[target * dim + d] as number);
              output[target * dim + d] = (output[target * dim + d] as number) + g * (h[d] as number);
            }
          }
          for (let k = 0; k < rows.length; k++) {
            const r = rows[k] as number;
            const wt = wts[k] as number;
            for (let d = 0; d < dim; d++) input[r * dim + d] = (input[r * dim + d] as number) + wt * (grad[d] as number);
          }
        }
      }
    }
    log(`embeddings: epoch ${epoch + 1}/${p.epochs}`);
  }
  // 5. Compose each word's vector (its row and its n-gram rows, weighted as in training) for shipping.
  const wordVectors = new Float32Array(V * dim);
  for (let i = 0; i < V; i++) {
    const rows = subs[i] as Int32Array;
    const wts = weights[i] as Float32Array;
    for (let k = 0; k < rows.length; k++) for (let d = 0; d < dim; d++) wordVectors[i * dim + d] = (wordVectors[i * dim + d] as number) + (wts[k] as number) * (input[(rows[k] as number) * dim + d] as number);
  }
  return { words, wordVectors, ngramVectors: input.slice(V * dim) };
}

/** The team-written word-pair similarity set (training/data/word-similarity.tsv): pairs with human scores 0–10. */
export function wordSimilarityCheck(model: Embeddings): { spearman: number; pairs: number } {
  const rows = readTeamTable('word-similarity.tsv');
  const human = rows.map((r) => Number(r[2]));
  const machine = rows.map((r) => model.similarity(r[0] as string, r[1] as string));
  return { spearman: spearman(human, machine), pairs: rows.length };
}

export function trainEmbeddings(): void {
  const ms = assembleCorpus('ms');
  const en = assembleCorpus('en');
  const sentences = [...ms.train, ...en.train].map(tokens).filter((s) => s.length > 1);
  const trained = trainSkipgram(sentences);
  const p = EMBEDDING_PARAMS;
  const bytes = encodeEmbeddings({ dim: p.dim, words: trained.words, wordVectors: trained.wordVectors, ngramVectors: trained.ngramVectors, buckets: p.buckets, minn: p.minn, maxn: p.maxn });
  const path = writeArtifact('embeddings.bin.gz', bytes);
  const model = decodeEmbeddings(Buffer.from(bytes), 'embeddings.bin.gz');
  const check = wordSimilarityCheck(model);
  const probe = ['makan', 'kereta', 'kerajaan', 'gembira', 'sekolah', 'hospital', 'happy', 'car'];
  const neighbours = probe.map((w) => `\`${w}\`: ${model.mostSimilar(w, 6).map((n) => n.word).join(', ')}`).join('; ');
  const oov = ['makanlah', 'kerajaanya', 'skolah'].map((w) => `\`${w}\` → ${model.mostSimilar(w, 3).map((n) => n.word).join(', ')}`).join('; ');
  log(`embeddings: ${trained.words.length} words, Spearman ${check.spearman.toFixed(3)} on ${check.pairs} pairs, ${sizeOf(path)}`);
  writeCard('embeddings', {
    msCorpus: describeCorpus(ms), enCorpus: describeCorpus(en), params: Object.entries(p).map(([k, v]) => `${k} ${v}`).join(', '),
    words: trained.words.length, minCount: p.minCount, buckets: p.buckets, size: sizeOf(path), pairs: check.pairs, spearman: check.spearman.toFixed(3), neighbours, oov,
  });
}
