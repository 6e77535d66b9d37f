/**
 * Word senses by part of speech for the translator. The phrase table keeps a word's six best translations over
 * all its uses, so a word whose uses split between parts of speech keeps only its commonest sense: `kind` read
 * `jenis` in `Our teacher is very kind`, `left` `kiri` in `He left the room`, `fine` `halus` in `I feel fine`. Here each one-word phrase extracted from a sentence is counted under its word's tag as well
 * (the tagger reads the sentence; a Wordnet entry has its synset's part of speech), and a word whose translations
 * under one tag differ enough from its translations overall gets a sense entry for that tag: its table options and
 * the tag's own best translations, with p(target | source) read under the tag.
 */
import { lmToken } from '../src/analysis/generate.js';
import { posTag } from '../src/analysis/pos.js';
import type { Direction, SenseEntries } from '../src/models/phrase-table.js';
import { scan } from '../src/text/tokenize.js';
import type { ParallelPair } from './parallel.js';
import type { PhraseEntry } from './phrases.js';

/** Per direction: `word|TAG` → target phrase → weighted count. */
export type SenseCounts = Record<Direction, Map<string, Map<string, number>>>;

/** When a word gets a sense entry, and how it is scored. */
export interface SenseSettings {
  /** The tag's evidence a word needs (weighted count). */
  readonly minCount: number;
  /** How strongly a tag's translations are pulled towards the word's overall ones (pseudo-counts). */
  readonly prior: number;
  /** How different (total variation) the tag's translations must be from the word's overall ones. */
  readonly minDifference: number;
  /** The tag's own best translations added to the word's table options. */
  readonly ownBest: number;
  /** Only where the tag's best translation is not the word's best overall. */
  readonly newBest: boolean;
}

const DEFAULT_SETTINGS: SenseSettings = { minCount: 2, prior: 2, minDifference: 0.15, ownBest: 4, newBest: false };

/**
 * Sources whose text is not read with parts of speech: interface strings are labels, not sentences, and the tagger
 * read the buttons `Close`, `Clear` and `Left` as an adjective, an adjective and a verb (hundreds of times).
 */
const UNTAGGED_SOURCES = new Set(['debian']);

/**
 * The part-of-speech tags of one side of a pair, one per token, or undefined when the tagger's tokens do not
 * line up with the pair's (chat pairs whose Malay was rewritten before alignment) or the source is not tagged.
 *
 * @example
 * ```ts
 * sideTags({ ms: ['dia', 'sangat', 'baik'], en: ['she', 'is', 'very', 'kind'], msText: 'Dia sangat baik', enText: 'She is very kind', source: 'tatoeba' }, 'en');
 * // ['PRON', 'AUX', 'ADV', 'ADJ']
 * ```
 */
export function sideTags(p: ParallelPair, side: 'ms' | 'en'): readonly string[] | undefined {
  const words = p[side];
  if (UNTAGGED_SOURCES.has(p.source)) return undefined;
  if (p.source === 'wordnet') return p.pos ? words.map(() => p.pos as string) : undefined;
  const text = side === 'ms' ? p.msText : p.enText;
  const tags = posTag(text);
  const out: string[] = [];
  scan(text).forEach((t, i) => {
    const form = lmToken(t);
    if (form !== undefined) out.push(form === words[out.length] ? (tags[i]?.[1] as string) : '');
  });
  return out.length === words.length && !out.includes('') ? out : undefined;
}

/** Empty counts. */
export function emptySenseCounts(): SenseCounts {
  return { ms: new Map(), en: new Map() };
}

/**
 * Counts the one-word phrases of a pair's extracted phrases under their words' tags: a one-word Malay phrase in the
 * Malay-to-English direction, a one-word English phrase in the other.
 *
 * @example
 * ```ts
 * countSenses(counts, [['baik', 'kind', 2, 3]], { en: ['PRON', 'AUX', 'ADV', 'ADJ'] }, 3); // counts.en: kind|ADJ → baik 3
 * ```
 */
export function countSenses(counts: SenseCounts, phrases: readonly [string, string, number, number][], tags: { ms?: readonly string[]; en?: readonly string[] }, weight: number): void {
  for (const [ms, en, msAt, enAt] of phrases) {
    if (tags.ms && !ms.includes(' ')) add(counts.ms, `${ms}|${tags.ms[msAt] as string}`, en, weight);
    if (tags.en && !en.includes(' ')) add(counts.en, `${en}|${tags.en[enAt] as string}`, ms, weight);
  }
}

function add(m: Map<string, Map<string, number>>, key: string, target: string, weight: number): void {
  const inner = m.get(key) ?? new Map<string, number>();
  inner.set(target, (inner.get(target) ?? 0) + weight);
  m.set(key, inner);
}

/** The candidate with the highest probability (the first of equals). */
function best(candidates: readonly string[], p: (t: string) => number): string | undefined {
  return candidates.reduce<string | undefined>((a, t) => (a === undefined || p(t) > p(a) ? t : a), undefined);
}

/** What the sense entries are built from besides the tagged counts. */
export interface SenseContext {
  /** Every extracted pair's weighted count, keyed `ms<TAB>en` (before pruning). */
  readonly counts: ReadonlyMap<string, number>;
  /** The pruned table. */
  readonly entries: readonly PhraseEntry[];
  /** Lexical weight of a target phrase given a source phrase, per direction. */
  readonly lexical: (dir: Direction, source: string, target: string) => number;
}

/**
 * The sense entries of one direction: for each `word|TAG` with enough evidence whose translations differ from the
 * word's overall ones, its options scored as the table scores them, with p(target | source) read under the tag
 * (smoothed towards the overall distribution).
 *
 * @example
 * ```ts
 * buildSenses(counts, context).en['left|VERB']; // [['kiri', …], ['keluar', …], ['meninggalkan', …], …]
 * ```
 */
export function buildSenses(counts: SenseCounts, context: SenseContext, settings: SenseSettings = DEFAULT_SETTINGS): SenseEntries {
  const { minCount, prior, minDifference, ownBest, newBest } = settings;
  // 1. Each direction's source and target totals, and each one-word source's translations overall.
  const byDirection = { ms: new Map<string, Map<string, number>>(), en: new Map<string, Map<string, number>>() };
  const totals = { ms: new Map<string, number>(), en: new Map<string, number>() };
  for (const [k, c] of context.counts) {
    const [ms, en] = k.split('\t') as [string, string];
    totals.ms.set(ms, (totals.ms.get(ms) ?? 0) + c);
    totals.en.set(en, (totals.en.get(en) ?? 0) + c);
    if (!ms.includes(' ')) add(byDirection.ms, ms, en, c);
    if (!en.includes(' ')) add(byDirection.en, en, ms, c);
  }
  const kept = { ms: new Map<string, string[]>(), en: new Map<string, string[]>() };
  for (const e of context.entries) {
    kept.ms.set(e.ms, [...(kept.ms.get(e.ms) ?? []), e.en]);
    kept.en.set(e.en, [...(kept.en.get(e.en) ?? []), e.ms]);
  }
  const out: SenseEntries = { ms: {}, en: {} };
  for (const dir of ['ms', 'en'] as const) {
    const other = dir === 'ms' ? 'en' : 'ms';
    for (const [key, tagged] of [...counts[dir]].sort(([a], [b]) => (a < b ? -1 : 1))) {
      // 2. Enough evidence under the tag.
      const word = key.slice(0, key.lastIndexOf('|'));
      const overall = byDirection[dir].get(word);
      const tagTotal = [...tagged.values()].reduce((a, b) => a + b, 0);
      if (!overall || tagTotal < minCount) continue;
      // 3. The candidates: the table's options and the tag's own best; p(target | source, tag), smoothed.
      const total = totals[dir].get(word) as number;
      const own = [...tagged].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, ownBest).map(([t]) => t);
      const candidates = [...new Set([...(kept[dir].get(word) ?? []), ...own])].filter((t) => overall.has(t));
      const p = (t: string): number => (overall.get(t) ?? 0) / total;
      const pTag = (t: string): number => ((tagged.get(t) ?? 0) + prior * p(t)) / (tagTotal + prior);
      // 4. Kept only where the tag changes the choice enough to matter.
      const difference = candidates.reduce((a, t) => a + Math.abs(pTag(t) - p(t)), 0) / 2;
      if (difference < minDifference || (newBest && best(candidates, pTag) === best(candidates, p))) continue;
      out[dir][key] = candidates.map((t) => {
        const joint = overall.get(t) as number;
        // The lexical weight of the target given the source is scaled as p(target | source) is by the tag.
        const ratio = pTag(t) / p(t);
        const scores = [pTag(t), joint / (totals[other].get(t) as number), Math.min(1, context.lexical(dir, word, t) * ratio), context.lexical(dir === 'ms' ? 'en' : 'ms', t, word)];
        return [t, ...(scores.map((s) => Number(s.toPrecision(4))) as [number, number, number, number])];
      });
    }
  }
  return out;
}
