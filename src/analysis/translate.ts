/**
 * Translation between Malay and English (statistical, phrase-based) and into formal Malay.
 */
import { LanguageError, requireOptions, requireText, InputError } from '../errors.js';
import { lazy, remembered } from '../lazy.js';
import { decode, type SourceToken } from '../models/phrase-decoder.js';
import { loadPhraseTable, type Direction, type PhraseTable } from '../models/phrase-table.js';
import { ARTICLES, COPULAS, DEMONSTRATIVES } from '../lang/en/function-words.js';
import { INFORMAL_PARTICLES } from '../lang/ms/particles.js';
import { NEVER_REPEATED_WORDS } from '../lang/shared/no-repeat.js';
import { UNTRANSLATED_TERMS } from '../lang/ms/untranslated.js';
import { CHAT_PHRASE_READINGS, CHAT_READINGS } from '../lang/ms/chat-readings.js';
import { QUESTION_KE_FOLLOWERS } from '../lang/ms/colloquial.js';
import { formalize } from '../text/formalize.js';
import { stemWord } from '../text/stem.js';
import { normalize } from '../text/normalize.js';
import { segment } from '../text/segment.js';
import { scan, type Token } from '../text/tokenize.js';
import { languageModel } from '../models/language-models.js';
import { LEX_EN_LEMMA, properNounRatio, vocabulary } from '../models/vocab.js';
import { detectLanguage } from './language.js';
import { nerTag, type Entity } from './ner.js';
import { posTag, type PosTag } from './pos.js';
import { orderEnglishForMalay } from './translate-order.js';
import { orderMalayForEnglish } from './translate-order-malay.js';
import { agreeEnglish } from './translate-agreement.js';
import { TRANSLATION_TARGETS } from './choices.js';

export { TRANSLATION_TARGETS };

/** A translation target: `en`, `ms` or `bm` (Malay), or `formal` (formal Malay). */
export type TranslationTarget = (typeof TRANSLATION_TARGETS)[number];

/** Options of {@link translate}. */
export interface TranslateOptions {
  /** `en` (default), `ms` or `bm` (Malay), or `formal` (formal Malay); anything else is a type error (and a `LanguageError` from JavaScript). */
  readonly targetLang?: TranslationTarget;
  /** The text's language (`ms`, `id` or `en`); detected when absent. */
  readonly sourceLang?: 'ms' | 'id' | 'en';
}

/** The result of {@link translate}. */
export interface TranslationResult {
  readonly translated: string;
  /** The source language used (given or detected). */
  readonly source_lang: string;
  /** 0–1, from the decoder: the chosen phrases' mean translation probability times the share of known words. */
  readonly confidence: number;
}

const table = lazy(loadPhraseTable);

/** Tokens that are copied, never translated. */
const COPIED_KINDS = new Set<Token['kind']>(['url', 'email', 'mention', 'hashtag', 'number', 'money', 'percent', 'date', 'time', 'emoji', 'emoticon', 'symbol']);

const particles = lazy(() => new Set(INFORMAL_PARTICLES));
/** The chat-word tables as maps (an object would intern every word it is asked about). */
const chatReadings = lazy(() => new Map(Object.entries(CHAT_READINGS)));
const chatPhraseReadings = lazy(() => new Map(Object.entries(CHAT_PHRASE_READINGS)));
/** Untranslated Malaysian terms by first word. */
const keptTerms = lazy(() => {
  const map = new Map<string, string[][]>();
  for (const term of UNTRANSLATED_TERMS) {
    const words = term.split(' ');
    map.set(words[0] as string, [...(map.get(words[0] as string) ?? []), words]);
  }
  return map;
});

/**
 * The formal word a chat word stands for (`CHAT_READINGS`: `sebab` → `kerana` in `Saya lambat sebab jalan sesak`,
 * `kat` → `di`, `pasal` → `tentang`), or undefined where it keeps its own reading: a noun (`apa sebab`, `sebab
 * itu`) or the sentence's last word. `Kedai tutup sebab cuti` had read `Shop close reason vacation`, `kerja kat
 * kilang` `work still at factory`.
 */
function chatReading(words: readonly string[], i: number): string | undefined {
  const word = words[i] as string;
  const entry = chatReadings().get(word);
  const next = words[i + 1];
  if (!entry || next === undefined || !/^\p{L}/u.test(next) || entry.notBefore.includes(next)) return undefined;
  return i > 0 && entry.notAfter.includes(words[i - 1] as string) ? undefined : entry.reading;
}

/**
 * A word that goes unsaid in English: a chat particle (`lah`, `je`), or the question particle `ke` closing its
 * question (before `?`, `,` or the end, or before `tak`, `belum`: `kerja ke tak?`; `QUESTION_KE_FOLLOWERS`, which
 * language id reads too), not the preposition `ke`.
 */
function unsaid(words: readonly string[], i: number): boolean {
  const word = words[i] as string;
  if (particles().has(word)) return true;
  if (word !== 'ke' || i === 0) return false;
  const next = words[i + 1];
  return next === undefined || /^[?,!.]$/u.test(next) || QUESTION_KE_FOLLOWERS.includes(next);
}

/** The longest chat question phrase (`CHAT_PHRASE_READINGS`) at `i`, with its formal reading. */
function phraseReading(words: readonly string[], i: number): { length: number; reading: string[] } | undefined {
  for (const length of [2, 1]) {
    const phrase = words.slice(i, i + length).join(' ');
    const reading = length <= words.length - i ? chatPhraseReadings().get(phrase) : undefined;
    if (reading !== undefined) return { length, reading: reading.split(' ') };
  }
  return undefined;
}

/**
 * Lower-case Malay words (and punctuation) as the translator reads them, each with the index of the word it
 * comes from: chat particles gone, chat question phrases (`macam mana` → `bagaimana`) and chat words (`kat` →
 * `di`) by their formal reading.
 */
function readWords(words: readonly string[]): { from: number; word: string }[] {
  const kept = words.flatMap((_, i) => (unsaid(words, i) ? [] : [i]));
  const keptWords = kept.map((i) => words[i] as string);
  const out: { from: number; word: string }[] = [];
  for (let j = 0; j < keptWords.length; j++) {
    const phrase = phraseReading(keptWords, j);
    if (phrase) {
      phrase.reading.forEach((word, k) => out.push({ from: kept[j + Math.min(k, phrase.length - 1)] as number, word }));
      j += phrase.length - 1;
    } else out.push({ from: kept[j] as number, word: chatReading(keptWords, j) ?? (keptWords[j] as string) });
  }
  return out;
}

/**
 * Lower-case Malay words (and punctuation) as the translator reads them: chat particles gone, chat question
 * phrases and chat words by their formal reading. The trainer reads the team's chat pairs so, as the translator
 * reads its input.
 *
 * @example
 * ```ts
 * readAsTranslated(['esok', 'kau', 'kerja', 'ke', '?']); // ['esok', 'kau', 'kerja', '?']
 * readAsTranslated(['aku', 'kerja', 'kat', 'kilang', 'lah']); // ['aku', 'kerja', 'di', 'kilang']
 * readAsTranslated(['macam', 'mana', 'nak', 'pergi', '?']); // ['bagaimana', 'nak', 'pergi', '?']
 * ```
 */
export function readAsTranslated(words: readonly string[]): string[] {
  return readWords(words).map((r) => r.word);
}

const isEnglishLemma = (w: string): boolean => ((vocabulary().get(w)?.lex ?? 0) & LEX_EN_LEMMA) !== 0;

/**
 * An inflected English word as its dictionary lemma (`promises` → `promise`, `cooked` → `cook`; a word that is a
 * lemma itself stays). Malay marks neither number nor tense on the word, so the lemma's translations serve.
 */
const englishLemma = remembered((word: string): string => {
  if (word.length < 4 || isEnglishLemma(word)) return word;
  const stems = [word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, ''), word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/ied$/, 'y')];
  return stems.find((s) => s !== word && s.length >= 3 && isEnglishLemma(s)) ?? word;
});

/** `stemWord`, remembered: the root of every unknown Malay word of every call. */
const rootOf = remembered(stemWord);

/** A Malay word less its reduplication and clitics (`pelajar-pelajarnya` → `pelajar`, `rumahnya` → `rumah`). */
const bareForm = (word: string): string => word.replace(/^(\p{L}+)-\1/u, '$1').replace(/(nya|lah|kah|ku|mu|pun)$/u, '');

/**
 * An unknown Malay word as the nearest form the table knows: first less its reduplication and clitics
 * (`pelajar-pelajarnya` → `pelajar`, keeping the derivation that says "student"), then its root (`stemWord`:
 * `dimasakkan` → `masak`); else itself.
 */
function malayRoot(word: string, t: PhraseTable): string {
  const bare = bareForm(word);
  if (bare !== word && bare.length >= 3 && t.options('ms', bare)) return bare;
  const root = rootOf(word);
  return root !== word && t.options('ms', root) ? root : word;
}

/** A word the corpora write capitalised at least this often is a name's word (`kuala` 0.71, `johor` 0.90; `bank` 0.43). */
const NAME_RATIO = 0.6;

/**
 * Names among the tokens: a capitalised word after the first (an all-capitals word anywhere) that the phrase table
 * does not know, and every word of a run of two or more capitalised words that holds a word the table does not know
 * or the corpora mostly write capitalised — so `Kuala Lumpur`, `Shah Alam` and `Bank Negara Malaysia` stay whole,
 * where the table had turned `Kuala Lumpur` into `conflux mud`. A lone capitalised word the table knows is
 * translated — days, months and countries are capitalised too (`Friday` → `Jumaat`, `Singapore` → `Singapura`) —
 * unless the entity tagger reads it as a person (`Saya jumpa Ali` had become `I see you alice`: Tatoeba's
 * translators give names local equivalents, and the table learnt them).
 */
function nameTokens(sentence: string, tokens: readonly Token[], keys: readonly string[], t: PhraseTable, dir: Direction): Set<number> {
  // The entity tagger runs only for a word the corpora mostly write capitalised, and then once per sentence.
  let people: Entity[] | undefined;
  const person = (k: number): boolean => {
    if (properNounRatio(keys[k] as string) < NAME_RATIO) return false;
    people ??= nerTag(sentence).filter((e) => e.label === 'PER');
    const tok = tokens[k] as Token;
    return people.some((e) => e.start <= tok.start && tok.end <= e.end);
  };
  // English `I` is a pronoun, never part of a name (`Please tell Farid I will be late`).
  const capital = tokens.map((tok) => tok.kind === 'word' && /^\p{Lu}/u.test(tok.text) && !(dir === 'en' && tok.text === 'I'));
  const nameLike = (i: number): boolean => !t.options(dir, keys[i] as string) || properNounRatio(keys[i] as string) >= NAME_RATIO;
  const names = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (!capital[i]) continue;
    let j = i;
    while (j + 1 < tokens.length && capital[j + 1]) j++;
    const run = Array.from({ length: j - i + 1 }, (_, k) => i + k);
    if (run.length > 1 && run.some(nameLike)) run.forEach((k) => names.add(k));
    else for (const k of run) {
      const text = (tokens[k] as Token).text;
      if ((k > 0 || (text.length > 1 && text === text.toUpperCase())) && !t.options(dir, keys[k] as string)) names.add(k);
      else if (person(k)) names.add(k);
    }
    i = j;
  }
  return names;
}

/** The pre-ordering's marks for the decoder on a token (`placed`, `closes`), only those set. */
function decoderMarks(o: { readonly placed?: true; readonly closes?: true }): Pick<SourceToken, 'placed' | 'closes'> {
  return { ...(o.placed ? { placed: true } : {}), ...(o.closes ? { closes: true } : {}) };
}

/**
 * The decoder's view of a sentence: names ({@link nameTokens}), numbers, links and (into English) Malaysian terms
 * such as `nasi lemak` copied; chat particles (`lah`, `je`, a question's `ke`) dropped into English; chat words
 * and question phrases by their formal reading (`kat` as `di`, `macam mana` as `bagaimana`; {@link
 * readAsTranslated}); a word the table does not know looked up by its English lemma or Malay root; into English, the
 * copula Malay leaves out put in, a noun phrase's `itu`/`ini` and adjectives put before its nouns, a postposed
 * intensifier moved first and a classifier after a count left unsaid ({@link orderMalayForEnglish}: `kereta saya
 * rosak` → `kereta saya is rosak`, `kereta merah itu` → `that merah kereta`, `tiga ekor kucing` → `tiga kucing`);
 * into Malay, a possessed noun phrase put before its owner, an English possessive after its noun phrase and a
 * present copula before an adjective dropped ({@link orderEnglishForMalay}: `my friend's house` → `house friend
 * my`, `the bus is late` → `the bus late`).
 *
 * @example
 * ```ts
 * sourceTokens('Jom makan nasi lemak lah', loadPhraseTable(), 'ms').map((t) => t.copy); // [false, false, true, true]
 * sourceTokens('Dia kerja di Kuala Lumpur', loadPhraseTable(), 'ms').map((t) => t.copy); // [false, false, false, true, true]
 * ```
 */
export function sourceTokens(sentence: string, t: PhraseTable, dir: Direction): SourceToken[] {
  const scanned = scan(sentence);
  // Curly apostrophes as straight ones, as the table writes them (`can’t` → `can't`).
  const scannedLower = scanned.map((tok) => tok.text.toLowerCase().replace(/[‘’]/gu, "'"));
  const read = dir === 'ms' ? readWords(scannedLower) : scannedLower.map((word, from) => ({ from, word }));
  const tokens = read.map((r) => scanned[r.from] as Token);
  // A word the table does not know, written in lower case (or opening the sentence, so no name is taken), is
  // looked up by its English lemma or Malay root: better a close translation than a copied word.
  const keys = read.map(({ word: k }, i) => {
    const plain = (tokens[i]?.text === k || i === 0) && !t.options(dir, k);
    if (dir === 'ms') return plain ? malayRoot(k, t) : k;
    return plain ? englishLemma(k) : k;
  });
  const kept = new Set<number>();
  if (dir === 'ms') {
    keys.forEach((k, i) => {
      for (const words of keptTerms().get(k) ?? []) if (words.every((w, j) => keys[i + j] === w)) words.forEach((_, j) => kept.add(i + j));
    });
  }
  const names = nameTokens(sentence, tokens, keys, t, dir);
  const out = tokens.map((tok, i) => {
    const key = keys[i] as string;
    if (COPIED_KINDS.has(tok.kind) || kept.has(i)) return { key, text: tok.text, copy: true };
    if (tok.kind === 'punct') return { key, text: tok.text, copy: !/^[.,!?;:]$/.test(tok.text) };
    return { key, text: tok.text, copy: names.has(i) };
  });
  // Into English, the copula Malay leaves unsaid goes in, a postposed intensifier moves before its adjective and a
  // pronoun after an English noun goes first (`kereta saya rosak` → `kereta saya is rosak`, `boss aku` → `my boss`;
  // translate-order-malay.ts).
  if (dir === 'ms') {
    const tags = posTag(sentence).map(([, tag]) => tag);
    if (tags.length !== scanned.length) return out;
    const lexicon = { known: (phrase: string): boolean => t.options('ms', phrase) !== undefined, english: isEnglishLemma };
    const readTags = read.map((r) => tags[r.from] as PosTag);
    return orderMalayForEnglish(keys, readTags, lexicon).map((o, at) => {
      if ('inserted' in o) return { key: o.inserted[0] as string, text: o.inserted[0] as string, copy: true, inserted: o.inserted };
      const token = { ...(out[o.index] as SourceToken), ...decoderMarks(o) };
      if (o.key !== undefined && !token.copy) return withSense(t, dir, { ...token, key: o.key }, readTags[o.index]);
      // The sentence's first word, no longer first and no name, loses the capital the sentence gave it (`Boss aku` →
      // `my boss`).
      return withSense(t, dir, o.index === 0 && at > 0 && !token.copy ? { ...token, text: token.key } : token, readTags[o.index]);
    });
  }
  // Into Malay, a possessed noun phrase goes before its owner (`the country's name` → `name the country`), a
  // possessive after its noun phrase (`my cat` → `cat my`), a present copula before an adjective goes (`is late` →
  // `late`), and a noun phrase is said head first (`computer company` → `company computer`; translate-order.ts).
  const tags = posTag(sentence).map(([, tag]) => tag);
  if (tags.length !== out.length) return out;
  return orderEnglishForMalay(keys, tags, (p) => t.options('en', p) !== undefined).map((o) => {
    const token = out[o.index] as SourceToken;
    const owned = o.key !== undefined ? { ...token, key: o.key, text: token.text.replace(/['’]s$/u, '') } : token;
    return withSense(t, dir, { ...owned, ...decoderMarks(o) }, tags[o.index]);
  });
}

/**
 * A token with its part of speech where the table translates the word apart under that tag (`kind` as an
 * adjective: `baik`; as a noun: `jenis`).
 */
function withSense(t: PhraseTable, dir: Direction, token: SourceToken, tag: PosTag | undefined): SourceToken {
  const sense = `${token.key}|${tag ?? ''}`;
  return token.copy || tag === undefined || t.senseOptions(dir, sense) === undefined ? token : { ...token, sense };
}

/**
 * Function words that two adjacent phrases can both bring (a subject Malay drops inside one phrase, `tak sabar
 * nak` → `i can't wait to`, after `aku` → `I`): said twice in a row, the second goes.
 */
const NO_REPEAT = new Set(NEVER_REPEATED_WORDS);

/** English articles, and the determiners that make one after them redundant. */
const ARTICLE_SET = new Set(ARTICLES);
const DETERMINERS = new Set(DEMONSTRATIVES);
const COPULA_SET = new Set(COPULAS);

/** Joins target words: no space before closing punctuation, none after an opening bracket, capital first letter. */
function detokenize(words: readonly string[]): string {
  let out = '';
  let previous = '';
  for (const w of words) {
    const lower = w.toLowerCase();
    if (lower === previous && NO_REPEAT.has(lower)) continue;
    previous = lower;
    if (out === '' || /^[.,!?;:%)\]}»”’]+$/u.test(w) || /[([{«“‘]$/u.test(out)) out += w;
    else out += ` ${w}`;
  }
  return out === '' ? out : (out[0] as string).toUpperCase() + out.slice(1);
}

/**
 * Translates one sentence with a given table (the trainer tunes weights through this); English output in agreement
 * ({@link agreeEnglish}: `three cats`, `an apple`).
 *
 * @example
 * ```ts
 * translateSentence(loadPhraseTable(), 'ms', 'Kereta saya rosak').text; // 'My car is broken'
 * ```
 */
export function translateSentence(t: PhraseTable, dir: Direction, sentence: string): { text: string; tmLog: number; covered: number; unknown: number } {
  if (sentence.trim() === '') return { text: '', tmLog: 0, covered: 0, unknown: 0 };
  const src = sourceTokens(sentence, t, dir);
  const out = decode(t, languageModel(dir === 'ms' ? 'en' : 'ms'), dir, src);
  // The decoder writes lower case; the target language's truecasing table restores its capitals (`friday` → `Friday`).
  // Copied words keep the source's case (`nasi goreng`, not `nasi Goreng`), and so does a word the source writes
  // capitalised after its first word and the output repeats (`dari Penang` → `from Penang`).
  const casing = t.casing[dir === 'ms' ? 'en' : 'ms'];
  const copied = new Set(src.filter((s) => s.copy).map((s) => s.text));
  const named = new Map(src.slice(1).filter((s) => /^\p{Lu}/u.test(s.text)).map((s) => [s.key, s.text]));
  // An article after a determiner the pre-ordering put in goes (`budak tu` → `that the girl` → `that girl`), and so
  // does a copula it put in after one the table brought (`dia` → `he's`, then `is`).
  const inserted = new Set(src.flatMap((s) => s.inserted ?? []));
  const kept = out.words.filter((w, i) => {
    const before = out.words[i - 1];
    if (ARTICLE_SET.has(w)) return !(before !== undefined && DETERMINERS.has(before) && inserted.has(before));
    return !(COPULA_SET.has(w) && inserted.has(w) && before !== undefined && (COPULA_SET.has(before) || /'(s|re|m)$/u.test(before)));
  });
  const counted = dir === 'ms' ? agreeEnglish(kept) : kept;
  const words = counted.map((w) => (w === w.toLowerCase() && !copied.has(w) ? (named.get(w) ?? casing.get(w) ?? w) : w));
  return { text: detokenize(words), tmLog: out.tmLog, covered: out.covered, unknown: out.unknown };
}

/** Confidence from the decoder's statistics over all sentences. */
function confidenceOf(parts: readonly { tmLog: number; covered: number; unknown: number }[]): number {
  const covered = parts.reduce((a, p) => a + p.covered, 0);
  const unknown = parts.reduce((a, p) => a + p.unknown, 0);
  const tm = parts.reduce((a, p) => a + p.tmLog, 0);
  if (covered + unknown === 0) return 0;
  return Math.round(Math.exp(tm / Math.max(covered, 1)) * (covered / (covered + unknown)) * 1e4) / 1e4;
}

function translateText(text: string, dir: Direction): { translated: string; confidence: number } {
  const parts = segment(text).map((s) => translateSentence(table(), dir, s));
  return { translated: parts.map((p) => p.text).filter((s) => s !== '').join(' '), confidence: confidenceOf(parts) };
}

/**
 * Translates Malay (or Indonesian, or Manglish) to English and English to Malay with a phrase-based
 * statistical model, or rewrites text as formal Malay. The source language is detected when not given;
 * Manglish is normalised first; names, numbers and links are copied through. A target or source outside
 * Malay, Indonesian and English raises `LanguageError`.
 *
 * @example
 * ```ts
 * translation.translate('Saya nak pergi ke pasar esok', { targetLang: 'en' });
 * // { translated: 'I want to go to the market tomorrow', source_lang: 'ms', confidence: 0.4… }
 * translation.translate('aku tak tahu', { targetLang: 'formal' }); // { translated: 'Saya tidak tahu.', … }
 * ```
 */
export function translate(text: string, options?: TranslateOptions): TranslationResult {
  requireText(text);
  const opts = requireOptions(options);
  const target = opts.targetLang ?? 'en';
  if (typeof target !== 'string' || !(TRANSLATION_TARGETS as readonly string[]).includes(target)) {
    throw new LanguageError('MANGLISH_ERR_UNSUPPORTED_LANGUAGE', `Expected targetLang to be one of ${TRANSLATION_TARGETS.join(', ')}, but got ${JSON.stringify(target)}.`, { supported: [...TRANSLATION_TARGETS] });
  }
  if (opts.sourceLang !== undefined && typeof opts.sourceLang !== 'string') {
    throw new InputError('MANGLISH_ERR_INVALID_OPTION', 'Expected option "sourceLang" to be a language code such as "ms" or "en".', { key: 'sourceLang' });
  }
  // 1. The source language: given, or detected. Mixed Malay–English counts as Malay into English or formal Malay,
  //    and as its main language into Malay (`I don't like durian` is English there, not Malay to be left alone).
  const detected = opts.sourceLang === undefined ? detectLanguage(text) : undefined;
  const source = opts.sourceLang ?? (detected?.is_mixed && target !== 'ms' && target !== 'bm' ? 'ms' : (detected?.primary as string));
  if (!['ms', 'id', 'en'].includes(source)) {
    throw new LanguageError('MANGLISH_ERR_UNSUPPORTED_LANGUAGE', `Translation from "${source}" is not supported; the source must be Malay, Indonesian or English.`, { source, supported: ['ms', 'id', 'en'] });
  }
  const wantMalay = target !== 'en';
  // 2. Same language: Malay is normalised (and formalised for `formal`); English is returned as is.
  if ((source === 'en') === !wantMalay) {
    const translated = target === 'formal' ? formalize(text) : source === 'en' ? text.trim() : normalize(text).trim();
    return { translated, source_lang: source, confidence: 1 };
  }
  // 3. Across languages: the phrase-based decoder (Malay and mixed input normalised first, so `tu` reaches it as
  //    `itu`); formal output formalised.
  const out = translateText(source === 'en' && !detected?.is_mixed ? text : normalize(text), source === 'en' ? 'en' : 'ms');
  return { translated: target === 'formal' ? formalize(out.translated || text) : out.translated, source_lang: source, confidence: out.confidence };
}
