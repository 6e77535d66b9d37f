/**
 * The rewriting step of abstractive summaries: sentence compression (parentheticals, discourse openers,
 * chat particles, emoji and clauses the summary already says are dropped) and fusion of consecutive
 * sentences about the same subject. It rewrites the selected sentences; it does not invent new wording.
 */
import { ATTRIBUTION_MARKERS, DISCOURSE_OPENERS, FUSION_CONJUNCTION, SUBJECT_PRONOUNS } from '../lang/ms/discourse.js';
import { INFORMAL_PARTICLES } from '../lang/ms/particles.js';
import { lazy } from '../lazy.js';
import { scan } from '../text/tokenize.js';
import { nonKeywords } from './keywords.js';
import { detectLanguage } from './language.js';
import { comparableWords } from './text-vectors.js';

const openers = lazy(() => new RegExp(`^(?:${[...DISCOURSE_OPENERS].sort((a, b) => b.length - a.length).map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:\\s*,\\s*|\\s+)`, 'iu'));
const attribution = lazy(() => new RegExp(`,\\s*(?:${[...ATTRIBUTION_MARKERS].sort((a, b) => b.length - a.length).join('|')})\\b[^,]*?([.!]?)$`, 'iu'));
const particles = lazy(() => new Set(INFORMAL_PARTICLES));
const pronouns = lazy(() => new Set(SUBJECT_PRONOUNS));

/** Tidies spacing and punctuation after words were removed, and capitalises the first letter. */
function tidy(text: string): string {
  const t = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([!?.])\1+/g, '$1')
    .replace(/,\s*([.!?])/g, '$1')
    .replace(/^[\s,;:]+/, '')
    .trim();
  return t === '' ? t : (t[0] as string).toUpperCase() + t.slice(1);
}

/**
 * Compresses one sentence: drops bracketed asides, a leading discourse opener (`Selain itu,`,
 * `Actually`), a trailing attribution (`…, menurut polis.`), chat particles and address words (`lah`,
 * `je`, `bro`), and emoji.
 *
 * @example
 * ```ts
 * compressSentence('Sebenarnya, harga minyak (RON95) naik lagi lah bro 😭');
 * // 'Harga minyak naik lagi'
 * ```
 */
export function compressSentence(sentence: string): string {
  // 1. Bracketed asides, the opener and a trailing attribution.
  let text = sentence.replace(/\s*[([][^()[\]]*[)\]]/g, '').replace(attribution(), '$1');
  for (let i = 0; i < 2; i++) text = text.replace(openers(), '');
  if (text.trim() === '') return '';
  // 2. Particles, address words and emoji, keeping the original spacing of everything else.
  let out = '';
  let last = 0;
  for (const t of scan(text)) {
    const drop = t.kind === 'emoji' || t.kind === 'emoticon' || (t.kind === 'word' && particles().has(t.text.toLowerCase()));
    out += text.slice(last, t.start) + (drop ? '' : t.text);
    last = t.end;
  }
  return tidy(out + text.slice(last));
}

/**
 * Drops the comma-separated parts of a sentence (after its first) whose content words the rest of the
 * summary already has, at 80 % or more.
 *
 * @example
 * ```ts
 * dropRedundantClauses('Banjir melanda Kelantan, penduduk dipindahkan', new Set(['penduduk', 'dipindahkan']));
 * // 'Banjir melanda Kelantan'
 * ```
 */
export function dropRedundantClauses(sentence: string, known: ReadonlySet<string>): string {
  const parts = sentence.split(/,\s+/);
  if (parts.length < 2) return sentence;
  const end = /[.!?]$/.exec(sentence)?.[0] ?? '';
  const kept = parts.filter((part, i) => {
    if (i === 0) return true;
    const content = comparableWords(part).filter((w) => !nonKeywords().has(w));
    return content.length === 0 || content.filter((w) => known.has(w)).length / content.length < 0.8;
  });
  const joined = kept.join(', ');
  return kept.length === parts.length ? sentence : tidy(/[.!?]$/.test(joined) ? joined : joined + end);
}

/** The words of a sentence's subject it shares with the previous one (0 when none). */
function sharedSubject(prev: readonly string[], next: readonly string[]): number {
  const first = next[0]?.toLowerCase() ?? '';
  if (pronouns().has(first)) return 1;
  let k = 0;
  while (k < Math.min(3, prev.length - 1, next.length - 1) && prev[k]?.toLowerCase() === next[k]?.toLowerCase()) k++;
  return k > 0 && !nonKeywords().has(first) && /^\p{L}/u.test(first) ? k : 0;
}

/**
 * Fuses consecutive statements about the same subject: a sentence that repeats the previous one's
 * subject, or opens with a third-person pronoun, is joined to it with `dan` (or `and` in English);
 * at most two sentences become one.
 *
 * @example
 * ```ts
 * fuseSentences(['Kerajaan akan menaikkan gaji.', 'Kerajaan juga akan membina hospital baharu.']);
 * // ['Kerajaan akan menaikkan gaji dan juga akan membina hospital baharu.']
 * ```
 */
export function fuseSentences(sentences: readonly string[]): string[] {
  const out: string[] = [];
  let fused = false;
  for (const sentence of sentences) {
    const prev: string | undefined = fused ? undefined : out[out.length - 1];
    const a = prev?.split(' ') ?? [];
    const b = sentence.split(' ');
    const k: number = prev !== undefined && !/[?!:]$/.test(prev) && !/\?$/.test(sentence) && a.length + b.length <= 45 ? sharedSubject(a, b) : 0;
    fused = !(prev === undefined || k === 0 || b.length - k < 2);
    if (prev === undefined || !fused) {
      out.push(sentence);
      continue;
    }
    const conj = FUSION_CONJUNCTION[detectLanguage(prev).primary === 'en' ? 'en' : 'ms'];
    out[out.length - 1] = `${prev.replace(/[.!]$/, '')} ${conj} ${b.slice(k).join(' ')}`;
  }
  return out;
}
