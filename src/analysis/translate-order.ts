/**
 * Pre-ordering for English → Malay: Malay puts the possessor after its noun phrase (`my favourite food` → `makanan
 * kegemaran saya`), which the decoder's swaps of two adjacent phrases reach only when the phrase table holds the
 * whole pair; at the start of a sentence the Malay language model preferred `Saya suka kucing…` (`My cat likes…`).
 * Moving the possessive after its noun phrase before decoding leaves the decoder the modifier swaps it does well.
 * Malay also says no copula before an adjective, so a present `is`, `are` or `am` there goes.
 */
import type { PosTag } from './pos.js';
import { ADVERB_LIKE_ADJECTIVES, ENGLISH_PRESENT_COPULAS } from '../lang/en/copulas.js';
import { CONTRACTING_WORDS, POSSESSIVE_DETERMINERS } from '../lang/en/function-words.js';
import { ENGLISH_PHRASE_BREAKERS } from '../lang/en/phrase-breakers.js';

/**
 * English possessive determiners. `her` is also an object pronoun, so it moves only when no verb stands before it.
 *
 * @example
 * ```ts
 * POSSESSIVE_KEYS.has('my'); // true
 * ```
 */
export const POSSESSIVE_KEYS: ReadonlySet<string> = new Set(POSSESSIVE_DETERMINERS);

/** Tags a possessed noun phrase runs over; it must end on a noun. */
const NOUN_PHRASE = new Set<PosTag>(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const HEAD = new Set<PosTag>(['NOUN', 'PROPN']);
const BREAKERS: ReadonlySet<string> = new Set(ENGLISH_PHRASE_BREAKERS);

/** Tags that end a clause's search for its verb. */
const CLAUSE_END = new Set<PosTag>(['PUNCT', 'CCONJ', 'SCONJ']);
/** A verb that heads a clause: not a participle (`playing`; an `-ed` form may modify a noun). */
const finiteVerb = (key: string, tag: PosTag): boolean => tag === 'AUX' || (tag === 'VERB' && !/(ing|ed)$/u.test(key));

/**
 * True when a possessed noun phrase that opens its clause has taken the clause's verb (`my child studies at
 * school`: the tagger reads a present-tense verb after a noun subject as a plural noun): the phrase after the
 * possessive at `start` runs to `end`, is two words or more and ends in an `-s` word, and nothing after it up to
 * the clause's end is a finite verb.
 */
function swallowsVerb(keys: readonly string[], tags: readonly PosTag[], start: number, end: number): boolean {
  if (end - start < 3 || !(keys[end - 1] as string).endsWith('s') || (start > 0 && !CLAUSE_END.has(tags[start - 1] as PosTag))) return false;
  for (let k = end; k < keys.length && !CLAUSE_END.has(tags[k] as PosTag); k++) if (finiteVerb(keys[k] as string, tags[k] as PosTag)) return false;
  return true;
}

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
    if (swallowsVerb(keys, tags, i, end)) end--;
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

/** English present copulas ({@link ENGLISH_PRESENT_COPULAS}). */
const COPULA_KEYS: ReadonlySet<string> = new Set(ENGLISH_PRESENT_COPULAS);
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

/** Words whose `'s` is `is` or `has`, not a genitive (`it's`, `that's`, `let's`). */
const CONTRACTED: ReadonlySet<string> = new Set(CONTRACTING_WORDS);
/** Tags an owner's phrase runs back over (`the old house's roof`), and what may open it (`the`, `my`). */
const OWNER = new Set<PosTag>(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const OWNER_OPENERS = new Set<PosTag>(['DET', 'PRON']);

/** A token's place after {@link genitivesAfterNoun}: its index, its key less `'s`, and whether it is in an owner's phrase. */
export interface OwnedOrder {
  readonly index: number;
  readonly key?: string;
  readonly owner?: true;
}

/** The owner a word names with its `'s` (`country's` → `country`), or undefined. */
function genitiveOwner(key: string): string | undefined {
  const owner = /^(\p{L}[\p{L}\p{N}-]*)'s$/u.exec(key)?.[1];
  return owner !== undefined && !CONTRACTED.has(owner) ? owner : undefined;
}

/**
 * The order of the tokens, each possessed noun phrase moved before its owner's phrase (`the country's new name`
 * → `new name the country`, for the decoder to read as `nama baharu negara`), with the owner's `'s` gone from its
 * key; Malay puts the possessor after the thing possessed, as it does a possessive ({@link possessivesAfterNoun}).
 *
 * @param keys - lower-case token texts (straight apostrophes)
 * @param tags - the tokens' part-of-speech tags
 * @example
 * ```ts
 * genitivesAfterNoun(['my', "friend's", 'house', 'is', 'far'], ['PRON', 'ADJ', 'NOUN', 'AUX', 'ADV']);
 * // [{ index: 2 }, { index: 0, owner: true }, { index: 1, key: 'friend', owner: true }, { index: 3 }, { index: 4 }]
 * ```
 * @returns the token indices in their new order, each owner's word with its key less `'s`, an owner's phrase marked
 */
export function genitivesAfterNoun(keys: readonly string[], tags: readonly PosTag[]): OwnedOrder[] {
  const order: OwnedOrder[] = keys.map((_, index) => ({ index }));
  for (let i = keys.length - 1; i >= 0; i--) {
    const owner = genitiveOwner(keys[i] as string);
    if (owner === undefined) continue;
    let end = i + 1;
    while (end < keys.length && NOUN_PHRASE.has(tags[end] as PosTag) && tags[end] !== 'PROPN' && !BREAKERS.has(keys[end] as string)) end++;
    if (end === i + 1 || tags[end - 1] !== 'NOUN') continue;
    let start = i;
    while (start > 0 && OWNER.has(tags[start - 1] as PosTag) && !genitiveOwner(keys[start - 1] as string)) start--;
    if (start > 0 && OWNER_OPENERS.has(tags[start - 1] as PosTag) && (tags[start - 1] === 'DET' || POSSESSIVE_KEYS.has(keys[start - 1] as string))) start--;
    const at = order.findIndex((o) => o.index === start);
    const upTo = at + (end - start) - 1;
    const ownerPart = order.slice(at, at + (i - start) + 1).map((o): OwnedOrder => ({ ...o, ...(o.index === i ? { key: owner } : {}), owner: true }));
    order.splice(at, upTo - at + 1, ...order.slice(at + (i - start) + 1, upTo + 1), ...ownerPart);
  }
  return order;
}

/** A token of English reordered for Malay: its index, its key when changed, and how the decoder must treat it. */
export interface EnglishOrdered {
  readonly index: number;
  /** The key to look up, when not the token's own (an owner less its `'s`). */
  readonly key?: string;
  /**
   * Never to be swapped back by the decoder: a possessive moved after the subject it opened, and an owner's phrase
   * (`Rambut Ms Kimura`, not `Ms rambutnya Kimura`).
   */
  readonly placed?: true;
  /** The moved possessive, which no phrase may run on past (`car his new`: not `his new` → `baru nya`). */
  readonly closes?: true;
}

/** Tags of a noun's modifiers before it in English (an adjective may bring the adverbs before it: `most popular`). */
const MODIFIER = new Set<PosTag>(['ADJ', 'NOUN']);

/**
 * The units of a noun phrase at `a` in `order`: adverbs with their adjective, each other word alone; adjectives
 * first, then nouns, ending on a noun.
 */
function phraseUnits(order: readonly EnglishOrdered[], keys: readonly string[], tags: readonly PosTag[], a: number): EnglishOrdered[][] {
  const units: EnglishOrdered[][] = [];
  let b = a;
  let sawNoun = false;
  const free = (o: EnglishOrdered | undefined, k: number): o is EnglishOrdered =>
    o !== undefined && !o.placed && o.key === undefined && !BREAKERS.has(keys[o.index] as string) && (k === a || o.index === (order[k - 1] as EnglishOrdered).index + 1);
  while (free(order[b], b)) {
    let c = b;
    while (free(order[c], c) && tags[(order[c] as EnglishOrdered).index] === 'ADV') c++;
    const tag = tags[(order[c] as EnglishOrdered)?.index ?? -1];
    // An adjective after a noun opens another phrase (`a new computer last month`).
    if (!free(order[c], c) || !MODIFIER.has(tag as PosTag) || (c > b && tag !== 'ADJ') || (sawNoun && tag !== 'NOUN')) break;
    sawNoun ||= tag === 'NOUN';
    units.push(order.slice(b, c + 1));
    b = c + 1;
  }
  while (units.length > 0 && tags[((units.at(-1) as EnglishOrdered[]).at(-1) as EnglishOrdered).index] !== 'NOUN') units.pop();
  return units;
}

/**
 * Noun phrases in Malay order, head first: the modifiers English puts before a noun (adjectives, with the adverbs
 * that open them, and nouns) go after it, the nearest first (`the old Japanese film` → `the film Japanese old`,
 * `a computer company` → `a company computer`, `most popular presidents` → `presidents most popular`), and are
 * placed, so the decoder does not swap them back. A phrase the table knows as it stands, alone or with a word either
 * side (`trade war`, `on the other hand`), a phrase with a word it does not know (`nasi lemak`, copied as it
 * stands), a phrase after a name (`South Korean citizenship`) and a quantifier (`many`, `several`) stay.
 */
function headsFirst(order: readonly EnglishOrdered[], keys: readonly string[], tags: readonly PosTag[], known: (phrase: string) => boolean): EnglishOrdered[] {
  const out: EnglishOrdered[] = [];
  const words = (from: number, to: number): string => order.slice(Math.max(0, from), to).map((o) => keys[o.index] as string).join(' ');
  for (let a = 0; a < order.length; a++) {
    const units = a > 0 && tags[(order[a - 1] as EnglishOrdered).index] === 'PROPN' ? [] : phraseUnits(order, keys, tags, a);
    const end = a + units.flat().length;
    // The table is asked only about a phrase of two units or more; a word it does not know is copied (`nasi
    // lemak`), and its order is its own.
    const stands = (): boolean => {
      const phrase = words(a, end);
      if (units.flat().some((o) => !known(keys[o.index] as string)) || known(phrase)) return true;
      return (a > 0 && known(`${words(a - 1, a)} ${phrase}`)) || (a > 1 && known(`${words(a - 2, a)} ${phrase}`)) || (end < order.length && known(`${phrase} ${words(end, end + 1)}`));
    };
    if (units.length < 2 || stands()) {
      out.push(order[a] as EnglishOrdered);
      continue;
    }
    for (const unit of units.reverse()) out.push(...unit.map((o) => ({ ...o, placed: true as const })));
    a = end - 1;
  }
  return out;
}

/**
 * English in Malay order: possessed noun phrases before their owners ({@link genitivesAfterNoun}), possessives
 * after their noun phrases ({@link possessivesAfterNoun}; the sentence's opening one `placed`, since the Malay
 * language model would put `saya` first again: `My boss is angry` had read `Saya bos marah`), the present copulas
 * Malay leaves unsaid gone ({@link copulasBeforeAdjectives}), and each noun phrase said head first (`a computer
 * company` → `a company computer`, for `sebuah syarikat komputer`), unless the table knows it as it stands.
 *
 * @param keys - lower-case token texts (straight apostrophes)
 * @param tags - the tokens' part-of-speech tags
 * @param known - whether the phrase table holds an English word or phrase (by default every word, no phrase)
 * @example
 * ```ts
 * orderEnglishForMalay(['my', 'boss', 'is', 'angry'], ['PRON', 'NOUN', 'AUX', 'ADJ']);
 * // [{ index: 1 }, { index: 0, placed: true, closes: true }, { index: 3 }]
 * ```
 * @returns the tokens kept, in their new order
 */
export function orderEnglishForMalay(keys: readonly string[], tags: readonly PosTag[], known: (phrase: string) => boolean = (phrase) => !phrase.includes(' ')): EnglishOrdered[] {
  // 1. The copulas to drop, read in the English order.
  const dropped = copulasBeforeAdjectives(keys, tags);
  // 2. Possessed noun phrases before their owners; an owner less its `'s` is a noun (or still a name).
  const genitive = genitivesAfterNoun(keys, tags);
  const gKeys = genitive.map((o) => o.key ?? (keys[o.index] as string));
  const gTags = genitive.map((o): PosTag => (o.key !== undefined && tags[o.index] !== 'PROPN' ? 'NOUN' : (tags[o.index] as PosTag)));
  // 3. Possessives after their noun phrases; the sentence's first word, so moved, stays where it was put.
  const order = possessivesAfterNoun(gKeys, gTags);
  const openerMoved = POSSESSIVE_KEYS.has(keys[0] as string) && genitive[0]?.index === 0 && order[0] !== 0;
  const kept = order
    .map((at) => genitive[at] as OwnedOrder)
    .filter((o) => !dropped.has(o.index))
    .map(({ index, key, owner }) => ({ index, ...(key !== undefined ? { key } : {}), ...(owner ? { placed: true as const } : {}), ...(index === 0 && openerMoved ? { placed: true as const, closes: true as const } : {}) }));
  // 4. Each noun phrase head first, its modifiers after it.
  return headsFirst(kept, keys, tags, known);
}
