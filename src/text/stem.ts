/**
 * The Malay stemmer: affix stripping with nasal assimilation, confixes and clitics generates every
 * reading of a word (root + affixes); a linear ranker trained on the root annotations of Melayu Standard
 * Lisan (`models/stemmer.json`) picks the reading, using the vocabulary model's root and lemma
 * dictionary and frequencies as evidence.
 */
import { requireText } from '../errors.js';
import {
  INNER_PREFIXES, MEN_RULES, MIN_ROOT_LENGTH, MIN_STEM_INPUT, NEGATED_CONFIX, PEN_RULES, PLAIN_PREFIXES, STEM_CLITICS, SUFFIXES,
  type NasalRule,
} from '../lang/ms/affixes.js';
import { lazy, remembered } from '../lazy.js';
import { LEX_MS_LEMMA, LEX_MS_LISTED, LEX_MS_ROOT, englishScore, vocabulary } from '../models/vocab.js';
import { expectModel, readModelText } from '../models/loader.js';
import { isStandardMalay } from './respell.js';

/** One way of reading a word as root + affixes. */
export interface Reading {
  readonly root: string;
  /** The affixes removed, outermost first: e.g. `['nya', 'an', 'peN']` for `pengajarannya`. */
  readonly parts: readonly string[];
  /** True when a nasal prefix swallowed a letter that was put back (`memukul` → `pukul`). */
  readonly restored: boolean;
  /** True when the root was split into two words (`ketidakadilan` → `tidak adil`). */
  readonly compound?: boolean;
  /** True when that two-word root is a dictionary compound (`rumah tangga` in `berumahtangga`). */
  readonly listed?: boolean;
}

/** Prefixes that may stand inside another prefix (`memper-`, `keber-`, `diper-`, `berke-`, `mengke-`). */
const INNER = new Set(INNER_PREFIXES);

/** Strips the prefix layers (`memper-`, `meN-` with assimilation, `ber-`, `ke-`…) from a stem. */
function prefixReadings(stem: string, depth: number, out: Reading[], parts: readonly string[], restored: boolean): void {
  out.push({ root: stem, parts, restored });
  if (depth === 0) return;
  const inner = parts.some((p) => !p.startsWith('-') && !STEM_CLITICS.includes(p));
  const allowed = (name: string): boolean => !inner || INNER.has(name);
  const nasal = (rules: readonly NasalRule[], name: string): void => {
    if (!allowed(name)) return;
    for (const rule of rules) {
      if (!stem.startsWith(rule.surface)) continue;
      const rest = stem.slice(rule.surface.length);
      if (!rule.next.includes(rest[0] ?? '')) continue;
      const root = rule.restore + rest;
      if (root.length >= MIN_ROOT_LENGTH) prefixReadings(root, depth - 1, out, [...parts, name], restored || rule.restore !== '');
    }
  };
  nasal(MEN_RULES, 'meN');
  nasal(PEN_RULES, 'peN');
  for (const prefix of PLAIN_PREFIXES) {
    if (allowed(prefix) && stem.startsWith(prefix) && stem.length - prefix.length >= MIN_ROOT_LENGTH) {
      prefixReadings(stem.slice(prefix.length), depth - 1, out, [...parts, prefix], restored);
    }
  }
}

/**
 * Every reading of a lower-case word: clitics, then a suffix (or the second half of a confix), then up
 * to two prefix layers. The first reading is the word itself.
 *
 * @example
 * ```ts
 * readings('kerajaan').map((r) => r.root); // ['kerajaan', 'rajaan', …, 'keraja', 'raja', …]
 * ```
 */
export function readings(word: string, compounds: ReadonlyMap<string, string> = model().compounds): Reading[] {
  const out: Reading[] = [];
  const bases: [string, string[]][] = [[word, []]];
  // 1. Clitics and particles: `rumahnya`, `pergilah`, `bukumu`.
  for (const clitic of STEM_CLITICS) {
    if (word.endsWith(clitic) && word.length - clitic.length >= MIN_ROOT_LENGTH + 1) bases.push([word.slice(0, -clitic.length), [clitic]]);
  }
  for (const [base, parts] of bases) {
    // 2. Suffixes `-kan`, `-an`, `-i` (also the second half of confixes such as `ke-…-an`).
    const stems: [string, string[]][] = [[base, parts]];
    for (const suffix of SUFFIXES) {
      if (base.endsWith(suffix) && base.length - suffix.length >= MIN_ROOT_LENGTH + 1) stems.push([base.slice(0, -suffix.length), [...parts, `-${suffix}`]]);
    }
    // 3. Prefixes, up to two layers (`memper-kenal-kan`, `ke-ber-kesan-an`).
    for (const [stem, p] of stems) prefixReadings(stem, 2, out, p, false);
  }
  // 4. Compound roots written solid split into two words: dictionary compounds (`berumahtangga` →
  //    `rumah tangga`, `dinginbeku` → `dingin beku`), else any split into two common words of an
  //    affixed root (`penyalahgunaan` → `salah guna`).
  for (const r of out.slice()) {
    const listed = compounds.get(r.root);
    if (listed !== undefined) out.push({ ...r, root: listed, compound: true, listed: true });
    if (r.parts.length === 0 || r.root.length < 6) continue;
    for (let i = 3; i <= r.root.length - 3; i++) {
      const [a, b] = [r.root.slice(0, i), r.root.slice(i)];
      if (`${a} ${b}` !== listed && wellAttested(a) && wellAttested(b)) out.push({ ...r, root: `${a} ${b}`, compound: true });
    }
  }
  return out;
}

/** A frequent or listed Malay word (strong enough to be half of a compound root). */
function wellAttested(word: string): boolean {
  const s = vocabulary().get(word);
  return s !== undefined && (s.fm >= 3 || (s.lex & (LEX_MS_LEMMA | LEX_MS_ROOT)) !== 0) && s.web >= 1000;
}

/**
 * A word attested as Malay outside the stemmer's own training corpus: web frequency, formal text or a
 * Wordnet Bahasa lemma or Malaya word-list entry (Melayu Standard Lisan counts are left out so training and use agree).
 */
function attested(word: string): boolean {
  const s = vocabulary().get(word);
  return s !== undefined && (s.web > 0 || s.fm > 0 || (s.lex & (LEX_MS_LEMMA | LEX_MS_LISTED)) !== 0);
}

function logFrequency(word: string): number {
  const s = vocabulary().get(word);
  return s === undefined ? 0 : Math.log10(1 + s.web + s.fm * 100) / 4;
}

/** Derived forms whose attestation shows that a candidate root is productive: `di-`, `-an`, `-kan`, `ter-`, `ber-`. */
const FAMILY: readonly (readonly [string, string])[] = [['di', ''], ['', 'an'], ['', 'kan'], ['ter', ''], ['ber', '']];

/** How the features see the evidence: the trainers cross-fit the root list and hide attestation. */
export interface EvidenceView {
  /** Whether Melayu Standard Lisan annotates `word` as a root. */
  readonly isMslRoot: (word: string) => boolean;
  /** Pretend the corpora know nothing of the word and its readings (training-time dropout). */
  readonly blind: boolean;
}

function defaultMslRoot(word: string): boolean {
  const s = vocabulary().get(word);
  return s !== undefined && (s.lex & LEX_MS_ROOT) !== 0;
}

const DEFAULT_VIEW: EvidenceView = { isMslRoot: defaultMslRoot, blind: false };

/**
 * How much a string looks like a Malay root: the mean log-probability per letter under the character
 * trigram model of roots stored in `models/stemmer.json` (about -2 for `ajar`, far lower for `ngga`).
 *
 * @example
 * ```ts
 * rootShape('ajar') > rootShape('nggehi'); // true
 * ```
 */
export function rootShape(root: string, trigrams: ReadonlyMap<string, number> = model().trigrams, bigrams: ReadonlyMap<string, number> = model().bigrams): number {
  const s = `^^${root}$`;
  let total = 0;
  for (let i = 2; i < s.length; i++) {
    const context = s.slice(i - 2, i);
    const count = trigrams.get(s.slice(i - 2, i + 1)) ?? 0;
    total += Math.log2((count + 0.1) / ((bigrams.get(context) ?? 0) + 0.1 * 28));
  }
  return total / (s.length - 2);
}

/** A two-word root is judged by its halves: how root-like and how common the rarer one is. */
function compoundFeatures(r: Reading, view: EvidenceView, shape: (root: string) => number, f: Record<string, number>): void {
  const halves = r.root.split(' ');
  f[r.root.startsWith('tidak ') ? 'compound.tidak' : 'compound'] = 1;
  if (r.listed) f['compound.listed'] = 1;
  f['compound.shape'] = Math.min(...halves.map((h) => shape(h)));
  if (!view.blind) f['compound.logfreq'] = Math.min(...halves.map(logFrequency));
}

/** A one-word root (or the word itself): its length, shape and what the corpora and word lists say of it. */
function rootFeatures(word: string, r: Reading, view: EvidenceView, shape: (root: string) => number, f: Record<string, number>): void {
  const n = r.parts.length;
  const len = r.root.length;
  f[`len=${len >= 7 ? '7+' : len}`] = 1;
  f[n === 0 ? 'identity.shape' : 'root.shape'] = shape(r.root);
  if (view.blind) {
    f[n === 0 ? 'identity.blind' : 'root.blind'] = 1;
    return;
  }
  const s = vocabulary().get(r.root);
  f[n === 0 ? 'identity.logfreq' : 'root.logfreq'] = logFrequency(r.root);
  if (n > 0 && logFrequency(r.root) > logFrequency(word)) f['root.morefrequent'] = 1;
  if (n === 0 && logFrequency(word) >= 1) f['identity.common'] = 1;
  if (s && s.lex & LEX_MS_LEMMA) f[n === 0 ? 'identity.lemma' : 'root.lemma'] = 1;
  if (s && s.lex & LEX_MS_LISTED) f[n === 0 ? 'identity.listed' : 'root.listed'] = 1;
  if (view.isMslRoot(r.root)) f[n === 0 ? 'identity.mslroot' : 'root.mslroot'] = 1;
  if (!attested(r.root)) f[n === 0 ? 'identity.unattested' : 'root.unattested'] = 1;
  if (s && englishScore(r.root) >= 3 && !(s.lex & LEX_MS_LEMMA)) f['root.english'] = 1;
  // How many derived forms the root has in the corpora (`urus`: diurus, urusan, uruskan, terurus…).
  if (n > 0) f['root.family'] = FAMILY.filter(([pre, suf]) => attested(`${pre}${r.root}${suf}`)).length / FAMILY.length;
}

/**
 * The features of one reading, as names with values; the trained stemmer model weighs them.
 *
 * @example
 * ```ts
 * readingFeatures('kerajaan', readings('kerajaan')[0]); // { 'aff=0': 1, 'len=7+': 1, … }
 * ```
 */
export function readingFeatures(word: string, r: Reading, view: EvidenceView = DEFAULT_VIEW, shape: (root: string) => number = rootShape): Record<string, number> {
  const n = r.parts.length;
  const f: Record<string, number> = { [`aff=${Math.min(n, 4)}`]: 1 };
  if (r.compound) compoundFeatures(r, view, shape, f);
  else rootFeatures(word, r, view, shape, f);
  if (r.restored) f.restored = 1;
  // A nasal prefix that kept a voiceless p/t/k/s (`mentadbir`, `penting` read as pen-ting) is rare.
  const nasalPart = r.parts.find((p) => p === 'meN' || p === 'peN');
  if (nasalPart && !r.restored && /^[ptks]/.test(r.root) && !/^(pr|tr|kr|kl|pl|sk|st|sp|sy)/.test(r.root)) f['kept.voiceless'] = 1;
  // The passive sibling of a nasal reading shows which root the paradigm has: `mengubah` read as `ubah`
  // has `diubah`, read as `kubah` would have `dikubah` (unseen).
  const prefixes = r.parts.filter((p) => !p.startsWith('-') && !STEM_CLITICS.includes(p));
  if (nasalPart && prefixes.length === 1 && !r.compound && !view.blind) {
    const tail = r.parts.reduce((sum, p) => sum + (p.startsWith('-') ? p.length - 1 : STEM_CLITICS.includes(p) ? p.length : 0), 0);
    const sibling = `di${r.root}${tail > 0 ? word.slice(-tail) : ''}`;
    f['nasal.sibling.logfreq'] = logFrequency(sibling);
    if (!attested(sibling)) f['nasal.sibling.unseen'] = 1;
  }
  for (const part of r.parts) f[`part=${part}`] = (f[`part=${part}`] ?? 0) + 1;
  const prefix = prefixes[0];
  const suffix = r.parts.find((p) => p.startsWith('-'));
  if (prefix && suffix) f[`confix=${prefix}${suffix}`] = 1;
  if (n > 0 && /^[aeiou]/.test(r.root)) f['root.vowelinitial'] = 1;
  return f;
}

interface StemmerModel {
  readonly weights: ReadonlyMap<string, number>;
  /** Two-word dictionary compounds by their solid spelling (`rumahtangga` → `rumah tangga`). */
  readonly compounds: ReadonlyMap<string, string>;
  readonly trigrams: ReadonlyMap<string, number>;
  readonly bigrams: ReadonlyMap<string, number>;
}

/** The trained stemmer model (`models/stemmer.json`): ranker weights and the root-shape trigrams. */
const model = lazy((): StemmerModel => {
  const raw = JSON.parse(readModelText('stemmer.json')) as { weights?: Record<string, number>; trigrams?: Record<string, number>; compounds?: string[] };
  expectModel(typeof raw.weights === 'object' && raw.weights !== null && typeof raw.trigrams === 'object' && raw.trigrams !== null && Array.isArray(raw.compounds), 'stemmer.json', '"weights" and "trigrams" objects and a "compounds" list');
  const trigrams = new Map(Object.entries(raw.trigrams));
  return { weights: new Map(Object.entries(raw.weights)), compounds: compoundIndex(raw.compounds), trigrams, bigrams: trigramContexts(trigrams) };
});

/**
 * Indexes two-word compounds by their solid spelling (the first listed wins).
 *
 * @example
 * ```ts
 * compoundIndex(['rumah tangga']).get('rumahtangga'); // 'rumah tangga'
 * ```
 */
export function compoundIndex(compounds: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of compounds) {
    const solid = c.replace(' ', '');
    if (!out.has(solid)) out.set(solid, c);
  }
  return out;
}

/**
 * Sums trigram counts into counts of their two-letter contexts.
 *
 * @example
 * ```ts
 * trigramContexts(new Map([['^aj', 2], ['^ab', 1]])).get('^a'); // 3
 * ```
 */
export function trigramContexts(trigrams: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [t, c] of trigrams) out.set(t.slice(0, 2), (out.get(t.slice(0, 2)) ?? 0) + c);
  return out;
}

/**
 * Scores a reading with the given weights (a dot product of its features).
 *
 * @example
 * ```ts
 * scoreReading(new Map([['aff=2', 1]]), { 'aff=2': 1 }); // 1
 * ```
 */
export function scoreReading(w: ReadonlyMap<string, number>, features: Record<string, number>): number {
  let total = 0;
  for (const key in features) total += (w.get(key) ?? 0) * (features[key] as number);
  return total;
}

function pick(word: string): string {
  // 1. Every reading of the word, the word itself included.
  const all = readings(word);
  // 2. The trained ranker scores each reading; the best root wins (ties keep the earlier reading).
  const w = model().weights;
  let best = all[0] as Reading;
  let bestScore = -Infinity;
  for (const r of all) {
    const score = scoreReading(w, readingFeatures(word, r));
    if (score > bestScore) {
      bestScore = score;
      best = r;
    }
  }
  return best.root;
}

/**
 * The root of a Malay word: strips clitics (`-nya -lah -kah -ku -mu`), suffixes (`-kan -an -i`),
 * confixes (`ke-…-an`, `pe-…-an`, `per-…-an`) and prefixes with nasal assimilation (`menyapu` →
 * `sapu`, `memukul` → `pukul`), checking candidates against a root dictionary so that a root stays a
 * root (`makan` → `makan`). English words and very short words pass through unchanged; reduplicated
 * words give the root of their first half (`budak-budak` → `budak`); several words separated by spaces
 * are stemmed one by one.
 *
 * @example
 * ```ts
 * stemWord('pengajaran'); // 'ajar'
 * stemWord('kerajaan');   // 'raja'
 * stemWord('makanan');    // 'makan'
 * stemWord('meeting');    // 'meeting'
 * ```
 */
export function stemWord(word: string): string {
  requireText(word, 'word');
  const trimmed = word.trim();
  // 0. Several words (`hujan lebat`): each is stemmed on its own.
  if (/\s/.test(trimmed)) return trimmed.split(/\s+/).map(stemWord).join(' ');
  const lower = trimmed.toLowerCase();
  // 1. Reduplication: `budak-budak` → `budak`, `berlari-lari` → `lari`; other compounds stay whole.
  const dash = lower.indexOf('-');
  if (dash > 0) {
    const [left, right] = [lower.slice(0, dash), lower.slice(dash + 1)];
    if (left === right || (right.length >= 3 && left.endsWith(right))) return stemWord(left);
    return lower;
  }
  // 2. Short words, non-letters and English words pass through.
  if (lower.length < MIN_STEM_INPUT || !/^[a-z]+$/.test(lower)) return lower;
  if (!isStandardMalay(lower) && englishScore(lower) >= 3) return lower;
  // 3. The negated nominalisation: `ketidakpuasan` → `tidak puas`, `ketidakberhasilan` → `tidak hasil`.
  const { prefix, suffix, root } = NEGATED_CONFIX;
  const negated = lower.slice(prefix.length, -suffix.length);
  if (lower.startsWith(prefix) && lower.endsWith(suffix) && negated.length >= 3) return `${root} ${stemWord(negated)}`;
  // 4. Pick the best reading against the root dictionary.
  return pick(lower);
}

/**
 * The stem of one lower-case token for matching (letters only, four or more; other tokens come back as
 * they are), remembered per process: for callers that stem every word of every text (topic cues, QA).
 *
 * @example
 * ```ts
 * stemOf('dilahirkan'); // 'lahir'
 * stemOf('2020');       // '2020'
 * ```
 */
export const stemOf = remembered((word: string): string => (/^\p{L}{4,}$/u.test(word) ? stemWord(word) : word));
