/**
 * Trains the vocabulary model `models/vocab.bin.gz`: for every word seen in the corpora, how often it
 * occurs in Malay, Indonesian and English text, how common it is in Malay web and subtitle text, and
 * whether a lexical database lists it as a Malay lemma, root or listed word, or an English lemma.
 *
 * The normaliser, the spelling corrector, the stemmer and word-level language ID read it.
 */
import { sentences } from './corpora.js';
import { log, readLines, readTsv, sizeOf, words, writeArtifact, writeCard } from './common.js';
import { LEX_EN_LEMMA, LEX_MS_LEMMA, LEX_MS_LISTED, LEX_MS_ROOT, encodeVocabulary } from '../src/models/vocab.js';

interface Row { idweb: number; seen: number; cap: number; fm: number; ms: number; id: number; en: number; web: number; lex: number }

/** The numeric columns, in file order (see src/models/vocab.ts). */
const COLUMNS = ['fm', 'ms', 'id', 'en', 'web', 'idweb', 'lex', 'cap', 'seen'] as const;

/** Lower-cased words written with a capital letter somewhere other than the start of a sentence. */
function capitalisedInside(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L}/gu)) {
    const before = text.slice(0, m.index).trimEnd();
    if (before === '' || /[.!?:"“'‘([-]$/.test(before)) continue;
    if (/^\p{Lu}/u.test(m[0])) out.push(m[0].toLowerCase());
  }
  return out;
}

const WORD = /^\p{L}[\p{L}'-]*$/u;

/** Words and their frequency per 100 million words in wordfreq and OpenSubtitles (counts ≥ 3) for a language. */
function* webFrequencies(lang: 'ms' | 'id'): Generator<[string, number]> {
  for (const r of readTsv('wordfreq-ms-id', `wordfreq_small_${lang}.tsv`)) {
    if (WORD.test(r.word ?? '')) yield [r.word as string, Math.round(Number(r.frequency) * 1e8)];
  }
  const subs = readLines('freqwords-opensub-ms-id', `${lang}_full_2018.txt`).map((l) => l.split(' '));
  const total = subs.reduce((n, [, c]) => n + Number(c), 0);
  for (const [w, c] of subs) {
    if (w && Number(c) >= 3 && WORD.test(w)) yield [w.toLowerCase(), Math.round((Number(c) / total) * 1e8)];
  }
}

export function trainVocab(): void {
  const table = new Map<string, Row>();
  const row = (w: string): Row => {
    let r = table.get(w);
    if (!r) table.set(w, (r = { idweb: 0, seen: 0, cap: 0, fm: 0, ms: 0, id: 0, en: 0, web: 0, lex: 0 }));
    return r;
  };
  // 1. Count words of running text per language, training rows only.
  let tokens = 0;
  for (const s of sentences(['ms', 'id', 'en'])) {
    if (s.heldOut) continue;
    const formalMalay = s.lang === 'ms' && s.register === 'formal';
    const cased = /\p{Lu}/u.test(s.text);
    for (const w of words(s.text)) {
      const r = row(w);
      if (cased) r.seen += 1;
      r[s.lang as 'ms' | 'id' | 'en'] += 1;
      if (formalMalay) r.fm += 1;
      tokens++;
    }
    for (const w of capitalisedInside(s.text)) row(w).cap += 1;
  }
  log(`vocab: ${tokens} tokens of running text`);
  // 2. Malay and Indonesian web/subtitle frequency (per 100 million words): wordfreq and OpenSubtitles.
  for (const [lang, column] of [['ms', 'web'], ['id', 'idweb']] as const) {
    for (const [w, per] of webFrequencies(lang)) row(w)[column] = Math.max(row(w)[column], per);
  }
  // 3. Lexical databases: WordNet Bahasa Malay lemmas, Melayu Standard Lisan roots, English lemmas.
  for (const line of readLines('wordnet-bahasa-ms-en', 'wn-data-zsm.tab')) {
    const [, kind, lemma] = line.split('\t');
    if (kind === 'zsm:lemma' && lemma && /^\p{L}[\p{L}-]*$/u.test(lemma)) row(lemma.toLowerCase()).lex |= LEX_MS_LEMMA;
  }
  for (const line of readLines('melayu-standard-lisan', 'morph.conllu-like.txt')) {
    if (line.startsWith('#')) continue;
    const cols = line.split('\t');
    const root = cols[3];
    if (cols[2] === 'w' && root && root !== '_' && /^\p{L}[\p{L}-]*$/u.test(root)) row(root.toLowerCase()).lex |= LEX_MS_ROOT;
  }
  for (const r of readTsv('wordnet-bahasa-ms-en', 'zsm_eng_wordnet.tsv')) {
    for (const syn of (r.english_synonyms ?? '').split('|')) {
      if (/^[a-z][a-z-]*$/.test(syn)) row(syn).lex |= LEX_EN_LEMMA;
    }
  }
  // Malaya's Malay word list (MIT): listed words are kept even when no corpus has them.
  for (const line of readLines('malaya', 'words_ms_malaya.txt')) {
    const w = line.trim().toLowerCase();
    if (/^\p{L}[\p{L}-]*$/u.test(w)) row(w).lex |= LEX_MS_LISTED;
  }
  // 4. Keep words with evidence, most frequent first; ties alphabetical (deterministic bytes).
  const kept = [...table.entries()].filter(([w, r]) =>
    w.length <= 30 && (r.lex !== 0 || r.ms >= 3 || r.web >= 200 || r.idweb >= 400 || r.en >= 4 || r.id >= 5));
  const total = (r: Row): number => r.ms + r.id + r.en + (r.web + r.idweb) / 100;
  kept.sort((a, b) => total(b[1]) - total(a[1]) || (a[0] < b[0] ? -1 : 1));
  const path = writeArtifact('vocab.bin.gz', encodeVocabulary(kept.map(([w, r]) => [w, COLUMNS.map((c) => r[c])])));
  log(`vocab: ${kept.length} words → ${path}`);
  writeCard('vocab', { words: kept.length, tokens, size: sizeOf(path) });
}
