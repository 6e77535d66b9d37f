/**
 * Keyword extraction: TF-IDF over words and multi-word keyphrases, with document frequencies learnt from
 * the corpus, stop words and particles excluded, and phrases (`nasi lemak`, `Kuala Lumpur`) kept whole.
 */
import { numberOption, requireOptions, requireText } from '../errors.js';
import { ENGLISH_NUMBER_WORDS } from '../lang/en/numbers.js';
import { ENGLISH_STOPWORDS } from '../lang/en/stopwords.js';
import { NON_KEYWORDS } from '../lang/ms/compounds.js';
import { FILLER_PARTICLES, QUESTION_PARTICLES } from '../lang/ms/particles.js';
import { MALAY_NUMBER_WORDS } from '../lang/ms/numbers.js';
import { MALAY_STOPWORDS } from '../lang/ms/stopwords.js';
import { lazy } from '../lazy.js';
import { idf, termStats as stats } from '../models/term-stats.js';
import { normalizedTokens, type NormalizedToken } from '../text/normalize.js';
import { TextDocument } from './document.js';

/** Options of {@link extractKeywords}. */
export interface KeywordOptions {
  /** How many keywords to return (1 to 100, default 5). */
  readonly topN?: number;
}

/** One keyword and its TF-IDF relevance. */
export interface Keyword {
  readonly keyword: string;
  readonly score: number;
}

/**
 * Words that are never keywords nor part of a keyphrase: stop words, particles, number words and the
 * vague words of `NON_KEYWORDS`. Shared with the trainer so learnt collocations obey the same rule.
 *
 * @example
 * ```ts
 * nonKeywords().has('lah'); // true
 * nonKeywords().has('durian'); // false
 * ```
 */
export const nonKeywords = lazy((): ReadonlySet<string> => new Set([
  ...MALAY_STOPWORDS, ...ENGLISH_STOPWORDS, ...FILLER_PARTICLES, ...QUESTION_PARTICLES, ...NON_KEYWORDS,
  ...MALAY_NUMBER_WORDS, ...ENGLISH_NUMBER_WORDS, 'haha', 'hahaha', 'okay', 'ok', 'jom', 'best', 'tolong',
]));

/**
 * The tokens keyword statistics are counted over: normalised, lower-cased words and numbers.
 *
 * @example
 * ```ts
 * keywordTokens('Jom mkn nasi lemak kat KL!'); // ['jom', 'makan', 'nasi', 'lemak', 'kat', 'kl']
 * ```
 */
export function keywordTokens(text: string): string[] {
  if (text.trim() === '') return [];
  return normalizedTokens(text).filter((t) => t.kind === 'word' || t.kind === 'hashtag').map((t) => t.text.replace(/^#/, '').toLowerCase());
}

/**
 * The normalised words of a text (as written; hashtags without `#`) in runs that anything else breaks —
 * punctuation, numbers, emoji, links — so that no keyphrase or learnt collocation spans a comma
 * (`rendang, bau` is not a phrase) or a number (`pukul 3 petang` is not `pukul petang`).
 *
 * @example
 * ```ts
 * keywordRuns('Mak masak rendang, bau dia sedap'); // [['Mak', 'masak', 'rendang'], ['bau', 'dia', 'sedap']]
 * ```
 */
export function keywordRuns(text: string): string[][] {
  return text.trim() === '' ? [] : wordRuns(normalizedTokens(text)).map((r) => r.words);
}

/** A run of words, and whether it opens a sentence (so that its first word's capital may be sentence case). */
interface WordRun {
  readonly words: string[];
  readonly opensSentence: boolean;
}

/** The runs of {@link keywordRuns}, each marked when it opens the text or follows `.`, `!` or `?`. */
function wordRuns(normalized: readonly NormalizedToken[]): WordRun[] {
  const runs: WordRun[] = [];
  let run: WordRun = { words: [], opensSentence: true };
  let sentenceEnd = true;
  for (const t of normalized) {
    if (t.kind === 'word' || t.kind === 'hashtag') {
      if (run.words.length === 0) run = { words: [], opensSentence: sentenceEnd };
      run.words.push(t.text.replace(/^#/, ''));
      sentenceEnd = false;
    } else {
      if (run.words.length > 0) runs.push(run);
      run = { words: [], opensSentence: false };
      if (/^[.!?…]+$/u.test(t.text)) sentenceEnd = true;
    }
  }
  if (run.words.length > 0) runs.push(run);
  return runs;
}

/** Malay verb morphology (`menaikkan`, `dipindahkan`, `berjalan`) for words the corpus never saw. */
const VERB_SHAPE = /^(?:me[mny]?|meng|di|ber|ter|memper|diper)\p{L}{3,}$|\p{L}{3,}kan$/u;

/** How keyword-like a word is from its part of speech: nouns 1, adjectives 0.6, verbs 0.3. */
function posWeight(word: string): number {
  const p = stats().pos.get(word);
  if (p) return Math.max(p[0], 0.6 * p[2], 0.3 * p[1], /\d/.test(word) ? 0.8 : 0.15);
  return VERB_SHAPE.test(word) ? 0.35 : 0.75;
}

function isNounish(word: string): boolean {
  const p = stats().pos.get(word);
  return p ? p[0] >= 0.7 : !VERB_SHAPE.test(word);
}

/** A candidate occurrence: its words (lower-case), as it is shown, and where it starts. */
interface Candidate {
  readonly key: string;
  readonly surface: string;
  readonly length: number;
  readonly position: number;
}

/**
 * The longest known phrase starting at `i` — a learnt collocation, a team compound, place or institution, or
 * a pair the text itself repeats (`repeated`) — its length.
 */
function phraseAt(lower: readonly string[], i: number, repeated: ReadonlySet<string>): number {
  for (const words of stats().phrases.get(lower[i] as string) ?? []) if (words.every((x, j) => lower[i + j] === x)) return words.length;
  return i + 1 < lower.length && repeated.has(`${lower[i]} ${lower[i + 1]}`) ? 2 : 1;
}

/** A word that may be half of a noun + noun compound: a content word the corpus mostly reads as a noun. */
function compoundable(word: string): boolean {
  return word.length > 1 && !nonKeywords().has(word) && /\p{L}/u.test(word) && isNounish(word);
}

/**
 * Noun + noun pairs a text says at least twice: units of that text, kept whole as known phrases are, so that
 * `harga nasi lemak` after `Nasi lemak…` reads `nasi lemak`, not `harga nasi` and `lemak`.
 */
function repeatedPairs(runs: readonly (readonly string[])[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const run of runs) {
    for (let i = 0; i + 1 < run.length; i++) {
      const [a, b] = [(run[i] as string).toLowerCase(), (run[i + 1] as string).toLowerCase()];
      if (!compoundable(a) || !compoundable(b)) continue;
      const key = `${a} ${b}`;
      (seen.has(key) ? twice : seen).add(key);
    }
  }
  return twice;
}

/**
 * Candidates left to right: the longest phrase starting at each word, else the word if it is content. A
 * phrase never crosses the end of a run (`keywordRuns`); positions count words across the runs.
 */
function candidates(normalized: readonly NormalizedToken[]): Candidate[] {
  const runs = wordRuns(normalized);
  const repeated = repeatedPairs(runs.map((r) => r.words));
  const out: Candidate[] = [];
  let offset = 0;
  for (const run of runs) {
    for (const c of runCandidates(run, repeated)) out.push({ ...c, position: c.position + offset });
    offset += run.words.length;
  }
  return out;
}

/** The candidates of one run of words; a capital on its first word is a name's unless the run opens a sentence. */
function runCandidates({ words: toks, opensSentence }: WordRun, repeated: ReadonlySet<string>): Candidate[] {
  const midSentence = (i: number): boolean => i > 0 || !opensSentence;
  const lower = toks.map((t) => t.toLowerCase());
  const stop = nonKeywords();
  const content = (i: number): boolean => i < lower.length && (lower[i] as string).length > 1 && !stop.has(lower[i] as string) && /\p{L}/u.test(lower[i] as string);
  const capital = (i: number): boolean => i < toks.length && /^\p{Lu}/u.test(toks[i] as string) && !stop.has(lower[i] as string);
  const out: Candidate[] = [];
  for (let i = 0; i < toks.length; i++) {
    // 1. Known phrases, then capitalised name sequences (`Tan Sri Ali`), then noun + noun compounds
    //    (`data jualan`) whose second word does not start a known phrase of its own and whose first word is
    //    not a name inside the sentence (`KLCC pukul 3` is no phrase).
    let len = phraseAt(lower, i, repeated);
    if (len === 1 && capital(i) && capital(i + 1) && (midSentence(i) || content(i))) {
      while (len < 4 && capital(i + len)) len++;
    }
    if (len === 1 && !(midSentence(i) && capital(i)) && compoundable(lower[i] as string) && i + 1 < lower.length && compoundable(lower[i + 1] as string) && phraseAt(lower, i + 1, repeated) === 1 && !capital(i + 1)) len = 2;
    if (len > 1) {
      out.push({ key: lower.slice(i, i + len).join(' '), surface: toks.slice(i, i + len).join(' '), length: len, position: i });
      i += len - 1;
    } else if (content(i)) {
      // 2. A single content word, in capitals only as a name or acronym (`KLCC`; not for sentence case).
      const name = (midSentence(i) && capital(i)) || /^\p{Lu}{2,}$/u.test(toks[i] as string);
      out.push({ key: lower[i] as string, surface: name ? (toks[i] as string) : (lower[i] as string), length: 1, position: i });
    }
  }
  return out;
}


/**
 * The most relevant keywords and keyphrases of a text by TF-IDF (document frequencies learnt from the
 * corpus), weighted towards nouns, skipping stop words and particles, keeping multi-word names and
 * collocations whole.
 *
 * @example
 * ```ts
 * extractKeywords('Nasi lemak di Kuala Lumpur memang sedap, tapi harga nasi lemak makin mahal.', { topN: 3 });
 * // [{ keyword: 'nasi lemak', score: … }, { keyword: 'Kuala Lumpur', score: … }, { keyword: 'harga', score: … }]
 * ```
 */
export function extractKeywords(text: string, options?: KeywordOptions): Keyword[] {
  requireText(text);
  return extractKeywordsOf(new TextDocument(text), options);
}

/**
 * {@link extractKeywords} of an analysed document.
 *
 * @example
 * ```ts
 * extractKeywordsOf(new TextDocument('Harga minyak naik lagi'), { topN: 1 })[0]?.keyword; // 'harga minyak'
 * ```
 */
export function extractKeywordsOf(doc: TextDocument, options?: KeywordOptions): Keyword[] {
  const topN = numberOption(requireOptions(options), 'topN', 5, 1, 100, true);
  const cands = candidates(doc.normalizedTokens);
  if (cands.length === 0) return [];
  // 1. Term frequency and first position of every candidate.
  const tf = new Map<string, { count: number; first: number; surface: string; length: number }>();
  for (const c of cands) {
    const t = tf.get(c.key);
    if (t) {
      t.count++;
      if (c.length === 1 && c.surface !== c.key) t.surface = c.surface;
    } else tf.set(c.key, { count: 1, first: c.position, surface: c.surface, length: c.length });
  }
  // 2. TF-IDF × part-of-speech weight: a phrase uses its own document frequency when known, else its
  //    words' mean IDF; phrases and early words get a small bonus.
  const total = cands.length;
  const scored = [...tf.entries()].map(([key, t]) => {
    const words = key.split(' ');
    const inv = stats().df.has(key) || words.length === 1 ? idf(key) : words.reduce((a, w) => a + idf(w), 0) / words.length;
    const kind = words.length === 1 ? posWeight(key) : 1 + 0.3 * (words.length - 1);
    const early = 1 + 0.15 * Math.max(0, 1 - t.first / Math.max(10, total));
    const named = t.length === 1 || t.surface.split(' ').every((w, i) => /^\p{Lu}/u.test(w) || (i > 0 && nonKeywords().has(w)));
    return { keyword: named ? t.surface : key, score: (t.count / total) * inv * kind * early };
  });
  scored.sort((a, b) => b.score - a.score || a.keyword.localeCompare(b.keyword));
  return scored.slice(0, topN).map((k) => ({ keyword: k.keyword, score: Math.round(k.score * 1e4) / 1e4 }));
}
