/**
 * Hate-speech detection for Malay, Indonesian, English and Manglish: whether a text attacks a person or a
 * protected group, how severely, and which categories it touches.
 */
import { requireText } from '../errors.js';
import { DEHUMANISING, GROUP_CATEGORIES, GROUP_TERMS, INSULTS, PROFANITY, SLURS, THREATS } from '../lang/ms/hate-lexicon.js';
import { lazy } from '../lazy.js';
import type { FeatureSpec } from '../models/features.js';
import { loadLinear } from '../models/linear.js';
import { rankClasses } from './classify.js';
import { classifierTokens } from './tokens.js';

/** Severities, in the model's order. */
export const SEVERITIES = ['none', 'mild', 'moderate', 'severe'] as const;
/** A severity. */
export type Severity = (typeof SEVERITIES)[number];

/** Features of the hate-speech model. */
export const HATE_SPEC: FeatureSpec = { buckets: 1 << 18, wordNgrams: 2, charMin: 3, charMax: 5, negation: false };

/** The result of {@link detectHateSpeech}. */
export interface HateSpeechResult {
  readonly is_hate_speech: boolean;
  readonly severity: Severity;
  /**
   * What the text touches: protected groups (`race`, `religion`, `gender`, `sexuality`, `nationality`,
   * `disability`) when it is hate speech, `insult` for abuse of a person, `threat` for threats, and
   * `profanity` whenever it swears.
   */
  readonly categories: string[];
  /** Probability that the text is hate speech (mild, moderate or severe). */
  readonly score: number;
}

type Kind = 'group' | 'slur' | 'insult' | 'profanity' | 'dehuman' | 'threat';

/** Lexicon entries by first word: the words, what they are, and their category. */
const lexicon = lazy(() => {
  const map = new Map<string, { words: string[]; kind: Kind; category?: string }[]>();
  const add = (entry: string, kind: Kind, category?: string): void => {
    const words = entry.split(' ');
    map.set(words[0] as string, [...(map.get(words[0] as string) ?? []), { words, kind, category }]);
  };
  for (const c of GROUP_CATEGORIES) {
    for (const t of GROUP_TERMS[c]) add(t, 'group', c);
    for (const t of SLURS[c]) add(t, 'slur', c);
  }
  for (const t of INSULTS) add(t, 'insult');
  for (const t of PROFANITY) add(t, 'profanity');
  for (const t of DEHUMANISING) add(t, 'dehuman');
  for (const t of THREATS) add(t, 'threat');
  return map;
});

/** A reduplicated plural read as its word (`pondan-pondan` → `pondan`), so the lexicon finds it. */
const unreduplicated = (token: string): string => /^(\p{L}+)-\1$/u.exec(token)?.[1] ?? token;

/** Lexicon hits in a token sequence. */
function hits(raw: readonly string[]): { kinds: Set<Kind>; categories: Set<string> } {
  const kinds = new Set<Kind>();
  const categories = new Set<string>();
  const tokens = raw.map(unreduplicated);
  for (let i = 0; i < tokens.length; i++) {
    for (const e of lexicon().get(tokens[i] as string) ?? []) {
      if (!e.words.every((w, j) => tokens[i + j] === w)) continue;
      kinds.add(e.kind);
      if (e.category) categories.add(e.category);
    }
  }
  return { kinds, categories };
}

/**
 * The token view of the hate-speech model: the classifier tokens, then markers for what the lexicon
 * finds (`⟨group⟩`, `⟨slur⟩`, `⟨insult⟩`, `⟨profanity⟩`, `⟨dehuman⟩`, `⟨threat⟩`) and for the pairs that
 * make hate (`⟨group+insult⟩`, `⟨group+threat⟩`, …), which a linear model cannot form on its own.
 *
 * @example
 * ```ts
 * hateTokens('Bangla ni semua kotor'); // [..., '⟨slur⟩']
 * ```
 */
export function hateTokens(text: string): string[] {
  const tokens = classifierTokens(text);
  return withMarkers(tokens, hits(tokens).kinds);
}

/** Classifier tokens followed by the lexicon's markers and target pairs ({@link hateTokens}). */
function withMarkers(tokens: readonly string[], kinds: ReadonlySet<Kind>): string[] {
  const out = [...tokens, ...[...kinds].map((k) => `⟨${k}⟩`)];
  const target = kinds.has('group') || kinds.has('slur');
  for (const k of ['insult', 'profanity', 'dehuman', 'threat'] as const) if (target && kinds.has(k)) out.push(`⟨target+${k}⟩`);
  return out;
}

const model = lazy(() => loadLinear('hate-speech.bin.gz'));

/**
 * A text of at most this many words that holds no word of the hate lexicon scores 0: it says too little for the
 * model, whose character n-grams read `dia` as part of `india` and `Jom` or `Tak tahu` as hate (no training text is
 * that short). A short insult, slur, threat or group name is still read (`Bodoh`, `Balik India`).
 */
const SHORT_TEXT_WORDS = 3;

const words = (tokens: readonly string[]): number => tokens.filter((t) => /\p{L}/u.test(t)).length;

/**
 * Detects hate speech: abuse of a person (`mild`), insults, slurs or stereotypes about a protected group
 * (`moderate`), or dehumanisation and threats (`severe`). Neutral mentions of groups (`nasi lemak Melayu`,
 * `kedai Cina`) and swearing at the traffic are not hate; swearing is still reported as `profanity`.
 *
 * @example
 * ```ts
 * hateSpeech.detectHateSpeech('Kedai Cina tu jual barang murah');
 * // { is_hate_speech: false, severity: 'none', categories: [], score: 0.0… }
 * hateSpeech.detectHateSpeech('Halau semua pendatang asing balik negara asal');
 * // { is_hate_speech: true, severity: 'severe', categories: ['nationality', 'threat'], score: 0.9… }
 * ```
 */
export function detectHateSpeech(text: string): HateSpeechResult {
  requireText(text);
  const tokens = classifierTokens(text);
  const { kinds, categories } = hits(tokens);
  // A short text with no lexicon word is not read by the model (SHORT_TEXT_WORDS).
  const unread = kinds.size === 0 && words(tokens) <= SHORT_TEXT_WORDS;
  const ranked = unread ? [] : rankClasses(model(), withMarkers(tokens, kinds));
  const p = (s: Severity): number => ranked.find((c) => c.label === s)?.score ?? 0;
  const score = unread ? 0 : Math.round((1 - p('none')) * 1e4) / 1e4;
  const severity: Severity = score < 0.5 ? 'none' : (['mild', 'moderate', 'severe'] as const).reduce((a, b) => (p(b) > p(a) ? b : a));
  // Categories: the groups a hateful text names, insult/threat by what it does, profanity whenever it swears.
  const out: string[] = [];
  if (severity !== 'none') {
    out.push(...GROUP_CATEGORIES.filter((c) => categories.has(c)));
    if (severity === 'mild' && (kinds.has('insult') || kinds.has('dehuman'))) out.push('insult');
    if (kinds.has('threat')) out.push('threat');
  }
  if (kinds.has('profanity')) out.push('profanity');
  return { is_hate_speech: severity !== 'none', severity, categories: out, score };
}
