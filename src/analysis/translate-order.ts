/**
 * Pre-ordering for English → Malay: Malay puts the possessor after its noun phrase (`my favourite food` → `makanan
 * kegemaran saya`), which the decoder's swaps of two adjacent phrases reach only when the phrase table holds the
 * whole pair; at the start of a sentence the Malay language model preferred `Saya suka kucing…` (`My cat likes…`).
 * Moving the possessive after its noun phrase before decoding leaves the decoder the modifier swaps it does well.
 */
import type { PosTag } from './pos.js';
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
