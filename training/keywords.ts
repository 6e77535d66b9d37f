/**
 * Trains the keyword statistics `models/keywords.tsv.gz`: document frequencies of words in the assembled
 * Malay and English corpora (each sentence a document) and the collocations (two-word phrases such as
 * `nasi lemak`, `kuala lumpur`) that keyword extraction keeps whole, chosen by count and pointwise mutual
 * information. Each word also carries how often the POS tagger called it a noun, verb or adjective in the
 * corpus, so extraction can prefer nouns without tagging at run time.
 */
import { keywordRuns, nonKeywords } from '../src/analysis/keywords.js';
import { posTag } from '../src/analysis/pos.js';
import { assembleCorpus, describeCorpus } from './corpus.js';
import { log, sizeOf, writeArtifact, writeCard } from './common.js';

/** A collocation must occur this often and have at least this PMI (natural log). */
const MIN_PAIR = 4;
const MIN_PMI = 4;

export function trainKeywords(): void {
  const stop = nonKeywords();
  const ms = assembleCorpus('ms');
  const en = assembleCorpus('en');
  const sentences = [...ms.train, ...en.train];
  const docs = sentences.map((s) => keywordRuns(s).map((run) => run.map((w) => w.toLowerCase())));
  // 1. Document frequency of every word, and counts of words and adjacent content-word pairs.
  const df = new Map<string, number>();
  const uni = new Map<string, number>();
  const pairs = new Map<string, number>();
  let tokens = 0;
  for (const runs of docs) {
    for (const w of new Set(runs.flat())) df.set(w, (df.get(w) ?? 0) + 1);
    for (const run of runs) {
      for (let i = 0; i < run.length; i++) {
        const w = run[i] as string;
        uni.set(w, (uni.get(w) ?? 0) + 1);
        tokens++;
        const next = run[i + 1];
        if (next !== undefined && !stop.has(w) && !stop.has(next) && /^\p{L}/u.test(w) && /^\p{L}/u.test(next)) {
          const key = `${w} ${next}`;
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
      }
    }
  }
  // 2. Collocations: frequent pairs much likelier together than apart (PMI), with their document frequency.
  const phrases: [string, number][] = [];
  for (const [pair, c] of pairs) {
    if (c < MIN_PAIR) continue;
    const [a, b] = pair.split(' ') as [string, string];
    const pmi = Math.log((c * tokens) / ((uni.get(a) as number) * (uni.get(b) as number)));
    if (pmi >= MIN_PMI) phrases.push([pair, c]);
  }
  // 3. How often each word is tagged noun (or proper noun), verb and adjective.
  const tags = new Map<string, [number, number, number, number]>();
  for (const sentence of sentences) {
    for (const [word, tag] of posTag(sentence)) {
      const t = tags.get(word.toLowerCase()) ?? [0, 0, 0, 0];
      t[0]++;
      if (tag === 'NOUN' || tag === 'PROPN') t[1]++;
      else if (tag === 'VERB') t[2]++;
      else if (tag === 'ADJ') t[3]++;
      tags.set(word.toLowerCase(), t);
    }
  }
  const share = (w: string): string => {
    const t = tags.get(w);
    return t ? [t[1], t[2], t[3]].map((c) => Math.round((100 * c) / t[0])).join('\t') : '0\t0\t0';
  };
  // 4. Keep words seen in two or more documents; write sorted lines (deterministic bytes).
  const lines = [`#docs\t${docs.length}`];
  for (const [w, n] of [...df.entries()].filter(([, n]) => n >= 2).sort((a, b) => (a[0] < b[0] ? -1 : 1))) lines.push(`${w}\t${n}\t${share(w)}`);
  for (const [p, n] of phrases.sort((a, b) => (a[0] < b[0] ? -1 : 1))) lines.push(`${p}\t${n}`);
  const path = writeArtifact('keywords.tsv.gz', `${lines.join('\n')}\n`);
  log(`keywords: ${docs.length} documents, ${lines.length - 1 - phrases.length} words, ${phrases.length} collocations, ${sizeOf(path)}`);
  const sample = phrases.sort((a, b) => b[1] - a[1]).slice(0, 25).map(([p]) => `\`${p}\``).join(', ');
  writeCard('keywords', {
    documents: docs.length, malay: describeCorpus(ms), english: describeCorpus(en), words: lines.length - 1 - phrases.length,
    collocations: phrases.length, minPair: MIN_PAIR, minPmi: MIN_PMI, sample, size: sizeOf(path),
  });
}
