/**
 * Features of the sequence taggers (part of speech and named entities), hashed into buckets without
 * building strings per feature: each token's word, normalised form, shape, prefixes, suffixes, gazetteer
 * and lexicon membership and vocabulary statistics are hashed once, then combined with a template id
 * and with the neighbouring tokens' hashes.
 */
import { CITIES, COUNTRIES, HONORIFICS, INSTITUTIONS, ORG_WORDS, PLACE_WORDS, STATES } from '../lang/ms/gazetteer.js';
import { FILLER_PARTICLES } from '../lang/ms/particles.js';
import { MALAY_STOPWORDS } from '../lang/ms/stopwords.js';
import { ENGLISH_STOPWORDS } from '../lang/en/stopwords.js';
import { lazy } from '../lazy.js';
import { shortformMap } from '../text/lexicon.js';
import { isStandardMalay } from '../text/respell.js';
import { hashString } from '../models/features.js';
import type { SentenceFeatures, TaggerFeatures, WordKeys } from '../models/tagger.js';

export type { SentenceFeatures, WordKeys } from '../models/tagger.js';
import { vocabulary } from '../models/vocab.js';

const FNV_PRIME = 0x01000193;

function mix(a: number, b: number): number {
  return Math.imul(a ^ (b + 0x9e3779b9 + (a << 6) + (a >>> 2)), FNV_PRIME) >>> 0;
}

/** Template ids (each a distinct hash seed). */
const T = Object.fromEntries(
  ['bias', 'w', 'raw', 'norm', 'shape', 'p1', 'p2', 'p3', 'p4', 's1', 's2', 's3', 's4', 'w-1', 'w+1', 'w-2', 'w+2',
    'w-1w', 'ww+1', 'sh-1sh', 'shsh+1', 'gaz', 'gaz-1', 'gaz+1', 'voc', 'first', 'last', 'norm-1', 'norm+1', 'lex', 'lex-1', 'lex+1', 'len',
    'tagdict', 'tagdict-1', 'tagdict+1', 'tagdict-1+1', 'sh-1', 'sh+1', 'w+1w+2', 'w-2w-1']
    .map((name) => [name, hashString(`tpl:${name}`)]),
) as Record<string, number>;

const PREFIX = [T.p1, T.p2, T.p3, T.p4] as number[];
const SUFFIX = [T.s1, T.s2, T.s3, T.s4] as number[];
const FNV_OFFSET = 0x811c9dc5;
const BOUNDARY_BEFORE = hashString('<s>');
const BOUNDARY_AFTER = hashString('</s>');

/** Gazetteer phrase kinds, by number. */
const GAZ = { none: 0, place: 1, org: 2, title: 3, country: 4, placeWord: 5, orgWord: 6 } as const;

/** A gazetteer entry: its lower-case words, its kind, and whether it counts only when written with a capital. */
interface GazetteerEntry {
  readonly words: readonly string[];
  readonly kind: number;
  readonly capitalOnly: boolean;
}

interface Gazetteer {
  /** Entries by first lower-case word, longest first. */
  readonly phrases: ReadonlyMap<string, readonly GazetteerEntry[]>;
}

/**
 * Whether a one-word gazetteer entry is also a common word that is rarely capitalised (`bernama`
 * "named", `nilai` "value", English `who`): such an entry counts only when written with a capital.
 */
function commonWord(words: readonly string[]): boolean {
  const s = words.length === 1 ? vocabulary().get(words[0] as string) : undefined;
  return s !== undefined && s.seen >= 20 && s.cap < 0.35 * s.seen;
}

const gazetteer = lazy((): Gazetteer => {
  const phrases = new Map<string, GazetteerEntry[]>();
  const add = (entries: readonly string[], kind: number): void => {
    for (const e of entries) {
      const words = e.toLowerCase().split(' ');
      const list = phrases.get(words[0] as string) ?? [];
      list.push({ words, kind, capitalOnly: commonWord(words) });
      phrases.set(words[0] as string, list);
    }
  };
  add([...STATES, ...CITIES], GAZ.place);
  add(COUNTRIES, GAZ.country);
  add(INSTITUTIONS, GAZ.org);
  add(HONORIFICS, GAZ.title);
  for (const list of phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { phrases };
});

const placeWords = lazy(() => new Set(PLACE_WORDS.map((w) => w.toLowerCase())));
const orgWords = lazy(() => new Set(ORG_WORDS.map((w) => w.toLowerCase())));
const malayFunction = lazy(() => new Set(MALAY_STOPWORDS));
const englishFunction = lazy(() => new Set(ENGLISH_STOPWORDS));
const particles = lazy(() => new Set(FILLER_PARTICLES));

/** The shape of a word: `Xxxx` → `Xx`, `KL2` → `XXd`, `3.5` → `d.d`. */
export function wordShape(word: string): string {
  let out = '';
  let last = '';
  for (let i = 0; i < word.length && out.length < 6; i++) {
    const c = word.charCodeAt(i);
    const k = c >= 65 && c <= 90 ? 'X' : c >= 97 && c <= 122 ? 'x' : c >= 48 && c <= 57 ? 'd' : c > 127 ? (word[i] === word[i]?.toUpperCase() && word[i] !== word[i]?.toLowerCase() ? 'X' : 'x') : (word[i] as string);
    if (k !== last) out += k;
    last = k;
  }
  return out;
}

/**
 * Per-token gazetteer kind (B- and I- positions coded as kind*2 and kind*2+1; 0 for none). A one-word entry
 * that is also a common word counts only when written with a capital.
 *
 * @example
 * ```ts
 * gazetteerTags(['Bernama', 'melaporkan']); // [4, 0]: the news agency, an organisation
 * gazetteerTags(['lelaki', 'bernama', 'Ali']); // [0, 0, 0]: "named", a common word
 * gazetteerTags(['kerja', 'kat', 'maybank']); // [0, 0, 4]
 * ```
 */
export function gazetteerTags(words: readonly string[]): number[] {
  const lower = words.map((w) => w.toLowerCase());
  const tags = new Array<number>(lower.length).fill(0);
  const { phrases } = gazetteer();
  for (let i = 0; i < lower.length; i++) {
    const word = lower[i] as string;
    const small = words[i] === word;
    let usable = false;
    for (const entry of phrases.get(word) ?? []) {
      if (entry.capitalOnly && small) continue;
      usable = true;
      if (entry.words.every((w, j) => lower[i + j] === w)) {
        for (let j = 0; j < entry.words.length; j++) tags[i + j] = entry.kind * 2 + (j === 0 ? 0 : 1);
        i += entry.words.length - 1;
        break;
      }
    }
    if (usable) continue;
    if (placeWords().has(word)) tags[i] = GAZ.placeWord * 2;
    else if (orgWords().has(word)) tags[i] = GAZ.orgWord * 2;
  }
  return tags;
}

/** A small code for what the vocabulary says of a word: how name-like, which language, how common. */
function vocabularyCode(lower: string): number {
  const s = vocabulary().get(lower);
  if (!s) return 99;
  const name = s.seen === 0 ? 4 : s.cap / s.seen < 0.2 ? 0 : s.cap / s.seen < 0.5 ? 1 : s.cap / s.seen < 0.8 ? 2 : 3;
  const ms = s.ms + s.id / 4 + s.web / 2000;
  const lang = ms > 3 * s.en ? 0 : s.en > 3 * ms ? 1 : 2;
  const freq = Math.min(4, Math.floor(Math.log10(1 + s.ms + s.id + s.en + s.web / 1000)));
  return name * 100 + lang * 10 + freq;
}

/**
 * Whether a word reads as a Malay root with the verb suffix `-kan` and not as a root with the noun suffix
 * `-an`: `panaskan` (`panas` + `-kan`), `matikan`, `hantarkan`, but not `tindakan` (`tindak` + `-an`). The
 * suffix letters alone cannot tell them apart; in the UD Indonesian training text, 94 % of the words this
 * holds for are verbs (the rest function words such as `sedangkan`, which their own word feature covers).
 *
 * @example
 * ```ts
 * rootPlusKan('panaskan'); // true
 * rootPlusKan('tindakan'); // false
 * ```
 */
export function rootPlusKan(lower: string): boolean {
  if (lower.length < 6 || !lower.endsWith('kan')) return false;
  return isStandardMalay(lower.slice(0, -3)) && !isStandardMalay(lower.slice(0, -2));
}

/**
 * The key under which a tag dictionary may hold the entry of root + `-kan` words it does not list itself
 * (`ROOT_KAN_ENTRY`): the tags its corpus gives such words as a class, so that an unlisted request such as
 * `matikan` or `besarkan` reads like the listed ones.
 */
export const ROOT_KAN_ENTRY = '<root+kan>';

/**
 * The key whose presence in a tag dictionary (`ROOT_NYA_ENTRY`) lets an unlisted root + `-nya` word take its
 * root's entry, marked: the POS dictionary has it (the exclamation `Sedapnya!` is an adjective, `rumahnya` a
 * noun); the NER dictionary does not (it cost the NER tagger 0.4 to 2 points of F1 on the Indonesian and
 * Malay corpora).
 */
export const ROOT_NYA_ENTRY = '<root+nya>';

/**
 * The key whose presence in a tag dictionary (`ROOT_MEN_ENTRY`) lets an unlisted word read as a verb when the
 * dictionary lists its `meN-` form as one: chat drops the prefix that formal text writes (`Jangan buang
 * sampah` for `membuang`), and `ter-` verbs share the root (`terjejas`, from `menjejaskan`). The POS
 * dictionary has it.
 */
export const ROOT_MEN_ENTRY = '<root+men>';

/**
 * The `meN-` forms of a Malay root as written, by the nasal rules: `buang` → `membuang`, `pukul` →
 * `memukul`, `tukar` → `menukar`, `sapu` → `menyapu`, `kemas` → `mengemas`, `ambil` → `mengambil`,
 * `lawat` → `melawat`.
 *
 * @example
 * ```ts
 * menForms('basuh'); // ['membasuh']
 * menForms('tolak'); // ['menolak', 'mentolak']
 * ```
 */
export function menForms(root: string): string[] {
  const c = root[0] ?? '';
  const rest = root.slice(1);
  if ('aeiou'.includes(c)) return [`meng${root}`];
  if ('bfv'.includes(c)) return [`mem${root}`];
  if (c === 'p') return [`mem${rest}`, `mem${root}`];
  if ('dcjz'.includes(c)) return [`men${root}`];
  if (c === 't') return [`men${rest}`, `men${root}`];
  if (c === 's') return root.startsWith('sy') ? [`men${root}`] : [`meny${rest}`, `men${root}`];
  if (c === 'k') return [`meng${rest}`, `meng${root}`];
  if (c === 'g' || c === 'h') return [`meng${root}`];
  return [`me${root}`];
}

/** Whether the dictionary lists a `meN-` form of the root (bare, `-kan` or `-i`) as a verb. */
function hasMenVerb(root: string, tagDictionary: ReadonlyMap<string, string>): boolean {
  if (root.length < 3 || !/^[a-z]+$/.test(root)) return false;
  return menForms(root).some((f) => [f, `${f}kan`, `${f}i`].some((v) => tagDictionary.get(v)?.includes('VERB') === true));
}

/**
 * A word's tag-dictionary entry: its own, else the root + `-kan` class entry when it is such a word and the
 * dictionary has one, else (when the dictionary holds `ROOT_NYA_ENTRY`) its root's entry marked `+nya` when it
 * is a listed root with the clitic `-nya` (`sedapnya` → `ADJ+nya`), else (when it holds `ROOT_MEN_ENTRY`) `VERB`
 * for a bare or `ter-` root whose `meN-` form is a listed verb, else `?`.
 *
 * @example
 * ```ts
 * const dict = new Map([['makan', 'VERB'], ['sedap', 'ADJ'], ['membuang', 'VERB'], [ROOT_KAN_ENTRY, 'VERB'], [ROOT_NYA_ENTRY, 'yes'], [ROOT_MEN_ENTRY, 'yes']]);
 * dictionaryEntry('matikan', dict);  // 'VERB'
 * dictionaryEntry('sedapnya', dict); // 'ADJ+nya'
 * dictionaryEntry('buang', dict);    // 'VERB' (as `membuang`)
 * dictionaryEntry('lampu', dict);    // '?'
 * ```
 */
export function dictionaryEntry(lower: string, tagDictionary: ReadonlyMap<string, string>): string {
  const entry = tagDictionary.get(lower) ?? (rootPlusKan(lower) ? tagDictionary.get(ROOT_KAN_ENTRY) : undefined);
  if (entry !== undefined) return entry;
  const nya = lower.length > NYA_MIN_LENGTH && lower.endsWith('nya') && tagDictionary.has(ROOT_NYA_ENTRY);
  const root = nya ? tagDictionary.get(lower.slice(0, -3)) : undefined;
  if (root !== undefined) return `${root}+nya`;
  if (!tagDictionary.has(ROOT_MEN_ENTRY)) return '?';
  const bare = lower.startsWith('ter') && lower.length > 6 ? lower.slice(3) : lower;
  return hasMenVerb(bare, tagDictionary) ? 'VERB' : '?';
}

/** Words with `-nya` longer than this may take their root's entry (`dianya` is too short to split safely). */
const NYA_MIN_LENGTH = 6;

/** Lexicon membership code: Malay function word, English function word, particle, root + `-kan`, or none. */
function lexiconCode(lower: string): number {
  return (malayFunction().has(lower) ? 1 : 0) | (englishFunction().has(lower) ? 2 : 0) | (particles().has(lower) ? 4 : 0) | (rootPlusKan(lower) ? 8 : 0);
}

/**
 * The keys and word-local features of one word: the word, its normalised form, shape, vocabulary and
 * lexicon codes, tag-dictionary entry and 1–4-letter prefixes and suffixes. They depend on nothing
 * around the word, so their summed weights can be remembered per word.
 *
 * @example
 * ```ts
 * wordKeys('Anwar').local.length; // 15 (bias, word, form, shape, vocabulary, lexicon, 4 + 4 affixes… )
 * ```
 */
export function wordKeys(word: string, tagDictionary?: ReadonlyMap<string, string>): WordKeys {
  const w = word.toLowerCase();
  const L = hashString(w);
  const S = hashString(wordShape(word));
  const norm = shortformMap().get(w);
  const N = norm === undefined ? L : hashString(norm.split(' ').pop() as string);
  const X = lexiconCode(w);
  const D = tagDictionary ? hashString(dictionaryEntry(w, tagDictionary)) : 0;
  const local = [T.bias as number, mix(T.w as number, L), mix(T.norm as number, N), mix(T.shape as number, S), mix(T.voc as number, vocabularyCode(w)), mix(T.lex as number, X)];
  if (tagDictionary) local.push(mix(T.tagdict as number, D));
  // Prefixes and suffixes of 1–4 letters, hashed incrementally (suffixes read from the end).
  let ph = FNV_OFFSET;
  let sh = FNV_OFFSET;
  for (let k = 0; k < 4 && k < w.length; k++) {
    ph = Math.imul(ph ^ w.charCodeAt(k), FNV_PRIME) >>> 0;
    sh = Math.imul(sh ^ w.charCodeAt(w.length - 1 - k), FNV_PRIME) >>> 0;
    local.push(mix(PREFIX[k] as number, ph), mix(SUFFIX[k] as number, sh));
  }
  return { L, S, N, X, D, local };
}

/** The most context features one token can have. */
const MAX_CONTEXT = 32;

/**
 * The context features of every token (neighbouring words, shapes, forms, lexicon codes, gazetteer
 * phrases, tag-dictionary entries, sentence position), in one flat array: token i's are
 * `ids[offsets[i]] … ids[offsets[i + 1] - 1]`, already masked to `buckets`. `window` 2 adds the words two
 * away, the neighbours' shapes alone and the word pairs on either side.
 *
 * @example
 * ```ts
 * const words = ['Datuk', 'Seri', 'Anwar'];
 * contextFeatureIds(words, words.map((w) => wordKeys(w)), 1 << 18).offsets[1]; // 14
 * ```
 */
export function contextFeatureIds(words: readonly string[], keys: readonly WordKeys[], buckets: number, hasDictionary = false, window = 1): SentenceFeatures {
  const n = words.length;
  const mask = buckets - 1;
  const G = gazetteerTags(words);
  // Each key of each word in a typed array, two boundary places padded on either side: `L[i + 2]` is word i's.
  const column = (field: 'L' | 'S' | 'N' | 'X' | 'D'): Uint32Array => {
    const out = new Uint32Array(n + 4);
    out[0] = out[1] = BOUNDARY_BEFORE;
    out[n + 2] = out[n + 3] = BOUNDARY_AFTER;
    for (let i = 0; i < n; i++) out[i + 2] = (keys[i] as WordKeys)[field];
    return out;
  };
  const L = column('L');
  const S = column('S');
  const N = column('N');
  const X = column('X');
  const D = hasDictionary ? column('D') : L;
  const gaz = new Uint32Array(n + 4);
  gaz[0] = gaz[1] = BOUNDARY_BEFORE;
  gaz[n + 2] = gaz[n + 3] = BOUNDARY_AFTER;
  for (let i = 0; i < n; i++) gaz[i + 2] = G[i] as number;
  const ids = new Int32Array(n * MAX_CONTEXT);
  const offsets = new Int32Array(n + 1);
  let p = 0;
  for (let i = 0; i < n; i++) {
    const c = i + 2;
    offsets[i] = p;
    ids[p++] = mix(T['w-1'] as number, L[c - 1] as number) & mask;
    ids[p++] = mix(T['w+1'] as number, L[c + 1] as number) & mask;
    ids[p++] = mix(mix(T['w-1w'] as number, L[c - 1] as number), L[c] as number) & mask;
    ids[p++] = mix(mix(T['ww+1'] as number, L[c] as number), L[c + 1] as number) & mask;
    ids[p++] = mix(mix(T['sh-1sh'] as number, S[c - 1] as number), S[c] as number) & mask;
    ids[p++] = mix(mix(T['shsh+1'] as number, S[c] as number), S[c + 1] as number) & mask;
    ids[p++] = mix(T.gaz as number, gaz[c] as number) & mask;
    ids[p++] = mix(T['gaz-1'] as number, gaz[c - 1] as number) & mask;
    ids[p++] = mix(T['gaz+1'] as number, gaz[c + 1] as number) & mask;
    ids[p++] = mix(T['norm-1'] as number, N[c - 1] as number) & mask;
    ids[p++] = mix(T['norm+1'] as number, N[c + 1] as number) & mask;
    ids[p++] = mix(T['lex-1'] as number, X[c - 1] as number) & mask;
    ids[p++] = mix(T['lex+1'] as number, X[c + 1] as number) & mask;
    if (hasDictionary) {
      ids[p++] = mix(T['tagdict-1'] as number, D[c - 1] as number) & mask;
      ids[p++] = mix(T['tagdict+1'] as number, D[c + 1] as number) & mask;
      ids[p++] = mix(mix(T['tagdict-1+1'] as number, D[c - 1] as number), D[c + 1] as number) & mask;
    }
    // The wider window: words two away, neighbours' shapes alone, and the word pairs on either side.
    if (window > 1) {
      ids[p++] = mix(T['w-2'] as number, L[c - 2] as number) & mask;
      ids[p++] = mix(T['w+2'] as number, L[c + 2] as number) & mask;
      ids[p++] = mix(T['sh-1'] as number, S[c - 1] as number) & mask;
      ids[p++] = mix(T['sh+1'] as number, S[c + 1] as number) & mask;
      ids[p++] = mix(mix(T['w-2w-1'] as number, L[c - 2] as number), L[c - 1] as number) & mask;
      ids[p++] = mix(mix(T['w+1w+2'] as number, L[c + 1] as number), L[c + 2] as number) & mask;
    }
    if (i === 0) ids[p++] = (T.first as number) & mask;
    if (i === n - 1) ids[p++] = (T.last as number) & mask;
  }
  offsets[n] = p;
  return { ids, offsets };
}

/**
 * Feature buckets for every token of a sentence (word-local and context features together), in one
 * flat array. `tagDictionary` (word → the tags another corpus gives it, e.g. `NOUN|VERB`) adds stacked
 * features when given.
 *
 * @example
 * ```ts
 * const f = tokenFeatureIds(['Datuk', 'Seri', 'Anwar', 'berucap'], 1 << 18);
 * f.offsets[3] - f.offsets[2]; // about 30 features for "Anwar"
 * ```
 */
export function tokenFeatureIds(words: readonly string[], buckets: number, tagDictionary?: ReadonlyMap<string, string>, window = 1): SentenceFeatures {
  const keys = words.map((w) => wordKeys(w, tagDictionary));
  const context = contextFeatureIds(words, keys, buckets, tagDictionary !== undefined, window);
  const mask = buckets - 1;
  const ids = new Int32Array(keys.reduce((n, k) => n + k.local.length, 0) + (context.offsets[words.length] as number));
  const offsets = new Int32Array(words.length + 1);
  let p = 0;
  keys.forEach((k, i) => {
    offsets[i] = p;
    for (const h of k.local) ids[p++] = h & mask;
    for (let j = context.offsets[i] as number; j < (context.offsets[i + 1] as number); j++) ids[p++] = context.ids[j] as number;
  });
  offsets[words.length] = p;
  return { ids, offsets };
}

/** Hash seeds of the domain copies of features, by domain index. */
const DOMAIN_SEEDS = Array.from({ length: 8 }, (_, d) => hashString(`domain:${d}`));

/**
 * The domain copy of a feature bucket ("frustratingly easy" domain adaptation, Daumé 2007): a tagger
 * trained on several languages sees every feature twice, once shared and once as the copy of the text's
 * domain, so it can learn what holds everywhere and what holds in one language.
 *
 * @example
 * ```ts
 * domainCopy(1234, 1, (1 << 19) - 1) !== 1234; // true
 * ```
 */
export function domainCopy(id: number, domain: number, mask: number): number {
  return mix(DOMAIN_SEEDS[domain] as number, id) & mask;
}

/**
 * Sentence features with each token's buckets followed by their domain copies.
 *
 * @example
 * ```ts
 * const f = tokenFeatureIds(['Anwar', 'berucap'], 1 << 18);
 * withDomain(f, 0, 1 << 18).ids.length === 2 * f.ids.length; // true
 * ```
 */
export function withDomain(f: SentenceFeatures, domain: number, buckets: number): SentenceFeatures {
  const n = f.offsets.length - 1;
  const mask = buckets - 1;
  const ids = new Int32Array(2 * (f.offsets[n] as number));
  const offsets = new Int32Array(n + 1);
  let p = 0;
  for (let i = 0; i < n; i++) {
    offsets[i] = p;
    const [a, b] = [f.offsets[i] as number, f.offsets[i + 1] as number];
    for (let j = a; j < b; j++) ids[p++] = f.ids[j] as number;
    for (let j = a; j < b; j++) ids[p++] = domainCopy(f.ids[j] as number, domain, mask);
  }
  offsets[n] = p;
  return { ids, offsets };
}

/**
 * The feature functions the part-of-speech and entity taggers are trained and run with (the tagger runtime
 * in `models/tagger.ts` takes them as a value, so that the model layer needs nothing of the text layer).
 *
 * @example
 * ```ts
 * loadTagger('pos.bin.gz', TAGGER_FEATURES).tags; // ['ADJ', 'ADP', …]
 * ```
 */
export const TAGGER_FEATURES: TaggerFeatures = Object.freeze({ wordKeys, contextFeatureIds, domainCopy });
