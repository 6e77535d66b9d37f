/**
 * Stance: for, against or neutral toward a target (a policy, a person, a product) or, without one, toward
 * the text's main subject. Sarcastic praise and double negation (`bukan tak setuju`) are handled.
 */
import { InputError, requireOptions, requireText } from '../errors.js';
import { CLAUSE_BREAKS } from '../lang/ms/aspects.js';
import { SARCASM_CUES, TARGET_ALIASES } from '../lang/ms/stance.js';
import { lazy } from '../lazy.js';
import type { FeatureSpec } from '../models/features.js';
import { loadLinear, softmax } from '../models/linear.js';
import { classifierTokens } from './tokens.js';

/** The stances, in the model's order. */
export const STANCES = ['for', 'against', 'neutral'] as const;
/** A stance label. */
export type Stance = (typeof STANCES)[number];

/** Features of the stance model. */
export const STANCE_SPEC: FeatureSpec = { buckets: 1 << 18, wordNgrams: 2, charMin: 3, charMax: 5, negation: true };

/** The token that stands for the target's mention in the text the model reads. */
export const TARGET_TOKEN = 'zzsasaranzz';

/** Options of {@link detectStance}. */
export interface StanceOptions {
  /** What to judge the stance toward; its aliases count as mentions. Without it: the text's main subject. */
  readonly target?: string;
}

/** The result of {@link detectStance}. */
export interface StanceResult {
  readonly stance: Stance;
  /** Probability of `stance` (0 to 1). */
  readonly confidence: number;
}

const model = lazy(() => loadLinear('stance.bin.gz'));
const breaks = lazy(() => new Set(CLAUSE_BREAKS));

/** The target's names as token sequences: itself and every alias group it belongs to. */
function targetForms(target: string): string[][] {
  const words = classifierTokens(target);
  const key = words.join(' ');
  const forms = [words];
  for (const group of TARGET_ALIASES) if (group.includes(key) || words.some((w) => group.includes(w))) forms.push(...group.map((g) => g.split(' ')));
  return forms.filter((f) => f.length > 0);
}

/**
 * The model's token view: the classifier tokens with every mention of the target replaced by one
 * placeholder token, and a `⟨sarcasm⟩` marker when a sarcasm cue occurs.
 *
 * @example
 * ```ts
 * stanceTokens('Bagus la sangat tol naik 🙄', [['tol']]); // ['bagus', 'lah', 'sangat', 'zzsasaranzz', 'naik', '🙄', '⟨sarcasm⟩']
 * ```
 */
export function stanceTokens(text: string, forms: readonly (readonly string[])[] = []): string[] {
  const tokens = classifierTokens(text);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const form = forms.find((f) => f.every((w, j) => tokens[i + j] === w));
    if (form) {
      out.push(TARGET_TOKEN);
      i += form.length - 1;
    } else out.push(tokens[i] as string);
  }
  const joined = ` ${tokens.join(' ')} `;
  if (SARCASM_CUES.some((c) => joined.includes(` ${c} `) || (!/^\w/.test(c) && joined.includes(c)))) out.push('⟨sarcasm⟩');
  return out;
}

/** The parts of a text between contrast words (`tapi`, `but`, `cuma`), as token lists. */
function parts(tokens: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const t of tokens) {
    if (breaks().has(t) || /^[.!?;]$/.test(t)) out.push([]);
    else (out[out.length - 1] as string[]).push(t);
  }
  return out.filter((p) => p.length > 0);
}

/**
 * The stance of a text toward `target` (judged on the parts of the text that mention it or one of its
 * aliases) or, without a target, toward what the text is about. A text that never mentions the target
 * leans `neutral`: it takes no visible stance toward it.
 *
 * @example
 * ```ts
 * stance.detectStance('Saya sokong penuh kenaikan gaji minimum', { target: 'gaji minimum' }); // { stance: 'for', … }
 * stance.detectStance('Bukan tak setuju, cuma pelaksanaan kena betul'); // { stance: 'for', … }
 * stance.detectStance('Bagus sangat la tol naik lagi 🙄', { target: 'tol' }); // { stance: 'against', … }
 * ```
 */
export function detectStance(text: string, options?: StanceOptions): StanceResult {
  requireText(text);
  const { target } = requireOptions(options);
  if (target !== undefined && (typeof target !== 'string' || target.trim() === '')) {
    throw new InputError('MANGLISH_ERR_INVALID_OPTION', 'Expected option "target" to be a non-empty string, or left out for the main subject.', { key: 'target' });
  }
  const forms = target === undefined ? [] : targetForms(target);
  // 1. The text the model reads: with a target, the parts that mention it (all of it if none does).
  const tokens = stanceTokens(text, forms);
  const scoped = target === undefined ? tokens : parts(tokens).filter((p) => p.includes(TARGET_TOKEN)).flat();
  const mentioned = target === undefined || scoped.length > 0;
  const read = scoped.length > 0 ? [...scoped, ...tokens.filter((t) => t === '⟨sarcasm⟩' && !scoped.includes(t))] : tokens;
  // 2. Probabilities; a target never mentioned pulls them toward neutral.
  const p = softmax(model().logitsOfFeatures(read));
  const probs = STANCES.map((s, i) => (mentioned ? (p[i] as number) : 0.4 * (p[i] as number) + (s === 'neutral' ? 0.6 : 0)));
  const best = probs.indexOf(Math.max(...probs));
  return { stance: STANCES[best] as Stance, confidence: Math.round((probs[best] as number) * 1e4) / 1e4 };
}
