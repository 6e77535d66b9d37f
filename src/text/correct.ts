/**
 * Spelling correction: the dictionary words within the reach of symmetric deletion (SymSpell's candidate
 * set: a word and a dictionary word that share a one-letter deletion, or one is the other less a letter),
 * ranked by the trained vocabulary model's word frequencies and, in running text, by the Malay language
 * model's fit to the words before. Known words, names, numbers and English are left alone. The candidates
 * are generated from the word (its deletions, and each of them and the word with one letter inserted) and
 * looked up in a compact string table, so the dictionary holds each word once.
 */
import { requireText } from '../errors.js';
import { lazy } from '../lazy.js';
import { languageModel } from '../models/language-models.js';
import { UNK } from '../models/ngram.js';
import { modelImage } from '../models/shared.js';
import { StringTable, type StringTableImage } from '../models/string-table.js';
import { LEX_EN_LEMMA, LEX_MS_LEMMA, vocabulary } from '../models/vocab.js';
import { malaysianChatWords, shortformMap } from './lexicon.js';
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
/**
 * Weight of the language model's log-probability (natural log, added to the score) when the context is
 * known. Chosen on the tuning half of the spelling evaluation (eval/spelling.ts): 0.5, 1 and 2 restored
 * 90.9 %, 90.9 % and 90.5 % of misspelt words, against 88.9 % without context.
 */
export const CONTEXT_WEIGHT = 1;
/** How many words share the language model's unknown-word probability, as a log (its vocabulary is ~11,000 words). */
const UNKNOWN_SHARE = Math.log(10_000);

/** The correction dictionary's image: its words and each word's log-frequency weight. */
interface DictionaryImage {
  readonly words: StringTableImage;
  readonly weights: Float64Array;
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/**
 * Builds the correction dictionary: frequent Malay and English words with their weights (the image that
 * threads of one process share).
 *
 * @example
 * ```ts
 * buildCorrectionDictionary().weights.length; // tens of thousands of words
 * ```
 */
export function buildCorrectionDictionary(): DictionaryImage {
  // Read column by column and copy the chosen words' letters: no object or string per vocabulary word.
  const vocab = vocabulary();
  const [web, fm, en, lex] = [vocab.column('web'), vocab.column('fm'), vocab.column('en'), vocab.column('lex')];
  const chosen: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < vocab.size; i++) {
    if (vocab.words.lengthOf(i) < MIN_LENGTH - 1 || !vocab.words.isLowerAscii(i)) continue;
    const malay = (web[i] as number) >= MIN_TARGET_WEB || (fm[i] as number) >= 3 || ((lex[i] as number) & LEX_MS_LEMMA) !== 0;
    const english = (en[i] as number) >= 10 || ((lex[i] as number) & LEX_EN_LEMMA) !== 0;
    if (!malay && !english) continue;
    chosen.push(i);
    weights.push(Math.log1p((web[i] as number) / 10 + (fm[i] as number) * 40 + (en[i] as number) * 20));
  }
  return { words: vocab.words.subset(chosen), weights: Float64Array.from(weights) };
}

/** The correction dictionary, built on first use. */
const dictionary = lazy(() => {
  const image = modelImage('correction-dictionary', buildCorrectionDictionary);
  return { words: new StringTable(image.words), weights: image.weights };
});

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Adds to `found` the dictionary words that are `word` with one letter inserted anywhere. */
function insertions(word: string, words: StringTable, found: Set<string>): void {
  for (let p = 0; p <= word.length; p++) {
    const head = word.slice(0, p);
    const tail = word.slice(p);
    for (let c = 0; c < LETTERS.length; c++) {
      const w = head + (LETTERS[c] as string) + tail;
      if (words.indexOf(w) >= 0) found.add(w);
    }
  }
}

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

/** A correction candidate with its score: log-frequency minus the cost of its edits. */
export interface Candidate {
  readonly word: string;
  readonly score: number;
}

/**
 * The dictionary words within two edits of a lower-case word that score above 0, best first (at most
 * `limit`); empty when the word is known, protected or too short.
 *
 * @example
 * ```ts
 * correctionCandidates('sekolh')[0]?.word; // 'sekolah'
 * ```
 */
export function correctionCandidates(word: string, limit = 5): Candidate[] {
  if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word) || isProtected(word)) return [];
  // Chat spellings the normaliser's tables know: one within two edits of its standard word is that word
  // (`mkan` → `makan`, `kdai` → `kedai`); the others (`xtau`, `keje`) are not misspellings (`normalize` maps them).
  const listed = shortformMap().get(word);
  if (listed !== undefined && !listed.includes(' ') && editDistance(word, listed) <= 2) return [{ word: listed, score: Infinity }];
  if (malaysianChatWords().has(word)) return [];
  const { words, weights } = dictionary();
  if (words.indexOf(word) >= 0) return [];
  // 1. Candidates: dictionary words that are the word less a letter, the word plus a letter, or one of its
  //    deletions plus a letter (the words sharing a deletion with it; distance ≤ 2).
  const found = new Set<string>();
  insertions(word, words, found);
  for (const d of new Set(deletions(word))) {
    if (words.indexOf(d) >= 0) found.add(d);
    insertions(d, words, found);
  }
  // 2. Score by frequency minus edit cost within two edits; ties alphabetical.
  const out: Candidate[] = [];
  for (const c of found) {
    const distance = editDistance(word, c);
    if (distance === 0 || distance > 2) continue;
    const score = (weights[words.indexOf(c)] as number) - EDIT_COST * distance;
    if (score > 0) out.push({ word: c, score });
  }
  return out.sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1)).slice(0, limit);
}

/**
 * The correction of one lower-case word, or `undefined` when it is known or nothing close is better.
 * Given the words before it, the Malay language model also weighs how well each candidate follows them
 * (after `kenaikan`, `harg` is `harga` rather than the more frequent `hari`).
 *
 * @example
 * ```ts
 * correctWord('sekolh');  // 'sekolah'
 * correctWord('sekolah'); // undefined
 * correctWord('harg');                // 'hari'
 * correctWord('harg', ['kenaikan']);  // 'harga'
 * ```
 */
export function correctWord(word: string, previous?: readonly string[]): string | undefined {
  const candidates = correctionCandidates(word);
  if (candidates.length <= 1 || previous === undefined) return candidates[0]?.word;
  // The language model's log-probability of each candidate after the two words before it.
  const lm = languageModel('ms');
  const [u, v] = [lm.id(previous[previous.length - 2] ?? '<s>'), lm.id(previous[previous.length - 1] ?? '<s>')];
  let best = candidates[0] as Candidate;
  let bestScore = -Infinity;
  for (const c of candidates) {
    // A word outside the model's vocabulary shares the unknown-word mass with thousands of others.
    const id = lm.id(c.word);
    const s = c.score + CONTEXT_WEIGHT * (Math.log(lm.prob(u, v, id)) - (id === UNK ? UNKNOWN_SHARE : 0));
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best.word;
}

/**
 * A word as the language model's context reads it: a chat spelling of the normaliser's tables as its standard word
 * (`mkn` → `makan`, `nsi` → `nasi`), so that after `mkn nsi` a misspelt `lemk` is `lemak`, not the English `leak`.
 */
function contextWord(word: string): string {
  const standard = shortformMap().get(word);
  return standard !== undefined && !standard.includes(' ') ? standard : word;
}

/**
 * Corrects misspelt Malay and English words, leaving known words, names (capitalised), numbers, URLs
 * and other non-words untouched. A chat spelling the normaliser's tables list is restored when it is within
 * two edits of its word (`mkan` → `makan`, `pegi` → `pergi`) and left alone otherwise (`xtau`).
 *
 * @example
 * ```ts
 * correct('sy nak pegi sekolh esok');
 * // { corrected: 'sy nak pergi sekolah esok', changes: [{ original: 'pegi', corrected: 'pergi' }, { original: 'sekolh', corrected: 'sekolah' }] }
 * ```
 */
export function correct(text: string): CorrectResult {
  requireText(text);
  const changes: Correction[] = [];
  let out = '';
  let end = 0;
  // The lower-case words so far (corrected), the context the language model reads; a sentence end resets it.
  let previous: string[] = [];
  for (const token of scan(text)) {
    out += text.slice(end, token.start);
    end = token.end;
    const fixed = token.kind === 'word' && token.text === token.text.toLowerCase() ? correctWord(token.text, previous) : undefined;
    if (fixed === undefined) {
      out += token.text;
    } else {
      out += fixed;
      changes.push({ original: token.text, corrected: fixed });
    }
    if (token.kind === 'word') previous = [...previous.slice(-1), contextWord((fixed ?? token.text).toLowerCase())];
    else if (/[.!?]/.test(token.text)) previous = [];
  }
  return { corrected: out + text.slice(end), changes };
}
