/**
 * Trains the Malay↔English translator: word alignment by EM in both directions (training/align.ts) on the
 * parallel data plus Wordnet Bahasa word pairs, phrase extraction and scoring (training/phrases.ts), and
 * decoder weights tuned for chrF on the tuning split; writes `models/translation.tsv.gz` and its card.
 */
import { decodePhraseTable, encodePhraseTable, type DecoderWeights } from '../src/models/phrase-table.js';
import { log, sizeOf, writeArtifact, writeCard } from './common.js';
import { identicalPairs, symmetrise, trainModel1, viterbi, type IdPair } from './align.js';
import { complementPairs, parallelPairs, possessivePairs, progressivePairs, teamChatPairs, wordnetPairs, type ParallelPair } from './parallel.js';
import { extractPhrases, lexical, scorePhrases, MAX_PHRASE } from './phrases.js';
import { buildSenses, countSenses, emptySenseCounts, sideTags } from './translation-senses.js';
import { tuneWeights } from './translation-tune.js';
import { trainCasing } from './truecase.js';
import { countBySource } from './classifier.js';
import { assembleCorpus } from './corpus.js';

/** How much one pair counts, by source: general-domain sentences above interface strings and dictionary entries. */
const SOURCE_WEIGHT: Record<string, number> = { ntrex128: 3, talpco: 3, tatoeba: 3, sib200: 3, 'team-chat': 3, 'team-progressive': 3, 'team-possessive': 1, 'team-complement': 1, debian: 1, wordnet: 0.3 };

/** Word-id maps (id 0 is NULL). */
function vocab(pairs: readonly ParallelPair[], side: 'ms' | 'en'): Map<string, number> {
  const ids = new Map<string, number>([['<null>', 0]]);
  for (const p of pairs) for (const w of p[side]) if (!ids.has(w)) ids.set(w, ids.size);
  return ids;
}

export function trainTranslation(): void {
  // 1. Data: training pairs and dictionary pairs, as word ids.
  const sentences = [...parallelPairs('train'), ...teamChatPairs('train')];
  const progressive = progressivePairs();
  const possessive = possessivePairs();
  const complement = complementPairs();
  const pairs = [...sentences, ...progressive, ...possessive, ...complement, ...wordnetPairs()];
  const msIds = vocab(pairs, 'ms');
  const enIds = vocab(pairs, 'en');
  const ms = pairs.map((p) => Int32Array.from(p.ms, (w) => msIds.get(w) as number));
  const en = pairs.map((p) => Int32Array.from(p.en, (w) => enIds.get(w) as number));
  const weight = pairs.map((p) => SOURCE_WEIGHT[p.source] ?? 1);
  // 2. Alignment: IBM Model 1 with a diagonal prior, five EM rounds each way.
  const asPairs = (src: Int32Array[], tgt: Int32Array[]): IdPair[] => src.map((s, i) => ({ src: s, tgt: tgt[i] as Int32Array, weight: weight[i] as number }));
  const same = { msToEn: identicalPairs(msIds, enIds), enToMs: identicalPairs(enIds, msIds) };
  const msToEn = trainModel1(asPairs(ms, en), 5, same.msToEn);
  const enToMs = trainModel1(asPairs(en, ms), 5, same.enToMs);
  log(`translation: aligned ${pairs.length} pairs (${msToEn.size} + ${enToMs.size} word-table entries)`);
  // 3. Phrases: extract from the symmetrised alignment of every pair, weighted by source.
  //    A one-word English phrase of a tagged sentence is counted under its word's part of speech too
  //    (translation-senses.ts; Malay senses read level on the tuning pairs and are left out).
  const counts = new Map<string, number>();
  const tagged = emptySenseCounts();
  pairs.forEach((p, i) => {
    const points = symmetrise(viterbi(msToEn, ms[i] as Int32Array, en[i] as Int32Array, same.msToEn), viterbi(enToMs, en[i] as Int32Array, ms[i] as Int32Array, same.enToMs));
    const phrases = extractPhrases(p.ms, p.en, points);
    for (const [a, b] of phrases) {
      const k = `${a}\t${b}`;
      counts.set(k, (counts.get(k) ?? 0) + (weight[i] as number));
    }
    countSenses(tagged, phrases, { en: sideTags(p, 'en') }, weight[i] as number);
  });
  const written = new Set([...progressive, ...possessive, ...complement].map((p) => `${p.ms.join(' ')}\t${p.en.join(' ')}`));
  const entries = scorePhrases(counts, { ms: msIds, en: enIds }, { msToEn, enToMs }, 6, written);
  log(`translation: ${counts.size} phrase pairs extracted, ${entries.length} kept`);
  const idsOf = (lang: 'ms' | 'en', phrase: string): number[] => phrase.split(' ').map((w) => (lang === 'ms' ? msIds : enIds).get(w) ?? -1);
  const senses = buildSenses(tagged, {
    counts,
    entries,
    lexical: (dir, source, target) => (dir === 'ms' ? lexical(msToEn, idsOf('ms', source), idsOf('en', target)) : lexical(enToMs, idsOf('en', source), idsOf('ms', target))),
  });
  log(`translation: senses for ${Object.keys(senses.ms).length} Malay and ${Object.keys(senses.en).length} English words by part of speech`);
  // 4. Truecasing: the capitalised forms of each language's training sentences restore the decoder's lower case.
  const casing = { en: trainCasing(assembleCorpus('en').train), ms: trainCasing(assembleCorpus('ms').train) };
  log(`translation: truecasing ${Object.keys(casing.en).length} English and ${Object.keys(casing.ms).length} Malay words`);
  // 5. Decoder weights: coordinate ascent on chrF over the general-domain tuning pairs, per direction.
  const tune = [...parallelPairs('tune').filter((p) => p.source !== 'debian'), ...teamChatPairs('tune')];
  const provisional = decodePhraseTable(encodePhraseTable(entries, { msToEn: undefined, enToMs: undefined }, casing, senses), 'translation.tsv.gz');
  const weights: { msToEn: DecoderWeights; enToMs: DecoderWeights } = {
    msToEn: tuneWeights(provisional, 'ms', tune),
    enToMs: tuneWeights(provisional, 'en', tune),
  };
  const path = writeArtifact('translation.tsv.gz', encodePhraseTable(entries, weights, casing, senses));
  log(`translation: ${sizeOf(path)}`);
  writeCard('translation', {
    sentences: sentences.length, bySource: countBySource(sentences),
    progressive: progressive.length, possessive: possessive.length, complement: complement.length,
    wordnet: pairs.length - sentences.length - progressive.length - possessive.length - complement.length,
    maxPhrase: MAX_PHRASE, senses: Object.keys(senses.en).length, casingEn: Object.keys(casing.en).length, casingMs: Object.keys(casing.ms).length,
    tuning: tune.length, msToEn: `\`${JSON.stringify(weights.msToEn)}\``, enToMs: `\`${JSON.stringify(weights.enToMs)}\``, size: sizeOf(path), entries: entries.length,
  });
}
