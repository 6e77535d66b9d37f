/**
 * Respelling: finds the standard Malay spelling of a word the normaliser does not know, as a small
 * noisy-channel model. Candidates come from two generators — the team's sound-correspondence rules
 * (`lang/ms/spelling-rules.ts`, e.g. `panaih` → `panas`) and vowel restoration of chat skeletons
 * (`bnjr` → `banjir`, `slimut` → `selimut`) — and are ranked by how well the trained vocabulary model
 * attests them as standard Malay, minus the cost of the rewrites.
 */
import { SPELLING_RULES } from '../lang/ms/spelling-rules.js';
import { lazy, remembered } from '../lazy.js';
import { LEX_MS_LEMMA, LEX_MS_LISTED, LEX_MS_ROOT, malayScore, properNounRatio, vocabulary } from '../models/vocab.js';
import { isEnglishWord } from './english-words.js';
import { keptAsWritten, standardTargets } from './lexicon.js';

/** How many log-frequency units one unit of rewrite cost is worth. */
const COST_WEIGHT = 2;
/** Extra cost per vowel restored into a chat skeleton. */
const VOWEL_COST = 0.25;
/** Words shorter than this are never respelled: two letters are too few to restore (`pj`, `jb`). */
const MIN_LENGTH = 3;
/** Words longer than this are not respelled (they are rarely chat forms). */
const MAX_LENGTH = 14;

/** The consonant skeleton of a word: its first letter, then its consonants (`selimut` → `slmt`). */
export function skeleton(word: string): string {
  let out = word.slice(0, 1);
  for (let i = 1; i < word.length; i++) {
    const c = word.charCodeAt(i);
    // a, e, i, o, u
    if (c !== 97 && c !== 101 && c !== 105 && c !== 111 && c !== 117) out += word[i] as string;
  }
  return out;
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (let j = 0; j < long.length && i < short.length; j++) if (long[j] === short[i]) i++;
  return i === short.length;
}

/** A standard Malay word: a table target, a lemma, formal-text evidence, or a frequent attested root. */
export function isStandardMalay(word: string): boolean {
  if (standardTargets().has(word)) return true;
  const s = vocabulary().get(word);
  if (!s) return false;
  return (s.lex & LEX_MS_LEMMA) !== 0 || s.fm >= 2 || (s.web >= 2000 && (s.lex & LEX_MS_ROOT) !== 0);
}

/** Malaya's word list protects a word only with this much web frequency (per 100 million words). */
const LISTED_MIN_WEB = 50;

/**
 * Words the respeller and the spelling corrector must leave alone: standard Malay, words in Malaya's Malay word
 * list that the web attests (`hanyir` is not a spelling of `hanya`), English words ({@link isEnglishWord}), the
 * team's words kept as written (`dato`, `blah`), and Indonesian words ({@link isIndonesianWord}).
 */
export function isProtected(word: string): boolean {
  return isKnownMalayOrEnglish(word) || isIndonesianWord(word);
}

function isKnownMalayOrEnglish(word: string): boolean {
  if (isStandardMalay(word) || keptAsWritten().has(word) || isEnglishWord(word)) return true;
  const s = vocabulary().get(word);
  return s !== undefined && (s.lex & LEX_MS_LISTED) !== 0 && s.web >= LISTED_MIN_WEB;
}

/** Web frequency (per 100 million words) from which a word counts as written on one side. */
const SIDE_MIN_WEB = 100;
/** ... when that side's web also writes it this many times as often as the other side's. */
const SIDE_OVER_OTHER = 5;
/** A Malay-only spelling must be this much more frequent on the Malay web than the Indonesian one. */
const MALAY_OVER_INDONESIAN = 10;

/**
 * A word the Indonesian web writes far more than the Malay web (`gak`, `aja`, `emang`, `hewan`): an Indonesian
 * word or chat spelling, not a misspelt Malay one.
 *
 * @example
 * ```ts
 * isIndonesianWord('gak');   // true
 * isIndonesianWord('makan'); // false
 * ```
 */
export function isIndonesianWord(word: string): boolean {
  const s = vocabulary().get(word);
  return s !== undefined && s.idweb >= SIDE_MIN_WEB && s.idweb >= SIDE_OVER_OTHER * s.web;
}

/** A spelling only the Malay web uses (`haiwan`, `inggeris`, `kerana`): an Indonesian word may become it. */
function isMalayOnly(word: string): boolean {
  const s = vocabulary().get(word);
  return s !== undefined && s.web >= SIDE_MIN_WEB && s.web >= MALAY_OVER_INDONESIAN * s.idweb;
}

const skeletonIndex = lazy((): ReadonlyMap<string, readonly string[]> => {
  const index = new Map<string, string[]>();
  for (const [word] of vocabulary().entries()) {
    if (word.length < 2 || !/^[a-z]+$/.test(word) || !isStandardMalay(word)) continue;
    const key = skeleton(word);
    const list = index.get(key);
    if (list) list.push(word);
    else index.set(key, [word]);
  }
  for (const target of standardTargets()) {
    if (!/^[a-z]+$/.test(target)) continue;
    const key = skeleton(target);
    const list = index.get(key) ?? [];
    if (!list.includes(target)) index.set(key, [...list, target]);
  }
  return index;
});

/** A spelling rule as string operations: its letters, where they must stand, what replaces them. */
interface LiteralRule {
  readonly letters: string;
  readonly at: 'end' | 'start' | 'anywhere';
  readonly to: string;
  readonly cost: number;
}

/** The rules, read once from their patterns (letters with an optional `^` or `$`; nothing else). */
const literalRules = lazy((): readonly LiteralRule[] =>
  SPELLING_RULES.map(([pattern, to, cost]) => {
    const at = pattern.endsWith('$') ? 'end' : pattern.startsWith('^') ? 'start' : 'anywhere';
    const letters = pattern.replace(/^\^|\$$/g, '');
    if (!/^[a-z]+$/.test(letters)) throw new Error(`A spelling rule must be letters with ^ or $: ${pattern}`);
    return { letters, at, to, cost };
  }),
);

/** Every spelling one rule away from `word`, with the rule's cost. */
function oneRuleAway(word: string): [string, number][] {
  const out: [string, number][] = [];
  for (const rule of literalRules()) {
    const n = rule.letters.length;
    if (rule.at === 'end' || rule.at === 'start') {
      const matches = rule.at === 'end' ? word.endsWith(rule.letters) : word.startsWith(rule.letters);
      if (!matches) continue;
      const next = rule.at === 'end' ? word.slice(0, word.length - n) + rule.to : rule.to + word.slice(n);
      if (next !== word && next.length >= 2) out.push([next, rule.cost]);
      continue;
    }
    // An unanchored rule rewrites one occurrence at a time (`kodokut` → `kedokut`, `kodekut`).
    for (let i = word.indexOf(rule.letters); i >= 0; i = word.indexOf(rule.letters, i + n)) {
      out.push([word.slice(0, i) + rule.to + word.slice(i + n), rule.cost]);
    }
  }
  return out;
}

/** Spelling variants up to two rules away, cheapest cost kept per variant. */
function variants(word: string): Map<string, number> {
  const best = new Map<string, number>([[word, 0]]);
  for (const [v1, c1] of oneRuleAway(word)) {
    if ((best.get(v1) ?? Infinity) > c1) best.set(v1, c1);
    for (const [v2, c2] of oneRuleAway(v1)) {
      if ((best.get(v2) ?? Infinity) > c1 + c2) best.set(v2, c1 + c2);
    }
  }
  return best;
}

/** Log-frequency units taken off a candidate that is mostly written as a name (`simon`). */
const NAME_PENALTY = 4;

function score(word: string, cost: number): number {
  return malayScore(word) - COST_WEIGHT * cost - NAME_PENALTY * properNounRatio(word);
}

function computeRespelling(word: string): string | undefined {
  // 1. Leave alone what is known, too short, too long or not a plain lower-case word. Two letters are too
  //    few to restore (`pj` is Petaling Jaya, not `puji`); the tables hold the two-letter shortforms.
  if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || !/^[a-z]+$/.test(word) || isKnownMalayOrEnglish(word)) return undefined;
  // 2. Gather candidates: rule variants that are standard words, and vowel restorations of each variant. An
  //    Indonesian word becomes only its Malay-only counterpart (`hewan` → `haiwan`), never another word that
  //    both write (`gak` is not `gua`, `aja` not `ajar`).
  const indonesian = isIndonesianWord(word);
  const hasVowel = /[aeiou]/.test(word.slice(1));
  if (indonesian && !hasVowel) return undefined; // an Indonesian chat skeleton (`gmn`, `bgt`) is not Malay
  let bestWord: string | undefined;
  let bestScore = malayScore(word);
  const consider = (candidate: string, cost: number): void => {
    if (candidate === word || (indonesian && !isMalayOnly(candidate))) return;
    const s = score(candidate, cost);
    if (s > bestScore) {
      bestScore = s;
      bestWord = candidate;
    }
  };
  for (const [variant, cost] of hasVowel ? variants(word) : new Map([[word, 0]])) {
    if (isStandardMalay(variant)) consider(variant, cost);
    for (const candidate of skeletonIndex().get(skeleton(variant)) ?? []) {
      if (candidate.length > variant.length && isSubsequence(variant, candidate)) {
        consider(candidate, cost + VOWEL_COST * (candidate.length - variant.length));
      }
    }
  }
  // 3. Keep the best only when it beats the word as written.
  return bestWord;
}

/** Respellings remembered per word (`null`: none), since `remembered` reads `undefined` as not yet known. */
const rememberedRespelling = remembered((word: string): string | null => computeRespelling(word) ?? null);

/**
 * The standard Malay spelling of a colloquial, regional or vowel-dropped word, or `undefined` when the
 * word is already standard (or English) or nothing better is attested.
 *
 * @example
 * ```ts
 * respell('panaih'); // 'panas'
 * respell('bnjr');   // 'banjir'
 * respell('makan');  // undefined
 * ```
 */
export function respell(word: string): string | undefined {
  return rememberedRespelling(word) ?? undefined;
}
