/**
 * Spelling correction by symmetric-delete candidates (SymSpell-style) ranked by the trained vocabulary
 * model's word frequencies. Known words, names, numbers and English are left alone.
 */
import { requireText } from '../errors.js';
import { lazy } from '../lazy.js';
import { LEX_EN_LEMMA, LEX_MS_LEMMA, vocabulary } from '../models/vocab.js';
import { isProtected } from './respell.js';
import { scan } from './tokenize.js';

/** One correction made by {@link correct}. */
export interface Correction {
  readonly original: string;
  readonly corrected: string;
}

/** The result of {@link correct}. */
export interface CorrectResult {
  readonly corrected: string;
  readonly changes: Correction[];
}

/** Words shorter than this are never corrected (too many near neighbours). */
const MIN_LENGTH = 4;
/** Only words at least this frequent (per 100M, or lemmas) become correction targets. */
const MIN_TARGET_WEB = 300;
/** Log-frequency units one edit costs. */
const EDIT_COST = 3.5;

interface Dictionary {
  readonly deletes: ReadonlyMap<string, readonly string[]>;
  readonly weight: ReadonlyMap<string, number>;
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** The correction dictionary: frequent Malay and English words and their one-letter deletions. */
const dictionary = lazy((): Dictionary => {
  const deletes = new Map<string, string[]>();
  const weight = new Map<string, number>();
  const add = (key: string, word: string): void => {
    const list = deletes.get(key);
    if (list === undefined) deletes.set(key, [word]);
    else if (list[list.length - 1] !== word) list.push(word);
  };
  for (const [word, s] of vocabulary().entries()) {
    if (word.length < MIN_LENGTH - 1 || !/^[a-z]+$/.test(word)) continue;
    const malay = s.web >= MIN_TARGET_WEB || s.fm >= 3 || (s.lex & LEX_MS_LEMMA) !== 0;
    const english = s.en >= 10 || (s.lex & LEX_EN_LEMMA) !== 0;
    if (!malay && !english) continue;
    weight.set(word, Math.log1p(s.web / 10 + s.fm * 40 + s.en * 20));
    add(word, word);
    for (const d of deletions(word)) add(d, word);
  }
  return { deletes, weight };
});

/** Damerau–Levenshtein distance (optimal string alignment), for ranking candidates. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((d[(i - 1) * cols + j] as number) + 1, (d[i * cols + j - 1] as number) + 1, (d[(i - 1) * cols + j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (d[(i - 2) * cols + j - 2] as number) + 1);
      d[i * cols + j] = v;
    }
  }
  return d[rows * cols - 1] as number;
}

/**
 * The correction of one lower-case word, or `undefined` when it is known or nothing close is better.
 *
 * @example
 * ```ts
 * correctWord('sekolh');  // 'sekolah'
 * correctWord('sekolah'); // undefined
 * ```
 */
export function correctWord(word: string): string | undefined {
  if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word) || isProtected(word)) return undefined;
  const { deletes, weight } = dictionary();
  if (weight.has(word)) return undefined;
  // 1. Candidates: dictionary words sharing the word itself or one of its deletions (distance ≤ 2).
  const candidates = new Set<string>();
  for (const key of [word, ...deletions(word)]) for (const w of deletes.get(key) ?? []) candidates.add(w);
  // 2. Rank by frequency minus edit cost; keep within two edits.
  let best: string | undefined;
  let bestScore = -Infinity;
  for (const c of candidates) {
    const distance = editDistance(word, c);
    if (distance === 0 || distance > 2) continue;
    const s = (weight.get(c) ?? 0) - EDIT_COST * distance;
    if (s > bestScore || (s === bestScore && best !== undefined && c < best)) {
      bestScore = s;
      best = c;
    }
  }
  return best !== undefined && bestScore > 0 ? best : undefined;
}

/**
 * Corrects misspelt Malay and English words, leaving known words, names (capitalised), numbers, URLs
 * and other non-words untouched.
 *
 * @example
 * ```ts
 * correct('sy nak pegi sekolh esok');
 * // { corrected: 'sy nak pegi sekolah esok', changes: [{ original: 'sekolh', corrected: 'sekolah' }] }
 * ```
 */
export function correct(text: string): CorrectResult {
  requireText(text);
  const changes: Correction[] = [];
  let out = '';
  let end = 0;
  for (const token of scan(text)) {
    out += text.slice(end, token.start);
    end = token.end;
    const fixed = token.kind === 'word' && token.text === token.text.toLowerCase() ? correctWord(token.text) : undefined;
    if (fixed === undefined) {
      out += token.text;
    } else {
      out += fixed;
      changes.push({ original: token.text, corrected: fixed });
    }
  }
  return { corrected: out + text.slice(end), changes };
}
