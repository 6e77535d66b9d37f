/**
 * Text similarity: sentence embeddings blended with lexical overlap, both after normalisation, so chat
 * spellings of the same words match (`sy nk mkn` ≈ `saya nak makan`) while different words stay apart.
 */
import { requireText } from '../errors.js';
import { comparable, lexicalOverlap, vectorCosine, type ComparableText } from './text-vectors.js';

/**
 * Mean cosine of the centred sentence vectors of unrelated sentences (1,000 random pairs of the held-out
 * corpus measured 0.54; `npm run eval -- similarity` reports it): cosines at or below it count as 0.
 */
const UNRELATED_COSINE = 0.54;
/**
 * Weight of the embedding part; the rest is lexical overlap. 0.4 measured best among 0.3/0.4/0.5/0.7 on the
 * team pair set (docs/accuracy.md), and keeps different words apart as the issue asks.
 */
const EMBEDDING_WEIGHT = 0.4;

/**
 * The similarity of two texts already prepared with `comparable` (see `text-vectors.ts`): the blend
 * {@link similarity} returns, for callers that compare many pairs.
 *
 * @example
 * ```ts
 * blendedSimilarity(comparable('banjir di Kelantan'), comparable('Kelantan dilanda banjir')); // ≈ 0.7
 * ```
 */
export function blendedSimilarity(a: ComparableText, b: ComparableText): number {
  const semantic = Math.max(0, (vectorCosine(a, b) - UNRELATED_COSINE) / (1 - UNRELATED_COSINE));
  return Math.min(1, EMBEDDING_WEIGHT * semantic + (1 - EMBEDDING_WEIGHT) * lexicalOverlap(a, b));
}

/**
 * How similar two texts are, from 0 (unrelated) to 1 (the same words): the blend of the cosine of their
 * sentence embeddings (rescaled so unrelated text scores 0) and their IDF-weighted word overlap, both
 * computed on normalised words. Identical texts give 1.
 *
 * @example
 * ```ts
 * similarity('sy nk mkn', 'saya nak makan'); // 1
 * similarity('x best la', 'tidak bagus'); // ≈ 0: different words (`best` is not `bagus`)
 * similarity('harga minyak naik lagi', 'pasukan bola sepak menang'); // ≈ 0
 * ```
 */
export function similarity(textA: string, textB: string): number {
  requireText(textA, 'textA');
  requireText(textB, 'textB');
  if (textA.trim() === textB.trim()) return 1;
  // 1. Normalised words of each side; the same words in any spelling mean the same text.
  const a = comparable(textA);
  const b = comparable(textB);
  if (a.words.length === 0 || b.words.length === 0) return a.words.length === b.words.length ? 1 : 0;
  if (a.words.join(' ') === b.words.join(' ')) return 1;
  // 2. Lexical overlap and rescaled embedding cosine, blended.
  return Math.round(blendedSimilarity(a, b) * 1e4) / 1e4;
}
