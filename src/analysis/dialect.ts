/**
 * Malaysian Malay dialect detection: standard, Kelantan, Terengganu, Kedah (northern), Negeri Sembilan,
 * Sarawak, Sabah and Perak, from the words and spellings a text uses.
 */
import { requireText } from '../errors.js';
import { DIALECTS, PAN_MALAYSIAN_COLLOQUIAL } from '../lang/ms/dialects.js';
import { lazy } from '../lazy.js';
import type { FeatureSpec } from '../models/features.js';
import { loadLinear } from '../models/linear.js';
import { scan } from '../text/tokenize.js';
import { rankClasses, scoreRecord } from './classify.js';
import { DIALECT_CLASSES } from './choices.js';

/** The dialects, `standard` first, in the model's order. */
export { DIALECT_CLASSES } from './choices.js';
/** A dialect label. */
export type Dialect = (typeof DIALECT_CLASSES)[number];

/** Features of the dialect model: words, word pairs and character 2–5-grams of the text as written. */
export const DIALECT_SPEC: FeatureSpec = { buckets: 1 << 18, wordNgrams: 2, charMin: 2, charMax: 5, negation: false };

/** The result of {@link detectDialect}. */
export interface DialectResult {
  readonly dialect: Dialect;
  /** Probability of `dialect` (0 to 1). */
  readonly confidence: number;
  /** Every dialect's probability. */
  readonly scores: Record<Dialect, number>;
}

const model = lazy(() => loadLinear('dialect.bin.gz'));

/** Each dialect's marker words and spellings (one or two words), excluding standard and pan-Malaysian ones. */
const markers = lazy(() => {
  const map = new Map<string, string[]>();
  for (const [dialect, data] of Object.entries(DIALECTS)) {
    const standard = new Set(Object.keys(data.words));
    for (const w of [...data.markers, ...Object.values(data.words).flat()]) {
      if (standard.has(w) || PAN_MALAYSIAN_COLLOQUIAL.has(w)) continue;
      if (!(map.get(w) ?? []).includes(dialect)) map.set(w, [...(map.get(w) ?? []), dialect]);
    }
  }
  return map;
});

/**
 * The token view of the dialect model: the words as written, lower-cased (not normalised: `mung` and
 * `kamek` are the evidence), then a marker `⟨dialect⟩` for each word or word pair in a dialect's lexicon.
 *
 * @example
 * ```ts
 * dialectTokens('Kamek sik tauk'); // ['kamek', 'sik', 'tauk', '⟨sarawak⟩', '⟨sarawak⟩', '⟨sarawak⟩']
 * ```
 */
export function dialectTokens(text: string): string[] {
  const words = text.trim() === '' ? [] : scan(text).filter((t) => t.kind === 'word').map((t) => t.text.toLowerCase());
  const out = [...words];
  const lex = markers();
  for (let i = 0; i < words.length; i++) {
    for (const d of lex.get(words[i] as string) ?? []) out.push(`⟨${d}⟩`);
    if (i + 1 < words.length) for (const d of lex.get(`${words[i] as string} ${words[i + 1] as string}`) ?? []) out.push(`⟨${d}⟩`);
  }
  return out;
}

/**
 * Detects which Malaysian Malay dialect a text is written in; `standard` when nothing regional shows.
 * Marker words and spellings (`gapo`, `mung`, `hang`, `den`, `kamek`, `bah`, `teman`) are features of
 * the trained model.
 *
 * @example
 * ```ts
 * dialect.detectDialect('Hang nak pi mana tu?'); // { dialect: 'kedah', confidence: 0.9…, scores: { … } }
 * dialect.detectDialect('Kamek sik tauk apa sidak madah'); // dialect: 'sarawak'
 * ```
 */
export function detectDialect(text: string): DialectResult {
  requireText(text);
  const ranked = rankClasses(model(), dialectTokens(text));
  const top = ranked[0] as { label: string; score: number };
  return { dialect: top.label as Dialect, confidence: top.score, scores: scoreRecord(ranked, DIALECT_CLASSES) };
}
