/**
 * Aspect-based sentiment: which aspects of a restaurant, product or app a review talks about, and the
 * sentiment of each — from the sentiment model run over the clause each aspect appears in.
 */
import { choiceOption, requireOptions, requireText } from '../errors.js';
import { ASPECT_TERMS, type AspectDomain } from '../lang/ms/aspects.js';
import { lazy } from '../lazy.js';
import { clauses } from '../text/clauses.js';
import { ASPECT_DOMAINS } from './choices.js';
import { sentiment, type SentimentLabel } from './sentiment.js';

export { ASPECT_DOMAINS };

/** Options of {@link aspectSentiment}. */
export interface AspectOptions {
  /** Which aspect lexicon to use (default `general`). */
  readonly domain?: AspectDomain;
}

/** The result of {@link aspectSentiment}. */
export interface AspectResult {
  readonly aspects: { aspect: string; sentiment: SentimentLabel; confidence: number }[];
  /** True when some aspects are positive and others negative. */
  readonly conflict: boolean;
  /** `mixed` when the aspects disagree, otherwise the sentiment of the whole text. */
  readonly overall: SentimentLabel | 'mixed';
}

interface DomainIndex {
  /** First word of a term → [term words, aspect], longest first. */
  readonly terms: ReadonlyMap<string, readonly [readonly string[], string][]>;
}

const indexes = lazy((): ReadonlyMap<AspectDomain, DomainIndex> => {
  const out = new Map<AspectDomain, DomainIndex>();
  for (const domain of ASPECT_DOMAINS) {
    const terms = new Map<string, [string[], string][]>();
    for (const [aspect, list] of Object.entries(ASPECT_TERMS[domain])) {
      for (const term of list) {
        const words = term.split(' ');
        terms.set(words[0] as string, [...(terms.get(words[0] as string) ?? []), [words, aspect]]);
      }
    }
    for (const list of terms.values()) list.sort((a, b) => b[0].length - a[0].length);
    out.set(domain, { terms });
  }
  return out;
});

/**
 * The aspects a review mentions and the sentiment of each, for the domains `restaurant`, `product`,
 * `app` and `general`. A review is split into clauses at `tapi`, `but`, `cuma` and punctuation; each
 * aspect gets the sentiment of its clause.
 *
 * @example
 * ```ts
 * aspectSentiment('Makanan sedap gila tapi harga mahal sangat', { domain: 'restaurant' });
 * // { aspects: [{ aspect: 'food', sentiment: 'positive', … }, { aspect: 'price', sentiment: 'negative', … }],
 * //   conflict: true, overall: 'mixed' }
 * ```
 */
export function aspectSentiment(text: string, options?: AspectOptions): AspectResult {
  requireText(text);
  const domain = choiceOption(requireOptions(options), 'domain', 'general', ASPECT_DOMAINS);
  const { terms } = indexes().get(domain) as DomainIndex;
  // 1. Each clause's aspects and sentiment; an aspect met twice keeps its most confident reading.
  const found = new Map<string, { sentiment: SentimentLabel; confidence: number }>();
  for (const clause of clauses(text)) {
    const aspects = new Set<string>();
    for (let i = 0; i < clause.length; i++) {
      for (const [words, aspect] of terms.get(clause[i] as string) ?? []) {
        if (words.every((w, j) => clause[i + j] === w)) aspects.add(aspect);
      }
    }
    if (aspects.size === 0) continue;
    const s = sentiment(clause.join(' '));
    for (const aspect of aspects) {
      const prev = found.get(aspect);
      if (!prev || s.score > prev.confidence) found.set(aspect, { sentiment: s.sentiment, confidence: s.score });
    }
  }
  // 2. Conflict when both polarities occur; overall is `mixed` then, else the whole text's sentiment.
  const aspects = [...found.entries()].map(([aspect, v]) => ({ aspect, ...v }));
  const labels = new Set(aspects.map((a) => a.sentiment));
  const conflict = labels.has('positive') && labels.has('negative');
  return { aspects, conflict, overall: conflict ? 'mixed' : sentiment(text).sentiment };
}
