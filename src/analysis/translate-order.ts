/**
 * Pre-ordering for English → Malay: Malay puts the possessor after its noun phrase (`my favourite food` → `makanan
 * kegemaran saya`), which the decoder's swaps of two adjacent phrases reach only when the phrase table holds the
 * whole pair; at the start of a sentence the Malay language model preferred `Saya suka kucing…` (`My cat likes…`).
 * Moving the possessive after its noun phrase before decoding leaves the decoder the modifier swaps it does well.
 * Malay also says no copula before an adjective, so a present `is`, `are` or `am` there goes.
 */
import type { PosTag } from './pos.js';
import { ADVERB_LIKE_ADJECTIVES, ENGLISH_PRESENT_COPULAS } from '../lang/en/copulas.js';
import { ENGLISH_PHRASE_BREAKERS } from '../lang/en/phrase-breakers.js';

/**
 * English possessive determiners. `her` is also an object pronoun, so it moves only when no verb stands before it.
 *
 * @example
 * ```ts
 * POSSESSIVE_KEYS.has('my'); // true
 * ```
 */
export const POSSESSIVE_KEYS: ReadonlySet<string> = new Set(['my', 'your', 'his', 'her', 'our', 'their']);

/** Tags a possessed noun phrase runs over; it must end on a noun. */
const NOUN_PHRASE = new Set<PosTag>(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const HEAD = new Set<PosTag>(['NOUN', 'PROPN']);
const BREAKERS: ReadonlySet<string> = new Set(ENGLISH_PHRASE_BREAKERS);

/**
 * The order of the tokens, each possessive moved after the noun phrase it opens (`my old car is` → `old car my is`).
 *
 * @param keys - lower-case token texts
 * @param tags - the tokens' part-of-speech tags
 * @example
 * ```ts
 * possessivesAfterNoun(['my', 'cat', 'sleeps'], ['PRON', 'NOUN', 'VERB']); // [1, 0, 2]
 * ```
 * @returns the token indices in their new order
 */
export function possessivesAfterNoun(keys: readonly string[], tags: readonly PosTag[]): number[] {
  const order: number[] = [];
  for (let i = 0; i < keys.length; i++) {
    let end = i + 1;
    while (end < keys.length && NOUN_PHRASE.has(tags[end] as PosTag) && !BREAKERS.has(keys[end] as string)) end++;
    const before = tags[i - 1];
    const moves = POSSESSIVE_KEYS.has(keys[i] as string) && end > i + 1 && HEAD.has(tags[end - 1] as PosTag) && !(keys[i] === 'her' && (before === 'VERB' || before === 'AUX'));
    if (!moves) {
      order.push(i);
      continue;
    }
    for (let j = i + 1; j < end; j++) order.push(j);
    order.push(i);
    i = end - 1;
  }
  return order;
}

/**
 * English copulas, each a key of {@link ENGLISH_PRESENT_COPULAS}.
 *
 * @example
 * ```ts
 * COPULA_KEYS.has('is'); // true
 * ```
 */
export const COPULA_KEYS: ReadonlySet<string> = new Set(ENGLISH_PRESENT_COPULAS);
/** Tags that may stand between a copula and its adjective (`is very`, `is not`, `isn't`). */
const BETWEEN = new Set<PosTag>(['ADV', 'PART']);
/** Tags after an adjective that make it a noun's modifier rather than the predicate (`is good food`). */
const MODIFIED = new Set<PosTag>(['NOUN', 'PROPN', 'ADJ', 'NUM']);
const ADVERB_LIKE: ReadonlySet<string> = new Set(ADVERB_LIKE_ADJECTIVES);

/**
 * The copulas Malay leaves unsaid: a present `is`, `are` or `am` before an adjective that ends its phrase (`the
 * bus is late again` → `the bus late again`), for the decoder to read as `Bas lambat lagi` rather than `Bas adalah
 * lambat`.
 *
 * @param keys - lower-case token texts
 * @param tags - the tokens' part-of-speech tags
 * @example
 * ```ts
 * copulasBeforeAdjectives(['the', 'room', 'is', 'very', 'dirty'], ['DET', 'NOUN', 'AUX', 'ADV', 'ADJ']); // Set {2}
 * copulasBeforeAdjectives(['this', 'is', 'good', 'food'], ['PRON', 'AUX', 'ADJ', 'NOUN']); // Set {}
 * copulasBeforeAdjectives(['the', 'bus', 'is', 'late', 'again'], ['DET', 'NOUN', 'AUX', 'ADV', 'ADV']); // Set {2}
 * ```
 * @returns the indices of the copulas to drop
 */
export function copulasBeforeAdjectives(keys: readonly string[], tags: readonly PosTag[]): Set<number> {
  const dropped = new Set<number>();
  for (let i = 1; i < keys.length; i++) {
    if (!COPULA_KEYS.has(keys[i] as string) || tags[i] !== 'AUX') continue;
    let k = i + 1;
    while (BETWEEN.has(tags[k] as PosTag) && !ADVERB_LIKE.has(keys[k] as string)) k++;
    // Read as an adverb, such a word modifies no noun after it (`late today`).
    const adverbLike = tags[k] === 'ADV' && ADVERB_LIKE.has(keys[k] as string);
    if (adverbLike || (tags[k] === 'ADJ' && !MODIFIED.has(tags[k + 1] as PosTag))) dropped.add(i);
  }
  return dropped;
}
