/**
 * Code-switching: which words of a text are Malay and which English, as segments with offsets.
 *
 * Each word gets a Malay/English probability from the team's tables (shortforms, particles, Manglish
 * words, chat abbreviations), the vocabulary model's counts, and the trained word model for words the
 * counts do not settle; a two-state Viterbi pass with a switching penalty then groups words into
 * segments, so one ambiguous word does not split a sentence.
 */
import { requireText } from '../errors.js';
import { ENGLISH_STOPWORDS } from '../lang/en/stopwords.js';
import { MANGLISH_WORDS } from '../lang/ms/manglish-words.js';
import { FILLER_PARTICLES, QUESTION_PARTICLES } from '../lang/ms/particles.js';
import { MALAY_STOPWORDS } from '../lang/ms/stopwords.js';
import { lazy } from '../lazy.js';
import { loadLinear } from '../models/linear.js';
import { properNounRatio, vocabulary } from '../models/vocab.js';
import { chatAbbreviationMap, shortformMap } from '../text/lexicon.js';
import { scan, type Token } from '../text/tokenize.js';

/** A run of text in one language. */
export interface Segment {
  readonly text: string;
  readonly lang: 'ms' | 'en';
  /** Character offsets into the input: `text.slice(start, end) === segment.text`. */
  readonly start: number;
  readonly end: number;
}

/** The result of {@link detectSwitches}. */
export interface SwitchResult {
  readonly segments: Segment[];
  /** Number of changes of language between neighbouring segments. */
  readonly switch_count: number;
  /** Matrix and embedded language joined by a hyphen (`ms-en`: Malay with English mixed in). */
  readonly pattern: string;
  /** True when both languages carry a real share of the words. */
  readonly is_mixed: boolean;
  /** Word counts behind the result. */
  readonly shares: { readonly words: number; readonly ms: number; readonly en: number };
}

/** Log-probability cost of switching language between two neighbouring words. */
const SWITCH_PENALTY = Math.log(0.4);
/** The minority language must hold at least this share of words for the text to count as mixed. */
const MIN_MIXED_SHARE = 0.15;

const malayWords = lazy(() => new Set([...MANGLISH_WORDS, ...FILLER_PARTICLES, ...QUESTION_PARTICLES, ...MALAY_STOPWORDS]));
const englishWords = lazy(() => new Set(ENGLISH_STOPWORDS.filter((w) => !MALAY_STOPWORDS.includes(w))));
const wordModel = lazy(() => loadLinear('lid-word.bin.gz'));

/** Word probabilities remembered per process (bounded; results never depend on it). */
const CACHE_SIZE = 20_000;
const cache = new Map<string, number>();

/** Probability that a lower-case word is Malay (vs English). */
export function malayProbability(word: string): number {
  let p = cache.get(word);
  if (p === undefined) {
    p = computeMalayProbability(word);
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(word, p);
  }
  return p;
}

function computeMalayProbability(word: string): number {
  // 1. The team's tables decide what they list.
  if (malayWords().has(word) || shortformMap().has(word)) return 0.97;
  if (englishWords().has(word) || chatAbbreviationMap().has(word)) return 0.04;
  // 2. Corpus counts, when they are clear.
  const s = vocabulary().get(word);
  if (s) {
    const ms = s.ms + s.id / 4 + s.web / 2000;
    const en = s.en;
    if (ms + en >= 5) {
      const p = (ms + 0.5) / (ms + en + 1);
      if (p > 0.85 || p < 0.15) return Math.min(0.97, Math.max(0.03, p));
    }
  }
  // 3. The trained word model (character n-grams) for the rest.
  const p = wordModel().predictTokens([word]);
  return Math.min(0.97, Math.max(0.03, p[0] as number));
}

function isLanguageWord(token: Token, index: number, tokens: readonly Token[]): boolean {
  if (token.kind !== 'word' || !/[a-z]/i.test(token.text)) return false;
  // Capitalised words inside a sentence that the corpora mostly write capitalised are names.
  const prev = tokens[index - 1];
  const sentenceStart = prev === undefined || /^[.!?…]+$/u.test(prev.text);
  const first = token.text.charCodeAt(0);
  if (!sentenceStart && first >= 65 && first <= 90) {
    const lower = token.text.toLowerCase();
    const s = vocabulary().get(lower);
    const common = s !== undefined && s.ms + s.en + s.id >= 5 && properNounRatio(lower) <= 0.5;
    if (!common && !shortformMap().has(lower)) return false;
  }
  return true;
}

/**
 * Splits a text into Malay and English segments.
 *
 * @example
 * ```ts
 * detectSwitches('Weh, meeting tu dah postpone ke next week');
 * // { segments: [{ text: 'Weh', lang: 'ms', … }, { text: 'meeting', lang: 'en', … }, …],
 * //   switch_count: 4, pattern: 'ms-en', is_mixed: true, … }
 * ```
 */
export function detectSwitches(text: string): SwitchResult {
  requireText(text);
  return switchesOf(text, scan(text));
}

/** {@link detectSwitches} over tokens already scanned from `text` (detectLanguage shares its scan). */
export function switchesOf(text: string, tokens: readonly Token[]): SwitchResult {
  // 1. The words that carry a language, with their Malay probability.
  const words: Token[] = [];
  const pMs: number[] = [];
  tokens.forEach((t, i) => {
    if (!isLanguageWord(t, i, tokens)) return;
    words.push(t);
    pMs.push(malayProbability(t.text.toLowerCase()));
  });
  if (words.length === 0) return { segments: [], switch_count: 0, pattern: 'ms-ms', is_mixed: false, shares: { words: 0, ms: 0, en: 0 } };
  // 2. Viterbi over two states (0 = ms, 1 = en) with a switching penalty.
  const n = words.length;
  const score = [Math.log(pMs[0] as number), Math.log(1 - (pMs[0] as number))];
  const back: number[][] = [];
  for (let i = 1; i < n; i++) {
    const e = [Math.log(pMs[i] as number), Math.log(1 - (pMs[i] as number))];
    const next = [0, 0];
    const from = [0, 0];
    for (let s = 0; s < 2; s++) {
      const stay = (score[s] as number) + (e[s] as number);
      const move = (score[1 - s] as number) + SWITCH_PENALTY + (e[s] as number);
      next[s] = Math.max(stay, move);
      from[s] = stay >= move ? s : 1 - s;
    }
    back.push(from);
    score[0] = next[0] as number;
    score[1] = next[1] as number;
  }
  const states = new Array<number>(n);
  states[n - 1] = (score[0] as number) >= (score[1] as number) ? 0 : 1;
  for (let i = n - 1; i > 0; i--) states[i - 1] = (back[i - 1] as number[])[states[i] as number] as number;
  // 3. Runs of one state become segments spanning their first to last word.
  const segments: Segment[] = [];
  let runStart = 0;
  for (let i = 1; i <= n; i++) {
    if (i < n && states[i] === states[runStart]) continue;
    const start = (words[runStart] as Token).start;
    const end = (words[i - 1] as Token).end;
    segments.push({ text: text.slice(start, end), lang: states[runStart] === 0 ? 'ms' : 'en', start, end });
    runStart = i;
  }
  // 4. Shares, the matrix language and whether the text is mixed.
  const ms = states.filter((s) => s === 0).length;
  const en = n - ms;
  const matrix = ms >= en ? 'ms' : 'en';
  const minority = Math.min(ms, en);
  const mixed = minority > 0 && minority / n >= MIN_MIXED_SHARE;
  return {
    segments,
    switch_count: segments.length - 1,
    pattern: `${matrix}-${mixed ? (matrix === 'ms' ? 'en' : 'ms') : matrix}`,
    is_mixed: mixed,
    shares: { words: n, ms: ms / n, en: en / n },
  };
}
