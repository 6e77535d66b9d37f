/**
 * Tunes the decoder's weights for chrF on the tuning pairs: coordinate ascent (each weight in turn tries a few
 * multiples of its value and keeps the best, for two rounds) on each of a few bootstrap resamples of the pairs,
 * and the mean of the weights found (bagging). One ascent on the 252 pairs takes any gain, so any change to what
 * the decoder reads moved its weights and the held-out chrF a point either way; the mean of five is steadier.
 */
import { translateSentence } from '../src/analysis/translate.js';
import { DEFAULT_WEIGHTS, type DecoderWeights, type Direction, type PhraseTable } from '../src/models/phrase-table.js';
import { chrF } from '../eval/mt-metrics.js';
import { rng } from './common.js';
import type { ParallelPair } from './parallel.js';

type Key = 'tm0' | 'tm1' | 'tm2' | 'tm3' | 'lm' | 'word' | 'phrase' | 'swap' | 'unknown' | 'oov';
const KEYS: Key[] = ['lm', 'tm0', 'tm1', 'tm2', 'tm3', 'word', 'phrase', 'swap', 'unknown', 'oov'];

/** How many bootstrap resamples of the tuning pairs are tuned on, and the seed of the first. */
const RESAMPLES = 5;
const RESAMPLE_SEED = 100;

function get(w: DecoderWeights, k: Key): number {
  return k.startsWith('tm') ? (w.tm[Number(k[2])] as number) : (w[k as Exclude<Key, 'tm0' | 'tm1' | 'tm2' | 'tm3'>] as number);
}

function set(w: DecoderWeights, k: Key, v: number): DecoderWeights {
  if (!k.startsWith('tm')) return { ...w, [k]: v };
  const tm = [...w.tm] as [number, number, number, number];
  tm[Number(k[2])] = v;
  return { ...w, tm };
}

/** chrF of translating the pairs from `dir` with the weights. */
function score(table: PhraseTable, dir: Direction, w: DecoderWeights, pairs: readonly ParallelPair[]): number {
  const t = table.withWeights({ ms: dir === 'ms' ? w : DEFAULT_WEIGHTS, en: dir === 'en' ? w : DEFAULT_WEIGHTS });
  const hyp = pairs.map((p) => translateSentence(t, dir, dir === 'ms' ? p.msText : p.enText).text);
  return chrF(hyp, pairs.map((p) => (dir === 'ms' ? p.enText : p.msText)));
}

/** Coordinate ascent from the default weights on one set of pairs. */
function ascend(table: PhraseTable, dir: Direction, pairs: readonly ParallelPair[]): DecoderWeights {
  let best = DEFAULT_WEIGHTS;
  let bestScore = score(table, dir, best, pairs);
  for (let round = 0; round < 2; round++) {
    for (const k of KEYS) {
      const v = get(best, k);
      for (const f of [0, 0.5, 1.5, 2, -1]) {
        const candidate = set(best, k, Math.round((f === 0 ? (v === 0 ? 0.5 : 0) : v * f) * 1000) / 1000);
        const s = score(table, dir, candidate, pairs);
        if (s > bestScore + 1e-6) [best, bestScore] = [candidate, s];
      }
    }
  }
  return best;
}

/** A bootstrap resample of the pairs (as many, drawn with replacement). */
function resample(pairs: readonly ParallelPair[], seed: number): ParallelPair[] {
  const rand = rng(seed);
  return pairs.map(() => pairs[Math.floor(rand() * pairs.length)] as ParallelPair);
}

/**
 * The mean of each weight, rounded to three decimals.
 *
 * @example
 * ```ts
 * meanWeights([{ ...DEFAULT_WEIGHTS, lm: 0.3 }, { ...DEFAULT_WEIGHTS, lm: 0.6 }]).lm; // 0.45
 * ```
 */
export function meanWeights(all: readonly DecoderWeights[]): DecoderWeights {
  const mean = (k: Key): number => Math.round((all.reduce((a, w) => a + get(w, k), 0) / all.length) * 1000) / 1000;
  return KEYS.reduce((w, k) => set(w, k, mean(k)), DEFAULT_WEIGHTS);
}

/** The tuned weights of one direction: the mean of the ascents on {@link RESAMPLES} bootstrap resamples. */
export function tuneWeights(table: PhraseTable, dir: Direction, pairs: readonly ParallelPair[]): DecoderWeights {
  const found = Array.from({ length: RESAMPLES }, (_, i) => ascend(table, dir, resample(pairs, RESAMPLE_SEED + i)));
  return meanWeights(found);
}
