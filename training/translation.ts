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
  writeCard('translation', `
# Translation, Malay ↔ English (\`models/translation.tsv.gz\` + \`models/lm-ms.bin.gz\`, \`models/lm-en.bin.gz\`)

\`translation.translate(text, { targetLang, sourceLang })\` → \`{ translated, source_lang, confidence }\`.
Rebuild with \`npm run train -- translation\` (after \`lm\`); figures with \`npm run eval -- translation\` (docs/accuracy.md).

- **Method:** statistical phrase-based translation. Word alignment by EM with IBM Model 1 and a diagonal prior
  (fast_align's reparameterisation; five rounds in each direction; a word aligns ten times as readily with the
  same string on the other side), symmetrised with grow-diag-final-and; phrase pairs
  up to ${MAX_PHRASE} words consistent with the alignment; each scored by both relative frequencies and both lexical
  weights. Pairs seen once with more than one word a side are dropped, and each phrase keeps its 6 best
  translations per direction. The decoder (\`src/models/phrase-table.ts\`) is a beam search that may swap adjacent
  phrases (Malay puts the modifier after the noun: \`kereta merah\` ↔ \`red car\`), scored log-linearly by the four
  phrase scores, the target trigram language model (models/lm-en.md, models/lm-ms.md), a word and a phrase
  penalty, a reordering penalty and a penalty per target word the language model does not know.
- **Weights:** tuned for chrF, the mean of coordinate ascents on five bootstrap resamples of ${tune.length} tuning pairs (5 % of
  the general-domain training rows and 20 % of the team's chat pairs, held out from alignment; below): ms→en ${JSON.stringify(weights.msToEn)}; en→ms ${JSON.stringify(weights.enToMs)}.
- **Training data** (${sentences.length} sentence pairs): ${Object.entries(sentences.reduce<Record<string, number>>((a, p) => ((a[p.source] = (a[p.source] ?? 0) + 1), a), {})).map(([k, v]) => `${k} ${v}`).join(', ')};
  NTREX-128 (CC BY-SA 4.0), TALPCo (CC BY 4.0), Tatoeba (CC BY 2.0 FR), SIB-200/FLORES (CC BY-SA 4.0), Debian and
  Mozilla interface strings (GPL-2+/LGPL/MPL per package; strings with placeholders or markup dropped). General-domain
  sentences count three times, interface strings once. Seeded with ${pairs.length - sentences.length - progressive.length - possessive.length - complement.length} Wordnet Bahasa
  word pairs (MIT; English side WordNet 3.0 licence) at weight 0.3, and ${progressive.length} team phrase pairs of the progressive at weight 3
  and ${possessive.length} of possessives and ${complement.length} of verbs after \`suka\`, \`nak\`, \`boleh\` and the like at weight 1 (below).
- **The team's chat pairs** (2026-11-24, a fifth session; \`training/data/translation/chat.tsv\`, CC0, 124 pairs at
  weight 3, the Malay side normalised as input is): the corpora are formal translations, so chat words had no
  English — \`Aku tak sabar nak balik kampung raya ni\` came out \`I don't want unhopeful balik kampung jubilation
  this\`, \`sikit\` \`bittie\`, \`gila\` after an adjective \`maniacal\`, \`kat\` untranslated. A team evaluation set of 30
  chat pairs (\`training/data/translation/eval.tsv\`, a row of \`npm run eval\`) was written first. Before → with the
  pairs in training only (weights retuned on the general-domain pairs alone) → with a fifth of them in tuning
  instead (shipped): chat ms→en chrF 38.9 → 48.8 → 49.8 (BLEU 12.5 → 23.0 → 23.4), en→ms 40.8 → 45.4 → 45.3; held-out
  ms→en 44.6 → 43.9 → 44.4, en→ms 48.5 → 48.3 → 48.5. The middle step's held-out loss came from the weights the
  tuning found, not the pairs: with the previous weights kept, held-out ms→en read 44.5 and en→ms 48.4. Then the
  service check read \`I i can't wait to…\`: the pair \`Tak sabar nak jumpa kau\` had taught \`tak sabar nak\` → \`i
  can't wait to\` (Malay drops the subject), after which \`aku\` → \`I\` said it twice. Three pairs now write their
  subject, and the decoder's output drops a function word said twice in a row (\`NO_REPEAT\` in
  \`src/analysis/translate.ts\`): chat ms→en chrF 49.8 → 49.2 (BLEU 23.4 → 24.4), en→ms 45.3 → 44.7, held-out level.
- **Retrained on the normaliser's northern words** (2026-11-24, a sixth session: \`hang\`, \`pi\`, \`mai\`, \`sat\` read as
  Malay beside Malay words, docs/decisions.md): \`Awat hang tak pi sekolah semalam?\` now reads \`Why don't you go school
  yesterday?\` (\`Why don't hang pi school\` before); held-out ms→en 44.4 level, en→ms chrF 48.5 → 48.3 (BLEU 13.0 →
  12.4), chat ms→en 49.2 level, en→ms 44.7 → 45.0 — the Malay side of a few training pairs changed, and with it the
  tuning.
- **Held out:** the same rows the language models hold out (NTREX, TALPCo and Tatoeba 10 % by line, SIB-200 dev),
  never aligned, tuned on, or in the language models.
- **Numbers and names** (2026-11-24, a ninth session): a probe translated \`Adik aku baru dapat kerja di Kuala Lumpur\`
  as \`… work in 1735161\`: the interface strings had paired \`kuala lumpur\` with a time-zone number. Phrase pairs whose
  digits appear on one side only, with no number word on the other, or differ, are no longer extracted
  (\`numbersAgree\` in \`training/phrases.ts\`; 1,132 of 466,760 pairs had such a mismatch): held-out chrF ms→en 44.38 →
  44.39, en→ms 48.64 → 48.62, the team chat set level. The sentence then read \`… in conflux mud\` (\`kuala\`, estuary;
  \`lumpur\`, mud): a capitalised word the table knew was always translated. Now a run of two or more capitalised words
  that holds a word the table does not know or the corpora mostly write capitalised (\`properNounRatio\` ≥ 0.6:
  \`kuala\` 0.71, \`johor\` 0.90; \`bank\` 0.43) is copied whole (\`nameTokens\` in \`src/analysis/translate.ts\`); a lone
  capitalised word the table knows is still translated, since days, months and countries are capitalised too (with
  lone words copied as well, \`Friday\` stayed \`Friday\` in Malay and the team chat set's en→ms chrF fell 44.70 →
  44.02). With the decoder weights of before: held-out ms→en chrF 44.39 → 44.97 (BLEU 12.89 → 14.20), en→ms 48.62
  → 49.09 (BLEU 12.87 → 14.60), the team chat set ms→en 49.22 → 49.98, en→ms level. Retrained, the weights are tuned
  again with the rule in place, and the ms→en ones moved (\`tm\` 1.5 → 0.75, \`phrase\` 0.6 → −0.3: 242 tuning pairs
  leave the coordinate ascent room to wander): held-out ms→en 44.84 (BLEU 14.60), en→ms 48.98 (BLEU 14.67), the team
  chat set ms→en 48.42, en→ms 44.70 — above the figures before on the 467 held-out pairs both ways, a point under on
  the 30 chat pairs one way. Still wrong: \`Saya jumpa Ali di pasar\` → \`I see you alice in a market\` (a lone name the
  Wordnet pairs hold), \`Dia tengah masak\` → \`He middle cook\` (progressive \`tengah\`).
- **Capitals and people** (2026-11-24, a tenth session): the table and the language models read lower-cased words,
  so the output was lower-case — \`See you friday\`, \`japanese\`, \`i'll call back\`. A truecasing table per language
  (\`training/truecase.ts\`, stored in the table file's \`#casing\` line) now restores the form the training sentences
  of the assembled corpus (training/corpus.ts; never held-out rows) mostly write a word in inside a sentence: kept
  when a capitalised form holds at least 60 % of at least 2 such occurrences (1,027 English and 1,081 Malay words:
  \`friday\` → \`Friday\`, \`i\` → \`I\`, \`jepun\` → \`Jepun\`); lower-cased sources (voice-assistant commands) and titles
  say nothing about casing and are skipped. The thresholds were set before measuring; 50 % or 70 %, or 3
  occurrences, read within 0.1 chrF of it. And a lone capitalised word the table knows is copied when the entity
  tagger reads it as a person (\`nerTag\`), since Tatoeba's translators give names local equivalents and the table
  had learnt them (\`Saya jumpa Ali\` → \`I see you alice\`, \`Aminah\` → \`carol\`); English \`I\` never joins a run of
  capitalised words as part of a name (\`Please tell Farid I will be late\` had copied \`I\` untranslated). With the
  decoder weights of before, truecasing alone: held-out chrF ms→en 44.84 → 45.79 (BLEU 14.60 → 16.55), en→ms 48.98
  → 49.70 (BLEU 14.67 → 16.40), the team chat set 48.42 → 49.02 and 44.70 → 44.92. Retrained with both rules (the
  weights tuned again; ms→en \`tm\` [0.75, 0.5, 0.15, 0.2] → [1, 0.75, 0.3, 0] and \`phrase\` −0.3 → 0.3; the entity tagger runs only for a word the corpora mostly write capitalised, which kept the speed): held-out ms→en 45.79 (BLEU 16.24),
  en→ms 49.81 (BLEU 16.48), the team chat set ms→en 49.32, en→ms 44.92. Still wrong: \`Semalam Aminah beli kereta
  baru\` → \`Yesterday carol bought…\` (the tagger misses \`Aminah\` there), \`Dia tengah masak\` → \`He middle cook\`, and
  \`Ahmad pergi ke Jepun\` → \`Go to Ahmad Japanese\` (a copied name swapped with its neighbour). So, into English, a
  copied word (a name, a kept Malaysian term, an unknown word) no longer heads a swap — a swap puts a Malay
  modifier before its noun, and copied words were moving behind their verbs or splitting their own terms
  (\`Siti makan nasi lemak setiap pagi\` → \`Siti eat nasi every morning lemak\`): with the weights of before, held-out
  ms→en 45.79 → 45.87, the team chat set 49.32 → 49.30; retrained, the ms→en weights went back to those before this
  session's changes (\`tm\` [0.75, 0.5, 0.15, 0.2], \`phrase\` −0.3): held-out ms→en 45.81 (BLEU 16.24 → 16.62), the
  team chat set 49.00 (BLEU 24.37 → 25.33); en→ms unchanged. Now \`Ahmad go to Japan March\`, \`Siti eat nasi lemak
  every morning\`.
- **Doing now, just done, later** (2026-11-24, a tenth session): a probe read \`Dia tengah masak\` as \`He middle
  cook\` and \`Saya jumpa Ali\` as \`I see you Ali\`. A second part of the team chat set (15 pairs: \`tengah\` and \`sedang\`
  before a verb, \`baru\`, \`nanti\`, \`jumpa\`, \`masak\`, \`sebab\`, \`kacau\`) was written first: ms→en chrF 39.73, en→ms
  46.75. Then 36 more team chat pairs in other words (\`chat.tsv\`, second batch), and a word the source writes
  capitalised after its first word keeps its capital when the output repeats it (\`dari Penang\` had become \`from
  penang\`; copied words keep the source's case, so \`nasi goreng\` no longer becomes \`nasi Goreng\`). Retrained (en→ms
  weights tuned to \`tm\` [1, 0.75, 0.3, 0], \`word\` 0.3, \`swap\` −0.5; ms→en \`phrase\` 0): part two ms→en 39.73 → 44.00,
  en→ms 46.75 → 51.84; part one 49.00 → 50.04 and 44.92 → 45.22; held-out ms→en 45.81 → 45.95 (BLEU 16.62 →
  17.08), en→ms 49.81 → 49.32 (BLEU 16.48 → 16.54) — the en→ms tuning moved towards chat, whose share of the tuning
  pairs grew. \`baru\` now reads \`just\`, \`sebab\` \`because\`, \`kacau\` \`disturb\`; \`tengah\` before a verb still reads
  \`middle\` (the table learns it from the corpora and the Wordnet pairs, and a pair such as \`Aku tengah makan\` → \`I'm
  eating\` aligns it with nothing), and \`jumpa\` in a plan still \`see you\`.
- **The progressive** (2026-11-24, a tenth session, later): \`tengah\` before a verb (Malay chat's "doing now") still
  read \`middle\`, since the corpora write \`sedang\` with formal verbs and never \`tengah\` so, and a team pair such as
  \`Aku tengah makan\` → \`I'm eating\` aligns it with nothing. The team now lists 56 verbs as chat writes them after
  \`tengah\` or \`sedang\`, with their English -ing forms (\`training/data/translation/progressive.tsv\`, CC0: \`makan\`
  eating, \`masak\` cooking, \`drive\` driving, \`meeting\` in a meeting); each becomes six phrase pairs (\`tengah makan\`
  → \`am eating\`, \`is eating\`, \`are eating\`; the same with \`sedang\`) at weight 3, as the team's chat pairs, and the
  English language model picks the form the subject needs. Part two of the team chat set, written before the list
  (five of its fifteen pairs have the progressive, and four of their verbs are in the list, so the gain is partly
  by construction): ms→en chrF 44.00 → 47.57; part one 50.04 → 49.97, en→ms 45.22 → 45.54; held-out ms→en 45.95
  → 45.89 (BLEU 17.08 → 16.29), en→ms 49.32 → 49.47 (BLEU 16.54 → 17.43); the whole chat set's ms→en BLEU 22.97 →
  20.44 while its chrF rose 47.98 → 49.15. \`Dia tengah masak\` → \`He is cooking\`, \`Saya tengah makan\` → \`I am eating\`,
  \`Aku tengah on the way\` → \`I am on the way\`; \`di tengah bandar\` and \`tengah hari\` keep their senses. Still
  wrong: agreement after a noun the language model has not seen as a subject (\`Mom are cooking\`).
- **Negation** (2026-11-24, a thirty-third session): a probe read \`Esok saya tak datang kerja sebab demam\` as
  \`Tomorrow I come work reason fever\` — the negation gone, the meaning turned round: the table held \`tak datang\` ↔
  \`come\` at p = 0.5, an alignment error. A phrase pair that negates on one side only is no longer extracted (6,055 of 466,363)
  (\`negationsAgree\` in \`training/phrases.ts\`: the team's negators, \`src/lang/ms/negators.ts\` and
  \`src/lang/en/negators.ts\`, any English word ending in \`n't\`; \`belum\` left out, since \`Dah makan belum?\` is \`Have
  you eaten yet?\`; idioms whose other side says no negation, \`tak apa\` ↔ \`it's fine\`, \`tak lama lagi\` ↔ \`soon\`,
  exempt). \`npm run eval\` now reports the share of negated sentences (source and reference both negate) whose
  translation negates: held-out ms→en 58 → 60 of 60, en→ms 60 of 60 both, the team chat set ms→en 6 → 7 of 8.
  Held-out chrF ms→en 45.89 → 45.87 (BLEU 16.29 → 16.30), en→ms 49.47 → 49.24 (BLEU 17.43 → 16.71; the en→ms decoder
  weights were retuned with the table); the chat set 49.15 → 49.55 and 47.48 → 47.89. The probe now reads \`Tomorrow
  I didn't come to work reason fever\`.
- **Whose things and people** (2026-11-24, a thirty-third session): a probe read \`Adik saya belajar di universiti\`
  as \`I study brother university\`: the table held no \`adik saya\`, and \`saya\` alone reads \`I\`. A third part of the
  team chat set (15 pairs: family, belongings, work and pets with a pronoun after them) was written first: chrF
  45.8 ms→en, 52.6 en→ms. A team list of 87 nouns that chat says whose they are
  (\`training/data/translation/possessive.tsv\`, CC0), each with the ten pronouns after it, becomes phrase pairs with
  the English possessive before the noun (\`possessivePairs\` in \`training/parallel.ts\`: \`telefon saya\` ↔ \`my phone\`,
  \`kereta dia\` ↔ \`his car\` and \`her car\`). At weight 1: part three 50.1 / 58.8 (partly by construction: its nouns
  are in the list), parts one and two ms→en 50.6 → 49.3 and 47.6 → 47.7, en→ms 45.9 → 45.9 and 51.6 → 50.9;
  held-out ms→en 45.87 → 45.88, en→ms 49.24 → 49.77 (both directions' decoder weights retuned). At weight 3 the
  retuned ms→en weights cost the held-out 0.4 (45.47) and parts one and two 1.2 on average, not kept. Now \`Kereta
  dia rosak lagi\` → \`His car…\`, \`Telefon saya hilang semalam\` → \`My phone missing yesterday\`; still wrong: \`Adik
  saya belajar di universiti\` → \`My little I study university\` (the corpus pair \`adik\` ↔ \`my little\` wins), \`Bos
  dia marah\` → \`He angry boss\`, \`Kucing aku suka tidur\` → \`I like cat sleep\`.
- **A verb after \`suka\`, \`nak\`, \`boleh\`, \`kena\` and the like** (2026-11-24, a thirty-third session, later): a probe
  read \`Dia suka makan nasi lemak\` as \`He likes eat nasi lemak\` and \`Mereka mahu beli rumah baru\` as \`They want bought
  new house\`. A fourth part of the team chat set (12 pairs) was written first: chrF 46.2 ms→en, 60.7 en→ms. The team's
  verb list (\`progressive.tsv\`) gained a base-form column, and each of its 52 verbs after 14 such words becomes
  phrase pairs with the English head and the verb's form it needs (\`complementPairs\` in \`training/parallel.ts\`:
  \`suka makan\` ↔ \`likes eating\` / \`likes to eat\`, \`mahu beli\` ↔ \`want to buy\`, \`kena siapkan\` ↔ \`have to finish\`,
  \`lupa beli\` ↔ \`forgot to buy\`; 1,352 pairs at weight 1). Part four 60.8 / 58.4 (ms→en partly by construction:
  its verbs are in the list); parts one to three ms→en 49.3 → 49.8, 47.7 → 48.4, 50.1 → 50.7, en→ms 45.9 → 46.0, 50.9
  → 48.9, 58.8 → 59.0; held-out ms→en chrF 45.88 → 45.71 (BLEU 16.32 → 16.52), en→ms 49.77 → 49.66 (the ms→en decoder
  weights were retuned again). Now \`They want to buy new house\`, \`You have to finish this report today\`, \`I forgot
  to buy milk just now\`; still \`He likes read novel\`, where the table's \`suka baca\` outweighs the new pair, and
  into Malay \`Dia tidak suka bola tunggu panjang\`.
- **Team pairs kept whole** (2026-11-24, a thirty-fourth session): of the 1,188 possessive pairs only 1,009 were in
  the table, and none for the kin words chat uses most (\`adik saya\`, \`anak saya\`, \`mak aku\`, \`kakak dia\`): the
  pruning that drops a multi-word pair seen once with under half its source's count (alignment noise) also dropped a
  noun with four English readings (\`adik\`: younger brother or sister, little brother or sister), or two readings
  with \`dia\` (his or her). Pairs the team wrote whole (possessive, progressive, complement) are now exempt
  (\`written\` in \`scorePhrases\`, \`training/phrases.ts\`): 505 more pairs kept; \`Adik saya sakit\` → \`My little brother
  ill\` (was \`My little I ill\`), \`Kakak dia cikgu\` → \`His sister teacher\` (was \`My sister he teacher\`). The chat set
  chrF 51.3 → 51.5 ms→en and 50.7 → 50.8 en→ms, held-out 45.7 → 45.7 and 49.7 → 49.6 (BLEU 16.5 → 16.5, 16.8 →
  16.8; the ms→en phrase penalty retuned 0.45 → 0.3). Still wrong: \`Adik saya belajar di universiti\` → \`My little I
  study university\` (\`saya belajar\` ↔ \`I study\`, seen in the corpora, outscores the team pair split four ways).
- **\`sebab\` between two clauses** (2026-11-24, a thirty-fourth session): chat joins clauses with \`sebab\`
  ("because"), which the corpora mostly use as the noun "reason", so \`Kedai tutup sebab cuti\` read \`Shop close
  reason vacation\` and \`…kerja sebab demam\` \`…work reason fever\`. At run time the translator now reads \`sebab\` as
  formal \`kerana\` when a word follows it and neither the word before it (\`apa sebab\`, \`ada sebab\`, \`tanpa sebab\`)
  nor the word after it (\`sebab itu\`, \`sebab utama\`) makes it a noun (\`CHAT_READINGS\` in
  \`src/lang/ms/chat-readings.ts\`; the table is unchanged): the chat set ms→en chrF 51.5 → 52.5 (it holds five
  \`sebab\`), held-out 45.74 → 45.74. Now \`Shop close because vacation\`, \`…work because fever\`; \`Apa sebab dia
  marah?\` still \`What reason he angry?\`. Lost: \`Saya lambat sebab jalan sesak\` read \`I was late because of the
  traffic\` through a corpus pair for \`sebab jalan sesak\`, and now \`I slow because the traffic\`.
- **Unknown words by their lemma or root** (2026-11-24, a thirty-fourth session): a word the table does not know
  had been copied or dropped, though its plain form was in the table (\`cleans\`, \`dimasakkan\`). A word the table does
  not know, written in lower case or opening the sentence (so no name is taken), is now looked up by its English
  dictionary lemma (\`cleans\` → \`clean\`, \`studied\` → \`study\`; Malay marks neither number nor tense on the word) or
  its Malay root (\`stemWord\`: \`dimasakkan\` → \`masak\`) when the table knows that. Retrained, since the decoder
  weights are tuned through the same lookup (ms→en retuned; byte-identical on a second run): held-out chrF 45.7 →
  46.1 ms→en and 49.6 → 50.4 en→ms (BLEU 16.5 → 17.2 and 16.8 → 17.1), the chat set 52.5 → 52.4 and 50.8 → 51.4.
  With every inflected English word read as its lemma, known or not, en→ms fell to 49.4 (the table's own \`comes\`,
  \`books\` carry number and tense the lemma loses); not kept. Now \`Esok saya tak datang kerja sebab demam\` →
  \`Tomorrow I didn't come to work because I had a fever\`; \`Saya tak datang\` → \`I didn't come to\` (was \`I don't
  come\`).
  Later the same session: curly apostrophes read as straight ones (\`can’t\`, which phones type, had been unknown),
  and an unknown Malay word first tried less its reduplication and clitics (\`pelajar-pelajarnya\` → \`pelajar\`
  "students", where the root \`ajar\` is "teach") before its root; retrained (ms→en phrase penalty 0.45 → 0): held-out
  chrF 46.1 → 46.2 ms→en and 50.4 → 50.4 en→ms (BLEU 17.2 → 17.2, 17.1 → 17.1), the chat set 52.4 → 52.7 and 51.4.
  The retuned weights also move single sentences both ways: \`Adik saya belajar di universiti\` → \`My little brother
  university\`, \`Apa sebab dia marah?\` → \`What because she angry?\` (the noun \`sebab\`, left as it is, now takes the
  table's likelier \`because\`).
- **Chat questions** (2026-11-24, a thirty-fourth session; tried, not kept): a third batch of 25 team chat pairs
  asking \`berapa harga\`, \`berapa ramai\`, \`macam mana\`, \`kenapa\`, \`bila\`, \`pukul berapa\`, \`kat mana\`, since \`Berapa
  harga baju ini?\` read \`How this shirt on price?\` (the table held no \`berapa harga\`). Retrained: held-out chrF ms→en
  46.2 → 46.6 but en→ms 50.4 → 49.7, the chat set 52.7 → 52.7 and 51.4 → 50.7 — the en→ms decoder weights, tuned
  on a tuning set that now held five of the new pairs, moved far (language model 0.3 → 0.45, unknown-word penalty
  −5 → −7.5). The probe then read \`How much is this shirt on?\`.
- **Tried and not kept** (2026-11-24, a thirty-fifth session), both for \`He never comes late\` → \`Dia tidak pernah
  disertakan lewat\` or \`My little brother university\`: (1) an inflected English word the table knows only weakly
  read as its lemma when the lemma's best lexical weight is 2, 4 or 8 times stronger (\`comes\`, best \`disertakan\`
  0.06, against \`come\` → \`datang\` 0.58): with the shipped weights en→ms 50.4 → 50.2, 50.2, 50.4, and the probe read
  \`Dia tidak pernah datang lewat\`; retrained at 8, the retuned weights took en→ms to 49.2 and the chat set to 50.4
  (the coordinate ascent's optimum moves with any change to what it decodes). (2) Phrase pairs that drop a word
  (a word of one side whose best source on the other is under 0.001 and whose NULL probability is under 0.01, as
  \`belajar di universiti\` → \`university\` drops \`belajar\`) pruned when seen less than four times: 40,000 pairs
  fewer, held-out chrF 46.2 → 46.0 and 50.4 → 49.5, the chat set 52.7 → 52.0 and 51.4 → 50.9, the probe \`My little
  I study university\`: corpus translations drop and add words freely, and those pairs carry that.
- **Chat's \`kat\`, \`pasal\` and question \`ke\`** (2026-11-24, a thirty-seventh session): a probe read \`Servis kat klinik
  ni laju\` as \`Service still at clinic this fast\` (the table had learnt \`kat\` → \`still at\` from one team pair, \`Aku
  kat ofis lagi\`), \`nak tanya pasal yuran\` as \`want to ask clause taxation\` (the corpora know \`pasal\` only as a law's
  article or clause) and \`Esok cuti ke?\` as \`Tomorrow vacation to?\`. A fifth part of the team chat set (12 pairs) was
  written first. The translator now reads \`kat\` as \`di\` and \`pasal\` as \`tentang\` where a word follows (not \`apa
  pasal\`, "why"), beside \`sebab\` as \`kerana\` (\`CHAT_READINGS\` in \`src/lang/ms/chat-readings.ts\`), and drops \`ke\` into
  English where it closes a question (before \`?\`, \`,\`, the end, \`tak\` or \`belum\`); the trainer reads the team's chat
  pairs the same way (\`readAsTranslated\`), so no pair teaches \`kat\` a sense of its own. Retrained (the ms→en and
  en→ms weights retuned): the chat set, now 84 pairs, ms→en chrF 51.8 → 52.9 (BLEU 24.4 → 23.9), en→ms 49.6 → 49.4;
  held-out ms→en 46.2 → 46.1 (BLEU 17.2 → 16.7), en→ms 50.4 → 50.3 (17.1 → 16.7). With the previous weights the
  run-time change alone read held-out 46.2 → 46.2 and chat 51.8 → 52.7: the held-out loss is the retuning's (the
  coordinate ascent's optimum moves with anything it decodes), the chat gain the readings'. Now \`Service in clinic
  this fast\`, \`I want to ask about class tomorrow\`, \`Tomorrow you work?\`; still \`Betul ke dia nak pindah?\` → \`Correct
  to he wants to move?\` (a \`ke\` inside the question) and \`yuran\` → \`taxation\`. Formalising the whole input first
  (\`formalize\`), tried the session before and not kept, had read the chat set 52.7 → 49.3 and held-out 46.2 → 45.9
  ms→en: it rewrites far more than these words.
- **Chat questions by their formal words** (2026-11-24, a thirty-seventh session, later): \`Berapa harga baju ini?\`
  still read \`How price clothes this?\` and \`Macam mana nak pergi KLCC?\` \`Which kind want to go KLCC?\`, while the
  formal \`Berapakah harga…\` read \`How much is…\`. A sixth part of the team chat set (8 pairs) was written first. The
  translator and the trainer now read \`macam mana\` (and \`camne\`, \`camana\`, \`macamana\`) as \`bagaimana\`, \`apa pasal\`
  and \`apasal\` as \`mengapa\`, and \`berapa harga\` as \`berapakah harga\` (\`CHAT_PHRASE_READINGS\` in
  \`src/lang/ms/chat-readings.ts\`). Retrained, byte for byte the same table and weights (no training or tuning pair
  holds those phrases): the chat set, now 92 pairs, ms→en chrF 52.0 → 53.2 (BLEU 23.5 → 24.4), en→ms 48.8 (the way
  into Malay is unchanged; the new pairs' Malay is chat); held-out unchanged (46.1 and 50.3). Now \`How much is this
  clothes?\`, \`Why don't you reply call my?\`; \`Macam mana nak pergi KLCC?\` still \`How KLCC want to go?\`.
- **States said of people and things** (2026-11-24, a thirty-seventh session, later still; tried, not kept): a probe
  read \`Laptop aku rosak\` as \`Corrupted my laptop\` and \`Boss aku garang\` as \`Boss my gaudiness\`: Malay says a state
  with no verb, and the interface strings (70,621 of the 74,531 training pairs) and Wordnet gave everyday adjectives
  senses chat never means. A seventh part of the team chat set (8 pairs) was written first (kept: with the shipped
  model the chat set reads 52.7 ms→en and 48.9 en→ms on its 100 pairs). A team list of 63 states became 1,560 phrase
  pairs, kept whole: each adjective alone, after \`is\` (\`rosak\` → \`is broken\`), and after a pronoun with its subject
  and verb (\`aku penat\` → \`i'm tired\`). Three retrained variants, each with both directions' weights retuned: with
  every pronoun at weight 1, held-out chrF 46.1 → 46.3 ms→en and 50.3 → 50.4 en→ms, the chat set 52.7 → 53.1 and 48.9
  → 48.7, but \`Kereta dia rosak lagi pagi ni\` read \`He is broken car again this morning\` (chat puts \`dia\` after a
  noun as often as before a state); without \`dia\`, at weight 3, held-out 46.1 and 50.2, chat 53.1 and 49.7, but
  \`Telefon saya hilang semalam\` read \`My lost yesterday\`; without \`dia\` at weight 1, held-out 46.3 and 49.4, chat
  53.4 and 49.7, \`Laptop aku rosak\` → \`My laptop broken\`, but the en→ms weights moved far (language model 0.3 → 0.45,
  swap −0.5 → −1) and with them \`I don't like durian\` → \`Saya tidak suka duren\` and \`Mereka mahu beli rumah baru\` →
  \`They want buy new house is\`. What stands in the way is the tuning more than the pairs: the coordinate ascent takes
  any gain on 252 tuning pairs, so any change to what it decodes moves the weights, and the held-out figures a point
  either way with them; more tuning pairs, or a steadier search, would come first. Tried at once on the shipped data:
  a step asked to gain 0.1 chrF on the tuning pairs (not any gain) found weights as far from the shipped ones
  (held-out 46.3 and 49.1, chat 53.5 and 49.0), so that alone does not steady it.
- **Bagged tuning** (2026-11-24, a thirty-eighth session): the decoder weights are now the mean of five coordinate
  ascents, each on a bootstrap resample of the tuning pairs (seeds 100–104; \`training/translation-tune.ts\`), since
  one ascent, which takes any gain on 252 pairs, moved with any change to what the decoder reads (the state phrase
  pairs above). Measured first with the shipped table, four tuning draws each (all pairs, and three 90 % subsamples),
  one ascent against the mean of five: held-out ms→en chrF 46.07, 46.32, 46.07, 46.58 (spread 0.51) against 46.36,
  46.52, 46.46, 46.53 (spread 0.17); en→ms 50.27, 49.55, 50.10, 49.37 (spread 0.90, mean 49.82) against 49.81, 49.93,
  49.64, 49.22 (spread 0.71, mean 49.65); the chat set ms→en means 53.14 against 53.12, en→ms 48.76 against 49.21.
  Steadier, level on the mean; the single ascent shipped before was a lucky draw for en→ms. Retrained (the table is
  unchanged; weights ms→en \`tm\` [0.75, 0.5, 0.3, 0.3] → [1.2, 0.75, 0.33, 0.06], \`phrase\` 0.3 → 0; en→ms \`unknown\`
  −10 → −3): held-out ms→en chrF 46.07 → 46.36 (BLEU 16.7 → 17.2), en→ms 50.27 → 49.81 (BLEU 16.7 → 17.2), the chat
  set 52.68 → 53.15 (BLEU 24.0 → 24.8) and 48.85 → 49.35 (BLEU 11.3 → 11.8). \`Saya nak tanya pasal yuran sekolah anak
  saya\` now ends \`school my son\` (\`school child I\` before). Tuning takes five times as long (translation training
  about 9 minutes). With the steadier weights the state phrase pairs above were tried again (63 team states, 913
  pairs: each alone, after \`is\`, after a pronoun but \`dia\`, weight 1; retrained, not kept): held-out 46.36 → 46.46
  ms→en and 49.81 → 49.55 en→ms, the chat set 53.15 → 53.16 and 49.35 → 49.64, the weights moving only a little
  (ms→en \`tm\` [1.2, 0.75, 0.33, 0.06] → [0.9, 0.65, 0.3, 0.13]) — but \`rosak\` still read \`corrupted\` (the interface
  strings outweigh 913 pairs at weight 1), \`Aku penat sangat hari ni\` read \`I'm very tired today\`, and \`Esok kau
  kerja ke?\` became \`Tomorrow you're work?\` and \`My car is broken\` \`Saya kereta rosak\`: the pronoun pairs taught
  \`kau\` → \`you're\` wherever it stands.
- **Words the language model does not know, identical words, and a fourth batch of chat pairs** (2026-11-24, a
  thirty-ninth session): a probe read \`Laptop aku rosak\` as \`My laptop corrupted\` though the table scores \`rosak\` →
  \`broken\` above \`corrupted\` on all four phrase scores. The English language model does not know \`corrupted\` (nor
  \`gaudiness\`, \`taxation\`) and gave it its \`<unk>\` probability, the mass of every rare word together: after \`<s> <s>\`
  ln −4.5 against ln −12.1 for \`broken\`, so a word the model had never seen won over one it knew. (1) The decoder
  now adds a tuned weight (\`oov\`, as Moses' language-model OOV feature) per target word of a table option that the
  target language model does not know; tuned to −6.8 (ms→en) and −6 (en→ms). Retrained on the same table: held-out
  chrF 46.36 → 47.04 (BLEU 17.2 → 17.6) and 49.81 → 51.05 (BLEU 17.2 → 19.3), the chat set 53.15 → 53.83 and 49.35 →
  48.41. (2) The same service check read \`Sedap gila\` as \`Nasi\`: the team pair \`Sedap gila nasi lemak ni\` / \`This
  nasi lemak is really delicious\` had aligned \`sedap gila\` with \`nasi\`. A word now aligns ten times as readily with
  the same string on the other side (a name, a number, a kept term; \`IDENTICAL_BOOST\` in \`training/align.ts\`), in EM
  and in the Viterbi links. With the weights of (1) held fixed, the table alone moved held-out chrF 46.99 → 46.93
  and 50.96 → 50.83 (the eval's normalised path reads a little differently), the chat set 50.77 → 51.05 and 48.41 →
  48.35 — level; kept because it makes the alignment of names and kept terms right. (3) A probe read \`Saya suka
  makan nasi ayam\` as \`I like to eat chicken\` (\`makan nasi\` is also "have a meal") and \`yuran\` as \`subscription\`,
  \`garang\` as \`gaudiness\`: 27 team chat pairs (\`chat.tsv\`: dishes English translates, broken things, strict people,
  fees, studies, \`macam mana nak\` directions), written after reading eval.tsv but not in its wording (three first
  drafts too close to it were rewritten), so the chat set's figures are a little flattering. All three, retrained
  (before → after): held-out chrF 46.36 → 47.10 (BLEU 17.17 → 17.84) and 49.81 → 50.90 (BLEU 17.19 → 18.74), the
  chat set 53.15 → 53.15 (BLEU 24.8 → 25.2) and 49.35 → 48.75 (BLEU 11.8 → 9.4). Now \`My laptop broken\`, \`I like to
  eat chicken rice\`, \`I want to pay fees\`, \`How do I go KLCC?\`, \`Boss my fierce\`. Worse: the retuned en→ms weights
  (\`swap\` −0.75 → −1.15) leave a sentence-initial possessive unswapped more often: \`My cat likes to sleep on the
  sofa\` → \`Saya suka kucing tidur pada sofa\` (\`Kucing saya suka…\` before), \`My phone went missing yesterday\` → \`Saya
  pergi telefon semalam hilang\`.
- **English possessives pre-ordered into Malay** (2026-11-24, a thirty-ninth session, later): 12 of the 36 held-out
  and chat sentences that open with \`My\`, \`Your\`, \`Her\`… came out with the pronoun first (\`My phone went missing
  yesterday\` → \`Saya pergi telefon semalam hilang\`; 8 with the table before this session): Malay puts the possessor
  after its noun phrase, which the decoder's swaps of two adjacent phrases reach only when the table holds the whole
  pair, and the Malay language model likes \`Saya …\` at the start. Before decoding into Malay, a possessive
  determiner is now moved after the noun phrase it opens (the POS tagger's ADJ, NOUN, PROPN and NUM words, ending on
  a noun; \`her\` not after a verb, where it is an object: \`src/analysis/translate-order.ts\`), leaving the decoder the
  modifier swaps it does well (\`my favourite food\` → \`favourite food my\` → \`makanan kegemaran saya\`). With the weights
  before: pronoun-first openings 12 → 1 of 36, held-out en→ms chrF 50.83 → 50.91, the chat set 48.75 → 49.12.
  Retrained (the tuning translates through the same path): held-out en→ms chrF 50.90 → 50.98 (BLEU 18.74 → 19.26),
  the chat set 48.75 → 48.98 (BLEU 9.36 → 10.20); ms→en unchanged. Also tried and not kept: no swap moving a
  pre-ordered possessive again (with the weights before it, 50.93 → 50.88 and 48.98 → 48.79; tried again on
  2026-11-25 after the POS tagger's English dictionary entries, 51.01 → 50.97 and 48.94 → 48.76: it fixes \`My boss
  needs the report today\`, but the tagger still reads \`studies\` and \`likes\` after a longer noun phrase as nouns, and
  the decoder's swaps had been undoing those wrong moves; with a POS tagger trained on 14 more sentences of that kind,
  which then read them right, 50.97 and 48.98 — flat, the pre-ordering's other misses, a noun phrase run on over
  \`tomorrow\` or \`several times\`, no longer undone). Still wrong: the
  tagger reads \`likes\` in \`My cat likes to sleep\` as a plural noun, so the phrase runs on (\`Kucing suka saya tidur\`).
- **A possessed noun phrase ends before a time word or a quantifier** (2026-11-25, a forty-first session): the
  pre-ordering ran a possessed noun phrase on over words the tagger reads as nouns or adjectives but that stand
  apart from it, so \`I played with my pet yesterday\` read \`Saya bermain dengan peliharaan semalam saya\` and \`their
  national anthem several times\` put \`mereka\` after \`kali\`. The phrase now ends before \`today\`, \`tomorrow\`,
  \`yesterday\`, \`tonight\`, \`now\`, \`later\`, \`several\`, \`many\` and \`few\` (\`src/lang/en/phrase-breakers.ts\`; \`daily\`,
  \`last\` and \`next\` stay inside, as in \`my daily routine\`). Held-out en→ms chrF 51.01 → 50.99 (BLEU 19.27 →
  19.23; the references of the three changed sentences leave the possessive out, so \`kawan saya semalam\` scores
  below \`kawan semalam saya\`), the chat set 48.94 → 49.17 (BLEU 10.20 → 11.38); the weights were not retuned.
  Now \`Saya bermain dengan peliharaan saya semalam.\`, \`Saya nak jumpa cikgu anak saya esok pagi\`; without the full
  stop the first still ends \`… peliharaan semalam saya\`: the decoder swaps the two last phrases back, the language
  model liking a sentence that ends in \`saya\` (pinning the possessive, above, was not kept).
- **The copula Malay leaves out** (2026-11-25, a forty-second session): Malay says a state with no verb, and the
  table's \`is\` lives inside longer phrases of formal text, so \`Kereta saya rosak\` read \`My car broken\`, \`Kami lapar\`
  \`We hungry\`, and chat's postposed intensifiers came out last (\`Bil elektrik bulan ni mahal gila\` → \`… expensive
  really\`). An eighth part of the team chat set (16 pairs) was written first: ms→en chrF 48.48. Then a second
  pre-ordering, into English (\`src/analysis/translate-order-malay.ts\`, lists in \`src/lang/ms/predicates.ts\`): after a
  subject that opens a clause and is followed by an adjective (a personal pronoun; nouns closed by a possessor or
  \`itu\`/\`ini\`; bare nouns only at the sentence's start and only where the adjective ends the clause, after one
  place such as \`kat kedai tu\`), the copula goes in — \`am\`, \`are\` or \`is\` by the pronoun, else \`is\` or \`are\` as the
  language model likes; a one-word subject's \`itu\`/\`ini\` is said first (\`kucing tu\` → \`that cat\`); a postposed
  intensifier moves before its adjective, read as the word Malay puts there (\`gila\` → \`benar-benar\`), unless the table
  knows the pair as it stands (\`mahal sikit\` → \`a bit expensive\`). The decoder writes an inserted word as is, never
  swaps it, and counts it neither known nor unknown. Part eight 48.48 → 56.06, part seven 50.13 → 53.37, part one
  52.26 → 52.60, the chat set 52.61 → 53.80 (BLEU 24.98 → 26.47) on 116 pairs; held-out ms→en 47.10 → 47.12 (BLEU
  17.84 → 17.87; 16 of 467 sentences change). Retrained, the tuned weights did not move. A first version that let
  bare nouns after a conjunction, \`yang\`, \`setiap\` or \`dengan\` frame a subject changed 35 held-out sentences, most
  for the worse (\`dan senjata lain\` → \`weapon is another\`); letting the language model choose no copula at all
  dropped nearly every one (part eight 47.01). Still wrong: \`Boss aku garang\` → \`Boss my is fierce\` (a copied
  English word never heads a swap), \`Dia sakit hari ini\` → \`He is hurts today\`, \`perut saya sakit\` → \`my stomach is
  ill\`, and a two-word subject with \`itu\` keeps its order (\`Kereta merah itu cantik\` → \`Car red that is pretty\`).
- **A pronoun after an English word in Manglish** (2026-11-25, a forty-second session, later): \`Boss aku garang\`
  read \`Boss my is fierce\` and \`Aku jumpa boss aku semalam\` \`See you my boss my yesterday\`: the table does not know
  \`boss\`, so the decoder copies it, and a copied word never heads a swap. The pre-ordering into English now says a
  possessor pronoun after an English dictionary noun the table does not know first, as the English possessive
  (\`POSSESSIVE_READINGS\`: \`aku\` → \`my\`, \`dia\` → \`his\` or \`her\` as the language model likes), and the sentence's first
  word, once no longer first, loses its sentence capital: \`My boss is fierce\`, \`I see my boss yesterday\`, \`Our
  assignment many\`. No held-out or team chat sentence has the pattern, so the figures do not move. Tried and not
  kept the same day: dropping, at decoding, a Malay phrase's option that says only what one of its words says
  (\`belajar di universiti\` → \`university\`, which made \`Adik saya belajar di universiti\` read \`My little brother
  university\`): held-out ms→en 47.12 → 47.27 and the chat set 53.80 → 54.10, but 159 of the 467 held-out
  translations changed, as many for the worse as the better (\`in in kordon\`, \`shoot off\`), and en→ms's chat set fell
  1.5 when the same was done into Malay.
- **Chat \`dah\` and \`best\`, and copulas both ways** (2026-11-25, a forty-second session, later still): \`Kami dah
  sampai KL\` read \`Tell me our KL\` (the table's only \`dah sampai\` pair is junk) and \`Filem tu best gila\` \`That film is
  really best\`. Chat's \`dah\` now reads as \`sudah\` and \`best\` as \`bagus\` (not after \`the\` or a possessive), in the
  translator and in the trainer's reading of the team pairs (\`src/lang/ms/chat-readings.ts\`). Into English, a bare
  noun subject also takes its copula when only time words follow its adjective (\`Bas lambat lagi hari ni\` → \`The bus
  is slow again today\`), and a subject whose nouns and adjectives run on to \`itu\`/\`ini\` with no predicate after is read
  again as its nouns alone (\`Harga minyak mahal bulan ni\` → \`… is expensive this month\`). Into Malay, a present \`is\`,
  \`are\` or \`am\` before an adjective that ends its phrase goes (\`copulasBeforeAdjectives\` in
  \`src/analysis/translate-order.ts\`): Malay says no copula there, and \`Your clothes are beautiful\` had read \`Baju
  anda adalah cantik\`, \`Bats are protected\` \`Kelawar adalah dilindungi\`; with the weights as they were, held-out
  en→ms 50.99 → 50.97 (19 sentences change, most towards grammatical Malay: \`Mr Tanaka tinggi\`, \`bot biasanya
  penuh\`), the chat set 49.01 → 49.34. Retrained on all of it (both directions' weights retuned; 14 more phrase
  pairs): held-out ms→en 47.12 → 47.06 (BLEU 17.87 → 17.86), en→ms 50.99 → 50.93 (BLEU 19.23 → 19.19); the chat set
  ms→en 53.80 → 54.57 (BLEU 26.47 → 27.88; part one 52.60 → 54.65), en→ms 49.01 → 49.19 (BLEU 10.77 → 11.64). Still
  wrong: the tagger reads \`late\` in \`The bus is late again\` as an adverb, so \`adalah\` stays; \`The food is very
  spicy\` → \`Masakan yang sangat pedas\`.
- **A noun phrase closed by \`itu\`/\`ini\`, in English order** (2026-11-25, a forty-third session): Malay puts
  adjectives and \`itu\`/\`ini\` after the noun, and the pre-ordering said only a one-word subject's \`itu\` first, so
  \`Kereta merah itu cantik\` read \`Car red that is pretty\` and \`Aku suka baju biru ni\` \`I like blue shirt this\`. A
  ninth part of the team chat set (14 pairs: nouns with adjectives and \`itu\`/\`ini\`, and verbs before a place, \`belajar
  di universiti\`) was written alongside the change, so read its gain with care: ms→en chrF 60.34 before. Now the
  determiner of a subject's noun phrase (common nouns, then adjectives, at most three words before it) is said first
  whatever its length, and so is any other noun phrase's that has adjectives; its adjectives go before their nouns
  (\`kereta merah itu\` → \`that merah kereta\`), and the decoder never swaps a word the pre-ordering so placed (\`placed\`
  on the source token: with the swap, \`Budak-budak nakal itu lari\` had read \`Those naughty flee the kids\`). A bare
  \`noun itu\` outside a subject stays as it is: the table reads \`di negara ini\` as \`in the country\`, and fronting every
  one (35 held-out sentences changed, \`at this country\`, \`On this year, early\`) cost the held-out ms→en 0.05. Into
  Malay, \`late\`, \`early\`, \`fast\`, \`slow\`, \`loud\` and \`quiet\` read as adverbs by the tagger count as adjectives after a
  copula (\`ADVERB_LIKE_ADJECTIVES\` in \`src/lang/en/copulas.ts\`): \`The bus is late again\` → \`Bas lambat lagi\`, not
  \`Bas adalah lambat lagi\`. Part nine 60.34 → 70.82, part seven 53.37 → 57.04, part eight 56.06 → 58.20; the chat
  set (now 130 pairs) ms→en 55.12 → 56.53 (BLEU 28.23 → 30.55), en→ms 49.30 both; held-out ms→en 47.056 → 47.058
  (one sentence: \`in this global world\`), en→ms unchanged. Retrained, the tuned weights and the table's bytes do not
  move. Tried and not kept: an option whose lex(source|target) is under e^-8 left out while its span has another
  (\`belajar di universiti\` → \`university\` drops the verb; the floor chosen among −6 to −14 on the tuning pairs, chrF
  49.52 → 49.58 and 55.27 → 55.32 with the weights as they were): retrained, the retuned weights read held-out ms→en
  47.06 → 46.88 (BLEU 17.87 → 17.46), en→ms 50.93 → 50.95 (BLEU 19.19 → 18.82) and the chat set 56.53 → 56.31 against
  the same change without the floor; and a possessive moved after its noun into Malay marked as placed (\`My train is
  late\` reads \`Saya kereta api lewat\`): held-out en→ms 51.12 → 51.11 and the chat set 49.54 → 49.31 before
  retraining; nor every noun's adjectives (one or two, not a predicate) put before it anywhere (\`keadaan kritikal\` →
  \`critical state\`; also with the adjective not ending its clause, or only after a verb, number or determiner):
  held-out ms→en 47.06 → 47.10–47.15 but the tuning pairs 49.52 → 49.33–49.37, and the chat set −0.3 to +0.1 (\`sebab
  projek lambat\` → \`because slow project\`). Still wrong: \`Adik saya belajar di universiti\` → \`My little brother
  university\`, \`Dia sakit hari ini\` → \`He is hurts today\` (the table's \`sakit hari ini\` is one pair, \`hurts today\`).
- **Owners, opening possessives, counted nouns** (2026-11-25, a forty-fourth session). Into Malay: \`My boss is angry\`
  read \`Saya bos marah\`, \`His car is new\` \`Kereta baru nya\`, \`My friend's house is far\` \`Saya, kami bermalam yang
  jauh\`. (1) An English owner's \`'s\` (\`the country's new name\`, \`Ali's car\`; not \`it's\`, \`let's\`) now puts the
  possessed noun phrase before the owner's phrase, less its \`'s\`, and the owner's words are placed, so the decoder
  cannot swap them back (\`genitivesAfterNoun\` in \`src/analysis/translate-order.ts\`: \`name the country\` → \`nama
  negara\`; 40 of the 467 held-out English sentences hold one). (2) The possessive that opens a sentence, once moved,
  is placed too, and no phrase may run on past it (\`closes\` on the source token: \`car his new\` had read \`his new\` →
  \`baru nya\`). Placing it was tried twice before (above) and lost because the tagger reads \`studies\`, \`likes\` after
  a noun subject as plural nouns and the swaps had been undoing those wrong moves; so (3) a possessed phrase of two
  words or more that opens its clause and ends in an \`-s\` word, with no finite verb after it in the clause, gives
  that word back as the verb (\`my younger brother studies at university\`). And \`far\` joins the adjectives read as
  adverbs that drop the copula (\`Rumah kawan saya jauh\`). Into English: (4) a numeral classifier after a count and
  before its noun goes unsaid, and \`se-\` with one reads as \`sebuah\`, "a" (\`MALAY_CLASSIFIERS\` in
  \`src/lang/ms/classifiers.ts\`: \`tiga ekor kucing\` had read \`three tail cat\`, \`sehelai baju\` \`is a … clothes\`; not
  before a word in a verb prefix, which the tagger may read as a noun: \`820,000 orang dijangkiti\`); (5) after decoding,
  a noun after a count is made plural where English text uses the plural often enough (at least 3 times and 3 % as
  often as the singular; not \`yen\`, \`people\`, \`percent\`: \`INVARIANT_NOUNS\`), and \`a\`/\`an\` agree with the next word
  (\`src/analysis/translate-agreement.ts\`); (6) a predicate after the copula the pre-ordering put in closes its phrase
  (\`Rumah kami dekat dengan sekolah\` had read \`Our house is school is near\`), and a postposed intensifier moved
  before its adjective is placed (\`Saya lapar gila\` had read \`I am hungry really\`). With the weights before:
  held-out en→ms chrF 50.93 → 51.13 (BLEU 19.19 → 19.50), the tuning pairs 55.27 → 55.30, the chat set en→ms 49.30
  → 49.95; ms→en held-out 47.06 → 47.07 (BLEU 17.87 → 17.87), the chat set 56.53 → 56.70. Retrained (both
  directions' weights retuned through the new path): held-out ms→en 47.06 → 47.21 (BLEU 17.87 → 18.07), en→ms 50.93
  → 51.01 (BLEU 19.19 → 19.18), the chat set ms→en 56.53 → 56.34 (BLEU 30.55 → 30.64), en→ms 49.30 → 49.79 (BLEU
  12.13 → 12.34): the retuned weights give back part of the gain the fixed weights showed, as bagged tuning on 255
  pairs does. The chat set was written in earlier sessions, but its lines were read while these rules were made
  (\`far\` came from one), so read its gain with care. Still wrong: \`Our teacher is very kind\` → \`sangat jenis\`
  (\`kind\` the noun), \`Dia sakit hari ini\` → \`He is hurts today\` (the table's \`sakit\` → \`hurts\`), \`Saya sakit
  kepala\` → \`I am head hurts\`, \`Adik saya belajar di universiti\` → \`My little brother university\`.
- **English noun phrases head first** (2026-11-25, a forty-fourth session, later): the card's early decision left a
  noun's modifiers to the decoder's swaps of two adjacent phrases, and the held-out output showed they often stay
  (\`I am working at an automobile company\` → \`sebuah kereta syarikat\`, \`Public buildings\` → \`Awam bangunan\`, \`our
  broken housing market\` → \`rosak pasaran perumahan kita\`). Before decoding into Malay each English noun phrase is now
  said head first: its adjectives (with the adverbs that open them: \`most popular\`) and then its modifying nouns go
  after the head, the nearest first, and are placed (\`headsFirst\` in \`src/analysis/translate-order.ts\`: \`a computer
  company\` → \`a company computer\` → \`sebuah syarikat komputer\`; \`a new computer last month\` is two phrases, since an
  adjective after a noun opens another). A phrase stays as it is where the table knows it alone or with a word either
  side (\`trade war\`, \`on the other hand\`), holds a word the table does not know (\`nasi lemak\`, copied as it stands),
  follows a name (\`South Korean citizenship\`), or would cross a possessive the pre-ordering moved; quantifiers
  (\`many\`, \`several\`) stay out of it. The POS tagger now reads every English sentence (before, only those with a
  possessive, a copula or an owner's \`'s\`). With the weights before: held-out en→ms chrF 51.01 → 51.72 (BLEU 19.18 →
  20.42), the chat set en→ms 49.79 → 51.25 (BLEU 12.34 → 13.78), the tuning pairs 55.50 → 55.52. Retrained (the en→ms
  weights retuned; the swap penalty −1.1 → −1.75, as fewer swaps are needed): held-out en→ms 51.01 → 52.10 (BLEU 19.18 → 20.76), the chat
  set 49.79 → 51.75 (BLEU 12.34 → 14.13); ms→en unchanged. Tried first: the same only for sentences the tagger already read (51.42 /
  20.04, chat 50.74), and without placing the moved words (51.38 / 19.91). Still wrong where the tagger errs (\`the
  phone rang\` → \`rang telefon\`: \`rang\` read as a noun) and with a nationality the tagger reads as a name (\`The old
  Japanese film\` → \`Lama Jepun filem\`).
- **A word's sense by its part of speech, into Malay** (2026-11-25, a forty-fifth session): the table keeps six
  translations per phrase, chosen over all of a word's uses, so a word used mostly one way kept only that sense:
  \`Our teacher is very kind\` read \`Guru kita sangat jenis\`, \`He left the room\` \`Dia kiri bilik\`, \`I feel fine\`
  \`Saya rasa halus\`. Each one-word English phrase extracted from a training sentence is now counted under the word's
  tag as well (the POS tagger reads the English side; a Wordnet entry has its synset's part of speech; the interface
  strings are labels, not sentences — the tagger read the buttons \`Close\`, \`Clear\` and \`Left\` as adjectives and a
  verb hundreds of times — and are left out: with them the tuning pairs read 55.68 against 56.09). A word with at
  least 2 weighted uses under a tag, whose translations there differ from its translations overall by a total
  variation of at least 0.15, gets a sense entry (\`training/translation-senses.ts\`; 3930 English words): its table
  options and the tag's four best translations, p(target | source) read under the tag (smoothed towards the word's
  overall distribution by 2 pseudo-counts) and the lexical weight scaled by the same ratio. The decoder reads a
  one-word phrase of a word so tagged through its entry (\`SourceToken.sense\`; the table's \`#senses\` line). Chosen
  on the tuning pairs with the weights before: en→ms chrF 55.36 → 56.25 (55.57–56.17 with 1 or 4 pseudo-counts, a
  difference of 0.08 or 0.3, at least 1, 3 or 5 uses, eight own translations, entries only where the tag's best
  translation is new, or the lexical weight left as it was; 56.01–56.07 with open-class tags only), held-out
  sentence by sentence 52.05 → 52.61, the chat set 51.75 → 52.57. Retrained (the en→ms weights retuned): held-out
  en→ms 52.10 → 52.65 (BLEU 20.76 → 21.02), the chat set 51.75 → 52.41 (BLEU 14.13 → 14.97); ms→en unchanged.
  Malay senses (the tagger reading the Malay side) read level on the tuning pairs (ms→en 49.46 → 49.56) and,
  retrained with them, held-out ms→en 47.21 → 47.04 (BLEU 18.07 → 17.55), so they are left out. The table grew
  7.24 → 7.83 MB and takes about 25 ms longer to load (158 → 184 ms). Now \`sangat baik\`, \`Dia keluar bilik\`, \`Saya
  rasa baik\`; still wrong where the tagger errs (\`You must pay a fine\` → \`membayar baik\`; \`What kind of food do you
  like?\` → \`… anda seperti?\`, \`like\` at the end read as a preposition) or a tag's evidence is thin (\`The water is
  clear\` → \`Kosongkan air\`, \`This bag is light\` → \`cahaya\`, \`The shop is close to my house\` → \`tutup\`).
- **Phrase pairs that drop source words** (2026-11-25, a forty-fifth session; tried, not kept): \`Adik saya belajar
  di universiti\` reads \`My little brother university\` through the pair \`belajar di universiti\` → \`university\`
  (p(en|ms) 0.5, lex(ms|en) e^−12), an alignment slip that says three words as one. Pairs with two or more words
  (or one) more on one side whose lexical weight of that side given the other is under 1e-4 or 1e-3 were dropped
  (9,845 to 28,430 pairs), read with the weights as they were: the tuning pairs ms→en 49.46 → 49.45–49.49, en→ms
  56.30 → 56.30–56.35, held-out ms→en 47.14 → 47.17–47.21 sentence by sentence — within a retuning's noise, so the
  table keeps them.
- **A larger English language model** (2026-11-28, a forty-seventh session; tried, not kept): the English
  model's 355 k tokens are mostly one-line requests (CLINC150, HWU64), so the user and system turns of
  Schema-Guided Dialogue (\`sgd-dialogue-acts\`, CC BY-SA 4.0; 158,341 turns after cleaning and de-duplication, a
  tenth of the dialogues held out) were added to its training text, and the ms→en weights retuned on the tuning
  pairs. Read sentence by sentence through the decoder (the tuning pairs, held-out ms→en, the chat set; without
  the normaliser in front, so the chat figures sit below the evaluation's): the model as it is 49.46 / 47.14 /
  50.38; with every turn (13,678 words, 1.37 MB; the tuner lowered the language model's weight 0.6 → 0.39) 49.14
  / 46.46 / 50.19; with 30,000 turns drawn at random 49.49 / 47.20 / 51.08 — the booking and travel dialogue
  crowds out general English, and a share the size of the rest moves nothing beyond a retuning's noise.
- **Alignment slips left out of the table** (2026-11-28, a forty-seventh session; tried, not kept): the forty-fifth
  session's filter, built into training this time and the weights retuned: pairs whose longer side's lexical weight
  given the shorter side is under 1e-4 (one or more words' difference; 28,430 pairs read with the old weights:
  tuning pairs 49.46 → 49.49, held-out 47.14 → 47.21, sentence by sentence). Retrained (7.42 MB): held-out ms→en chrF
  47.21 → 47.04 (BLEU 18.07 → 17.66), en→ms 52.65 → 52.80, the chat set 56.34 → 56.72 and 52.41 → 52.54 — but one
  held-out negation lost (\`bukan sahaja\` → \`provides a\`, a pair of the old table too, which the retuned weights, lex(ms|en)
  weight 0.26 → 0.02, now let win). Pairs of more than one word whose two lexical weights are both under 1e-3 left out
  as well (7.32 MB): held-out ms→en 46.88 (BLEU 17.22), en→ms 52.67, the chat set 56.40 and 52.55, negation kept,
  and the lex(ms|en) weight tuned to −0.02. Set before retraining: ship only if neither held-out direction lost more
  than 0.2; the second lost 0.33 and neither fixed \`Adik saya belajar di universiti\` (\`My little brother study
  university\`, then \`My little I study university\`: \`di universiti\` → \`university\` is a pair the word table
  supports). What the retuning moves is as large as what the table change does.
- **Size:** ${sizeOf(path)} (${entries.length} phrase pairs).
- **Run time:** Manglish input is normalised first; names (capitalised words), numbers, URLs, e-mails, mentions and
  unknown words are copied through, and so are Malaysian terms English keeps (\`nasi lemak\`, \`kampung\`; team list
  \`src/lang/ms/untranslated.ts\`); chat particles are dropped into English; \`confidence\` is the geometric mean of the chosen phrases' translation
  probabilities times the share of known words.
`);
}
