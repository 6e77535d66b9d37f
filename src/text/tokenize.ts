/**
 * The tokenizer: one left-to-right pass of a single compiled pattern, so it stays fast on long texts; plain
 * ASCII words, most of any text, are taken without it where no other kind of token can start or go on.
 *
 * Decisions (also in docs/decisions.md):
 * - URLs, e-mails, @mentions, #hashtags, money (`RM50`, `RM3.5k`, `rm10.4m`), times (`3:30pm`), dates
 *   (`12/03/2024`), percentages (`50%`), emoticons (`:)`, `T_T`) and each emoji are single tokens.
 * - Reduplication stays whole (`budak-budak`, `budak2`), as do `x`-negation (`xnak`) and elongation
 *   (`bestttt`); the normaliser expands them.
 * - Clitics written solid stay in the word (`rumahnya`, `pergilah`) — the stemmer strips them.
 *   Particles or clitics attached with a hyphen are split off (`best-lah` → `best`, `lah`), so
 *   `best-lah` and `best lah` give the same tokens.
 * - Repeated sentence punctuation stays together (`...`, `!!!`, `?!`).
 */
import { EMOTICONS } from '../lang/shared/emoticons.js';
import { HYPHEN_PARTICLES } from '../lang/ms/particles.js';
import { APOSTROPHE_FINAL_WORDS } from '../lang/ms/abbreviations.js';
import { requireText } from '../errors.js';

/** What a token is. */
export type TokenKind =
  | 'url' | 'email' | 'mention' | 'hashtag' | 'money' | 'time' | 'date' | 'percent' | 'number'
  | 'emoticon' | 'word' | 'emoji' | 'punct' | 'symbol';

/** A token with its kind and its character offsets in the input (`text.slice(start, end) === text`). */
export interface Token {
  readonly text: string;
  readonly kind: TokenKind;
  readonly start: number;
  readonly end: number;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const byLength = (a: string, b: string): number => b.length - a.length;
const emoticonKeys = Object.keys(EMOTICONS).sort(byLength);
const letterEmoticons = emoticonKeys.filter((e) => /^[A-Za-z0-9]/.test(e)).map(escape).join('|');
const symbolEmoticons = emoticonKeys.filter((e) => !/^[A-Za-z0-9]/.test(e)).map(escape).join('|');

const TLD = '(?:com|net|org|gov|edu|my|io|ly|co|info|biz|asia|app|dev|me|sg|id|tv|gl|gg|xyz)';
const URL_TAIL = `(?:[^\\s<>"'\`]*[^\\s<>"'\`.,!?;:)\\]}])?`;
const L = '\\p{L}\\p{M}';
const NUM = '\\d+(?:[.,]\\d+)*';

/** Group order decides the kind; alternatives are tried left to right at each position. */
const KINDS: readonly TokenKind[] = [
  'url', 'email', 'mention', 'hashtag', 'emoji', 'money', 'time', 'date', 'percent', 'number', 'emoticon',
  'emoticon', 'word', 'punct', 'symbol',
];

const PATTERN = new RegExp(
  [
    `((?:https?:\\/\\/|www\\.)${URL_TAIL}|(?<![@${L}\\d.])[A-Za-z\\d][A-Za-z\\d-]*(?:\\.[A-Za-z\\d-]+)*\\.${TLD}(?:\\.[a-z]{2})?(?![${L}\\d])(?:\\/${URL_TAIL})?)`,
    `([\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)`,
    `(@[${L}\\d_]+(?:\\.[${L}\\d_]+)*)`,
    `(#[${L}\\d_]+)`,
    `((?:[\\u{1F1E6}-\\u{1F1FF}]{2})|(?:[0-9#*]\\u{FE0F}?\\u{20E3})|(?:\\p{Extended_Pictographic}(?:\\u{FE0F}|\\p{Emoji_Modifier})*(?:\\u{200D}\\p{Extended_Pictographic}(?:\\u{FE0F}|\\p{Emoji_Modifier})*)*))`,
    `((?:RM|rm|Rm|rM|USD|SGD|US\\$|S\\$|\\$|€|£|¥)${NUM}(?:[kKmMbB](?![${L}]))?|${NUM}sen(?![${L}]))`,
    `(\\d{1,2}(?::\\d{2}){1,2}(?:\\s?(?:[aApP]\\.?[mM]\\.?))?(?![${L}\\d])|\\d{1,2}(?:\\.\\d{2})?(?:[aApP]\\.?[mM]\\.?)(?![${L}\\d]))`,
    `(\\d{4}-\\d{1,2}-\\d{1,2}(?!\\d)|\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})(?!\\.?\\d))`,
    `(${NUM}\\s?%)`,
    `(${NUM}(?:[kKmM](?![${L}\\d]))?(?![${L}\\d]))`,
    `((?<![${L}\\d])(?:${letterEmoticons})(?![${L}\\d]))`,
    `((?:${symbolEmoticons})(?![${L}\\d]))`,
    `([${L}\\d_]+(?:['’][${L}]+)*(?:-[${L}\\d]+(?:['’][${L}]+)*)*)`,
    `([.!?…]{2,}|[!?]+|\\p{P})`,
    `(\\S)`,
  ].join('|'),
  'gu',
);

const hyphenParticles = new Set(HYPHEN_PARTICLES);
const apostropheWords = new Set(APOSTROPHE_FINAL_WORDS);

function pushWord(tokens: Token[], text: string, word: string, start: number): number {
  // 1. A hyphen-attached particle is its own token: `best-lah` → `best`, `lah`.
  const dash = word.lastIndexOf('-');
  if (dash > 0 && hyphenParticles.has(word.slice(dash + 1).toLowerCase())) {
    const base = word.slice(0, dash);
    tokens.push({ text: base, kind: 'word', start, end: start + dash });
    tokens.push({ text: word.slice(dash + 1), kind: 'word', start: start + dash + 1, end: start + word.length });
    return start + word.length;
  }
  // 2. A final apostrophe that belongs to the word stays on it: `Dato'`.
  let end = start + word.length;
  const next = text.charCodeAt(end);
  if ((next === 39 || next === 0x2019) && apostropheWords.has(word.toLowerCase())) {
    end += 1;
    word = text.slice(start, end);
  }
  tokens.push({ text: word, kind: 'word', start, end });
  return end;
}

/** Letter-only emoticons (`xD`): a plain word equal to one is left to the pattern. */
const plainEmoticons = new Set(emoticonKeys.filter((e) => /^[A-Za-z]+$/.test(e)));

const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);

/**
 * The end of a plain ASCII word at `start` that no alternative before `word` in the pattern can claim, or
 * -1. Safe when the letters are followed by the end, a space or `, ! ? ; ) "`, or by a full stop and then
 * the end or a space: no URL, e-mail, money, time, hyphen particle or apostrophe can then begin or go on
 * there (`www.` alone is a URL and is left to the pattern, as are letter emoticons such as `xD`).
 */
function plainWordEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isAsciiLetter(text.charCodeAt(end))) end++;
  if (end === start) return -1;
  const next = text.charCodeAt(end);
  const safe =
    end === text.length || isSpace(next) || next === 44 || next === 33 || next === 63 || next === 59 || next === 41 || next === 34 ||
    (next === 46 && (end + 1 === text.length || isSpace(text.charCodeAt(end + 1))) && text.slice(start, end) !== 'www');
  return safe && !plainEmoticons.has(text.slice(start, end)) ? end : -1;
}

/**
 * Splits text into tokens with their kinds and character offsets.
 *
 * @example
 * ```ts
 * scan('Jom makan RM5 je 😂').map((t) => [t.text, t.kind]);
 * // [['Jom','word'], ['makan','word'], ['RM5','money'], ['je','word'], ['😂','emoji']]
 * ```
 */
export function scan(text: string): Token[] {
  requireText(text);
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    // 1. Spaces between tokens; plain ASCII words (most of any text) without the pattern.
    if (isSpace(text.charCodeAt(at))) {
      at++;
      continue;
    }
    const end = plainWordEnd(text, at);
    if (end > 0) {
      tokens.push({ text: text.slice(at, end), kind: 'word', start: at, end });
      at = end;
      continue;
    }
    // 2. Everything else: one match of the pattern from here.
    const next = patternToken(text, at, tokens);
    if (next < 0) break;
    at = next;
  }
  return tokens;
}

/**
 * {@link scan} with the pattern alone, without the plain-word shortcut: the reference the tests hold
 * `scan` to.
 *
 * @internal
 * @example
 * ```ts
 * scanWithPattern('Jom makan').map((t) => t.text); // ['Jom', 'makan']
 * ```
 */
export function scanWithPattern(text: string): Token[] {
  requireText(text);
  const tokens: Token[] = [];
  let at = 0;
  while (at >= 0 && at < text.length) at = patternToken(text, at, tokens);
  return tokens;
}

/** Pushes the pattern's next token at or after `from`; returns where scanning goes on (-1: none left). */
function patternToken(text: string, from: number, tokens: Token[]): number {
  // The pattern is shared: this is synchronous and sets lastIndex before each use.
  const re = PATTERN;
  re.lastIndex = from;
  const m = re.exec(text);
  if (m === null) return -1;
  const start = m.index;
  const value = m[0];
  let group = 1;
  while (m[group] === undefined) group++;
  const kind = KINDS[group - 1] as TokenKind;
  if (kind === 'word') return pushWord(tokens, text, value, start);
  tokens.push({ text: value, kind, start, end: start + value.length });
  return start + value.length;
}

/**
 * Splits Malay, English or Manglish text into tokens, keeping URLs, money, times, emoji, emoticons,
 * reduplication and `x`-negation whole.
 *
 * @example
 * ```ts
 * tokenize('Budak2 tu xnak bayar RM3.5k, best-lah sgt!! 😂 @ali_ #PRU15');
 * // ['Budak2', 'tu', 'xnak', 'bayar', 'RM3.5k', ',', 'best', 'lah', 'sgt', '!!', '😂', '@ali_', '#PRU15']
 * ```
 */
export function tokenize(text: string): string[] {
  return scan(text).map((t) => t.text);
}
