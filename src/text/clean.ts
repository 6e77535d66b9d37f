/**
 * Text cleaning: removes what analysis does not need (URLs, @mentions, HTML, control characters,
 * stray symbols) and tidies whitespace, keeping words, numbers, punctuation, hashtags and emoji.
 */
import { booleanOption, requireOptions, requireText } from '../errors.js';
import { scan } from './tokenize.js';

/** Options of {@link clean}. */
export interface CleanOptions {
  /** Remove URLs and bare domains (default `true`). */
  readonly removeUrls?: boolean;
  /** Remove `@mentions` (default `true`). */
  readonly removeMentions?: boolean;
  /** Lower-case the result (default `false`). */
  readonly lowercase?: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const KEEP_SYMBOLS = /^[.,!?;:'"()%&/$@#*+=<>~^…“”‘’«»-]+$/u;

/**
 * Cleans text for analysis: strips HTML tags and entities, URLs and @mentions (each optional),
 * control and zero-width characters and stray symbols, and collapses whitespace. Words, numbers,
 * money, punctuation, hashtags, emoticons and emoji are kept.
 *
 * @example
 * ```ts
 * clean('@ali_ Jom tgk ni https://t.co/abc   best gila!!! 😂');
 * // 'Jom tgk ni best gila!!! 😂'
 * clean('Harga RM50 je &amp; free delivery', { lowercase: true });
 * // 'harga rm50 je & free delivery'
 * ```
 */
export function clean(text: string, options?: CleanOptions): string {
  requireText(text);
  const opts = requireOptions(options);
  const removeUrls = booleanOption(opts, 'removeUrls', true);
  const removeMentions = booleanOption(opts, 'removeMentions', true);
  const lowercase = booleanOption(opts, 'lowercase', false);
  // 1. HTML: drop tags, decode the common entities.
  let work = text.replace(/<\/?[a-z][^>]*>/gi, ' ').replace(/&(#39|[a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);
  // 2. Control and zero-width characters (the emoji joiner U+200D stays inside emoji tokens).
  work = work.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u200C\u200E\u200F\u2060\uFEFF]/g, '');
  if (work.trim() === '') return '';
  // 3. Keep the tokens that carry content; drop URLs, mentions and stray symbols as configured.
  const kept: string[] = [];
  for (const token of scan(work)) {
    if (removeUrls && (token.kind === 'url' || token.kind === 'email')) continue;
    if (removeMentions && token.kind === 'mention') continue;
    if ((token.kind === 'symbol' || token.kind === 'punct') && !KEEP_SYMBOLS.test(token.text)) continue;
    kept.push(token.text);
    kept.push(work.slice(token.end, token.end + 1) === '' || /\s/.test(work[token.end] ?? ' ') ? ' ' : '');
  }
  // 4. Join with the original spacing (one space where there was any) and lower-case if asked.
  const joined = kept.join('').replace(/\s+/g, ' ').trim();
  return lowercase ? joined.toLowerCase() : joined;
}
