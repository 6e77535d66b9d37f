/**
 * Turns the language tables of `src/lang` into frozen lookup maps, once, on first use.
 *
 * The tables are written for people (`standard: variant variant …`); this module is the only place
 * that parses them, so every algorithm reads the same data.
 *
 * @example
 * ```ts
 * shortformMap().get('dgn'); // 'dengan'
 * ```
 */
import { SHARED_SHORTFORM_TABLE, SHORTFORM_TABLE, X_NEGATION_TABLE } from '../lang/ms/shortforms.js';
import { SLANG_TABLE } from '../lang/ms/slang.js';
import { FORMAL_TABLE } from '../lang/ms/formal.js';
import { ENGLISH_MALAY_TABLE } from '../lang/ms/english-malay.js';
import { SYNONYM_TABLE } from '../lang/ms/synonyms.js';
import { CHAT_ABBREVIATION_TABLE } from '../lang/en/chat-abbreviations.js';
import { lazy as once } from '../lazy.js';
import { MALAYSIAN_COLLOQUIAL } from '../lang/ms/colloquial.js';
import { MANGLISH_WORDS } from '../lang/ms/manglish-words.js';
import { FILLER_PARTICLES, INFORMAL_PARTICLES, QUESTION_PARTICLES } from '../lang/ms/particles.js';
import { HONORIFICS } from '../lang/ms/gazetteer.js';
import { PROFANITY } from '../lang/ms/hate-lexicon.js';
import { ENGLISH_INTERJECTIONS } from '../lang/en/interjections.js';
import { MALAYSIAN_ACRONYMS } from '../lang/ms/acronyms.js';

/** One parsed line: the target and the forms that map to it. */
export interface TableEntry {
  readonly target: string;
  readonly forms: readonly string[];
}

/**
 * Parses a `target: form form …` table (lines starting with `#` are comments).
 *
 * @example
 * ```ts
 * parseVariantTable('dengan: dgn ngan'); // [{ target: 'dengan', forms: ['dgn', 'ngan'] }]
 * ```
 */
export function parseVariantTable(table: string): TableEntry[] {
  const entries: TableEntry[] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(': ');
    if (colon < 0) throw new Error(`Malformed language-table line (expected "target: forms"): ${line}`);
    entries.push({ target: line.slice(0, colon).trim(), forms: line.slice(colon + 2).trim().split(/\s+/) });
  }
  return entries;
}

/**
 * Parses a `key: value` table where the value may contain spaces.
 *
 * @example
 * ```ts
 * parsePairTable('xnak: tak nak'); // [['xnak', 'tak nak']]
 * ```
 */
export function parsePairTable(table: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(': ');
    if (colon < 0) throw new Error(`Malformed language-table line (expected "key: value"): ${line}`);
    pairs.push([line.slice(0, colon).trim(), line.slice(colon + 2).trim()]);
  }
  return pairs;
}

function invert(entries: TableEntry[], into: Map<string, string>): Map<string, string> {
  for (const { target, forms } of entries) {
    for (const form of forms) into.set(form.toLowerCase(), target);
  }
  return into;
}

/** Malay shortforms, slang, dialect spellings and `x`-negation forms → standard spelling. */
export const shortformMap = once((): ReadonlyMap<string, string> => {
  const map = invert(parseVariantTable(SHORTFORM_TABLE), new Map());
  invert(parseVariantTable(SLANG_TABLE), map);
  invert(parseVariantTable(SHARED_SHORTFORM_TABLE), map);
  for (const [form, target] of parsePairTable(X_NEGATION_TABLE)) map.set(form, target);
  return map;
});

/** The chat spellings Indonesian chat shares ({@link SHARED_SHORTFORM_TABLE}: `lom`, `tuk`). */
const sharedShortforms = once((): ReadonlySet<string> => new Set(invert(parseVariantTable(SHARED_SHORTFORM_TABLE), new Map()).keys()));

/** English chat abbreviations → expansion (used by aggressive normalisation). */
export const chatAbbreviationMap = once((): ReadonlyMap<string, string> => invert(parseVariantTable(CHAT_ABBREVIATION_TABLE), new Map()));

/** Informal Malay word or phrase → formal Malay. */
export const formalMap = once((): ReadonlyMap<string, string> => new Map(parsePairTable(FORMAL_TABLE)));

/** English word or phrase used in Manglish → standard Malay. */
export const englishMalayMap = once((): ReadonlyMap<string, string> => new Map(parsePairTable(ENGLISH_MALAY_TABLE)));

/**
 * Parses a table of comma-separated groups, one group per line, into word → the other words of its
 * groups (a word in two groups gets both).
 *
 * @example
 * ```ts
 * parseGroupTable('cantik, lawa, comel').get('lawa'); // ['cantik', 'comel']
 * ```
 */
export function parseGroupTable(table: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const group = line.split(',').map((w) => w.trim().toLowerCase()).filter((w) => w !== '');
    if (group.length < 2) throw new Error(`Malformed group-table line (expected two or more comma-separated words): ${line}`);
    for (const w of group) map.set(w, [...new Set([...(map.get(w) ?? []), ...group.filter((x) => x !== w)])]);
  }
  return map;
}

/** Team-written synonyms: word → words that can replace it. */
export const synonymMap = once((): ReadonlyMap<string, readonly string[]> => parseGroupTable(SYNONYM_TABLE));

/**
 * Words the tables treat as right as written: every word the shortform and slang tables map to, the
 * Manglish words list and the particles.
 */
export const standardTargets = once((): ReadonlySet<string> => {
  const set = new Set<string>([...MANGLISH_WORDS, ...FILLER_PARTICLES, ...QUESTION_PARTICLES]);
  for (const target of shortformMap().values()) for (const w of target.split(/[\s-]+/)) set.add(w);
  return set;
});

/**
 * Words that are right as written though no table maps to them and the vocabulary may not attest them:
 * one-word honorifics (`dato`), Malaysian acronyms written small (`lrt` is not `larut`), profanity (`kimak`
 * is not `kimia`) and English interjections (`blah`).
 * The respeller and the spelling corrector leave them alone; nothing is ever rewritten into them.
 *
 * @example
 * ```ts
 * keptAsWritten().has('dato'); // true
 * ```
 */
export const keptAsWritten = once((): ReadonlySet<string> => {
  const words = [...HONORIFICS.map((h) => h.toLowerCase().replace(/'$/, '')), ...MALAYSIAN_ACRONYMS, ...PROFANITY, ...ENGLISH_INTERJECTIONS];
  return new Set(words.filter((w) => /^[a-z]+$/.test(w)));
});

/**
 * Words only Malaysians write: the shortform, slang and `x`-negation spellings (not those Indonesian chat shares,
 * `lom`, `tuk`), the Manglish words list, the informal particles and the everyday Malaysian words of
 * `colloquial.ts` (`korang`, `dah`, `kat`) — not the standard words Indonesian shares (`tidak`, `saya`, `tak`).
 * Language identification counts them as Malay, and a text holding one as chat.
 *
 * @example
 * ```ts
 * malaysianChatWords().has('xnak'); // true
 * malaysianChatWords().has('korang'); // true
 * malaysianChatWords().has('tidak'); // false
 * malaysianChatWords().has('lom'); // false (Indonesian chat writes it too)
 * ```
 */
export const malaysianChatWords = once((): ReadonlySet<string> => new Set<string>([...[...shortformMap().keys()].filter((w) => !sharedShortforms().has(w)), ...MANGLISH_WORDS, ...INFORMAL_PARTICLES, ...MALAYSIAN_COLLOQUIAL]));
