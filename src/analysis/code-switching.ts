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
import { lazy, remembered } from '../lazy.js';
import { loadLinear } from '../models/linear.js';
import { LEX_EN_LEMMA, LEX_MS_LEMMA, LEX_MS_LISTED, LEX_MS_ROOT, properNounRatio, vocabulary } from '../models/vocab.js';
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
/**
 * Manglish particles that are also English words (`what`, `one`: `Free what`, `Why so like that one`): a
 * particle only at the end of a clause, English elsewhere (`What time is it?`).
 */
const homographParticles = lazy(() => new Set([...FILLER_PARTICLES, ...QUESTION_PARTICLES].filter((w) => englishWords().has(w))));
const CLAUSE_END = /^[.,!?;:…]+$/u;
const MALAY_FLAGS = LEX_MS_LEMMA | LEX_MS_ROOT | LEX_MS_LISTED;
/** Malay probability of a word the team's tables list as Malay, and as English. */
const TABLE_MALAY = 0.97;
const TABLE_ENGLISH = 0.04;
/** Malay probability of an English-only dictionary word (less sure than the team's tables). */
const ENGLISH_ONLY = 0.1;
const wordModel = lazy(() => loadLinear('lid-word.bin.gz'));
/** Corpus counts at least this large say a word's languages better than its spelling does, however even they are. */
const STRONG_COUNTS = 50;

/**
 * True for an English dictionary word (or its plural or -ed/-ing form) that no Malay word list holds:
 * `software`, `folders`, `exposed`. Malay and Indonesian corpora use many of them as loans, and their counts
 * would make them Malay, but in a Malaysian text they are the English words of code-switching (and they say
 * nothing of Malay against Indonesian, which write them alike).
 *
 * @example
 * ```ts
 * englishOnly('software'); // true
 * englishOnly('komputer'); // false (a Malay word)
 * englishOnly('data');     // false (Malay too)
 * ```
 */
export const englishOnly = remembered(computeEnglishOnly);

function computeEnglishOnly(word: string): boolean {
  const lex = vocabulary().get(word)?.lex ?? 0;
  if (lex & MALAY_FLAGS) return false;
  if (lex & LEX_EN_LEMMA) return true;
  if (lex !== 0 || word.length < 5) return false;
  const stems = [word.replace(/ies$/, 'y'), word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/e?d$/, ''), word.replace(/ing$/, ''), word.replace(/ing$/, 'e')];
  return stems.some((stem) => stem !== word && ((vocabulary().get(stem)?.lex ?? 0) & (LEX_EN_LEMMA | MALAY_FLAGS)) === LEX_EN_LEMMA);
}

/** A word's Viterbi emission: log-probabilities of Malay and of English. */
type Emission = readonly [number, number];
const emission = (p: number): Emission => [Math.log(p), Math.log(1 - p)];
/** The emission of each word, remembered (its probability and logarithms are the Viterbi's main cost). */
const wordEmission = remembered((word: string) => emission(malayProbability(word)));
const ENGLISH_EMISSION = emission(TABLE_ENGLISH);

/**
 * Probability that a lower-case word is Malay (vs English). Not remembered itself: `detectSwitches`
 * remembers each word's emission, which holds it.
 *
 * @example
 * ```ts
 * malayProbability('makan'); // 0.97 (the team's tables)
 * malayProbability('software'); // 0.1 (an English-only dictionary word)
 * ```
 */
export function malayProbability(word: string): number {
  // 1. The team's tables decide what they list; English-only dictionary words are English.
  if (malayWords().has(word) || shortformMap().has(word)) return TABLE_MALAY;
  if (englishWords().has(word) || chatAbbreviationMap().has(word)) return TABLE_ENGLISH;
  if (englishOnly(word)) return ENGLISH_ONLY;
  // 2. Corpus counts, when they are clear.
  const s = vocabulary().get(word);
  if (s) {
    const ms = s.ms + s.id / 4 + s.web / 2000;
    const en = s.en;
    if (ms + en >= 5) {
      const p = (ms + 0.5) / (ms + en + 1);
      if (p > 0.85 || p < 0.15 || ms + en >= STRONG_COUNTS) return Math.min(0.97, Math.max(0.03, p));
    }
  }
  // 3. The trained word model (character n-grams) for the rest.
  const p = wordModel().predictTokens([word]);
  return Math.min(0.97, Math.max(0.03, p[0] as number));
}

/** A word token with at least one Latin letter: a language word or a name. */
function isLetterWord(token: Token): boolean {
  return token.kind === 'word' && /[a-z]/i.test(token.text);
}

/** Whether a letter word carries a language, or is a name (a capitalised word the corpora mostly write capitalised). */
function isLanguageWord(token: Token, index: number, tokens: readonly Token[]): boolean {
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
  // 1. The words that carry a language, with their Malay and English log-probabilities; names carry none.
  const words: Token[] = [];
  const names: Token[] = [];
  const emissions: Emission[] = [];
  tokens.forEach((t, i) => {
    if (!isLetterWord(t)) return;
    if (!isLanguageWord(t, i, tokens)) {
      names.push(t);
      return;
    }
    words.push(t);
    const lower = t.text.toLowerCase();
    const next = tokens[i + 1];
    const midClause = homographParticles().has(lower) && next !== undefined && !CLAUSE_END.test(next.text);
    emissions.push(midClause ? ENGLISH_EMISSION : wordEmission(lower));
  });
  if (words.length === 0) return { segments: [], switch_count: 0, pattern: 'ms-ms', is_mixed: false, shares: { words: 0, ms: 0, en: 0 } };
  // 2. Viterbi over two states (0 = ms, 1 = en) with a switching penalty; back[2i + s] is the state
  //    before word i + 1 on the best path that has it in state s.
  const n = words.length;
  const first = emissions[0] as Emission;
  let ms0 = first[0];
  let en0 = first[1];
  const back = new Uint8Array(2 * n);
  for (let i = 1; i < n; i++) {
    const [eMs, eEn] = emissions[i] as Emission;
    const stayMs = ms0 + eMs;
    const moveMs = en0 + SWITCH_PENALTY + eMs;
    const stayEn = en0 + eEn;
    const moveEn = ms0 + SWITCH_PENALTY + eEn;
    back[2 * i] = stayMs >= moveMs ? 0 : 1;
    back[2 * i + 1] = stayEn >= moveEn ? 1 : 0;
    ms0 = Math.max(stayMs, moveMs);
    en0 = Math.max(stayEn, moveEn);
  }
  const states = new Uint8Array(n);
  states[n - 1] = ms0 >= en0 ? 0 : 1;
  for (let i = n - 1; i > 0; i--) states[i - 1] = back[2 * i + (states[i] as number)] as number;
  // 3. Runs of one state become segments spanning their first to last word, and the names after that
  //    word up to the next run (`before Friday`), which belong to the sentence they stand in.
  const segments: Segment[] = [];
  let runStart = 0;
  let name = 0; // names are in text order, as the runs are: one pass over them in all
  for (let i = 1; i <= n; i++) {
    if (i < n && states[i] === states[runStart]) continue;
    const start = (words[runStart] as Token).start;
    const nextStart = i < n ? (words[i] as Token).start : Infinity;
    let end = (words[i - 1] as Token).end;
    while (name < names.length && (names[name] as Token).start < nextStart) {
      const t = names[name++] as Token;
      if (t.start >= end) end = t.end;
    }
    segments.push({ text: text.slice(start, end), lang: states[runStart] === 0 ? 'ms' : 'en', start, end });
    runStart = i;
  }
  // 4. Shares, the matrix language and whether the text is mixed.
  const ms = states.reduce((count, s) => count + (s === 0 ? 1 : 0), 0);
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
