/**
 * Sentence segmentation for Malay, English and Manglish: splits at `.`, `!`, `?`, `…` and newlines,
 * but not after abbreviations (`Dr.`, `Tn.`, `Sdn. Bhd.`, `dll.`, `No.`, `Jln.`), initials (`A. Samad`),
 * inside decimals (`3.5`) or after an ellipsis that continues in lower case; a run of emoji followed by a
 * capitalised word also ends a sentence.
 */
import { requireText } from '../errors.js';
import { ENGLISH_ABBREVIATIONS } from '../lang/en/abbreviations.js';
import { MALAY_ABBREVIATIONS, SENTENCE_FINAL_ABBREVIATIONS } from '../lang/ms/abbreviations.js';
import { scan, type Token } from './tokenize.js';

const abbreviations = new Set([...MALAY_ABBREVIATIONS, ...ENGLISH_ABBREVIATIONS]);
const finalAbbreviations = new Set(SENTENCE_FINAL_ABBREVIATIONS);
const TERMINAL = /^[.!?…]+$/u;
const CLOSERS = /^[)"'”’»\]]$/u;

function startsSentence(token: Token | undefined): boolean {
  if (!token) return true;
  if (token.kind === 'word') return /^[\p{Lu}\d]/u.test(token.text);
  return token.kind !== 'punct' || /^["'“‘(]$/u.test(token.text);
}

/** Whether the full stop at `i` belongs to an abbreviation or an initial rather than ending a sentence. */
function isAbbreviationStop(tokens: readonly Token[], i: number, text: string): boolean {
  const stop = tokens[i] as Token;
  const prev = tokens[i - 1];
  if (stop.text !== '.' || !prev || prev.kind !== 'word' || prev.end !== stop.start) return false;
  const word = prev.text.toLowerCase();
  // `Sdn. Bhd.` and `e.g.`: look at the dotted run ending here.
  const before = text.slice(Math.max(0, prev.start - 6), prev.start).toLowerCase();
  const dotted = /([a-z]+)\. ?$/.exec(before);
  const pair = dotted ? `${dotted[1]}. ${word}` : '';
  // `Bhd.`, `dll.`: a stop that may also end the sentence does so when a capitalised word follows.
  if (finalAbbreviations.has(word) || finalAbbreviations.has(`${dotted?.[1] ?? ''}.${word}`)) return tokens[i + 1] !== undefined && !startsSentence(tokens[i + 1]);
  if (abbreviations.has(word) || abbreviations.has(pair) || abbreviations.has(`${dotted?.[1] ?? ''}.${word}`)) return true;
  // Single capital initials: `A. Samad Said`.
  return /^\p{Lu}$/u.test(prev.text);
}

/**
 * Splits text into sentences, trimmed, in order.
 *
 * @example
 * ```ts
 * segment('Dr. Ahmad dari ABC Sdn. Bhd. dah sampai. Jom makan!! Lepas tu kita balik 😂 Esok kerja.');
 * // ['Dr. Ahmad dari ABC Sdn. Bhd. dah sampai.', 'Jom makan!!', 'Lepas tu kita balik 😂', 'Esok kerja.']
 * ```
 */
export function segment(text: string): string[] {
  requireText(text);
  const tokens = scan(text);
  const sentences: string[] = [];
  let start = 0;
  const cut = (end: number): void => {
    const s = text.slice(start, end).trim();
    if (s !== '') sentences.push(s);
    start = end;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    // 1. A newline between two tokens always ends a sentence (chat lines, lists).
    if (next && text.slice(token.end, next.start).includes('\n')) {
      cut(token.end);
      continue;
    }
    // 2. Sentence punctuation (plus closing quotes/brackets) ends one, unless it is an abbreviation,
    //    an initial, or an ellipsis that runs on in lower case.
    if (token.kind === 'punct' && TERMINAL.test(token.text)) {
      if (isAbbreviationStop(tokens, i, text)) continue;
      let end = i;
      while (tokens[end + 1] && CLOSERS.test((tokens[end + 1] as Token).text)) end++;
      const after = tokens[end + 1];
      if (after && !startsSentence(after) && (token.text.includes('…') || token.text.startsWith('..'))) continue;
      if (after && after.start === (tokens[end] as Token).end && after.kind === 'word') continue;
      cut((tokens[end] as Token).end);
      i = end;
      continue;
    }
    // 3. Emoji or emoticons followed by a capitalised word end a sentence: `balik 😂 Esok kerja`.
    if ((token.kind === 'emoji' || token.kind === 'emoticon') && next && next.kind === 'word' && /^\p{Lu}/u.test(next.text)) {
      cut(token.end);
    }
  }
  cut(text.length);
  return sentences;
}
