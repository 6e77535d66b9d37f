/**
 * The normaliser: rewrites Manglish and chat Malay into standard spelling while keeping the register
 * (`nk` → `nak`, not `hendak`; `formalize` changes register). Idempotent: a second run changes nothing.
 */
import { booleanOption, requireOptions, requireText } from '../errors.js';
import { remembered } from '../lazy.js';
import { TITLE_ABBREVIATIONS } from '../lang/ms/abbreviations.js';
import { CAPITALISED_ACRONYMS } from '../lang/ms/acronyms.js';
import { CLIPPED_VERBS, COLLOQUIAL_IN_CONTEXT, PREVERBAL_WORDS } from '../lang/ms/homographs.js';
import { NORTHERN_IN_CONTEXT } from '../lang/ms/northern.js';
import { DROPPABLE_FILLERS, FILLER_PARTICLES, QUESTION_PARTICLES } from '../lang/ms/particles.js';
import { LAUGH_SYLLABLES, LAUGH_TOKEN, LAUGH_WORDS } from '../lang/shared/laughter.js';
import { malayScore, englishScore } from '../models/vocab.js';
import { chatAbbreviationMap, shortformMap, standardTargets } from './lexicon.js';
import { respell, isStandardMalay } from './respell.js';
import { scan, type Token } from './tokenize.js';
import { correctWord } from './correct.js';

/** Options of {@link normalize}. */
export interface NormalizeOptions {
  /**
   * Also lower-case, expand English chat abbreviations (`btw`, `idk`), drop filler particles (`lah`,
   * `meh`) and correct spelling. Default `false`.
   */
  readonly aggressive?: boolean;
}

interface NormalizeConfig {
  readonly aggressive: boolean;
}

const laughWords = new Set(LAUGH_WORDS);
const LAUGH_RE = new RegExp(`^(?:${LAUGH_SYLLABLES.join('|')}){2,}[a-z]?$`);
const ELONGATION_RE = /(\p{L})\1{2,}/u;
const REDUP_RE = /^(\p{L}{2,}?)2$/u;
const X_NEG_RE = /^x(\p{L}{2,})$/u;
const NYE_RE = /^(\p{L}{3,}?)nye(?:r+)?$/u;
const LAH_RE = /^(\p{L}{2,}?)lah?$/u;
const fillers = new Set(DROPPABLE_FILLERS);

/** Copies the capitalisation of `original` onto `replacement` (`Sy` → `Saya`, `SY` → `SAYA`). */
function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) return replacement.toUpperCase();
  const first = original[0] ?? '';
  if (first !== first.toLowerCase()) return (replacement[0] ?? '').toUpperCase() + replacement.slice(1);
  return replacement;
}

const titles = new Set(TITLE_ABBREVIATIONS);

/** A title abbreviation written with an initial capital and the rest lower case (`Dr`, `Pn`; not `DR`). */
function isTitle(text: string, lower: string): boolean {
  return titles.has(lower) && text.length > 1 && text.slice(1) === lower.slice(1) && text[0] !== lower[0];
}

/** True when the word is standard Malay or common English, so nothing needs to change. */
function isKnown(word: string): boolean {
  return isStandardMalay(word) || englishScore(word) >= 4;
}

/** Squeezes letters repeated three or more times, choosing the best-attested reading (`bestttt` → `best`). */
function squeeze(word: string): string {
  const single = word.replace(/(\p{L})\1{2,}/gu, '$1');
  const double = word.replace(/(\p{L})\1{2,}/gu, '$1$1');
  const rank = (w: string): number => (shortformMap().has(w) ? 100 : Math.max(malayScore(w), englishScore(w)));
  return rank(double) > rank(single) ? double : single;
}

/**
 * The table-driven part of normalisation (steps 1–7), safe for any word including names; returns
 * undefined when no table or pattern applies.
 */
function normalizeListed(lower: string, config: NormalizeConfig): string | undefined {
  // 1. Laughter: `hahahaha`, `wkwkwk`, `lol` → `haha`.
  if (laughWords.has(lower) || LAUGH_RE.test(lower)) return LAUGH_TOKEN;
  // 2. Shortforms, slang, dialect words and `x`-negation forms from the team's tables.
  const listed = shortformMap().get(lower);
  if (listed !== undefined) return listed;
  // 3. English chat abbreviations: expanded when aggressive (`btw` → `by the way`), else kept as written
  //    (`tmr` is tomorrow, not a vowel-dropped `timur`).
  const chat = chatAbbreviationMap().get(lower);
  if (chat !== undefined) return config.aggressive ? chat : lower;
  // 4. Hyphenated words normalise part by part: `kanak-kanak`, `sama-sama`.
  if (lower.includes('-')) return lower.split('-').map((p) => (p === '' ? p : normalizeWord(p, config))).join('-');
  // 5. `2`-reduplication: `budak2` → `budak-budak`, `mkn2` → `makan-makan` — only of a known word
  //    of three letters or more, so names and codes stay (`SS2`, `KLIA2`).
  const redup = REDUP_RE.exec(lower);
  if (redup) {
    const base = normalizeWord(redup[1] as string, config);
    if (base.includes(' ')) return base;
    if (base.length > 2 && isKnown(base)) return `${base}-${base}`;
  }
  // 6. Elongation: `bestttt` → `best`, `gilerrr` → `giler` → `gila`.
  if (ELONGATION_RE.test(lower)) return normalizeWord(squeeze(lower), config);
  // 7. Colloquial `-nye`/`-nyer` for the clitic `-nya` on a known word: `sedapnyer` → `sedapnya`, `bestnye` →
  //    `bestnya` (a known word is never a name, so this holds at a sentence's start too: `Cantiknyerr`).
  const nye = NYE_RE.exec(lower);
  if (nye && isKnown(nye[1] as string)) return `${nye[1] as string}nya`;
  return undefined;
}

/** The normalised form of one lower-case word (may be several words), or the word itself. */
function normalizeWord(lower: string, config: NormalizeConfig, previous?: readonly string[]): string {
  // 1–7. Tables and patterns.
  const listed = normalizeListed(lower, config);
  if (listed !== undefined) return listed;
  // 8. Known words stay as they are.
  if (standardTargets().has(lower) || isKnown(lower)) return lower;
  // 9. The clitic `-lah`/`-la` written on a table word: `jgnlah` → `janganlah`, `taula` → `tahulah`; on a word the
  //    tables map to, as `-lah` (`dahla` → `dahlah`, `jomlah` stays, not the respelt `jumlah`). Lower case only:
  //    capitalised, it may be a name (`Mala`).
  const lah = LAH_RE.exec(lower);
  if (lah) {
    const stem = lah[1] as string;
    const listed = shortformMap().get(stem);
    if (listed !== undefined && listed !== 'lah') return `${listed}lah`;
    if (standardTargets().has(stem)) return `${stem}lah`;
  }
  // 10. `x`-negation written solid: `xsuka` → `tak suka`, when the rest is a Malay word.
  const neg = X_NEG_RE.exec(lower);
  if (neg) {
    const rest = normalizeWord(neg[1] as string, config);
    if (isStandardMalay(rest.split(' ')[0] as string)) return `tak ${rest}`;
  }
  // 11. Colloquial, regional and vowel-dropped spellings: `panaih` → `panas`, `bnjr` → `banjir`.
  const respelled = respell(lower);
  if (respelled !== undefined) return respelled;
  // 12. Aggressive: symmetric-delete spelling correction against the vocabulary, in context.
  if (config.aggressive) return correctWord(lower, previous) ?? lower;
  return lower;
}

const capitalisedAcronyms = new Set(CAPITALISED_ACRONYMS);
const ROMAN_NUMERAL_RE = /^X{0,3}(?:IX|IV|VI{0,3}|I{1,3})$/;

/** Whether a word is written in capitals (a first letter in lower case answers at once: most words). */
function allCaps(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first >= 97 && first <= 122) return false;
  return text === text.toUpperCase() && text !== text.toLowerCase();
}
const isAllCaps = (token: Token | undefined): boolean => token?.kind === 'word' && allCaps(token.text);

/**
 * Whether a word in capitals stands among other words in capitals: shouting, whose replacements are written
 * in capitals too (`SY X TAU LA` → `SAYA TAK TAHU LAH`, not `Tak`).
 */
function shoutedAt(tokens: readonly Token[], i: number): boolean {
  if (!isAllCaps(tokens[i])) return false;
  const word = (step: number): Token | undefined => {
    for (let j = i + step; j >= 0 && j < tokens.length; j += step) if (tokens[j]?.kind === 'word') return tokens[j];
    return undefined;
  };
  return isAllCaps(word(-1)) || isAllCaps(word(1));
}

/** An acronym or Roman numeral written in capitals, kept as written (`HR`, `SJK`, `XIII`; not `hr`, `X`). */
function isCapitalisedAcronym(text: string, lower: string): boolean {
  if (text.length < 2 || !allCaps(text)) return false;
  return capitalisedAcronyms.has(lower) || ROMAN_NUMERAL_RE.test(text);
}

function normalizeToken(token: Token, config: NormalizeConfig, previous?: readonly string[], shouted = false): string | null {
  if (token.kind !== 'word') return config.aggressive ? token.text.toLowerCase() : token.text;
  const lower = token.text.toLowerCase();
  if (config.aggressive && fillers.has(lower)) return null;
  // A title or an acronym in capitals stays as written, in every mode (`Dr`, `HR`, `XIII`).
  if (token.text !== lower && (isTitle(token.text, lower) || isCapitalisedAcronym(token.text, lower))) return token.text;
  const out = token.text === lower ? normalizeWord(lower, config, previous) : normalizeCapitalised(token.text, lower, config);
  if (config.aggressive) return out;
  if (out === lower) return token.text;
  if (shouted) return out.toUpperCase();
  // A phrase spelt out from capitals alone is capitalised once (`TQ bos` → `Terima kasih bos`).
  return matchCase(out.includes(' ') ? token.text.slice(0, 1) : token.text, out);
}

/**
 * The lower-case normalised form of a word written with capitals. It may be a name, so only the tables apply
 * (`Sy` → `saya`, `Ahmad` stays); a title (`Dr`, `Pn` before a name; `dr`, `pn` are `dari`, `pun`) and an
 * acronym in capitals (`HR`, `RMK-11`) stay as written.
 */
function normalizeCapitalised(text: string, lower: string, config: NormalizeConfig): string {
  if (isTitle(text, lower) || isCapitalisedAcronym(text, lower)) return lower;
  // Aggressive output is lower case, which a second run reads as ordinary words: it keeps the older reading.
  if (config.aggressive) return normalizeListed(lower, config) ?? lower;
  // A hyphenated word part by part: a capitalised first word with the rest in lower case as a word would be at
  // the start of a sentence (`Kanak-kanak`, `Denger-dengar`), otherwise each part by its own capitals (`NGO-NGO`,
  // `RMK-11`, `Ungern-Stenberg`).
  if (text.includes('-')) {
    const [first = '', ...rest] = text.split('-');
    if (allCaps(first) || rest.some((p) => p !== p.toLowerCase())) {
      return [first, ...rest].map((p) => (p === '' ? p : normalizeCapitalised(p, p.toLowerCase(), config))).join('-');
    }
  }
  return normalizeListed(lower, config) ?? lower;
}

const particles = new Set([...FILLER_PARTICLES, ...QUESTION_PARTICLES]);
/**
 * Malay words that are also English words, read as Malay only in Malay company (northern and colloquial). A
 * `Map`, like every table looked up with words of running text: an object would intern each word it is asked.
 */
const IN_CONTEXT: ReadonlyMap<string, string> = new Map(Object.entries({ ...NORTHERN_IN_CONTEXT, ...COLLOQUIAL_IN_CONTEXT }));
const clippedVerbs: ReadonlyMap<string, string> = new Map(Object.entries(CLIPPED_VERBS));
/** A lower-case word that says its neighbour is Malay: a particle, a table word or a Malay word not also English. */
const malayWord = (w: string): boolean => particles.has(w) || shortformMap().has(w) || IN_CONTEXT.has(w) || (isStandardMalay(w) && englishScore(w) < 4);
/** A word that says its neighbour is English. */
const englishWord = (w: string): boolean => !particles.has(w) && !shortformMap().has(w) && englishScore(w) >= 4;

const preverbal = new Set(PREVERBAL_WORDS);
/**
 * Whether a token is a word that takes a verb after it (`nak`, `dah`, `jom`; `PREVERBAL_WORDS`), in standard, chat
 * (`nk`) or colloquial (`kite`) spelling.
 */
function afterPreverbal(token: Token | undefined): boolean {
  if (token?.kind !== 'word') return false;
  const lower = token.text.toLowerCase();
  return preverbal.has(shortformMap().get(lower) ?? IN_CONTEXT.get(lower) ?? lower);
}

/**
 * The standard reading of a Malay word that is also English — northern (`hang`, `sat`, `pi`; `NORTHERN_IN_CONTEXT`)
 * or colloquial (`kite`, `lame`, `die`; `COLLOQUIAL_IN_CONTEXT`) — when its neighbouring words are Malay and none is
 * English (`Hang pi mana?`, `kite jumpa esok`; not `jom hang out`, `fly a kite`); written with a capital only as a
 * sentence's first word (`Mai` may be a name). A clipped verb (`g`; `CLIPPED_VERBS`) only after a word that takes a
 * verb (`jom g mamak`; not `500 g gula`). Undefined when it does not apply.
 */
function inContextReading(tokens: readonly Token[], i: number, config: NormalizeConfig): string | undefined {
  const token = tokens[i] as Token;
  if (token.kind !== 'word') return undefined;
  const lower = token.text.toLowerCase();
  const clipped = clippedVerbs.get(lower);
  if (clipped !== undefined) return token.text === lower && afterPreverbal(tokens[i - 1]) ? clipped : undefined;
  const standard = IN_CONTEXT.get(lower);
  if (standard === undefined) return undefined;
  const opensSentence = i === 0 || /[.!?]$/.test(tokens[i - 1]?.text ?? '');
  if (token.text !== lower && !(opensSentence && token.text.slice(1) === lower.slice(1))) return undefined;
  const neighbours = [tokens[i - 1], tokens[i + 1]].filter((t) => t?.kind === 'word').map((t) => (t as Token).text);
  // A neighbour with capitals may be a name (`Mai Tan`): it says nothing of the language.
  if (neighbours.some((w) => englishWord(w.toLowerCase())) || !neighbours.some((w) => w === w.toLowerCase() && malayWord(w))) return undefined;
  return config.aggressive ? standard : matchCase(token.text, standard);
}

/**
 * Normalises Manglish and chat Malay into standard spelling: expands shortforms and slang
 * (`sy` → `saya`, `dgn` → `dengan`), `x`-negation (`xnak` → `tak nak`), squeezes elongations
 * (`bestttt` → `best`), expands `2`-reduplication (`budak2` → `budak-budak`), turns laughter into
 * `haha`, and restores regional and vowel-dropped spellings (`panaih` → `panas`). Titles and acronyms written
 * in capitals stay (`Dr Aisyah`, `jumpa HR esok`: `hr` alone is `hari`). With
 * `{ aggressive: true }` it also lower-cases, expands English chat abbreviations, drops filler
 * particles and corrects spelling.
 *
 * @example
 * ```ts
 * normalize('xnak la bro, sy dh penat gilerrr');
 * // 'tak nak lah bro, saya dah penat gila'
 * normalize('Btw sy xtau la, hahahaha', { aggressive: true });
 * // 'by the way saya tak tahu, haha'
 * ```
 */
export function normalize(text: string, options?: NormalizeOptions): string {
  requireText(text);
  const opts = requireOptions(options);
  const config: NormalizeConfig = Object.freeze({ aggressive: booleanOption(opts, 'aggressive', false) });
  // Tokenise with offsets, so the text between tokens can be kept.
  return normalizeScanned(text, scan(text), config);
}

/**
 * The plain (not aggressive) normalisation of a text already scanned into `tokens` (a document's view).
 *
 * @example
 * ```ts
 * normalizeScannedText('sy dh penat', scan('sy dh penat')); // 'saya dah penat'
 * ```
 */
export function normalizeScannedText(text: string, tokens: readonly Token[]): string {
  return normalizeScanned(text, tokens, PLAIN);
}

/** Normalises every token and rebuilds the text with single spaces (newlines kept) between tokens. */
function normalizeScanned(text: string, tokens: readonly Token[], config: NormalizeConfig): string {
  let out = '';
  let end = 0;
  // The last two words written: the context spelling correction reads (aggressive only).
  let previous: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const gap = text.slice(end, token.start);
    end = token.end;
    const replaced = inContextReading(tokens, i, config) ?? plainOrToken(token, config, previous, shoutedAt(tokens, i));
    if (replaced === null) continue;
    if (config.aggressive && token.kind === 'word') previous = [...previous, ...replaced.split(' ')].slice(-2);
    else if (config.aggressive && /[.!?]/.test(token.text)) previous = [];
    const space = gap === '' ? '' : gap.includes('\n') ? '\n' : ' ';
    out += (out === '' ? '' : space) + replaced;
  }
  return out;
}

const PLAIN: NormalizeConfig = Object.freeze({ aggressive: false });

/**
 * A token's normalised form: a word outside capitals and aggressive mode through the remembered
 * {@link normalizeWordForm} (its form depends on nothing else), anything else worked out in full.
 */
function plainOrToken(token: Token, config: NormalizeConfig, previous: readonly string[], shouted: boolean): string | null {
  if (token.kind === 'word' && !config.aggressive && !shouted) return normalizeWordForm(token.text);
  return normalizeToken(token, config, previous, shouted);
}

/**
 * A token of the normalised view: its normalised text and kind, and the character offsets of the token it
 * was written as (the parts of a multi-word replacement share their token's offsets).
 */
export interface NormalizedToken {
  readonly text: string;
  readonly kind: Token['kind'];
  readonly start: number;
  readonly end: number;
}

/**
 * The normalised tokens of a text with their kinds, without rebuilding the string: what the
 * classifiers read. Multi-word replacements (`xnak` → `tak nak`) become several word tokens.
 *
 * @example
 * ```ts
 * normalizedTokens('xnak la').map((t) => t.text); // ['tak', 'nak', 'lah']
 * ```
 */
export function normalizedTokens(text: string): NormalizedToken[] {
  return normalizedTokensOf(scan(text));
}

/**
 * {@link normalizedTokens} of a text already scanned (a document's view), aligned to the scanned offsets.
 *
 * @example
 * ```ts
 * normalizedTokensOf(scan('xnak la'))[1]; // { text: 'nak', kind: 'word', start: 0, end: 4 }
 * ```
 */
export function normalizedTokensOf(tokens: readonly Token[]): NormalizedToken[] {
  const out: NormalizedToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const { start, end } = token;
    const replaced = inContextReading(tokens, i, PLAIN) ?? (plainOrToken(token, PLAIN, [], shoutedAt(tokens, i)) as string);
    if (token.kind === 'word' && replaced.includes(' ')) {
      for (const part of replaced.split(' ')) if (part !== '') out.push({ text: part, kind: 'word', start, end });
    } else {
      out.push({ text: replaced, kind: token.kind, start, end });
    }
  }
  return out;
}

/**
 * The normalised form of one word token (non-aggressive): what `normalize` would write for it alone.
 * Taggers read words through it, so `sy` is tagged as `saya` would be.
 *
 * @example
 * ```ts
 * normalizeWordForm('sy');    // 'saya'
 * normalizeWordForm('xnak');  // 'tak nak'
 * normalizeWordForm('Ahmad'); // 'Ahmad'
 * ```
 */
export const normalizeWordForm = remembered((word: string): string => normalizeToken({ text: word, kind: 'word', start: 0, end: word.length }, PLAIN) as string);
