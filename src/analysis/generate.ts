/**
 * Text generation: continues a prompt word by word from the Kneser-Ney language model of its language
 * (Malay or English), sampling with a temperature; deterministic with a seed.
 */
import { numberOption, requireOptions, requireText } from '../errors.js';
import { languageModel } from '../models/language-models.js';
import { BOS, EOS, NUM, UNK } from '../models/ngram.js';
import { seeded } from '../random.js';
import { scan, type Token } from '../text/tokenize.js';
import { detectLanguage } from './language.js';

/** Options of {@link generate}. */
export interface GenerateOptions {
  /** Most tokens to generate (1 to 500, default 50). */
  readonly maxLength?: number;
  /** Sampling temperature (0.05 to 5, default 0.7): lower is more predictable. */
  readonly temperature?: number;
  /** Seed for the sampler: the same seed gives the same continuation. */
  readonly seed?: number;
}

export { languageModel };

/**
 * The tokens the language models read: lower-cased words and numbers, and sentence punctuation.
 *
 * @example
 * ```ts
 * lmTokens('Jom makan, RM5 je!'); // ['jom', 'makan', ',', '5', 'je', '!']
 * ```
 */
export function lmTokens(text: string): string[] {
  if (text.trim() === '') return [];
  return scan(text).flatMap((t) => lmToken(t) ?? []);
}

/**
 * How the language models read one token of `scan`, or undefined for a token they skip (a symbol, an emoji, a
 * bracket).
 *
 * @example
 * ```ts
 * scan('Jom makan, RM5 je!').map(lmToken); // ['jom', 'makan', ',', '5', 'je', '!']
 * ```
 */
export function lmToken(t: Token): string | undefined {
  if (t.kind === 'word') return t.text.toLowerCase();
  if (t.kind === 'number' || t.kind === 'money' || t.kind === 'percent') return t.text.replace(/[^\d.,]/g, '') || '0';
  return t.kind === 'punct' && /^[.,!?;:]$/.test(t.text) ? t.text : undefined;
}

/**
 * Joins generated tokens into text: no space before punctuation, a capital after a sentence end.
 *
 * @example
 * ```ts
 * detokenize(['saya', 'suka', '.', 'dia', 'juga', '!'], false); // 'saya suka. Dia juga!'
 * ```
 */
export function detokenize(tokens: readonly string[], capitaliseFirst: boolean): string {
  let out = '';
  let capital = capitaliseFirst;
  for (const t of tokens) {
    if (/^[.,!?;:]$/.test(t)) {
      out += t;
      if (/[.!?]/.test(t)) capital = true;
      continue;
    }
    const word = capital ? (t[0] ?? '').toUpperCase() + t.slice(1) : t;
    out += (out === '' ? '' : ' ') + word;
    capital = false;
  }
  return out;
}

/** The sentence may not end before this many tokens (short software strings taught the model to stop early). */
const MIN_SENTENCE = 8;

/** Most common words, always among the candidates (so an unseen context can still continue). */
const COMMON = 40;

/**
 * Continues a Malay or English prompt with up to `maxLength` tokens sampled from the trigram language
 * model, and returns the continuation (not the prompt).
 *
 * @example
 * ```ts
 * textGeneration.generate('Kerajaan akan', { maxLength: 12, seed: 7 });
 * // 'memastikan rakyat mendapat manfaat daripada program ini.'
 * ```
 */
export function generate(prompt: string, options?: GenerateOptions): string {
  requireText(prompt, 'prompt');
  const opts = requireOptions(options);
  const maxLength = numberOption(opts, 'maxLength', 50, 1, 500, true);
  const temperature = numberOption(opts, 'temperature', 0.7, 0.05, 5);
  const seed = opts.seed === undefined ? undefined : numberOption(opts, 'seed', 0, -(2 ** 31), 2 ** 32, true);
  const rand = seed === undefined ? Math.random : seeded(seed);
  // 1. The model of the prompt's language; its last two words are the first context.
  const model = languageModel(detectLanguage(prompt).primary);
  const ids = lmTokens(prompt).map((t) => model.id(t));
  let u = ids.length >= 2 ? (ids[ids.length - 2] as number) : BOS;
  let v = ids.length >= 1 ? (ids[ids.length - 1] as number) : BOS;
  const common = Array.from({ length: Math.min(COMMON, model.size - 4) }, (_, i) => i + 4);
  const seen = new Set<number>();
  const out: string[] = [];
  for (let step = 0; step < maxLength; step++) {
    // 2. Candidates: what followed this context, then common words; no unknowns, numbers or repeats of a trigram.
    //    The end marker waits for a real sentence: MIN_SENTENCE tokens, or a shorter one already closed by . ! ?
    const closed = out.length >= 3 && /^[.!?]$/.test(out[out.length - 1] as string);
    const mayEnd = out.length >= Math.min(MIN_SENTENCE, maxLength) || closed;
    const cands = model.candidates(u, v, common).filter((w) => w !== UNK && w !== BOS && w !== NUM && (w !== EOS || mayEnd) && !seen.has((u * model.size + v) * model.size + w));
    if (cands.length === 0) break;
    // 3. Sample from the temperature-scaled distribution over the candidates.
    const weights = cands.map((w) => model.prob(u, v, w) ** (1 / temperature));
    let r = rand() * weights.reduce((a, b) => a + b, 0);
    let pick = cands[cands.length - 1] as number;
    for (let i = 0; i < cands.length; i++) {
      r -= weights[i] as number;
      if (r <= 0) {
        pick = cands[i] as number;
        break;
      }
    }
    if (pick === EOS) {
      if (out.length > 0 && !/^[.!?]$/.test(out[out.length - 1] as string)) out.push('.');
      break;
    }
    seen.add((u * model.size + v) * model.size + pick);
    out.push(model.word(pick));
    u = v;
    v = pick;
  }
  // 4. Detokenise; start with a capital when the prompt ended a sentence.
  return detokenize(out, /[.!?]\s*$/.test(prompt));
}
