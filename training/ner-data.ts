/**
 * Named-entity training and held-out data as BIO sequences over PER, ORG, LOC and MISC.
 *
 * Label maps (also in models/ner.md):
 * - IndoNLU NERGrit: PERSON→PER, PLACE→LOC, ORGANISATION→ORG.
 * - IndoNLU NERP: PPL→PER, PLC→LOC, IND→ORG, EVT→MISC, FNB→MISC.
 * - men-ner (Malaysian English news): PERSON→PER, ORGANIZATION→ORG, LOCATION/FACILITY→LOC,
 *   NORP/EVENT/PRODUCT/LAW/WORK_OF_ART→MISC; ROLE and TITLE dropped; nested spans flattened to the outermost.
 * - malaya Malay news tokens: PRN→PER, LOC/FAC→LOC, ORG/NORP→ORG (its NORP holds public bodies and parties),
 *   EVENT/LAW/ART/DOC→MISC, TIME→O.
 * - WNUT-17 (English social media): person→PER, location→LOC, corporation/group→ORG,
 *   product/creative-work→MISC.
 * - The team's Malaysian sentences (`training/data/ner/malaysian.tsv`) are written in the four labels.
 */
import type { EntityLabel } from '../src/analysis/ner.js';
import { scan, type Token } from '../src/text/tokenize.js';
import { isHeldOut, readData, readLines, readTeamTable } from './common.js';
import { malayaTokens } from './pos-data.js';
import type { TaggedSentence } from './tagger.js';

/** The entity labels, in the order the tag set lists them. */
const ENTITY_LABELS: readonly EntityLabel[] = ['LOC', 'MISC', 'ORG', 'PER'];

/**
 * The tags of the NER tagger: BIOES (begin, inside, end, single) over the four labels, `P-X` for the outside
 * word just before an `X` entity, and O. The data reads as BIO; {@link toBioes} and {@link markBeforeEntities}
 * convert it for training.
 */
export const NER_TAGS = [
  ...ENTITY_LABELS.flatMap((l) => ['B', 'I', 'E', 'S'].map((p) => `${p}-${l}`)),
  'O',
  ...ENTITY_LABELS.map((l) => `P-${l}`),
];

/**
 * BIO tags as BIOES: the last word of a longer entity becomes `E-X`, a one-word entity `S-X`. An `I-X`
 * that follows no `X` starts an entity, as `bioSpans` reads it.
 *
 * @example
 * ```ts
 * toBioes(['B-PER', 'I-PER', 'O', 'B-LOC']); // ['B-PER', 'E-PER', 'O', 'S-LOC'] ("Anwar Ibrahim ke Ipoh")
 * ```
 */
export function toBioes(tags: readonly string[]): string[] {
  return tags.map((tag, i) => {
    if (tag === 'O') return tag;
    const label = tag.slice(2);
    const before = tags[i - 1];
    const begins = tag.startsWith('B-') || before === undefined || before === 'O' || before.slice(2) !== label;
    const goesOn = tags[i + 1] === `I-${label}`;
    return `${begins ? (goesOn ? 'B' : 'S') : goesOn ? 'I' : 'E'}-${label}`;
  });
}

/**
 * Marks the outside word just before an entity with the entity's label (`O` → `P-X`), so that a first-order
 * tagger carries what came before a comma or `dan` to the name after it: in a list of places (`Ipoh , Taiping
 * dan Kuala Kangsar`) the transition from a place into `P-LOC` makes the next name a place too. `bioSpans`
 * reads `P-X` as outside.
 *
 * @example
 * ```ts
 * markBeforeEntities(['S-LOC', 'O', 'S-LOC', 'O', 'B-LOC', 'E-LOC']); // "Ipoh , Taiping dan Kuala Kangsar"
 * // ['S-LOC', 'P-LOC', 'S-LOC', 'P-LOC', 'B-LOC', 'E-LOC']
 * ```
 */
export function markBeforeEntities(tags: readonly string[]): string[] {
  return tags.map((tag, i) => {
    const next = tags[i + 1] ?? '';
    return tag === 'O' && (next.startsWith('B-') || next.startsWith('S-')) ? `P-${next.slice(2)}` : tag;
  });
}

const NERGRIT: Record<string, string> = { PERSON: 'PER', PLACE: 'LOC', ORGANISATION: 'ORG' };
const NERP: Record<string, string> = { PPL: 'PER', PLC: 'LOC', IND: 'ORG', EVT: 'MISC', FNB: 'MISC' };
const MEN: Record<string, string> = { PERSON: 'PER', ORGANIZATION: 'ORG', LOCATION: 'LOC', FACILITY: 'LOC', NORP: 'MISC', EVENT: 'MISC', PRODUCT: 'MISC', LAW: 'MISC', WORK_OF_ART: 'MISC' };
/**
 * malaya's `NORP` holds Malaysia's public bodies and parties (`UMNO`, `SPRM`, `Jabatan Peguam Negara`, `Mahkamah
 * Persekutuan`, `Polis Diraja Malaysia`: most of its 156 distinct spans), which the other sets call organisations.
 */
const MALAYA: Record<string, string> = { PRN: 'PER', LOC: 'LOC', FAC: 'LOC', ORG: 'ORG', NORP: 'ORG', EVENT: 'MISC', LAW: 'MISC', ART: 'MISC', DOC: 'MISC' };
const WNUT: Record<string, string> = { person: 'PER', location: 'LOC', corporation: 'ORG', group: 'ORG', product: 'MISC', 'creative-work': 'MISC' };

/** Sentences of a token-per-line BIO file, labels mapped (unmapped types become O). */
function readBio(map: Record<string, string>, source: string, ...path: string[]): TaggedSentence[] {
  const out: TaggedSentence[] = [];
  for (const block of readData(...path).split(/\n\s*\n/)) {
    const words: string[] = [];
    const tags: string[] = [];
    for (const line of block.split('\n')) {
      const [word, raw] = line.split('\t');
      if (!word || raw === undefined) continue;
      const tag = raw.trim();
      const type = map[tag.slice(2)];
      words.push(word);
      tags.push(tag === 'O' || type === undefined ? 'O' : `${tag.slice(0, 2)}${type}`);
    }
    if (words.length > 0) out.push({ words, tags: repairBio(tags), source });
  }
  return out;
}

/** Turns an `I-X` that does not follow `B-X`/`I-X` into `B-X` (IO data and mapping gaps). */
export function repairBio(tags: readonly string[]): string[] {
  return tags.map((t, i) => {
    if (!t.startsWith('I-')) return t;
    const prev = tags[i - 1];
    return prev !== undefined && prev !== 'O' && prev.slice(2) === t.slice(2) ? t : `B-${t.slice(2)}`;
  });
}

/** IndoNLU NERGrit: train or the published validation split. */
export function nergrit(heldOut: boolean): TaggedSentence[] {
  return readBio(NERGRIT, 'nergrit', 'indonlu-nergrit', heldOut ? 'valid_preprocess.txt' : 'train_preprocess.txt');
}

/** IndoNLU NERP: train or the published validation split. */
export function nerp(heldOut: boolean): TaggedSentence[] {
  return readBio(NERP, 'nerp', 'indonlu-nerp', heldOut ? 'valid_preprocess.txt' : 'train_preprocess.txt');
}

/** WNUT-17 English tweets: the train file, or the published dev file (never trained on). */
export function wnut(heldOut = false): TaggedSentence[] {
  return readBio(WNUT, 'wnut17', 'wnut17', heldOut ? 'emerging.dev.conll' : 'wnut17train.conll');
}

/** A men-ner article: its text and its (nested) entity spans as character offsets. */
export interface MenArticle { id: string; text: string; entities: { label: string; start: number; end: number }[] }

/**
 * Whether a men-ner PERSON span starts with a ROLE and holds a shorter PERSON (`director-general Tan Sri
 * Dr Noor Hisham Abdullah` holds `Tan Sri Dr Noor Hisham Abdullah`): NERGrit, NERP and the team set leave
 * roles out of names, so such a span gives way to the person inside it.
 *
 * @example
 * ```ts
 * // "Menteri Besar Datuk Seri Amir Hamzah": ROLE 0–13, PERSON 0–36 and 14–36
 * const all = [{ label: 'ROLE', start: 0, end: 13 }, { label: 'PERSON', start: 0, end: 36 }, { label: 'PERSON', start: 14, end: 36 }];
 * roleLed(all[1]!, all); // true
 * roleLed(all[2]!, all); // false
 * ```
 */
export function roleLed(e: MenArticle['entities'][number], all: MenArticle['entities']): boolean {
  return e.label === 'PERSON'
    && all.some((r) => r.label === 'ROLE' && r.start === e.start && r.end < e.end)
    && all.some((p) => p !== e && p.label === 'PERSON' && p.start > e.start && p.end <= e.end);
}

/** men-ner articles as tokenised sentences with BIO tags; 20 % of articles held out. */
export function menNer(heldOut: boolean): TaggedSentence[] {
  const out: TaggedSentence[] = [];
  for (const line of readLines('men-ner', 'men.jsonl')) {
    const article = JSON.parse(line) as MenArticle;
    if (isHeldOut('men-ner', article.id, 0.2) !== heldOut) continue;
    // 1. Outermost spans of the kept types (longest first; overlapping ones dropped), except that a person
    //    led by a role holding a shorter person is dropped for it: the name keeps its titles, not the role.
    const spans = article.entities
      .filter((e) => MEN[e.label] !== undefined && !roleLed(e, article.entities))
      .sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
    const kept: { start: number; end: number; type: string }[] = [];
    for (const e of spans) if (!kept.some((k) => e.start < k.end && k.start < e.end)) kept.push({ start: e.start, end: e.end, type: MEN[e.label] as string });
    // 2. Tokens, tagged by the span they fall in; sentences end at . ! ? tokens.
    let words: string[] = [];
    let tags: string[] = [];
    let prevSpan: object | undefined;
    for (const token of scan(article.text)) {
      const span = kept.find((k) => token.start >= k.start && token.end <= k.end);
      words.push(token.text);
      tags.push(span ? `${span === prevSpan ? 'I' : 'B'}-${span.type}` : 'O');
      prevSpan = span;
      if (token.kind === 'punct' && /^[.!?]+$/.test(token.text) && !span) {
        out.push({ words, tags, source: 'men-ner' });
        words = [];
        tags = [];
      }
    }
    if (words.length > 0) out.push({ words, tags, source: 'men-ner' });
  }
  return out;
}

/** The malaya Malay news tokens as NER data (IO tags made BIO); 20 % of sentences held out. */
export function malayaNer(heldOut: boolean): TaggedSentence[] {
  return malayaTokens()
    .filter((s) => isHeldOut('malaya-tokens', s.key, 0.2) === heldOut)
    .map((s) => {
      const io = s.ner.map((t) => (MALAYA[t] === undefined ? 'O' : `I-${MALAYA[t]}`));
      return { words: s.words, tags: repairBio(io), source: 'malaya' };
    });
}

/**
 * The entities of a team table row, `name|LABEL` joined by `;` (`training/data/ner/*.tsv`); empty for none.
 *
 * @example
 * ```ts
 * entityList('Encik Kamal|PER;Tenaga Nasional|ORG'); // [{ name: 'Encik Kamal', label: 'PER' }, { name: 'Tenaga Nasional', label: 'ORG' }]
 * ```
 */
export function entityList(list: string): { name: string; label: string }[] {
  return list.split(';').filter((e) => e !== '').map((e) => {
    const [name = '', label = ''] = e.split('|');
    return { name, label };
  });
}

/** An entity of a team table row found in its text: the label, its first and last token, its character offsets. */
export interface TeamEntity { readonly label: string; readonly first: number; readonly last: number; readonly start: number; readonly end: number }

/**
 * Every token-aligned occurrence of each entity of a text's entity list ({@link entityList}), with the text's
 * words, in text order. Longer names are placed first, and an occurrence inside one already placed is not
 * another entity (`cimb` inside `menara cimb`). Throws when an entity is not in the text, so a typo in the team's
 * file cannot pass silently. Training ({@link tagEntities}) and the evaluation of the team set read the tables
 * through it alike.
 *
 * @example
 * ```ts
 * entitySpans('kajang ke kajang', 'kajang|LOC').entities.map((e) => e.start); // [0, 10]
 * entitySpans('cimb kat menara cimb', 'cimb|ORG;menara cimb|LOC').entities.map((e) => e.label); // ['ORG', 'LOC']
 * ```
 */
export function entitySpans(text: string, list: string): { words: string[]; entities: TeamEntity[] } {
  const tokens = scan(text);
  const words = tokens.map((t) => t.text);
  const entities: TeamEntity[] = [];
  const named = entityList(list).map(({ name, label }) => ({ name, label, parts: scan(name).map((t) => t.text) }));
  for (const { name, label, parts } of named.sort((a, b) => b.parts.length - a.parts.length)) {
    let found = false;
    for (let i = 0; i + parts.length <= words.length; i++) {
      if (parts.length === 0 || parts.some((p, k) => words[i + k] !== p)) continue;
      found = true;
      const last = i + parts.length - 1;
      if (entities.some((e) => e.first <= last && i <= e.last)) continue;
      entities.push({ label, first: i, last, start: (tokens[i] as Token).start, end: (tokens[last] as Token).end });
    }
    if (!found) throw new Error(`"${name}" is not a run of words in "${text}"`);
  }
  return { words, entities: entities.sort((a, b) => a.first - b.first) };
}

/**
 * BIO tags for a text from its entity list ({@link entitySpans}): every token-aligned occurrence of each
 * entity is tagged.
 *
 * @example
 * ```ts
 * tagEntities('weh irfan, jom pergi cheras', 'irfan|PER;cheras|LOC').tags;
 * // ['O', 'B-PER', 'O', 'O', 'O', 'B-LOC']
 * ```
 */
export function tagEntities(text: string, list: string): { words: string[]; tags: string[] } {
  const { words, entities } = entitySpans(text, list);
  const tags = words.map(() => 'O');
  for (const e of entities) for (let k = e.first; k <= e.last; k++) tags[k] = `${k === e.first ? 'B' : 'I'}-${e.label}`;
  return { words, tags };
}

/** The team's Malaysian chat, Manglish and news sentences (`training/data/ner/malaysian.tsv`; CC0). */
export function teamNer(): TaggedSentence[] {
  return readTeamTable('ner/malaysian.tsv').map(([text = '', list = '']) => ({ ...tagEntities(text, list), source: 'team' }));
}
