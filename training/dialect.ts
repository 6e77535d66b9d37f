/**
 * Trains the dialect model `models/dialect.bin.gz`: standard colloquial Malay (the team's base sentences
 * and spoken-Malay corpus sentences) and the same sentences rewritten into each dialect with the team's
 * dialect lexicon (word forms, sound changes, particles).
 */
import { DIALECT_CLASSES, DIALECT_SPEC, dialectTokens } from '../src/analysis/dialect.js';
import { DIALECTS, PAN_MALAYSIAN_COLLOQUIAL, type DialectData } from '../src/lang/ms/dialects.js';
import { chatify, chatSpellings } from './chat.js';
import { isHeldOut, log, readTsv, rng, shuffle, writeCard } from './common.js';
import { countBySource, trainClassifier } from './classifier.js';
import { sentences } from './corpora.js';
import type { LabelledText } from './sentiment-data.js';
import { expandTemplates, readTemplates } from './templates.js';
import { countBy } from './util.js';

/** Share of the base sentences and dialect rewrites also written as chat (shortforms, slang). */
const CHAT_SHARE = 0.5;
/** Probability that a standard chat word with a pan-Malaysian spelling (`apa` → `ape`) takes it. */
const PAN_SHARE = 0.7;

/**
 * Rewrites a standard sentence into a dialect; undefined when fewer than `minChanges` words took a regional
 * form (pan-Malaysian colloquial spellings do not count).
 */
export function toDialect(text: string, data: DialectData, rand: () => number, minChanges = 1): string | undefined {
  let changes = 0;
  const words = text.split(/(\s+)/).map((part) => {
    const m = /^([\p{L}-]+)([^\p{L}]*)$/u.exec(part);
    if (!m) return part;
    const [, word, tail] = m as unknown as [string, string, string];
    const lower = word.toLowerCase();
    const forms = data.words[lower];
    let out = word;
    if (forms && rand() < 0.85) out = forms[Math.floor(rand() * forms.length)] as string;
    else if (rand() < 0.35) for (const [re, rep] of data.rules) if (re.test(lower)) { out = lower.replace(re, rep); break; }
    if (out.toLowerCase() !== lower && !PAN_MALAYSIAN_COLLOQUIAL.has(out.toLowerCase())) changes++;
    return /^\p{Lu}/u.test(word) ? (out[0] ?? '').toUpperCase() + out.slice(1) + tail : out + tail;
  });
  let result = words.join('');
  if (rand() < 0.3 && data.markers.length > 0) {
    const particle = data.markers[Math.floor(rand() * data.markers.length)] as string;
    if (!particle.includes(' ') && particle.length <= 4) result = `${result.replace(/[.!?]$/, '')} ${particle}`;
  }
  return changes >= minChanges ? result : undefined;
}

/** The base sentences: team templates and spoken/conversational Malay corpus sentences (training rows only). */
function bases(): string[] {
  const team = expandTemplates(readTemplates('dialect'), { perTemplate: 30, seed: 31, source: 'team-templates' }).map((r) => r.text);
  const corpus: string[] = [];
  for (const s of sentences(['ms'])) {
    if (!s.heldOut && (s.source === 'melayu-standard-lisan' || s.source === 'talpco' || s.source === 'tatoeba') && s.text.split(' ').length <= 20) corpus.push(s.text);
  }
  return [...team, ...shuffle(corpus, 4).slice(0, 3000)];
}

/** English and Indonesian sentences: no Malaysian dialect shows in them, so they are `standard` too. */
function otherLanguages(): LabelledText[] {
  const rows: LabelledText[] = [];
  for (const s of sentences(['en', 'id'])) {
    if (!s.heldOut && (s.source === 'talpco' || s.source === 'tatoeba') && s.text.split(' ').length <= 20) rows.push({ text: s.text, label: 'standard', source: `other-${s.lang}` });
  }
  return shuffle(rows, 5).slice(0, 1500);
}

/** Standard word → the pan-Malaysian colloquial spellings the dialect tables give it (`apa` → `ape`). */
function panSpellings(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const data of Object.values(DIALECTS)) {
    for (const [word, forms] of Object.entries(data.words)) {
      for (const f of forms) if (f !== word && PAN_MALAYSIAN_COLLOQUIAL.has(f) && !(map.get(word) ?? []).includes(f)) map.set(word, [...(map.get(word) ?? []), f]);
    }
  }
  return map;
}

/** One line of the Sarawak Malay conversation transcripts: its file, tier and whether its file is held out. */
export interface TranscriptLine {
  readonly text: string;
  readonly file: string;
  /** `Sarawak`: the Sarawak Malay utterance; `Malay`: a standard-Malay rendering some files give. */
  readonly tier: 'Sarawak' | 'Malay';
  readonly heldOut: boolean;
}

/**
 * How much a transcript line weighs beside a lexicon rewrite: real speech is the better evidence (weight 1 and
 * 3 measured; the model card has the figures).
 */
const TRANSCRIPT_WEIGHTS: Readonly<Record<string, number>> = { 'sarawak-transcripts': 3, 'sarawak-transcripts-standard': 3 };

/** Share of the transcript files held out whole for evaluation (by hash of the file name). */
const TRANSCRIPT_HELD_OUT = 0.34;

/**
 * The Sarawak Malay conversation transcripts (UNIMAS, CC0; sarawakmalay-cc0/transcripts.tsv), text only; a
 * third of the recordings held out whole, so no conversation is both trained on and measured.
 */
export function sarawakTranscripts(): TranscriptLine[] {
  const out: TranscriptLine[] = [];
  for (const row of readTsv('sarawakmalay-cc0', 'transcripts.tsv')) {
    const tier = row.tier;
    const text = (row.text ?? '').trim();
    if ((tier !== 'Sarawak' && tier !== 'Malay') || text === '' || !/\p{L}{2}/u.test(text)) continue;
    out.push({ text, file: row.file ?? '', tier, heldOut: isHeldOut('sarawakmalay-cc0', row.file ?? '', TRANSCRIPT_HELD_OUT) });
  }
  return out;
}

/** Training rows from the transcripts' training files: the utterances as Sarawak, their standard renderings as standard. */
function transcriptRows(): LabelledText[] {
  return sarawakTranscripts().filter((l) => !l.heldOut).map((l) => (l.tier === 'Sarawak'
    ? { text: l.text, label: 'sarawak', source: 'sarawak-transcripts' }
    : { text: l.text, label: 'standard', source: 'sarawak-transcripts-standard' }));
}

const pick = (items: readonly string[], rand: () => number): string => items[Math.floor(rand() * items.length)] as string;

export function dialectTraining(): LabelledText[] {
  const rand = rng(41);
  const base = bases();
  const spellings = chatSpellings();
  const out: LabelledText[] = [...base.map((text) => ({ text, label: 'standard', source: 'standard-bases' })), ...otherLanguages(), ...transcriptRows()];
  // Standard chat: shortforms, slang and pan-Malaysian spellings are not regional (`nnti kite jmpe kat mamak`).
  const pan = panSpellings();
  const panChat = (text: string): string => chatify(text, spellings, rand).split(' ').map((w) => (pan.has(w) && rand() < PAN_SHARE ? pick(pan.get(w) as string[], rand) : w)).join(' ');
  for (const text of base) if (rand() < CHAT_SHARE) out.push({ text: panChat(text), label: 'standard', source: 'standard-chat' });
  for (const [name, data] of Object.entries(DIALECTS)) {
    for (const text of base) {
      const converted = toDialect(text, data, rand, text.split(' ').length > 6 ? 2 : 1);
      if (!converted) continue;
      // Dialect chat too, so that shortforms alone do not say `standard`.
      out.push({ text: rand() < CHAT_SHARE ? chatify(converted, spellings, rand) : converted, label: name, source: 'lexicon-rewrites' });
    }
  }
  return out;
}

/** The optimiser's settings (the card shows them). */
const HYPER = { epochs: 6, learningRate: 0.2, seed: 7 } as const;

export function trainDialect(): void {
  const train = dialectTraining();
  const trained = trainClassifier({ name: 'dialect', classes: DIALECT_CLASSES, spec: DIALECT_SPEC, train, tokens: dialectTokens, ...HYPER, sourceWeight: TRANSCRIPT_WEIGHTS });
  log(`dialect: ${trained.size}`);
  writeCard('dialect', {
    classes: DIALECT_CLASSES.join(', '), examples: trained.examples, byLabel: countBy(train.map((r) => r.label)),
    bySource: countBySource(train), buckets: DIALECT_SPEC.buckets, ...HYPER, transcriptWeight: TRANSCRIPT_WEIGHTS['sarawak-transcripts'] as number,
  });
}
