/**
 * Text augmentation for growing training sets: synonym replacement, random insertion, swap and deletion
 * (the EDA recipe), on Malay, English and Manglish, deterministic with a seed.
 */
import { choiceOption, numberOption, requireOptions, requireText } from '../errors.js';
import { lazy } from '../lazy.js';
import { bundledEmbeddings } from '../models/embedding-loaders.js';
import { termStats } from '../models/term-stats.js';
import { seeded } from '../random.js';
import { synonymMap } from '../text/lexicon.js';
import { stemWord } from '../text/stem.js';
import { scan } from '../text/tokenize.js';
import { nonKeywords } from './keywords.js';

/** The augmentation methods. */
export const AUGMENT_METHODS = ['synonym', 'insert', 'swap', 'delete', 'mixed'] as const;
/** One augmentation method; `mixed` picks one of the others for each variant. */
export type AugmentMethod = (typeof AUGMENT_METHODS)[number];

/** Options of {@link augment}. */
export interface AugmentOptions {
  /** How many variants (1 to 50, default 3). */
  readonly n?: number;
  /** How to change the text (default `mixed`). */
  readonly method?: AugmentMethod;
  /** Seed: the same text, options and seed give the same variants (default 0). */
  readonly seed?: number;
}

/** A token of the text and the whitespace that followed it. */
interface Slot {
  readonly text: string;
  readonly space: string;
  readonly word: boolean;
}

const embeddings = lazy(bundledEmbeddings);
const neighbourCache = new Map<string, readonly string[]>();

/** The word's dominant part of speech in the corpus (noun, verb, adjective), or `?` when unknown. */
function partOfSpeech(word: string): string {
  const p = termStats().pos.get(word);
  if (!p || Math.max(...p) < 0.5) return '?';
  return 'nva'[p.indexOf(Math.max(...p))] as string;
}

/**
 * Embedding neighbours that can stand in for a word: mutual top-10 neighbours with cosine ≥ 0.8, the same
 * dominant part of speech, a different stem, and seen in at least five corpus sentences.
 */
function embeddingNeighbours(word: string): readonly string[] {
  const cached = neighbourCache.get(word);
  if (cached) return cached;
  const e = embeddings();
  const pos = partOfSpeech(word);
  const out = !e.has(word) || pos === '?' ? [] : e.mostSimilar(word, 10)
    .filter((n) => n.similarity >= 0.8 && /^\p{L}+$/u.test(n.word) && (termStats().df.get(n.word) ?? 0) >= 5)
    .filter((n) => partOfSpeech(n.word) === pos && stemWord(n.word) !== stemWord(word) && !n.word.includes(word) && !word.includes(n.word))
    .filter((n) => e.mostSimilar(n.word, 10).some((m) => m.word === word))
    .map((n) => n.word);
  if (neighbourCache.size >= 5_000) neighbourCache.clear();
  neighbourCache.set(word, out);
  return out;
}

/** Words that can replace `word`: the team's synonym lists first, then embedding neighbours. */
function synonymsOf(word: string): readonly string[] {
  const lower = word.toLowerCase();
  if (nonKeywords().has(lower)) return [];
  return synonymMap().get(lower) ?? embeddingNeighbours(lower);
}

function slots(text: string): Slot[] {
  const tokens = scan(text);
  return tokens.map((t, i) => ({ text: t.text, space: text.slice(t.end, tokens[i + 1]?.start ?? text.length), word: t.kind === 'word' }));
}

function render(s: readonly Slot[]): string {
  return s.map((x, i) => x.text + (i < s.length - 1 && x.space === '' && s[i + 1]?.word && x.word ? ' ' : x.space)).join('').trim();
}

function pick<T>(items: readonly T[], rand: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(rand() * items.length)];
}

/** Indices of the word slots. */
const wordIndices = (s: readonly Slot[]): number[] => s.flatMap((x, i) => (x.word ? [i] : []));

/** Keeps the capital of a sentence-initial word on its replacement. */
function matchCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) ? (replacement[0] ?? '').toUpperCase() + replacement.slice(1) : replacement;
}

/**
 * A word moved to (`initial`) or away from the start of the sentence: capitalised there, else lower-cased
 * unless it is written in capitals throughout (`KL`) or is a capitalised name in the middle of the text.
 */
function caseAt(initial: boolean, word: string): string {
  if (initial) return (word[0] ?? '').toUpperCase() + word.slice(1);
  return /^\p{Lu}\p{Ll}+$/u.test(word) && !termStats().df.has(word.toLowerCase()) ? word : word === word.toUpperCase() && word.length > 1 ? word : word.toLowerCase();
}

/** One variant by one method, or undefined when the method cannot change this text. */
function variant(base: readonly Slot[], method: Exclude<AugmentMethod, 'mixed'>, rand: () => number): Slot[] | undefined {
  const s = [...base];
  const words = wordIndices(s);
  const changes = Math.max(1, Math.round(words.length * 0.15));
  switch (method) {
    case 'synonym': {
      // 1. Replace up to 15 % of the replaceable words by a synonym.
      const replaceable = words.filter((i) => synonymsOf((s[i] as Slot).text).length > 0);
      for (let k = 0; k < changes && replaceable.length > 0; k++) {
        const i = replaceable.splice(Math.floor(rand() * replaceable.length), 1)[0] as number;
        const slot = s[i] as Slot;
        s[i] = { ...slot, text: matchCase(slot.text, pick(synonymsOf(slot.text), rand) as string) };
      }
      return s;
    }
    case 'insert': {
      // 2. Insert a synonym of a word of the text after a random word.
      const fresh = words.flatMap((i) => synonymsOf((s[i] as Slot).text)).map((w) => w.toLowerCase());
      if (fresh.length === 0) return undefined;
      const places = [...new Set(Array.from({ length: changes }, () => pick(words, rand) as number))].sort((a, b) => b - a);
      for (const after of places) {
        const prev = s[after] as Slot;
        s.splice(after, 1, { ...prev, space: ' ' }, { text: pick(fresh, rand) as string, space: prev.space, word: true });
      }
      return s;
    }
    case 'swap': {
      // 3. Swap two words.
      if (words.length < 2) return undefined;
      for (let k = 0; k < changes; k++) {
        const a = pick(words, rand) as number;
        const b = pick(words.filter((i) => i !== a), rand) as number;
        const [x, y] = [s[a] as Slot, s[b] as Slot];
        s[a] = { ...x, text: caseAt(a === words[0], y.text) };
        s[b] = { ...y, text: caseAt(b === words[0], x.text) };
      }
      return s;
    }
    case 'delete': {
      // 4. Delete each word with probability 0.15, at least one, never all.
      if (words.length < 2) return undefined;
      let drop = new Set(words.filter(() => rand() < 0.15));
      if (drop.size === 0) drop = new Set([pick(words, rand) as number]);
      if (drop.size === words.length) drop.delete(words[0] as number);
      const kept: Slot[] = [];
      for (let i = 0; i < s.length; i++) {
        const slot = s[i] as Slot;
        const last = kept[kept.length - 1];
        if (!drop.has(i)) kept.push(i === words[0] || kept.length > 0 || !drop.has(words[0] as number) ? slot : { ...slot, text: caseAt(true, slot.text) });
        else if (last) kept[kept.length - 1] = { ...last, space: slot.space };
      }
      return kept;
    }
  }
}

/**
 * Makes `n` changed copies of a text for data augmentation: `synonym` replaces words by synonyms (the
 * team's Malay/English synonym lists, then embedding neighbours of the same part of speech), `insert`
 * adds a synonym of a word somewhere, `swap` exchanges two words, `delete` drops some words, and `mixed`
 * picks a method per variant. The same seed gives the same variants; the input itself and duplicates
 * are never returned, so a text too short to change gives fewer than `n` (possibly none).
 *
 * @example
 * ```ts
 * augment('Makanan kat kedai ni sedap gila', { n: 2, method: 'synonym', seed: 1 });
 * // ['Juadah kat kedai ni sedap gila', 'Makanan kat gerai ni sedap gila'] (for example)
 * ```
 */
export function augment(text: string, options?: AugmentOptions): string[] {
  requireText(text);
  const opts = requireOptions(options);
  const n = numberOption(opts, 'n', 3, 1, 50, true);
  const method = choiceOption(opts, 'method', 'mixed', AUGMENT_METHODS);
  const rand = seeded(numberOption(opts, 'seed', 0, -(2 ** 31), 2 ** 32, true));
  const base = slots(text);
  const original = render(base);
  const out: string[] = [];
  const seen = new Set([original, text.trim()]);
  // Try a bounded number of times; each try makes one variant and keeps it if it is new.
  for (let attempt = 0; attempt < n * 12 && out.length < n; attempt++) {
    const m = method === 'mixed' ? (pick(['synonym', 'insert', 'swap', 'delete'] as const, rand) as Exclude<AugmentMethod, 'mixed'>) : method;
    const changed = variant(base, m, rand);
    if (!changed) continue;
    const result = render(changed);
    if (result === '' || seen.has(result)) continue;
    seen.add(result);
    out.push(result);
  }
  return out;
}
