/**
 * Corpus term statistics (`models/keywords.tsv.gz`): document frequencies, how often each word is a noun,
 * verb or adjective, and the phrases kept whole. Shared by keywords, similarity and summarisation.
 */
import { MALAYSIAN_COMPOUNDS } from '../lang/ms/compounds.js';
import { CITIES, COUNTRIES, INSTITUTIONS, STATES } from '../lang/ms/gazetteer.js';
import { lazy } from '../lazy.js';
import { expectModel, readModelText } from './loader.js';

/** The statistics of `models/keywords.tsv.gz` with the team's compounds and gazetteer names added. */
export interface TermStats {
  readonly docs: number;
  readonly df: ReadonlyMap<string, number>;
  /** Share of a word's corpus occurrences tagged noun, verb and adjective (0..1). */
  readonly pos: ReadonlyMap<string, readonly [number, number, number]>;
  /** Phrases kept whole (learnt collocations, compounds, gazetteer names), by first word. */
  readonly phrases: ReadonlyMap<string, readonly (readonly string[])[]>;
}

/**
 * The term statistics, loaded on first use.
 *
 * @example
 * ```ts
 * termStats().df.get('makan'); // how many corpus sentences contain `makan`
 * ```
 */
export const termStats = lazy((): TermStats => {
  const lines = readModelText('keywords.tsv.gz').split('\n');
  const head = lines[0]?.split('\t');
  expectModel(head?.[0] === '#docs' && Number(head[1]) > 0, 'keywords.tsv.gz', 'a "#docs" header');
  const df = new Map<string, number>();
  const pos = new Map<string, [number, number, number]>();
  const phrases = new Map<string, string[][]>();
  const addPhrase = (words: string[]): void => {
    const list = phrases.get(words[0] as string) ?? [];
    if (!list.some((p) => p.join(' ') === words.join(' '))) list.push(words);
    phrases.set(words[0] as string, list);
  };
  for (let i = 1; i < lines.length; i++) {
    const cols = (lines[i] as string).split('\t');
    if (cols.length < 2) continue;
    const term = cols[0] as string;
    df.set(term, Number(cols[1]));
    if (term.includes(' ')) addPhrase(term.split(' '));
    else pos.set(term, [Number(cols[2]) / 100, Number(cols[3]) / 100, Number(cols[4]) / 100]);
  }
  for (const name of [...STATES, ...CITIES, ...COUNTRIES, ...INSTITUTIONS, ...MALAYSIAN_COMPOUNDS]) {
    const words = name.toLowerCase().split(' ');
    if (words.length > 1) addPhrase(words);
  }
  for (const list of phrases.values()) list.sort((a, b) => b.length - a.length);
  return { docs: Number(head?.[1]), df, pos, phrases };
});

/**
 * Smoothed inverse document frequency of a word or phrase in the corpus: ln((N+1)/(df+1)) + 1.
 *
 * @example
 * ```ts
 * idf('yang') < idf('durian'); // true
 * ```
 */
export function idf(term: string): number {
  const s = termStats();
  return Math.log((s.docs + 1) / ((s.df.get(term) ?? 0) + 1)) + 1;
}
