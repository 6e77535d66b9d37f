/**
 * Language identification: which language a text is in (Malay, Indonesian, English, Chinese, Tamil or
 * other) and whether it mixes Malay and English.
 */
import { DIALECTS } from '../lang/ms/dialects.js';
import { PERSONAL_PRONOUNS } from '../lang/ms/pronouns.js';
import { CURRENCY_MARKS, FRONTED_ADJECTIVES, INTENSIFIERS_AFTER_ADJECTIVE, MALAYSIAN_COLLOQUIAL, POSTPOSED_INTENSIFIER_NON_HEADS, POSTPOSED_INTENSIFIERS, QUESTION_KE_FOLLOWERS } from '../lang/ms/colloquial.js';
import { requireText } from '../errors.js';
import { lazy, remembered } from '../lazy.js';
import type { FeatureSpec } from '../models/features.js';
import { loadLinear, softmax } from '../models/linear.js';
import { vocabulary } from '../models/vocab.js';
import { malaysianChatWords } from '../text/lexicon.js';
import { scan, type Token } from '../text/tokenize.js';
import { englishOnly, switchesOf, type SwitchResult } from './code-switching.js';
import { LANGUAGES } from './choices.js';

/** The languages `detectLanguage` reports. */
export { LANGUAGES } from './choices.js';

/** A language code `detectLanguage` can return. */
export type LanguageCode = (typeof LANGUAGES)[number];

/**
 * The classes of the sentence model, which reads Latin-script text only (Chinese, Japanese, Tamil and
 * other scripts are decided by their writing system).
 */
export const LID_CLASSES = ['ms', 'id', 'en', 'other'] as const;

/** Features of the sentence model. */
export const LID_SPEC: FeatureSpec = { buckets: 1 << 19, wordNgrams: 1, charMin: 1, charMax: 5, negation: false };

/** The languages of the word model (used for code-switching). */
export const WORD_LID_CLASSES = ['ms', 'en'] as const;

/** Classes of the Malay-vs-Indonesian pair model (same features as the sentence model). */
export const PAIR_LID_CLASSES = ['ms', 'id'] as const;

/** Features of the word model. */
export const WORD_LID_SPEC: FeatureSpec = { buckets: 1 << 18, wordNgrams: 1, charMin: 1, charMax: 5, negation: false };

/**
 * Log-odds added to Malay before the sentence model decides. The library serves Malaysian text, and
 * without it the model leans Indonesian on ambiguous sentences (12 % of Malay held-out sentences went
 * to `id` but 6 % the other way); 0.3 made the two errors equal for the sentence model alone. With the
 * pair model and word frequencies added they are 9 % and 6 %; the prior was not re-tuned on the
 * held-out sentences. Larger priors (0.6 to 1.5) read fewer Malaysian tweets as Indonesian but move English
 * text and Indonesian sentences towards Malay (models/lid.md).
 */
const MALAY_PRIOR = 0.3;

/** Texts of at most this many words also count the word-level votes (short texts are hard). */
const SHORT_TEXT_WORDS = 3;
/** The weight of the word-level votes for short texts. */
const SHORT_TEXT_WORD_WEIGHT = 0.5;

/**
 * The English share is read without names only when at least this many other words remain, and, for
 * `detectLanguage`, at least half the words (a title-case line, `Import Local Mails and Folder Structure`, is not a
 * sentence with names in it).
 */
const MIN_WORDS_WITHOUT_NAMES = 2;

/**
 * The taggers' domain reads English without names when a third of the words remain: an English sentence that
 * names a Malaysian teacher and school (`Puan Siti teaches English at SMK Taman Jaya`) holds more names than words.
 */
const TAGGER_MIN_SHARE_WITHOUT_NAMES = 1 / 3;

/** At most this many tokens are read: enough to decide, and it keeps long texts fast. */
const MAX_TOKENS = 120;

/** A text's language as {@link detectLanguage} reports it. */
export interface LanguageResult {
  /** The dominant language code. */
  readonly primary: LanguageCode;
  /** Every language with its confidence, most likely first (confidences sum to 1). */
  readonly languages: { lang: LanguageCode; conf: number }[];
  /** True when Malay and English are mixed (code-switching). */
  readonly is_mixed: boolean;
}

/**
 * The lower-case word tokens the sentence model reads.
 *
 * @example
 * ```ts
 * lidTokens('Jom makan! #PRU15 😂'); // ['jom', 'makan', 'pru15']
 * ```
 */
export function lidTokens(text: string): string[] {
  if (text.trim() === '') return [];
  return lidTokensOf(scan(text));
}

function lidTokensOf(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    if (t.kind === 'word') out.push(t.text.toLowerCase());
    else if (t.kind === 'hashtag') out.push(t.text.slice(1).toLowerCase());
    if (out.length >= MAX_TOKENS) break;
  }
  return out;
}

/**
 * The sentence model's tokens without names: words written with a capital inside a sentence (not its first
 * word, and not the English `I`). A name says where, not which language, and the English sources name few
 * Malaysian places, so `My sister works in Penang` had read as Indonesian.
 */
function lidTokensWithoutNames(tokens: readonly Token[]): string[] {
  let first = true;
  const kept = tokens.filter((t) => {
    if (t.kind === 'punct' && /[.!?]/.test(t.text)) first = true;
    if (t.kind !== 'word' && t.kind !== 'hashtag') return false;
    const name = !first && t.kind === 'word' && /^\p{Lu}/u.test(t.text) && !/^I('|’|$)/.test(t.text);
    first = false;
    return !name;
  });
  return lidTokensOf(kept);
}

/**
 * What the sentence model says of a text's tokens, each part worked out once when first needed: language
 * identification and the taggers' domain both read it (a document keeps one per text).
 */
export class SentenceScores {
  #words?: string[];
  #probabilities?: Float64Array;
  #plain?: string[];
  #plainEnglish?: number;

  constructor(private readonly tokens: readonly Token[]) {}

  /** The model's tokens: lower-cased words and hashtags. */
  get words(): readonly string[] {
    return (this.#words ??= lidTokensOf(this.tokens));
  }

  /** The sentence model's class probabilities over {@link words} (not to be changed: copy first). */
  get probabilities(): Float64Array {
    return (this.#probabilities ??= softmax(sentenceLogits(this.words)));
  }

  /** The words without names (`lidTokensWithoutNames`). */
  get plain(): readonly string[] {
    return (this.#plain ??= lidTokensWithoutNames(this.tokens));
  }

  /** The English probability of the name-free words. */
  get plainEnglish(): number {
    return (this.#plainEnglish ??= softmax(sentenceLogits(this.plain))[LID_CLASSES.indexOf('en')] as number);
  }
}

/**
 * The sentence model's probabilities with English read without names (`lidTokensWithoutNames`): English keeps
 * the share the name-free words give it, and the other classes share the rest as the whole text has them.
 * Answers a new array.
 */
function withEnglishWithoutNames(scores: SentenceScores, minShare = 0.5): Float64Array {
  const { plain, words, probabilities: p } = scores;
  if (plain.length < MIN_WORDS_WITHOUT_NAMES || plain.length < words.length * minShare || plain.length === words.length) return p.slice();
  const en = LID_CLASSES.indexOf('en');
  const english = scores.plainEnglish;
  const rest = 1 - (p[en] as number);
  return p.map((v, i) => (i === en ? english : rest > 0 ? (v * (1 - english)) / rest : (1 - english) / (p.length - 1)));
}

/**
 * The tokens the word model reads for one word.
 *
 * @example
 * ```ts
 * wordLidTokens('Best'); // ['best']
 * ```
 */
export function wordLidTokens(word: string): string[] {
  return [word.toLowerCase()];
}

const sentenceModel = lazy(() => loadLinear('lid.bin.gz'));

/** The sentence model's logits for lower-case words, with the Malay prior added (`MALAY_PRIOR`). */
function sentenceLogits(words: readonly string[]): Float64Array {
  const logits = sentenceModel().logitsOfTokens(words);
  logits[0] = (logits[0] as number) + MALAY_PRIOR;
  return logits;
}
const pairModel = lazy(() => loadLinear('lid-msid.bin.gz'));

/**
 * Everyday words only Malaysians write (`korang`, `dah`, `kat`, `je`): a text holding one is chat. Not the
 * chat spellings of the shortform tables, which Indonesian chat shares (`yg`, `org`, `mau`): counting those
 * sent held-out Indonesian tweets to Malay (7 → 21 of 439).
 */
const colloquialWords = lazy(() => new Set(MALAYSIAN_COLLOQUIAL));

/**
 * Malaysian dialect spellings that the Indonesian corpora never show (`kamek`, `kitak`, `gapo`, `kekgi`, `royak`;
 * from the team's dialect tables, `DIALECTS`): a text holding one is chat and the word counts as fully Malay, as the
 * colloquial words do. Spellings Indonesian writes too (`bikin`, `teman`, `cek`, `dok`) are left out by their counts.
 */
const dialectWords = lazy(() => {
  const out = new Set<string>();
  for (const d of Object.values(DIALECTS)) {
    for (const w of [...Object.values(d.words).flat(), ...d.markers]) {
      const s = vocabulary().get(w.toLowerCase());
      if (!w.includes(' ') && (!s || (s.idweb === 0 && s.id === 0))) out.add(w.toLowerCase());
    }
  }
  return out;
});

const keFollowers = lazy(() => new Set(QUESTION_KE_FOLLOWERS));
const postposed = lazy(() => new Set(POSTPOSED_INTENSIFIERS));
const afterAdjective = lazy(() => new Set(INTENSIFIERS_AFTER_ADJECTIVE));
const postposedNonHeads = lazy(() => new Set(POSTPOSED_INTENSIFIER_NON_HEADS));
const frontedAdjectives = lazy(() => new Set(FRONTED_ADJECTIVES));
const pronouns = lazy(() => new Set(PERSONAL_PRONOUNS));

/** Whether a word may be the adjective before a postposed intensifier: an everyday adjective or an English word. */
const adjectiveLike = (word: string): boolean => frontedAdjectives().has(word) || englishOnly(word);

const isWord = (t: Token | undefined): boolean => t !== undefined && (t.kind === 'word' || t.kind === 'hashtag');

/** Whether a clause ends before token `t`: the text ends, or punctuation other than a joiner, or an emoji. */
const endsClause = (t: Token | undefined): boolean =>
  t === undefined || t.kind === 'emoji' || t.kind === 'emoticon' || (t.kind === 'punct' && !/^[-/&]/.test(t.text));

/**
 * Whether token `j` is a fronted adjective (`FRONTED_ADJECTIVES`) or an English word opening its clause, alone or
 * after a pronoun.
 */
function opensWithAdjective(tokens: readonly Token[], j: number): boolean {
  const adjective = tokens[j];
  if (adjective?.kind !== 'word' || !adjectiveLike(adjective.text.toLowerCase())) return false;
  const before = tokens[j - 1];
  if (endsClause(before)) return true;
  return before?.kind === 'word' && pronouns().has(before.text.toLowerCase()) && endsClause(tokens[j - 2]);
}

/**
 * Which words (indices into {@link lidTokensOf}'s list) are Malaysian by their place in the sentence:
 * 1. `ke` as the question particle — the last word, or before `belum`, `tak`, `ni` and the like
 *    (`QUESTION_KE_FOLLOWERS`). Indonesian `ke` is a preposition with a place after it, so a probe's
 *    `Sudah makan ke belum?` read Indonesian (0.85) before this counted as Malaysian chat.
 * 2. `sangat` after its adjective at the end of a clause (`bangga sangat`; `POSTPOSED_INTENSIFIERS`), where
 *    Indonesian writes `sangat bangga` or `bangga banget`: a probe's `Anak aku dapat 5A UPSR, bangga sangat` read
 *    Indonesian (0.72).
 * 3. `sangat` right after an adjective that opens its clause, alone or after a pronoun (`Mahal sangat harga
 *    barang`, `Aku penat sangat hari ni`; `FRONTED_ADJECTIVES`, or an English word: `Aku lonely sangat`):
 *    Indonesian opens with `sangat` or says `banget`.
 * 4. `gila` right after an English word or an everyday adjective, anywhere (`Happy gila dapat bonus`, `mahal gila`;
 *    `INTENSIFIERS_AFTER_ADJECTIVE`): Indonesian writes `gila` as "crazy" after nouns and verbs (`orang gila`), and
 *    a probe's `Happy gila dapat bonus` read Indonesian (0.91).
 */
function positionalMarks(tokens: readonly Token[]): Set<number> {
  const marks = new Set<number>();
  let w = -1;
  tokens.forEach((t, i) => {
    if (!isWord(t) || w >= MAX_TOKENS - 1) return;
    w++;
    const word = t.text.toLowerCase();
    const next = tokens[i + 1];
    if (word === 'ke' && (endsClause(next) || keFollowers().has((next as Token).text.toLowerCase()))) marks.add(w);
    const before = tokens[i - 1];
    if (afterAdjective().has(word) && before?.kind === 'word' && adjectiveLike(before.text.toLowerCase())) marks.add(w);
    if (!postposed().has(word)) return;
    const closesClause = endsClause(next) && before?.kind === 'word' && !postposedNonHeads().has(before.text.toLowerCase());
    if (closesClause || opensWithAdjective(tokens, i - 1)) marks.add(w);
  });
  return marks;
}

/** Malay and Indonesian are told apart only when together they hold at least this much (or in chat). */
const PAIR_MIN_MASS = 0.05;

/**
 * Malay-vs-Indonesian log-odds of the sentence model's probabilities plus those of the pair model. The
 * pair model learnt from parallel sentences only, where both sides say the same thing in the same
 * register, so its features are the languages' own differences (`kerana`/`karena`, `-kan` usage) rather
 * than the register of each side's corpora; it is skipped when the two languages hold almost nothing, and
 * in chat: its translations are formal, where Malay writes `saya` and Indonesian `aku`, so it sent Malaysian
 * chat such as `Aku pun sama` to Indonesian.
 */
function modelLogOdds(p: Float64Array, words: readonly string[], chat: boolean): number {
  let logOdds = Math.log((p[0] as number) / (p[1] as number));
  if (!chat && (p[0] as number) + (p[1] as number) >= PAIR_MIN_MASS && words.length > 0) {
    const q = pairModel().logitsOfTokens(words);
    logOdds += (q[0] as number) - (q[1] as number);
  }
  return logOdds;
}

type Script = 'latin' | 'han' | 'kana' | 'tamil' | 'other';

/**
 * What one Han character weighs against one Latin letter. A Chinese word is one or two characters where a Malay
 * or English word is five or six letters, so by raw counts a Chinese sentence that names a few people or firms in
 * Latin letters (`Lim Guan Eng 今天在 Penang 发表讲话`) looked mostly Latin and was read as English or Malay.
 */
const HAN_LETTER_WEIGHT = 3;

/** Counts letters by writing system, Han characters weighted (a char-code loop: this runs on every call). */
function scriptProfile(text: string): Record<Script, number> {
  const counts: Record<Script, number> = { latin: 0, han: 0, kana: 0, tamil: 0, other: 0 };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) counts.latin++;
    } else if ((c >= 0xc0 && c <= 0x24f) || (c >= 0x1e00 && c <= 0x1eff)) counts.latin++;
    else if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf)) counts.han += HAN_LETTER_WEIGHT;
    else if (c >= 0x3040 && c <= 0x30ff) counts.kana++;
    else if (c >= 0x0b80 && c <= 0x0bff) counts.tamil++;
    else if (c < 0xd800 || c > 0xdfff) {
      if (LETTER.test(text[i] as string)) counts.other++;
    }
  }
  return counts;
}

const LETTER = /\p{L}/u;

function ranked(probs: ReadonlyMap<LanguageCode, number>): { lang: LanguageCode; conf: number }[] {
  const out: { lang: LanguageCode; conf: number }[] = [];
  for (const [lang, conf] of probs) out.push({ lang, conf: Math.round(conf * 1e4) / 1e4 });
  // Codes are lower-case ASCII, so code-unit order is alphabetical (and cheaper than localeCompare).
  return out.sort((a, b) => b.conf - a.conf || (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
}

/** Probabilities from the writing systems alone, when little of the text is Latin. */
function byScript(profile: Record<Script, number>): Map<LanguageCode, number> {
  const total = profile.han + profile.kana + profile.tamil + profile.other + profile.latin;
  const probs = new Map<LanguageCode, number>();
  const add = (lang: LanguageCode, n: number): void => {
    if (n > 0) probs.set(lang, (probs.get(lang) ?? 0) + n / total);
  };
  // Japanese writes kana beside its kanji, so any kana makes the Han letters Japanese ("other").
  add(profile.kana > 0 ? 'other' : 'zh', profile.han);
  add('other', profile.kana + profile.other);
  add('ta', profile.tamil);
  add('ms', profile.latin);
  if (total === 0) probs.set('other', 1);
  return probs;
}

/** Per-word cap on the Malay/Indonesian log-ratio, so one word cannot decide alone. */
const WORD_RATIO_CAP = 3;

/**
 * What one occurrence in the training corpora counts for beside the web frequencies (per 100 million words) in
 * {@link wordRatio}: a quarter and a third of the corpora's own scale (0.6 M Malay and 1.4 M Indonesian tokens),
 * half of the 90 and 50 it was. The corpora say each side's registers more than its language — the Indonesian
 * ones hold food and shop reviews (SmSA), so `makanan` leant Indonesian and sent Malaysian reviews there — while
 * the web lists cover everyday words of both languages alike (docs/decisions.md, "Web frequencies over corpus
 * counts").
 */
const CORPUS_SCALE = { ms: 45, id: 25 } as const;

/**
 * A word's capped log-ratio of Malay to Indonesian frequency in the vocabulary model (0 for unknown and
 * English-only words), remembered per word. The chat spellings of the team's Malaysian tables
 * (`malaysianChatWords`: `yg`, `krn`, `sy`, `dgn`) never lean Indonesian here: Indonesian chat writes many of
 * them too, so their counts mostly say that the Indonesian web text is more informal than the Malay corpora
 * (`krn` and `jg` read fully Indonesian, and sent Malaysian politicians' tweets there).
 */
const wordRatio = remembered((w: string): number => {
  const s = vocabulary().get(w);
  if (!s || englishOnly(w)) return 0;
  const malay = s.web + s.ms * CORPUS_SCALE.ms + 20;
  const indonesian = s.idweb + s.id * CORPUS_SCALE.id + 20;
  const ratio = Math.max(-WORD_RATIO_CAP, Math.min(WORD_RATIO_CAP, Math.log(malay / indonesian)));
  return malaysianChatWords().has(w) ? Math.max(0, ratio) : ratio;
});

/**
 * The currency vote of a text: +1 for each amount in ringgit (`RM1,700`, `RM 50`), −1 for each in rupiah
 * (`Rp500`, `Rp 1,5`). The code and its amount are one token or two (`RM` then a number).
 */
function currencyVote(tokens: readonly Token[]): number {
  let vote = 0;
  tokens.forEach((t, i) => {
    if (t.kind !== 'money' && t.kind !== 'word') return;
    const next = tokens[i + 1];
    const text = next?.kind === 'number' && next.start === t.end + 1 ? t.text + next.text : t.text;
    if (CURRENCY_MARKS.malay.test(text)) vote++;
    else if (CURRENCY_MARKS.indonesian.test(text)) vote--;
  });
  return vote;
}

/**
 * Probability that Latin-script words are Malay rather than Indonesian, in one pass over the distinct words (a word
 * said twice votes once: `saya … saya` had added twice the corpora's register lean):
 * `corpus` = the models' log-odds, plus the full per-word cap for each amount in ringgit (towards Malay) or rupiah
 * (towards Indonesian; `currency`, from `currencyVote`), plus, per word, the log-ratio of the two languages' word frequencies in
 * the vocabulary model (naive Bayes), English-only dictionary words left out (`englishOnly`: `customer`,
 * `software`; Malay and Indonesian write them alike, and their counts only say which corpora hold more English);
 * with `chat`, also `chat` = the same except that words only Malaysians
 * write (the team's shortform and slang spellings, Manglish words, informal particles and everyday
 * Malaysian words such as `korang`, `dah`, `kat`: `malaysianChatWords`) and the words that `marks` holds (by
 * their place: question `ke`, clause-final `sangat`; `positionalMarks`) count as fully Malay, since for
 * chat those tables know better than formal corpora.
 * The standard words they stand for (`tidak`, `saya`) keep their corpus ratio: Indonesian shares them, and
 * counting them as Malay sent short Indonesian sentences to Malay (held-out id→ms 0.063 → 0.054). Without
 * `chat`, `chat` equals `corpus`.
 */
function malayVsIndonesian(words: readonly string[], modelLogOdds: number, chat: boolean, currency: number, marks: ReadonlySet<number>): { corpus: number; chat: number } {
  let corpusScore = modelLogOdds + currency * WORD_RATIO_CAP;
  let chatScore = corpusScore;
  const seen = new Set<string>();
  words.forEach((w, i) => {
    if (seen.has(w)) return;
    seen.add(w);
    const ratio = wordRatio(w);
    corpusScore += ratio;
    if (chat) chatScore += malaysianChatWords().has(w) || dialectWords().has(w) || marks.has(i) ? WORD_RATIO_CAP : ratio;
  });
  const corpus = 1 / (1 + Math.exp(-corpusScore));
  return { corpus, chat: chat ? 1 / (1 + Math.exp(-chatScore)) : corpus };
}

/**
 * Identifies the language of a text and whether it mixes Malay and English. Malay and Indonesian are
 * told apart; chat spellings, particles and slang (`xnak`, `gila best`) count as Malay.
 *
 * @example
 * ```ts
 * detectLanguage('Saya tak tahu la, dia dah balik rumah');
 * // { primary: 'ms', languages: [{ lang: 'ms', conf: 0.99 }, …], is_mixed: false }
 * detectLanguage('Best gila movie tu, I really love the ending');
 * // { primary: 'en', languages: […], is_mixed: true }
 * ```
 */
export function detectLanguage(text: string): LanguageResult {
  requireText(text);
  let tokens: readonly Token[] | undefined;
  const scanned = (): readonly Token[] => (tokens ??= scan(text));
  return languageOf(text, { tokens: scanned, switches: () => switchesOf(text, scanned()), sentence: () => new SentenceScores(scanned()) });
}

/** What {@link languageOf} reads of a text besides its characters, computed when it needs them (a document shares them). */
export interface LanguageView {
  readonly tokens: () => readonly Token[];
  readonly switches: () => SwitchResult;
  readonly sentence: () => SentenceScores;
}

/**
 * {@link detectLanguage} of a text whose tokens and code-switching a document may already hold.
 *
 * @example
 * ```ts
 * languageOf(doc.text, { tokens: () => doc.tokens, switches: () => doc.switches, sentence: () => doc.sentence }).primary; // 'ms'
 * ```
 */
export function languageOf(text: string, view: LanguageView): LanguageResult {
  // 1. Writing systems: Chinese, Tamil and unseen scripts are decided by script when they dominate.
  const profile = scriptProfile(text);
  const letters = profile.latin + profile.han + profile.kana + profile.tamil + profile.other;
  if (letters === 0 || profile.latin / letters < 0.5) {
    const probs = letters === 0 ? new Map<LanguageCode, number>([['other', 1]]) : byScript(profile);
    const languages = ranked(probs);
    return { primary: (languages[0] as { lang: LanguageCode }).lang, languages, is_mixed: false };
  }
  // 2. The sentence model over the words, scaled by the Latin share; other scripts keep their share.
  const model = sentenceModel();
  const tokens = view.tokens();
  const scores = view.sentence();
  const words = scores.words;
  const p = withEnglishWithoutNames(scores);
  const switches = view.switches();
  const share = switches.shares;
  const short = share.words > 0 && share.words <= SHORT_TEXT_WORDS;
  const marks = positionalMarks(tokens);
  const chat = short || switches.is_mixed || marks.size > 0 || words.some((w) => colloquialWords().has(w) || dialectWords().has(w));
  // 2b. Malay vs Indonesian: three experts whose log-odds add (sentence model, pair model, word
  //     frequencies), unless neither language is in question.
  const malayIndonesian = (p[0] as number) + (p[1] as number);
  const malay = malayIndonesian >= PAIR_MIN_MASS || chat ? malayVsIndonesian(words, modelLogOdds(p, words, chat), chat, currencyVote(tokens), marks) : undefined;
  if (malay) {
    p[0] = malayIndonesian * malay.corpus;
    p[1] = malayIndonesian * (1 - malay.corpus);
  }
  const latinShare = profile.latin / letters;
  const probs = byScript({ ...profile, latin: 0 });
  for (const [lang, share] of probs) probs.set(lang, share * (1 - latinShare));
  model.classes.forEach((c, i) => probs.set(c as LanguageCode, (probs.get(c as LanguageCode) ?? 0) + (p[i] as number) * latinShare));
  // 3. Word-level tags (computed above): Malay–English mixing, and a vote for very short texts.
  if (short) {
    for (const [lang, conf] of probs) probs.set(lang, conf * (1 - SHORT_TEXT_WORD_WEIGHT));
    probs.set('ms', (probs.get('ms') ?? 0) + SHORT_TEXT_WORD_WEIGHT * share.ms);
    probs.set('en', (probs.get('en') ?? 0) + SHORT_TEXT_WORD_WEIGHT * share.en);
  }
  // 4. Chat (short or Malay–English mixed texts, or an everyday word only Malaysians write): the team's
  //    Malaysian tables know better than formal corpora, so they split the ms + id mass (the word-level
  //    vote counts Indonesian as Malay).
  if (chat && malay) {
    const both = (probs.get('ms') ?? 0) + (probs.get('id') ?? 0);
    probs.set('ms', both * malay.chat);
    probs.set('id', both * (1 - malay.chat));
  }
  const languages = ranked(probs);
  return { primary: (languages[0] as { lang: LanguageCode }).lang, languages, is_mixed: switches.is_mixed };
}

/**
 * The language of a text as the sequence taggers see it: `en`, `id`, or `ms` (Malay, and everything else).
 * A tagger trained with domains keeps a copy of its features per group of these (the NER tagger: Malay and
 * Indonesian together, English apart), so the languages can differ where they do (capitalised titles,
 * annotation conventions) and share the rest.
 *
 * @example
 * ```ts
 * taggerDomain('The Prime Minister visited Kota Bharu'); // 'en'
 * taggerDomain('Perdana Menteri melawat Kota Bharu');    // 'ms'
 * ```
 */
export function taggerDomain(text: string): 'ms' | 'id' | 'en' {
  return taggerDomainOf(scan(text));
}

/**
 * {@link taggerDomain} of tokens already scanned (the taggers share their scan): the sentence model
 * alone, without the script and code-switching steps of `detectLanguage`, since the taggers call it on
 * every text.
 */
export function taggerDomainOf(tokens: readonly Token[]): 'ms' | 'id' | 'en' {
  return taggerDomainFrom(new SentenceScores(tokens));
}

/**
 * {@link taggerDomainOf} from sentence scores a document already holds.
 *
 * @example
 * ```ts
 * taggerDomainFrom(new SentenceScores(scan('Perdana Menteri melawat Kota Bharu'))); // 'ms'
 * ```
 */
export function taggerDomainFrom(scores: SentenceScores): 'ms' | 'id' | 'en' {
  if (scores.words.length === 0) return 'ms';
  const p = withEnglishWithoutNames(scores, TAGGER_MIN_SHARE_WITHOUT_NAMES);
  let best = 0;
  p.forEach((v, i) => {
    if (v > (p[best] as number)) best = i;
  });
  const lang = LID_CLASSES[best];
  return lang === 'en' || lang === 'id' ? lang : 'ms';
}
