/**
 * Tunes the decoder's weights for chrF on the tuning pairs by coordinate ascent: each weight in turn tries
 * a few multiples of its value and keeps the best, for two rounds.
 */
import { translateSentence } from '../src/analysis/translate.js';
import { DEFAULT_WEIGHTS, type DecoderWeights, type Direction, type PhraseTable } from '../src/models/phrase-table.js';
import { chrF } from '../eval/mt-metrics.js';
import type { ParallelPair } from './parallel.js';

type Key = 'tm0' | 'tm1' | 'tm2' | 'tm3' | 'lm' | 'word' | 'phrase' | 'swap' | 'unknown';
const KEYS: Key[] = ['lm', 'tm0', 'tm1', 'tm2', 'tm3', 'word', 'phrase', 'swap', 'unknown'];

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

/** The tuned weights of one direction. */
export function tuneWeights(table: PhraseTable, dir: Direction, pairs: readonly ParallelPair[]): DecoderWeights {
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
