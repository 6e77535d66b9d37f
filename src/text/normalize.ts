/**
 * The normaliser: rewrites Manglish and chat Malay into standard spelling while keeping the register
 * (`nk` → `nak`, not `hendak`; `formalize` changes register). Idempotent: a second run changes nothing.
 */
import { booleanOption, requireOptions, requireText } from '../errors.js';
import { remembered } from '../lazy.js';
import { TITLE_ABBREVIATIONS } from '../lang/ms/abbreviations.js';
import { FILLER_PARTICLES } from '../lang/ms/particles.js';
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
const fillers = new Set(FILLER_PARTICLES.filter((p) => p !== 'je' && p !== 'jer' && p !== 'kot' && p !== 'kut'));

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
 * The table-driven part of normalisation (steps 1–6), safe for any word including names; returns
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
  return undefined;
}

/** The normalised form of one lower-case word (may be several words), or the word itself. */
function normalizeWord(lower: string, config: NormalizeConfig, previous?: readonly string[]): string {
  // 1–6. Tables and patterns.
  const listed = normalizeListed(lower, config);
  if (listed !== undefined) return listed;
  // 7. Known words stay as they are.
  if (standardTargets().has(lower) || isKnown(lower)) return lower;
  // 8. `x`-negation written solid: `xsuka` → `tak suka`, when the rest is a Malay word.
  const neg = X_NEG_RE.exec(lower);
  if (neg) {
    const rest = normalizeWord(neg[1] as string, config);
    if (isStandardMalay(rest.split(' ')[0] as string)) return `tak ${rest}`;
  }
  // 9. Colloquial, regional and vowel-dropped spellings: `panaih` → `panas`, `bnjr` → `banjir`.
  const respelled = respell(lower);
  if (respelled !== undefined) return respelled;
  // 10. Aggressive: symmetric-delete spelling correction against the vocabulary, in context.
  if (config.aggressive) return correctWord(lower, previous) ?? lower;
  return lower;
}

function normalizeToken(token: Token, config: NormalizeConfig, previous?: readonly string[]): string | null {
  if (token.kind !== 'word') return config.aggressive ? token.text.toLowerCase() : token.text;
  const lower = token.text.toLowerCase();
  if (config.aggressive && fillers.has(lower)) return null;
  // Capitalised words may be names: only the tables apply to them (`Sy` → `Saya`, `Ahmad` stays), and a title
  // written with its capital stays (`Dr`, `Pn` before a name; `dr`, `pn` are `dari`, `pun`).
  const out = token.text === lower ? normalizeWord(lower, config, previous) : isTitle(token.text, lower) ? lower : (normalizeListed(lower, config) ?? lower);
  if (config.aggressive) return out;
  return out === lower ? token.text : matchCase(token.text, out);
}

/**
 * Normalises Manglish and chat Malay into standard spelling: expands shortforms and slang
 * (`sy` → `saya`, `dgn` → `dengan`), `x`-negation (`xnak` → `tak nak`), squeezes elongations
 * (`bestttt` → `best`), expands `2`-reduplication (`budak2` → `budak-budak`), turns laughter into
 * `haha`, and restores regional and vowel-dropped spellings (`panaih` → `panas`). With
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
  // 1. Tokenise with offsets, so the text between tokens can be kept.
  const tokens = scan(text);
  // 2. Normalise every token; rebuild the text with single spaces (newlines kept) between tokens.
  let out = '';
  let end = 0;
  // The last two words written: the context spelling correction reads (aggressive only).
  let previous: string[] = [];
  for (const token of tokens) {
    const gap = text.slice(end, token.start);
    end = token.end;
    const replaced = normalizeToken(token, config, previous);
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
 * The normalised tokens of a text with their kinds, without rebuilding the string: what the
 * classifiers read. Multi-word replacements (`xnak` → `tak nak`) become several word tokens.
 *
 * @example
 * ```ts
 * normalizedTokens('xnak la').map((t) => t.text); // ['tak', 'nak', 'lah']
 * ```
 */
export function normalizedTokens(text: string): { text: string; kind: Token['kind'] }[] {
  const out: { text: string; kind: Token['kind'] }[] = [];
  for (const token of scan(text)) {
    const replaced = normalizeToken(token, PLAIN) as string;
    if (token.kind === 'word' && replaced.includes(' ')) {
      for (const part of replaced.split(' ')) if (part !== '') out.push({ text: part, kind: 'word' });
    } else {
      out.push({ text: replaced, kind: token.kind });
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
