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
import { hashString } from './features.js';
import { vocabulary } from './vocab.js';

const FNV_PRIME = 0x01000193;

function mix(a: number, b: number): number {
  return Math.imul(a ^ (b + 0x9e3779b9 + (a << 6) + (a >>> 2)), FNV_PRIME) >>> 0;
}

/** Template ids (each a distinct hash seed). */
const T = Object.fromEntries(
  ['bias', 'w', 'raw', 'norm', 'shape', 'p1', 'p2', 'p3', 'p4', 's1', 's2', 's3', 's4', 'w-1', 'w+1', 'w-2', 'w+2',
    'w-1w', 'ww+1', 'sh-1sh', 'shsh+1', 'gaz', 'gaz-1', 'gaz+1', 'voc', 'first', 'last', 'norm-1', 'norm+1', 'lex', 'lex-1', 'lex+1', 'len',
    'tagdict', 'tagdict-1', 'tagdict+1', 'tagdict-1+1']
    .map((name) => [name, hashString(`tpl:${name}`)]),
) as Record<string, number>;

const PREFIX = [T.p1, T.p2, T.p3, T.p4] as number[];
const SUFFIX = [T.s1, T.s2, T.s3, T.s4] as number[];
const FNV_OFFSET = 0x811c9dc5;
const BOUNDARY_BEFORE = hashString('<s>');
const BOUNDARY_AFTER = hashString('</s>');

/** Gazetteer phrase kinds, by number. */
const GAZ = { none: 0, place: 1, org: 2, title: 3, country: 4, placeWord: 5, orgWord: 6 } as const;

interface Gazetteer {
  /** Multi-word and single-word entries by first lower-case word: [words, kind]. */
  readonly phrases: ReadonlyMap<string, readonly [readonly string[], number][]>;
}

const gazetteer = lazy((): Gazetteer => {
  const phrases = new Map<string, [string[], number][]>();
  const add = (entries: readonly string[], kind: number): void => {
    for (const e of entries) {
      const words = e.toLowerCase().split(' ');
      const list = phrases.get(words[0] as string) ?? [];
      list.push([words, kind]);
      phrases.set(words[0] as string, list);
    }
  };
  add([...STATES, ...CITIES], GAZ.place);
  add(COUNTRIES, GAZ.country);
  add(INSTITUTIONS, GAZ.org);
  add(HONORIFICS, GAZ.title);
  for (const list of phrases.values()) list.sort((a, b) => b[0].length - a[0].length);
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

/** Per-token gazetteer kind (B- and I- positions coded as kind*2 and kind*2+1). */
function gazetteerTags(lower: readonly string[]): number[] {
  const tags = new Array<number>(lower.length).fill(0);
  const { phrases } = gazetteer();
  for (let i = 0; i < lower.length; i++) {
    const entries = phrases.get(lower[i] as string);
    if (!entries) {
      if (placeWords().has(lower[i] as string)) tags[i] = GAZ.placeWord * 2;
      else if (orgWords().has(lower[i] as string)) tags[i] = GAZ.orgWord * 2;
      continue;
    }
    for (const [words, kind] of entries) {
      if (words.every((w, j) => lower[i + j] === w)) {
        for (let j = 0; j < words.length; j++) tags[i + j] = kind * 2 + (j === 0 ? 0 : 1);
        i += words.length - 1;
        break;
      }
    }
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

/** Lexicon membership code: Malay function word, English function word, particle, or none. */
function lexiconCode(lower: string): number {
  return (malayFunction().has(lower) ? 1 : 0) | (englishFunction().has(lower) ? 2 : 0) | (particles().has(lower) ? 4 : 0);
}

/** The features of a sentence: token i's buckets are `ids[offsets[i]] … ids[offsets[i + 1] - 1]`. */
export interface SentenceFeatures {
  readonly ids: Int32Array;
  readonly offsets: Int32Array;
}

/** The most features one token can have. */
const MAX_PER_TOKEN = 40;

/**
 * Feature buckets for every token of a sentence, in one flat array. `tagDictionary` (word → the tags
 * another corpus gives it, e.g. `NOUN|VERB`) adds stacked features when given.
 *
 * @example
 * ```ts
 * const f = tokenFeatureIds(['Datuk', 'Seri', 'Anwar', 'berucap'], 1 << 18);
 * f.offsets[3] - f.offsets[2]; // about 30 features for "Anwar"
 * ```
 */
export function tokenFeatureIds(words: readonly string[], buckets: number, tagDictionary?: ReadonlyMap<string, string>): SentenceFeatures {
  const n = words.length;
  const mask = buckets - 1;
  const lower = words.map((w) => w.toLowerCase());
  const L = lower.map((w) => hashString(w));
  const S = words.map((w) => hashString(wordShape(w)));
  const N = lower.map((w, i) => {
    const norm = shortformMap().get(w);
    return norm === undefined ? (L[i] as number) : hashString(norm.split(' ').pop() as string);
  });
  const G = gazetteerTags(lower);
  const X = lower.map(lexiconCode);
  const D = tagDictionary ? lower.map((w) => hashString(tagDictionary.get(w) ?? '?')) : undefined;
  const at = (arr: readonly number[], i: number): number => (i < 0 ? BOUNDARY_BEFORE : i >= n ? BOUNDARY_AFTER : (arr[i] as number));
  const ids = new Int32Array(n * MAX_PER_TOKEN);
  const offsets = new Int32Array(n + 1);
  let p = 0;
  const push = (h: number): void => {
    ids[p++] = h & mask;
  };
  for (let i = 0; i < n; i++) {
    const w = lower[i] as string;
    offsets[i] = p;
    push(T.bias as number);
    push(mix(T.w as number, L[i] as number));
    push(mix(T.norm as number, N[i] as number));
    push(mix(T.shape as number, S[i] as number));
    push(mix(T['w-1'] as number, at(L, i - 1)));
    push(mix(T['w+1'] as number, at(L, i + 1)));
    push(mix(mix(T['w-1w'] as number, at(L, i - 1)), L[i] as number));
    push(mix(mix(T['ww+1'] as number, L[i] as number), at(L, i + 1)));
    push(mix(mix(T['sh-1sh'] as number, at(S, i - 1)), S[i] as number));
    push(mix(mix(T['shsh+1'] as number, S[i] as number), at(S, i + 1)));
    push(mix(T.gaz as number, G[i] as number));
    push(mix(T['gaz-1'] as number, at(G, i - 1)));
    push(mix(T['gaz+1'] as number, at(G, i + 1)));
    push(mix(T.voc as number, vocabularyCode(w)));
    push(mix(T['norm-1'] as number, at(N, i - 1)));
    push(mix(T['norm+1'] as number, at(N, i + 1)));
    push(mix(T.lex as number, X[i] as number));
    push(mix(T['lex-1'] as number, at(X, i - 1)));
    push(mix(T['lex+1'] as number, at(X, i + 1)));
    if (D) {
      push(mix(T.tagdict as number, D[i] as number));
      push(mix(T['tagdict-1'] as number, at(D, i - 1)));
      push(mix(T['tagdict+1'] as number, at(D, i + 1)));
      push(mix(mix(T['tagdict-1+1'] as number, at(D, i - 1)), at(D, i + 1)));
    }
    if (i === 0) push(T.first as number);
    if (i === n - 1) push(T.last as number);
    // Prefixes and suffixes of 1–4 letters, hashed incrementally (suffixes read from the end).
    let ph = FNV_OFFSET;
    let sh = FNV_OFFSET;
    for (let k = 0; k < 4 && k < w.length; k++) {
      ph = Math.imul(ph ^ w.charCodeAt(k), FNV_PRIME) >>> 0;
      sh = Math.imul(sh ^ w.charCodeAt(w.length - 1 - k), FNV_PRIME) >>> 0;
      push(mix(PREFIX[k] as number, ph));
      push(mix(SUFFIX[k] as number, sh));
    }
  }
  offsets[n] = p;
  return { ids, offsets };
}
