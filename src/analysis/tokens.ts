/**
 * The token view every text classifier reads: the normalised text (so `x best`, `tak best` and
 * `tidak best` reach the same features), lower-cased, with words, emoji, emoticons and sentence
 * punctuation kept and URLs, mentions and numbers reduced to placeholders.
 */
import { normalizedTokens, type NormalizedToken } from '../text/normalize.js';

/** At most this many tokens are read, so very long texts stay fast. */
const MAX_TOKENS = 400;

/**
 * Classifier tokens of a text.
 *
 * @example
 * ```ts
 * classifierTokens('Xsedap langsung, RM20 pun xberbaloi 😡 @kedai');
 * // ['tak', 'sedap', 'langsung', ',', '<money>', 'pun', 'tak', 'berbaloi', '😡', '<user>']
 * ```
 */
export function classifierTokens(text: string): string[] {
  return text.trim() === '' ? [] : classifierTokensOf(normalizedTokens(text));
}

/**
 * {@link classifierTokens} of a text's normalised view (a document's).
 *
 * @example
 * ```ts
 * classifierTokensOf(normalizedTokens('xsedap @kedai')); // ['tak', 'sedap', '<user>']
 * ```
 */
export function classifierTokensOf(normalized: readonly NormalizedToken[]): string[] {
  const out: string[] = [];
  for (const t of normalized) {
    switch (t.kind) {
      case 'word': out.push(t.text.toLowerCase()); break;
      case 'hashtag': out.push(t.text.slice(1).toLowerCase()); break;
      case 'url': case 'email': out.push('<url>'); break;
      case 'mention': out.push('<user>'); break;
      case 'money': out.push('<money>'); break;
      case 'number': case 'percent': case 'date': case 'time': out.push('<num>'); break;
      case 'emoji': case 'emoticon': out.push(t.text); break;
      case 'punct': if (/[!?.,]/.test(t.text)) out.push(t.text.length > 1 ? t.text.slice(0, 2) : t.text); break;
      default: break;
    }
    if (out.length >= MAX_TOKENS) break;
  }
  return out;
}
