/**
 * Pre-ordering for Malay → English: Malay says a state with no verb (`Kereta saya rosak`), puts adjectives and
 * `itu`/`ini` after their noun (`kereta merah itu`), and chat puts its intensifier after the adjective (`mahal gila`).
 * The phrase table learnt from formal translations, whose `is` hides inside longer phrases, so the decoder wrote `My
 * car broken`, `Car red that` and `expensive really`. Before decoding, the copula English needs goes in after the
 * subject, a noun phrase closed by `itu`/`ini` takes English order, a postposed intensifier moves before its
 * adjective, a pronoun after an English noun the table does not know goes first as a possessive (`boss aku` → `my
 * boss`), and a numeral classifier English does not say goes (`tiga ekor kucing` had read `three tail cat`).
 */
import type { PosTag } from './pos.js';
import { COUNTING_WORDS, MALAY_CLASSIFIERS, VERB_PREFIXES } from '../lang/ms/classifiers.js';
import { MALAY_MULTIPLIERS, MALAY_SE_FORMS, MALAY_UNITS } from '../lang/ms/numbers.js';
import { CLAUSE_TIME_WORDS, DETERMINER_READINGS, POSSESSIVE_READINGS, POSTPOSED_DEGREE_WORDS, PREDICATE_MODIFIERS, PRONOUN_COPULAS, SUBJECT_PLACE_PREPOSITIONS } from '../lang/ms/predicates.js';

const MODIFIERS: ReadonlySet<string> = new Set(PREDICATE_MODIFIERS);
const POSTPOSED: ReadonlyMap<string, string> = new Map(Object.entries(POSTPOSED_DEGREE_WORDS));
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(SUBJECT_PLACE_PREPOSITIONS);
const TIME_WORDS: ReadonlySet<string> = new Set(CLAUSE_TIME_WORDS);
const NOUNS = new Set<PosTag>(['NOUN', 'PROPN']);
const COMMON_NOUNS = new Set<PosTag>(['NOUN']);
const ADJECTIVES = new Set<PosTag>(['ADJ']);
/** The most words before `itu`/`ini` in a noun phrase said in English order (`kedai kopi lama tu`). */
const MAX_DETERMINED = 3;
/** Tags of the words between a noun and the possessor or `itu`/`ini` closing its phrase (`cikgu baru tu`). */
const NOUN_MODIFIERS = new Set<PosTag>(['NOUN', 'PROPN', 'ADJ']);
/** Tags of a place after the subject (`kat rumah`, `ke rumah dia`, `kat sini`). */
const PLACE = new Set<PosTag>(['NOUN', 'PROPN', 'PRON', 'DET']);
/** Tags after which a clause starts afresh (`…, tapi makanan dia sedap`). */
const CLAUSE_BREAKS = new Set<PosTag>(['PUNCT', 'CCONJ', 'SCONJ']);
/** What may follow a predicate that ends its clause. */
const PREDICATE_ENDS = new Set<PosTag>(['PUNCT', 'CCONJ', 'SCONJ', 'ADV', 'PART']);

const CLASSIFIERS: ReadonlySet<string> = new Set(MALAY_CLASSIFIERS);
const COUNTS: ReadonlySet<string> = new Set([...Object.keys(MALAY_UNITS), ...Object.keys(MALAY_SE_FORMS), ...Object.keys(MALAY_MULTIPLIERS), ...COUNTING_WORDS]);
/** A Malay word in a verb prefix with a root of four letters or more (`dijangkiti`, `bermain`, `menyerang`). */
const DERIVED_VERB = new RegExp(`^(?:${VERB_PREFIXES.join('|')})\\p{L}{4,}$`, 'u');
/** How `se-` and a classifier read before a noun: as `sebuah`, which the table knows as "a". */
const ONE_READING = 'sebuah';

/**
 * How a classifier at `i` is read before its counted noun: `undefined` when it is no classifier there; `null` when
 * it goes unsaid after a number (`tiga ekor kucing` → `tiga kucing`); else the key to read a `se-` form by
 * (`seekor kucing` → `sebuah kucing`, "a cat"; `seorang`, which the table knows, stays).
 */
function classifierAt(keys: readonly string[], tags: readonly PosTag[], i: number): string | null | undefined {
  const key = keys[i] as string;
  if (tags[i + 1] !== 'NOUN') return undefined;
  // A derived verb the tagger took for a noun (`820,000 orang dijangkiti`) leaves `orang` as "people".
  const counted = !DERIVED_VERB.test(keys[i + 1] as string);
  if (CLASSIFIERS.has(key) && counted && i > 0 && (COUNTS.has(keys[i - 1] as string) || /^\d/u.test(keys[i - 1] as string))) return null;
  return key.startsWith('se') && key !== 'seorang' && CLASSIFIERS.has(key.slice(2)) ? ONE_READING : undefined;
}

/** The end of a run of tokens from `i` whose tags are in `tags`. */
function runEnd(tags: readonly PosTag[], i: number, wanted: ReadonlySet<PosTag>): number {
  let j = i;
  while (j < tags.length && wanted.has(tags[j] as PosTag)) j++;
  return j;
}

/**
 * A token of the reordered source: a token by its index (with the key to read it by, when that changes; `placed`
 * when the pre-ordering put it where English says it, so the decoder must not swap it back; `closes` for a
 * predicate after the copula put in, which no phrase runs on past: `sakit hari ini` had read `hurts today` after
 * `is`), or an English word the source leaves unsaid, as the words the decoder's language model chooses from.
 */
export type OrderedToken = { readonly index: number; readonly key?: string; readonly placed?: true; readonly closes?: true } | { readonly inserted: readonly string[] };

/** A clause's subject: where it ends, its copula, and what closes it. */
interface Subject {
  readonly end: number;
  readonly copula: readonly string[];
  readonly closer: PosTag | undefined;
}

/**
 * The subject opening a clause at `i`: a personal pronoun, or nouns (and adjectives) closed by a possessor or
 * `itu`/`ini` (`kereta saya`, `cikgu baru tu`), or bare nouns, either followed by one place (`makanan kat kedai tu`).
 */
function subjectAt(keys: readonly string[], tags: readonly PosTag[], i: number, modifiers: ReadonlySet<PosTag>): Subject | undefined {
  const key = keys[i] as string;
  if (tags[i] === 'PRON' && Object.hasOwn(PRONOUN_COPULAS, key)) return { end: i + 1, copula: [PRONOUN_COPULAS[key] as string], closer: 'PRON' };
  if (!NOUNS.has(tags[i] as PosTag)) return undefined;
  const plural = /^(\p{L}+)-\1$/u.test(key);
  let end = runEnd(tags, i, NOUNS);
  const modified = runEnd(tags, end, modifiers);
  const last = keys[modified] as string;
  const possessor = tags[modified] === 'PRON' && Object.hasOwn(PRONOUN_COPULAS, last);
  const demonstrative = tags[modified] === 'DET' && Object.hasOwn(DETERMINER_READINGS, last);
  let closer: PosTag | undefined = possessor ? 'PRON' : demonstrative ? 'DET' : undefined;
  if (closer) end = modified + 1;
  if (PLACE_PREPOSITIONS.has(keys[end] as string) && (NOUNS.has(tags[end + 1] as PosTag) || tags[end + 1] === 'PRON')) {
    end = runEnd(tags, end + 1, PLACE);
    closer = undefined;
  }
  return { end, copula: plural ? ['are'] : ['is', 'are'], closer };
}

/** Where the clause after a predicate at `k` goes on, past its postposed intensifiers and `lagi`. */
function afterPredicate(keys: readonly string[], k: number): number {
  let after = k + 1;
  while (POSTPOSED.has(keys[after] as string) || keys[after] === 'lagi') after++;
  return after;
}

/**
 * The copula to insert, and the predicate's index, when the clause at `i` says a state (`Kereta saya rosak`, `Saya
 * tak sihat`), else undefined. A subject not closed by a possessor or `itu`/`ini` takes one only when it opens the
 * sentence (after a conjunction a noun and adjective are mostly one phrase: `dan senjata lain`) and the adjective
 * ends its clause, time words aside (`Cuaca panas hari ini`, not `Cuaca panas di luar`); so does a noun after
 * `itu`/`ini` (`Kopi ni manis sikit`, where the tagger reads `manis` a noun). An adjective before a verb is not a
 * predicate (`Kami gembira dapat jumpa`).
 */
function copulaAt(keys: readonly string[], tags: readonly PosTag[], i: number): { subject: Subject; predicate: number } | undefined {
  return predicateAfter(keys, tags, i, NOUN_MODIFIERS) ?? predicateAfter(keys, tags, i, NOUNS);
}

/**
 * {@link copulaAt} with the subject's nouns followed by words of `modifiers` before a closing possessor or
 * `itu`/`ini`: first adjectives too (`cikgu baru tu garang`), then nouns alone (`harga minyak mahal bulan ni`, where
 * the adjective is the predicate and `bulan ni` a time).
 */
function predicateAfter(keys: readonly string[], tags: readonly PosTag[], i: number, modifiers: ReadonlySet<PosTag>): { subject: Subject; predicate: number } | undefined {
  const subject = subjectAt(keys, tags, i, modifiers);
  if (!subject || (i > 0 && !subject.closer)) return undefined;
  let k = subject.end;
  while (MODIFIERS.has(keys[k] as string)) k++;
  const noun = tags[k] === 'NOUN' && subject.closer === 'DET';
  if (tags[k] !== 'ADJ' && !noun) return undefined;
  const after = afterPredicate(keys, k);
  const next = tags[after];
  if (next === 'VERB' || next === 'AUX') return undefined;
  const ends = next === undefined || PREDICATE_ENDS.has(next) || TIME_WORDS.has(keys[after] as string);
  if ((noun || !subject.closer) && !ends) return undefined;
  return { subject, predicate: k };
}

/** What the translator knows of a word or phrase. */
export interface OrderLexicon {
  /** Whether the phrase table holds a Malay phrase. */
  readonly known: (phrase: string) => boolean;
  /** Whether a word is an English dictionary word. */
  readonly english: (word: string) => boolean;
}

const NO_LEXICON: OrderLexicon = { known: () => false, english: () => false };

/** A noun phrase closed by `itu`/`ini`: its start, where its adjectives start, its end (the determiner), its English determiner. */
interface DeterminedPhrase {
  readonly start: number;
  readonly adjectives: number;
  readonly end: number;
  readonly determiner: string;
}

/**
 * The noun phrase of common nouns and then adjectives closed by `itu`/`ini` that starts at `i` (`kereta merah itu`,
 * which English says determiner first and adjectives before their nouns: `that red car`), else undefined.
 */
function determinedPhraseAt(keys: readonly string[], tags: readonly PosTag[], i: number): DeterminedPhrase | undefined {
  if (tags[i] !== 'NOUN' || NOUN_MODIFIERS.has(tags[i - 1] as PosTag)) return undefined;
  const nouns = runEnd(tags, i, COMMON_NOUNS);
  const end = runEnd(tags, nouns, ADJECTIVES);
  const readings = DETERMINER_READINGS[keys[end] as string];
  if (tags[end] !== 'DET' || !readings || end - i > MAX_DETERMINED) return undefined;
  const plural = /^(\p{L}+)-\1$/u.test(keys[i] as string);
  return { start: i, adjectives: nouns, end, determiner: readings[plural ? 1 : 0] };
}

/**
 * The English possessive to say before an English noun the table does not know, in place of the Malay pronoun after
 * it (`boss aku` → `my boss`), else undefined.
 */
function possessiveAfter(keys: readonly string[], tags: readonly PosTag[], i: number, lexicon: OrderLexicon): readonly string[] | undefined {
  const key = keys[i] as string;
  if (!NOUNS.has(tags[i] as PosTag) || tags[i + 1] !== 'PRON' || lexicon.known(key) || !lexicon.english(key)) return undefined;
  return POSSESSIVE_READINGS[keys[i + 1] as string];
}

/**
 * The order of the tokens for decoding into English, with the copula English needs inserted; a subject's `itu` or
 * `ini` said first, and so is any other's whose noun phrase has adjectives, which go before their nouns (`kereta
 * merah itu` → `that merah kereta`; elsewhere the table reads `negara ini` well as it stands); each postposed
 * intensifier moved before its adjective, read by the word Malay puts there (`gila` as `benar-benar`), unless the
 * phrase table knows the pair as it stands (`mahal sikit` → `a bit expensive`), and both placed; a pronoun after an
 * English noun the table does not know said first as a possessive (`boss aku` → `my boss`); and a classifier after
 * a count left out, `se-` with one read as `sebuah` (`tiga ekor kucing` → `tiga kucing`, `seekor kucing` → `sebuah
 * kucing`). Each predicate after an inserted copula closes its phrase.
 *
 * @param keys - lower-case Malay words as the translator reads them
 * @param tags - their part-of-speech tags
 * @param lexicon - what the translator knows of words and phrases
 * @example
 * ```ts
 * orderMalayForEnglish(['kereta', 'saya', 'rosak'], ['NOUN', 'PRON', 'ADJ']);
 * // [{ index: 0 }, { index: 1 }, { inserted: ['is', 'are'] }, { index: 2, closes: true }]
 * orderMalayForEnglish(['saya', 'penat', 'gila'], ['PRON', 'ADJ', 'ADV']);
 * // [{ index: 0 }, { inserted: ['am'] }, { index: 2, key: 'benar-benar', placed: true }, { index: 1, placed: true, closes: true }]
 * orderMalayForEnglish(['saya', 'suka', 'kucing', 'hitam', 'itu'], ['PRON', 'VERB', 'NOUN', 'ADJ', 'DET']);
 * // [{ index: 0 }, { index: 1 }, { inserted: ['that'] }, { index: 3, placed: true }, { index: 2, placed: true }]
 * ```
 */
export function orderMalayForEnglish(keys: readonly string[], tags: readonly PosTag[], lexicon: OrderLexicon = NO_LEXICON): OrderedToken[] {
  const inserted = new Map<number, readonly string[]>();
  const fronted = new Set<number>();
  const predicates = new Set<number>();
  const subjects = new Set<number>();
  const placed = new Set<number>();
  for (let i = 0; i < keys.length; i++) {
    if (i > 0 && !CLAUSE_BREAKS.has(tags[i - 1] as PosTag)) continue;
    const found = copulaAt(keys, tags, i);
    if (!found) continue;
    const { subject } = found;
    inserted.set(subject.end, subject.copula);
    subjects.add(i);
    predicates.add(found.predicate);
  }
  const phrases = new Map<number, DeterminedPhrase>();
  for (let i = 0; i < keys.length; i++) {
    const phrase = determinedPhraseAt(keys, tags, i);
    if (phrase && (subjects.has(i) || phrase.adjectives < phrase.end)) phrases.set(i, phrase);
  }
  const order: OrderedToken[] = [];
  for (let i = 0; i < keys.length; i++) {
    const words = inserted.get(i);
    if (words) order.push({ inserted: words });
    if (fronted.has(i)) continue;
    const phrase = phrases.get(i);
    if (phrase) {
      order.push({ inserted: [phrase.determiner] });
      for (let a = phrase.adjectives; a < phrase.end; a++) {
        order.push({ index: a });
        fronted.add(a);
      }
      for (let a = phrase.start; a < phrase.end; a++) placed.add(a);
      fronted.add(phrase.end);
    }
    const possessive = possessiveAfter(keys, tags, i, lexicon);
    if (possessive) {
      order.push({ inserted: possessive });
      fronted.add(i + 1);
    }
    const counted = classifierAt(keys, tags, i);
    if (counted === null) continue;
    if (counted !== undefined) {
      order.push({ index: i, key: counted });
      continue;
    }
    const reading = POSTPOSED.get(keys[i + 1] as string);
    const intensified = tags[i] === 'ADJ' || predicates.has(i);
    if (reading !== undefined && intensified && !fronted.has(i + 1) && !MODIFIERS.has(keys[i - 1] as string) && !lexicon.known(`${keys[i] as string} ${keys[i + 1] as string}`)) {
      order.push({ index: i + 1, key: reading }, { index: i });
      placed.add(i).add(i + 1);
      i++;
    } else order.push({ index: i });
  }
  return order.map((o) => {
    if (!('index' in o)) return o;
    return { ...o, ...(placed.has(o.index) ? { placed: true as const } : {}), ...(predicates.has(o.index) ? { closes: true as const } : {}) };
  });
}
