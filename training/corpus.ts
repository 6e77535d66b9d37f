/**
 * Corpus assembly for the corpus models (language model, embeddings, keyword document frequencies):
 * gathers the running text of one language from `corpora.ts` (which applies the data rules and marks
 * held-out rows), cleans it (markup, format placeholders, software accelerators; software interface strings
 * capped so prose is not drowned out), normalises it with the project normaliser, and removes duplicates.
 * Held-out sentences form the evaluation part (perplexity).
 */
import { normalize } from '../src/text/normalize.js';
import { log } from './common.js';
import { sentences, type CorpusLang } from './corpora.js';

/** An assembled corpus: training and held-out sentences, cleaned and normalised. */
export interface Corpus {
  readonly lang: CorpusLang;
  readonly train: readonly string[];
  readonly heldOut: readonly string[];
  /** Sizes, for model cards. */
  readonly stats: { sentences: number; tokens: number; characters: number; duplicates: number; dropped: number; bySource: Record<string, number> };
}

/** Removes software-string debris: markup, printf/Fluent placeholders, accelerators, entities. */
export function cleanSentence(text: string): string {
  return text
    .replace(/<[^>]{1,80}>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/%(\d+\$)?[-+ #0]*\d*(\.\d+)?[sdifuxXcp%]|\{\{?[^}]{0,40}\}\}?|\$\d+|\\n|\\t/g, ' ')
    .replace(/(^|\s)_(?=\p{L})/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Software strings (Debian/Mozilla) dominate the Malay text but are short interface labels; the corpus keeps
 * at most this many of them, preferring none shorter than four words, so running prose is not drowned out.
 */
const SOFTWARE_CAP = 25_000;
const SOFTWARE = /^debian-l10n-/;

/** Whether a cleaned sentence is worth keeping: some letters, not mostly symbols, not a bare identifier. */
function keep(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 8 && letters / text.length > 0.6 && /\s/.test(text) && !/^[\w.-]+\.[a-z]{2,4}$/i.test(text);
}

const cache = new Map<CorpusLang, Corpus>();

/**
 * The assembled corpus of one language (built once per process).
 *
 * @example
 * ```ts
 * assembleCorpus('ms').train.length; // Malay training sentences, normalised and de-duplicated
 * ```
 */
export function assembleCorpus(lang: CorpusLang): Corpus {
  const hit = cache.get(lang);
  if (hit) return hit;
  const seen = new Set<string>();
  const train: string[] = [];
  const heldOut: string[] = [];
  const bySource: Record<string, number> = {};
  let duplicates = 0;
  let dropped = 0;
  let tokens = 0;
  let characters = 0;
  let software = 0;
  for (const s of sentences([lang])) {
    // 1. Clean; drop debris, and software labels beyond the cap or under four words.
    const cleaned = cleanSentence(s.text);
    const isSoftware = SOFTWARE.test(s.source);
    if (!keep(cleaned) || (isSoftware && !s.heldOut && (software >= SOFTWARE_CAP || cleaned.split(' ').length < 4))) {
      dropped++;
      continue;
    }
    if (isSoftware && !s.heldOut) software++;
    // 2. Normalise (Malay chat spellings → standard; the normaliser leaves other languages alone).
    const text = lang === 'ms' ? normalize(cleaned) : cleaned;
    // 3. De-duplicate on a case- and punctuation-insensitive key.
    const key = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    (s.heldOut ? heldOut : train).push(text);
    bySource[s.source] = (bySource[s.source] ?? 0) + 1;
    tokens += text.split(/\s+/).length;
    characters += text.length;
  }
  const corpus: Corpus = { lang, train, heldOut, stats: { sentences: train.length + heldOut.length, tokens, characters, duplicates, dropped, bySource } };
  log(`corpus ${lang}: ${train.length} training + ${heldOut.length} held-out sentences, ${tokens} tokens, ${(characters / 1e6).toFixed(2)} M characters (${duplicates} duplicates, ${dropped} dropped)`);
  cache.set(lang, corpus);
  return corpus;
}

/** A one-paragraph description of a corpus for model cards. */
export function describeCorpus(c: Corpus): string {
  const sources = Object.entries(c.stats.bySource).sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s} ${n}`).join(', ');
  return `${c.stats.sentences} sentences after cleaning, normalisation and de-duplication (${c.stats.tokens} tokens, ${(c.stats.characters / 1e6).toFixed(2)} M characters; ${c.stats.duplicates} duplicates and ${c.stats.dropped} fragments removed): ${c.train.length} for training, ${c.heldOut.length} held out. By source: ${sources}.`;
}
