/**
 * Phrase extraction for the translator: every phrase pair (up to four words a side) consistent with the
 * symmetrised word alignment, counted with per-source weights, scored in both directions with relative
 * frequencies and lexical weights, and pruned.
 */
import type { TTable } from './align.js';
import { pairKey } from './align.js';
import { ENGLISH_NUMBER_WORDS } from '../src/lang/en/numbers.js';
import { MALAY_NUMBER_WORDS } from '../src/lang/ms/numbers.js';
import { ENGLISH_NEGATION_IDIOMS, ENGLISH_NEGATORS } from '../src/lang/en/negators.js';
import { MALAY_NEGATORS, NEGATED_IDIOMS } from '../src/lang/ms/negators.js';
import { MAX_SOURCE_PHRASE as MAX_PHRASE } from '../src/models/phrase-limits.js';

/** Longest phrase, in words, on either side. */
export { MAX_PHRASE };

/** A scored phrase pair. */
export interface PhraseEntry {
  readonly ms: string;
  readonly en: string;
  /** p(en | ms), p(ms | en), lex(en | ms), lex(ms | en). */
  readonly scores: readonly [number, number, number, number];
}

const NUMBER_WORDS = new Set([...MALAY_NUMBER_WORDS, ...ENGLISH_NUMBER_WORDS]);
const digitsOf = (phrase: string): string => (phrase.match(/\d/g) ?? []).join('');
const hasNumberWord = (phrase: string): boolean => phrase.split(' ').some((w) => NUMBER_WORDS.has(w));

/**
 * Whether the numbers of a phrase pair agree: the same digits on both sides, or a number word on the side that has
 * none (`10 naskah buku` ↔ `ten books`). A pair whose digits appear on one side only with no number word on the
 * other is an alignment error of lists and tables (the interface strings paired `kuala lumpur` with a time-zone
 * number, `1735161`) and is not extracted.
 *
 * @example
 * ```ts
 * numbersAgree('kuala lumpur', '1735161'); // false
 * numbersAgree('10 naskah buku', 'ten books'); // true
 * numbersAgree('pukul 3', 'at 3'); // true
 * ```
 */
export function numbersAgree(ms: string, en: string): boolean {
  const a = digitsOf(ms);
  const b = digitsOf(en);
  if (a === b) return true;
  if (a === '') return hasNumberWord(ms);
  if (b === '') return hasNumberWord(en);
  return false;
}

const MS_NEGATORS = new Set(MALAY_NEGATORS);
const EN_NEGATORS = new Set(ENGLISH_NEGATORS);
const IDIOMS = [...NEGATED_IDIOMS, ...ENGLISH_NEGATION_IDIOMS].map((x) => ` ${x} `);
const negates = (phrase: string, words: ReadonlySet<string>): boolean => phrase.split(' ').some((w) => words.has(w) || w.endsWith("n't"));
const holdsIdiom = (phrase: string): boolean => IDIOMS.some((x) => ` ${phrase} `.includes(x));

/**
 * Whether a sentence or phrase of the language negates, read as phrase extraction reads it (lower case, words of
 * letters, digits, hyphens and apostrophes; the curly apostrophe as the straight one).
 *
 * @example
 * ```ts
 * textNegates("I Didn't come", 'en'); // true
 * textNegates('Saya tak datang.', 'ms'); // true
 * ```
 */
export function textNegates(text: string, lang: 'ms' | 'en'): boolean {
  const words = text.toLowerCase().replaceAll('’', "'").split(/[^\p{L}\p{N}'-]+/u).filter((w) => w !== '');
  return negates(words.join(' '), lang === 'ms' ? MS_NEGATORS : EN_NEGATORS);
}

/**
 * Whether a phrase pair agrees on negation: both sides negate or neither does, unless a side holds an idiom whose
 * negation the other language does not say (`tak apa` ↔ `it's fine`). A pair that negates on one side only is an
 * alignment error and would turn a sentence's meaning round: `tak datang` ↔ `come` made `Saya tak datang` read
 * `I come`.
 *
 * @example
 * ```ts
 * negationsAgree('tak datang', 'come'); // false
 * negationsAgree('tak datang', "didn't come"); // true
 * negationsAgree('tak apa', "it's fine"); // true
 * ```
 */
export function negationsAgree(ms: string, en: string): boolean {
  return negates(ms, MS_NEGATORS) === negates(en, EN_NEGATORS) || holdsIdiom(ms) || holdsIdiom(en);
}

/**
 * Phrase pairs of one aligned sentence pair (`points` are [ms position, en position]): the standard
 * consistency rule, extended over unaligned English words at the edges, less pairs whose numbers or negations
 * disagree ({@link numbersAgree}, {@link negationsAgree}). Each pair comes with where its Malay and English
 * phrases start, so a one-word phrase can be read with that word's part of speech.
 */
export function extractPhrases(ms: readonly string[], en: readonly string[], points: readonly [number, number][]): [string, string, number, number][] {
  const out: [string, string, number, number][] = [];
  const enAligned = new Array<boolean>(en.length).fill(false);
  for (const [, e] of points) enAligned[e] = true;
  for (let s1 = 0; s1 < ms.length; s1++) {
    for (let s2 = s1; s2 < Math.min(ms.length, s1 + MAX_PHRASE); s2++) {
      // The English span the Malay span aligns to.
      let e1 = en.length;
      let e2 = -1;
      for (const [a, e] of points) if (a >= s1 && a <= s2) [e1, e2] = [Math.min(e1, e), Math.max(e2, e)];
      if (e2 < 0 || e2 - e1 >= MAX_PHRASE) continue;
      // Consistent: no English word in the span aligns outside the Malay span.
      if (points.some(([a, e]) => e >= e1 && e <= e2 && (a < s1 || a > s2))) continue;
      // Extend over unaligned English words at either edge.
      for (let x1 = e1; x1 >= 0 && (x1 === e1 || !enAligned[x1]); x1--) {
        for (let x2 = e2; x2 < en.length && x2 - x1 < MAX_PHRASE && (x2 === e2 || !enAligned[x2]); x2++) {
          const pair: [string, string] = [ms.slice(s1, s2 + 1).join(' '), en.slice(x1, x2 + 1).join(' ')];
          if (numbersAgree(...pair) && negationsAgree(...pair)) out.push([...pair, s1, x1]);
        }
      }
    }
  }
  return out;
}

/** Lexical weight of `to` given `from` under a word table: product over `to` words of their best source. */
export function lexical(t: TTable, fromIds: readonly number[], toIds: readonly number[]): number {
  let p = 1;
  for (const w of toIds) {
    let best = t.get(pairKey(0, w)) ?? 1e-4;
    for (const f of fromIds) best = Math.max(best, t.get(pairKey(f, w)) ?? 0);
    p *= best;
  }
  return p;
}

/**
 * Scores counted phrase pairs and prunes them: pairs seen once with more than one word a side go (unless
 * no better option exists for the source, or the pair is one the team wrote whole, `written`: a singleton there
 * is no alignment noise, and `adik saya` with its four English readings had lost them all), then each phrase
 * keeps its `keep` best translations per direction.
 */
export function scorePhrases(
  counts: ReadonlyMap<string, number>,
  ids: { ms: ReadonlyMap<string, number>; en: ReadonlyMap<string, number> },
  tables: { msToEn: TTable; enToMs: TTable },
  keep = 12,
  written: ReadonlySet<string> = new Set(),
): PhraseEntry[] {
  const msTotal = new Map<string, number>();
  const enTotal = new Map<string, number>();
  for (const [k, c] of counts) {
    const [ms, en] = k.split('\t') as [string, string];
    msTotal.set(ms, (msTotal.get(ms) ?? 0) + c);
    enTotal.set(en, (enTotal.get(en) ?? 0) + c);
  }
  const entries: PhraseEntry[] = [];
  for (const [k, c] of counts) {
    const [ms, en] = k.split('\t') as [string, string];
    if (c < 1.5 && (ms.includes(' ') || en.includes(' ')) && c / (msTotal.get(ms) as number) < 0.5 && !written.has(k)) continue;
    const msIds = ms.split(' ').map((w) => ids.ms.get(w) ?? -1);
    const enIds = en.split(' ').map((w) => ids.en.get(w) ?? -1);
    entries.push({ ms, en, scores: [c / (msTotal.get(ms) as number), c / (enTotal.get(en) as number), lexical(tables.msToEn, msIds, enIds), lexical(tables.enToMs, enIds, msIds)] });
  }
  // Keep the best `keep` per source phrase in each direction (by the product of both relative frequencies).
  const keepSet = new Set<PhraseEntry>();
  for (const side of ['ms', 'en'] as const) {
    const bySource = new Map<string, PhraseEntry[]>();
    for (const e of entries) {
      const list = bySource.get(e[side]);
      if (list) list.push(e);
      else bySource.set(e[side], [e]);
    }
    for (const list of bySource.values()) {
      list.sort((a, b) => b.scores[0] * b.scores[1] - a.scores[0] * a.scores[1] || (a.ms + a.en < b.ms + b.en ? -1 : 1));
      for (const e of list.slice(0, keep)) keepSet.add(e);
    }
  }
  return [...keepSet].sort((a, b) => (a.ms < b.ms ? -1 : a.ms > b.ms ? 1 : a.en < b.en ? -1 : a.en > b.en ? 1 : 0));
}
