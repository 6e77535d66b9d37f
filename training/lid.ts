/**
 * Trains language identification:
 * - `models/lid.bin.gz`: sentence level, classes ms, id, en, zh, ta, other;
 * - `models/lid-msid.bin.gz`: Malay vs Indonesian, from parallel sentences only (re-splits the two);
 * - `models/lid-word.bin.gz`: word level, classes ms, en (for code-switching).
 *
 * Sentences come from the corpus assembly (training rows only). Because the corpora are formal, the
 * trainer adds two kinds of derived examples: short fragments (1–4 words) of training sentences, so short
 * texts are handled, and "chat" versions of Malay sentences made with the team's shortform tables
 * (`saya nak makan` → `sy nk mkn`), so Manglish spellings are learnt as Malay.
 */
import { lidTokens, LID_CLASSES, LID_SPEC, PAIR_LID_CLASSES, WORD_LID_CLASSES, WORD_LID_SPEC, wordLidTokens } from '../src/analysis/language.js';
import { extractFeatures } from '../src/models/features.js';
import { vocabulary } from '../src/models/vocab.js';
import { accuracy, confusion } from '../eval/metrics.js';
import { chatify, chatSpellings } from './chat.js';
import { englishSoftwareStrings, sentences, type CorpusLang } from './corpora.js';
import { isHeldOut, log, readTeamTable, readTsv, rng, shuffle, sizeOf, writeArtifact, writeCard } from './common.js';
import { balancedWeights, encodeTrained, meanLinear, predictTrained, trainLogistic, type Example } from './linear.js';

const CLASS_OF: Record<CorpusLang, string> = { ms: 'ms', id: 'id', en: 'en', zh: 'zh', ta: 'ta', jv: 'other', su: 'other', min: 'other', tl: 'other' };
/** Words at least this many times more frequent in one language become single-word training examples. */
const WORD_RATIO = 10;
/** At most this many sentences per class and source, so one big source does not drown the rest. */
const CAP_PER_SOURCE = 12_000;
/**
 * The team's everyday Malaysian sentences (`training/data/lid/malaysian.txt`) count this many times; each
 * copy gets its own fragments and chat spellings.
 */
const TEAM_REPEAT = 5;
/** English software strings in training (a random sample; see the card). */
const ENGLISH_SOFTWARE = 4000;
/** The sentence model is the mean of runs in these shuffle orders (one run moves ms↔id by ±0.003). */
const SEEDS = [3, 4, 5];

/** 1–4 word fragments of a sentence. */
function fragment(text: string, rand: () => number): string {
  const words = text.split(/\s+/).filter(Boolean);
  const n = 1 + Math.floor(rand() * 4);
  const start = Math.floor(rand() * Math.max(1, words.length - n + 1));
  return words.slice(start, start + n).join(' ');
}

interface Labelled { text: string; label: string }

/** Training and held-out sentences for the sentence-level model. */
export function lidData(heldOut: boolean): Labelled[] {
  const bySource = new Map<string, Labelled[]>();
  for (const s of sentences()) {
    if (s.heldOut !== heldOut) continue;
    const key = `${CLASS_OF[s.lang]}:${s.source}`;
    const list = bySource.get(key) ?? [];
    list.push({ text: s.text, label: CLASS_OF[s.lang] });
    bySource.set(key, list);
  }
  // Japanese from TALPCo is another "other" language (a different script).
  for (const row of readTsv('talpco', 'talpco.tsv')) {
    const list = bySource.get('other:talpco-jpn') ?? [];
    if (isHeldOut('talpco', row.id ?? '') === heldOut) list.push({ text: row.jpn ?? '', label: 'other' });
    bySource.set('other:talpco-jpn', list);
  }
  // English about software, which the other English sources hardly have (tech words had become Indonesian).
  const software = englishSoftwareStrings().filter((s) => s.heldOut === heldOut);
  bySource.set('en:debian-l10n-en', (heldOut ? software : shuffle(software, 5).slice(0, ENGLISH_SOFTWARE)).map((s) => ({ text: s.text, label: 'en' })));
  const out: Labelled[] = [];
  for (const [, list] of [...bySource.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    out.push(...(heldOut ? list : shuffle(list, 17).slice(0, CAP_PER_SOURCE)).filter((x) => x.text.trim() !== ''));
  }
  return out;
}

/**
 * Malay and Indonesian words that the frequency lists attest far more in one language (`kerana` vs
 * `karena`), as single-word examples weighted by log frequency: they teach the model vocabulary that the
 * training sentences never use.
 */
function vocabularyExamples(): (Labelled & { weight: number })[] {
  const out: (Labelled & { weight: number })[] = [];
  for (const [word, v] of vocabulary().entries()) {
    const ms = v.web + v.ms * 90;
    const id = v.idweb + v.id * 50;
    if (ms + id < 200 || !/^\p{L}+$/u.test(word)) continue;
    if (ms > WORD_RATIO * id) out.push({ text: word, label: 'ms', weight: Math.log10(ms / 100) });
    else if (id > WORD_RATIO * ms) out.push({ text: word, label: 'id', weight: Math.log10(id / 100) });
  }
  return out;
}

/** The team's everyday Malaysian sentences, the register the corpora's Malay lacks. */
function teamMalaysian(): Labelled[] {
  return readTeamTable('lid/malaysian.txt').map(([text = '']) => ({ text, label: 'ms' }));
}

function sentenceExamples(): { examples: Example[]; count: Record<string, number> } {
  const rand = rng(42);
  const spellings = chatSpellings();
  const team = teamMalaysian();
  const base = [...lidData(false).filter((s) => (LID_CLASSES as readonly string[]).includes(s.label)), ...Array.from({ length: TEAM_REPEAT }, () => team).flat()];
  const texts: Labelled[] = [...base];
  // 1. Short fragments of every class; chat versions of Malay sentences.
  for (const s of base) {
    if (rand() < 0.5) texts.push({ text: fragment(s.text, rand), label: s.label });
    if (s.label === 'ms' && rand() < 0.7) texts.push({ text: chatify(s.text, spellings, rand), label: 'ms' });
  }
  const labels = texts.map((t) => LID_CLASSES.indexOf(t.label as (typeof LID_CLASSES)[number]));
  const weights = balancedWeights(labels, LID_CLASSES.length);
  const count: Record<string, number> = {};
  for (const t of texts) count[t.label] = (count[t.label] ?? 0) + 1;
  const examples: Example[] = texts.map((t, i) => ({ features: extractFeatures(lidTokens(t.text), LID_SPEC), label: labels[i] as number, weight: weights[labels[i] as number] }));
  // 2. Discriminative vocabulary of Malay vs Indonesian.
  const words = vocabularyExamples();
  for (const w of words) examples.push({ features: extractFeatures([w.text], LID_SPEC), label: LID_CLASSES.indexOf(w.label as 'ms' | 'id'), weight: w.weight });
  count.vocabulary = words.length;
  return { examples, count };
}

/** Sources whose Malay and Indonesian sides translate the same sentences: the pair model's data. */
const PARALLEL_SOURCES = new Set(['sib200', 'ntrex128', 'talpco', 'tatoeba', 'udhr']);

/**
 * Malay-vs-Indonesian examples from the parallel sources only (training rows), so both classes share
 * topic and register and only the languages' own differences separate them.
 */
function pairExamples(): Example[] {
  const examples: Example[] = [];
  for (const s of sentences(['ms', 'id'])) {
    if (s.heldOut || !PARALLEL_SOURCES.has(s.source) || s.text.trim() === '') continue;
    examples.push({ features: extractFeatures(lidTokens(s.text), LID_SPEC), label: PAIR_LID_CLASSES.indexOf(s.lang as 'ms' | 'id') });
  }
  return examples;
}

/** Word-level examples: vocabulary words labelled by the language they mostly occur in. */
function wordExamples(): Example[] {
  const examples: Example[] = [];
  const spellings = chatSpellings();
  for (const [word, s] of vocabulary().entries()) {
    if (!/^\p{L}[\p{L}'-]*$/u.test(word)) continue;
    const ms = s.ms + s.id / 4 + s.web / 2000;
    const en = s.en;
    let label = -1;
    if (ms >= 3 && ms > 8 * en) label = 0;
    else if (en >= 3 && en > 8 * ms) label = 1;
    if (label < 0) continue;
    const weight = Math.min(3, 0.5 + Math.log10(1 + Math.max(ms, en)) / 2);
    examples.push({ features: extractFeatures(wordLidTokens(word), WORD_LID_SPEC), label, weight });
  }
  for (const forms of spellings.values()) for (const f of forms) examples.push({ features: extractFeatures(wordLidTokens(f), WORD_LID_SPEC), label: 0, weight: 2 });
  return examples;
}

export function trainLid(): void {
  // 1. Sentence model.
  const { examples, count } = sentenceExamples();
  log(`lid: ${examples.length} sentence examples ${JSON.stringify(count)}`);
  const model = meanLinear(SEEDS.map((seed) => trainLogistic(examples, { classes: LID_CLASSES.length, buckets: LID_SPEC.buckets, epochs: 5, learningRate: 0.4, seed })));
  const held = lidData(true).filter((s) => s.label === 'ms' || s.label === 'id' || s.label === 'en');
  const gold = held.map((s) => s.label);
  const pred = held.map((s) => {
    const p = predictTrained(model, extractFeatures(lidTokens(s.text), LID_SPEC), LID_CLASSES.length);
    let best = 0;
    p.forEach((v, i) => { if (v > (p[best] as number)) best = i; });
    return LID_CLASSES[best] as string;
  });
  const acc = accuracy(gold, pred);
  log(`lid: held-out accuracy ${acc.toFixed(4)}; ms→id ${confusion(gold, pred, 'ms', 'id').toFixed(4)}; id→ms ${confusion(gold, pred, 'id', 'ms').toFixed(4)}`);
  const path = writeArtifact('lid.bin.gz', encodeTrained('lid', LID_CLASSES, LID_SPEC, model));
  // 2. Malay-vs-Indonesian pair model.
  const pairs = pairExamples();
  const pairModel = trainLogistic(pairs, { classes: PAIR_LID_CLASSES.length, buckets: LID_SPEC.buckets, epochs: 10, learningRate: 0.2, seed: 3 });
  const pairPath = writeArtifact('lid-msid.bin.gz', encodeTrained('lid-msid', PAIR_LID_CLASSES, LID_SPEC, pairModel));
  log(`lid: ${pairs.length} parallel Malay/Indonesian sentences for the pair model`);
  // 3. Word model.
  const words = wordExamples();
  const wordModel = trainLogistic(words, { classes: WORD_LID_CLASSES.length, buckets: WORD_LID_SPEC.buckets, epochs: 4, learningRate: 0.4, seed: 5 });
  const wordPath = writeArtifact('lid-word.bin.gz', encodeTrained('lid-word', WORD_LID_CLASSES, WORD_LID_SPEC, wordModel));
  log(`lid: ${words.length} word examples`);
  writeCard('lid', {
    classes: LID_CLASSES.join(', '), cap: CAP_PER_SOURCE, englishSoftware: ENGLISH_SOFTWARE, team: teamMalaysian().length, teamRepeat: TEAM_REPEAT,
    vocabularyWords: count.vocabulary ?? 0, wordRatio: WORD_RATIO, count: JSON.stringify(count), pairs: pairs.length, words: words.length,
    seeds: SEEDS.join(', '), buckets: LID_SPEC.buckets, size: sizeOf(path), heldOut: `${acc.toFixed(4)} (ms→id ${confusion(gold, pred, 'ms', 'id').toFixed(4)}, id→ms ${confusion(gold, pred, 'id', 'ms').toFixed(4)})`,
    pairSize: sizeOf(pairPath), wordBuckets: WORD_LID_SPEC.buckets, wordSize: sizeOf(wordPath),
  });
}
