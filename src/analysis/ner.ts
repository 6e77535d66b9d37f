/**
 * Named-entity recognition: people, organisations, places and other names, with character offsets.
 */
import { requireText } from '../errors.js';
import { ENGLISH_INTERJECTIONS } from '../lang/en/interjections.js';
import { COMMON_NOUN_ACRONYMS } from '../lang/ms/acronyms.js';
import { ORG_WORDS, PLACE_WORDS, ROAD_WORDS, VENUE_WORDS } from '../lang/ms/gazetteer.js';
import { MANGLISH_INTERJECTIONS } from '../lang/ms/manglish-words.js';
import { NAME_PARTICLES as NAME_PARTICLE_WORDS } from '../lang/shared/name-particles.js';
import { lazy } from '../lazy.js';
import { loadTagger } from '../models/tagger.js';
import { TAGGER_FEATURES } from './tagger-features.js';
import { shortformMap } from '../text/lexicon.js';
import type { Token } from '../text/tokenize.js';
import { taggerDomainOf } from './language.js';
import { TextDocument } from './document.js';

/** An entity label. */
export type EntityLabel = 'PER' | 'ORG' | 'LOC' | 'MISC';

/** One entity found by {@link nerTag}. */
export interface Entity {
  /** The entity as written: always `input.slice(start, end)`. */
  readonly text: string;
  readonly label: EntityLabel;
  /** Character offsets into the input. */
  readonly start: number;
  readonly end: number;
}

const model = lazy(() => loadTagger('ner.bin.gz', TAGGER_FEATURES));

/** A word with its letter runs shortened to one (`Eeee` → `e`), so stretched interjections match the list. */
const unstretched = (word: string): string => word.toLowerCase().replace(/(\p{L})\1+/gu, '$1');
const interjections = lazy(() => new Set([...MANGLISH_INTERJECTIONS, ...ENGLISH_INTERJECTIONS].map(unstretched)));
const thingAcronyms = lazy(() => new Set(COMMON_NOUN_ACRONYMS));
/** The label a capitalised head word gives the name it opens (`Universiti …` ORG, `Jalan …` and `Hospital …` LOC). */
const headLabels = lazy(() => new Map<string, string>([...ORG_WORDS.map((w) => [w, 'ORG'] as const), ...PLACE_WORDS.map((w) => [w, 'LOC'] as const), ...VENUE_WORDS.map((w) => [w, 'LOC'] as const)]));
/** Head words that name nothing alone (`Majlis`, `Hospital`); a place word may (`Padang`, `Batu`). */
const loneHeads = lazy(() => new Set([...ORG_WORDS, ...VENUE_WORDS].filter((w) => !PLACE_WORDS.includes(w))));
const roadWords = lazy(() => new Set(ROAD_WORDS));

/**
 * Whether an entity of one token is an interjection (`Eee`, `Amboi`, `Alamak` opening a sentence with a capital),
 * which the tagger can read as a name: no interjection is one.
 *
 * @example
 * ```ts
 * isInterjection('Eeee'); // true
 * isInterjection('Aminah'); // false
 * ```
 */
export function isInterjection(word: string): boolean {
  return interjections().has(unstretched(word));
}

/**
 * The tagger domains of the NER model: Malay/Indonesian and English, each cased or all lower-case. Lower-case
 * text loses the capital letters that mark names, and the lower-case training set (IndoNLU NERP) follows its
 * own conventions (government bodies are not entities there), so it gets feature copies of its own.
 */
export const NER_DOMAINS: readonly (readonly string[])[] = [['ms', 'id'], ['en'], ['ms-lc', 'id-lc'], ['en-lc']];

const UPPER = /\p{Lu}/u;

/**
 * The NER domain of scanned tokens: the language as `taggerDomainOf` judges it, with `-lc` when no word is
 * capitalised.
 *
 * @example
 * ```ts
 * nerDomainOf(scan('Anwar melawat Kota Bharu')); // 'ms'
 * nerDomainOf(scan('anwar melawat kota bharu')); // 'ms-lc'
 * ```
 */
export function nerDomainOf(tokens: readonly Token[]): string {
  return nerDomainIn(tokens, taggerDomainOf(tokens));
}

/** {@link nerDomainOf} given the tokens' tagger domain. */
function nerDomainIn(tokens: readonly Token[], lang: 'ms' | 'id' | 'en'): string {
  return tokens.some((t) => t.kind === 'word' && UPPER.test(t.text)) ? lang : `${lang}-lc`;
}

/**
 * Tokens that are never part of a name: `O` for URLs, e-mail addresses, emoji, money, dates and the like.
 *
 * @example
 * ```ts
 * fixedNerTag(scan('RM50')[0]!); // 'O'
 * fixedNerTag(scan('Ipoh')[0]!); // undefined (the tagger decides)
 * ```
 */
export function fixedNerTag(token: Token): string | undefined {
  switch (token.kind) {
    case 'url': case 'email': case 'emoji': case 'emoticon': case 'money': case 'percent': case 'date': case 'time': return 'O';
    default: return undefined;
  }
}

const X_NEGATION = /^x\p{Ll}{2,}$/u;

/**
 * The words the NER tagger reads: a Malaysian chat spelling of the team's shortform table (`tgk`, `dh`,
 * `takpe`, `xleh`) is read as the last word of its standard form, as the POS tagger reads it, since no
 * training set holds such spellings and the tagger had taken them for names (`tgk` ORG, `takpe la` PER).
 * Only spellings written in lower case (an `x`-negation in any case) and only outside Indonesian text: in
 * lower-case Indonesian news some table keys are names or abbreviations (`bca`, `ari`). Everything else is
 * read as written.
 *
 * @example
 * ```ts
 * const tokens = scan('takpe la, kitorang gerak dulu');
 * nerForms(tokens, nerDomainOf(tokens)); // ['apa', 'lah', ',', 'kitorang', 'gerak', 'dulu']
 * ```
 */
export function nerForms(tokens: readonly Token[], domain: string): string[] {
  if (domain.startsWith('id')) return tokens.map((t) => t.text);
  const shortforms = shortformMap();
  return tokens.map((t) => {
    const lower = t.text.toLowerCase();
    const standard = lower.length >= 2 ? shortforms.get(lower) : undefined;
    if (standard === undefined || (t.text !== lower && !X_NEGATION.test(lower))) return t.text;
    return standard.slice(standard.lastIndexOf(' ') + 1);
  });
}

/**
 * Spans of BIO or BIOES tags over tokens: each `B-X I-X …` run (closed by `E-X` in BIOES), and each `S-X`,
 * becomes one entity from its first token's start to its last token's end. A run the tagger left open at the
 * end of the text ends there. `O` and `P-X` (the NER tagger's outside word just before an entity) are outside.
 *
 * @example
 * ```ts
 * bioSpans(['B-PER', 'I-PER', 'O'], [{ start: 0, end: 5 }, { start: 6, end: 11 }, { start: 12, end: 14 }]);
 * // [{ label: 'PER', start: 0, end: 11 }]
 * bioSpans(['B-PER', 'E-PER', 'S-LOC'], [{ start: 0, end: 5 }, { start: 6, end: 12 }, { start: 13, end: 17 }]);
 * // [{ label: 'PER', start: 0, end: 12 }, { label: 'LOC', start: 13, end: 17 }] ("Anwar Ibrahim" "Ipoh")
 * ```
 */
export function bioSpans(tags: readonly string[], tokens: readonly { start: number; end: number }[]): { label: string; start: number; end: number; first: number; last: number }[] {
  const spans: { label: string; start: number; end: number; first: number; last: number }[] = [];
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i] as string;
    if (tag === 'O' || tag.startsWith('P-')) continue;
    const label = tag.slice(2);
    let j = i;
    if (tag.startsWith('B-') || tag.startsWith('I-')) {
      while (j + 1 < tags.length && (tags[j + 1] === `I-${label}` || tags[j + 1] === `E-${label}`)) {
        j++;
        if ((tags[j] as string).startsWith('E-')) break;
      }
    }
    spans.push({ label, start: (tokens[i] as { start: number }).start, end: (tokens[j] as { end: number }).end, first: i, last: j });
    i = j;
  }
  return spans;
}

/** Lower-case words that may open a name (`van der Sar`, `bin Ali` after a cut, `al-Attas`). */
const NAME_PARTICLES = new Set(NAME_PARTICLE_WORDS);

/**
 * A word that does not open a name in cased text: an interjection (`Eee`) or a lower-case word that is no name
 * particle (`geramnya`).
 */
function leadsInError(word: string): boolean {
  return isInterjection(word) || (/^\p{Ll}/u.test(word) && !NAME_PARTICLES.has(word.split('-')[0] as string));
}

/** A Malay verb of the meN- or ber- kind written in lower case (`merasmikan`, `berucap`). */
const LOWER_CASE_VERB = /^(?:me|ber)\p{Ll}{4,}$/u;

/** An entity as a label and the indices of its first and last words. */
type NamedSpan = { label: string; first: number; last: number };

/**
 * The entities of tagged words as `nerTag` reports them: the tagger's spans ({@link bioSpans}) less an interjection
 * read as a one-word name, and in cased text less a lower-case Malay verb at a name's end (`Sultan Perak
 * merasmikan…` had read `Sultan Perak merasmikan` as one person: a title and a place before a verb look like the
 * start of a longer name) and less the interjections and lower-case words that open a person (`Eee geramnya Ali`
 * → `Ali`; name particles such as `van` and `bin` stay, and places keep theirs: NERGrit writes `kota Bandung`).
 * A lone institution or venue word is no name (`Majlis perkahwinan…`), and a person span that such a word or a
 * place word opens or stands before is the institution or place (`Universiti Sultan Zainal Abidin` ORG; {@link
 * VENUE_WORDS}), as is a place span that an institution word opens; and in cased text an English road name is one
 * place (`Federal Highway`; {@link withRoadNames}). The corpus evaluation reads spans through this too.
 *
 * @example
 * ```ts
 * namedSpans(['B-PER', 'I-PER', 'E-PER'], ['Sultan', 'Perak', 'merasmikan'], 'ms');
 * // [{ label: 'PER', first: 0, last: 1 }]
 * ```
 */
export function namedSpans(tags: readonly string[], words: readonly string[], domain: string): NamedSpan[] {
  const positions = words.map((_, i) => ({ start: i, end: i + 1 }));
  const spans: NamedSpan[] = [];
  for (const s of bioSpans(tags, positions)) {
    if (s.first === s.last && (isInterjection(words[s.first] as string) || thingAcronyms().has((words[s.first] as string).toLowerCase()))) continue;
    if (s.first === s.last && loneHeads().has(words[s.first] as string)) continue;
    let [first, last] = [s.first, s.last];
    if (!domain.endsWith('-lc')) {
      while (last > first && LOWER_CASE_VERB.test(words[last] as string)) last--;
      while (s.label === 'PER' && first < last && leadsInError(words[first] as string)) first++;
    }
    spans.push(headed({ label: s.label, first, last }, words, spans.at(-1)?.last ?? -1));
  }
  return domain.endsWith('-lc') ? spans : withRoadNames(spans, words);
}

/** A capitalised word or a number, as a road name's words are (`Middle Ring Road 2`). */
const NAME_WORD = /^(?:\p{Lu}|\d)/u;

/**
 * Road names whose head comes last, in cased text: a run of capitalised words (and numbers) that ends in a road word
 * (`ROAD_WORDS`) is a place, less a leading `The` — a span the tagger stopped inside it is carried to the road word
 * (`Penang` of `Penang Second Bridge`), spans inside it become the one place (`Federal Highway` had read ORG), a run
 * the tagger missed is added (`Sprint Expressway`), and numbers after the road word stay with a span that had them.
 * A span that goes on past the road word into other words is a longer name and is left alone, and so is a road word
 * that opens a name (`Road Transport Department`).
 */
function withRoadNames(spans: NamedSpan[], words: readonly string[]): NamedSpan[] {
  let out = spans;
  words.forEach((word, i) => {
    if (!roadWords().has(word)) return;
    let first = i;
    while (first > 0 && NAME_WORD.test(words[first - 1] as string)) first--;
    if (words[first] === 'The') first++;
    if (first === i) return;
    const touching = out.filter((s) => s.first <= i && s.last >= first);
    if (touching.some((s) => s.last > i && !words.slice(i + 1, s.last + 1).every((w) => /^\d/.test(w)))) return;
    const last = Math.max(i, ...touching.map((s) => s.last));
    out = [...out.filter((s) => !touching.includes(s)), { label: 'LOC', first, last }].sort((a, b) => a.first - b.first);
  });
  return out;
}

/** How many capitalised words before a person span an institution or place word may stand (`Sekolah Menengah Sains …`). */
const HEAD_REACH = 4;

/**
 * A person span that an institution or place word opens, or that follows one in a run of capitalised words, as the
 * institution or place it names: `Universiti Sultan Zainal Abidin` (the tagger had read the person `Sultan Zainal
 * Abidin`), `Sekolah Menengah Sains Tuanku Jaafar`, `Syarikat Hartalega`, `Jalan Sultan Ismail`; and a place span
 * that an institution word (not a venue's) opens, as that institution (at a sentence's end the tagger read
 * `Universiti Sultan Zainal Abidin` as a place).
 */
function headed(span: NamedSpan, words: readonly string[], previous: number): NamedSpan {
  const own = headLabels().get(words[span.first] as string);
  // A place opened by an organisation word is that organisation (`Universiti Sultan Zainal Abidin`).
  if (span.label === 'LOC' && own === 'ORG') return { ...span, label: own };
  if (span.label !== 'PER') return span;
  if (own) return { ...span, label: own };
  let first = span.first;
  let head: string | undefined;
  for (let i = span.first - 1; i > previous && i >= span.first - HEAD_REACH && /^\p{Lu}/u.test(words[i] as string); i--) {
    const label = headLabels().get(words[i] as string);
    if (label) [first, head] = [i, label];
  }
  return head ? { label: head, first, last: span.last } : span;
}

/**
 * Finds the people (PER), organisations (ORG), places (LOC) and other names (MISC) in a text, with
 * character offsets into it (`text.slice(start, end) === entity.text`).
 *
 * @example
 * ```ts
 * nerTag('Datuk Seri Anwar Ibrahim melawat Kota Bharu bersama pegawai Petronas.');
 * // [{ text: 'Datuk Seri Anwar Ibrahim', label: 'PER', start: 0, end: 24 },
 * //  { text: 'Kota Bharu', label: 'LOC', start: 33, end: 43 },
 * //  { text: 'Petronas', label: 'ORG', start: 61, end: 69 }]
 * ```
 */
export function nerTag(text: string): Entity[] {
  requireText(text);
  return nerTagOf(new TextDocument(text));
}

/**
 * {@link nerTag} of an analysed document.
 *
 * @example
 * ```ts
 * nerTagOf(new TextDocument('Ali kerja di Petronas')).map((e) => e.label); // ['PER', 'ORG']
 * ```
 */
export function nerTagOf(doc: TextDocument): Entity[] {
  const { text, tokens } = doc;
  const domain = nerDomainIn(tokens, doc.taggerDomain);
  const tags = model().tag(nerForms(tokens, domain), tokens.map(fixedNerTag), domain);
  return namedSpans(tags, tokens.map((t) => t.text), domain).map((s) => {
    const start = (tokens[s.first] as Token).start;
    const end = (tokens[s.last] as Token).end;
    return { text: text.slice(start, end), label: s.label as EntityLabel, start, end };
  });
}
