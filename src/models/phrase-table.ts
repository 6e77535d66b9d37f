/**
 * The translator's phrase table (`models/translation.tsv.gz`): Malay–English phrase pairs with four
 * scores and the tuned decoder weights of each direction. Text lines, gzip-compressed:
 * `#weights<TAB>{json}`, `#casing<TAB>{json}` (the truecasing tables, {@link Casing}), `#sense-lines<TAB>N`
 * followed by N sense lines `direction<TAB>word|TAG<TAB>target<TAB>four scores` (a word's translations under
 * one part of speech, {@link SenseEntries}), then the pair lines
 * `malay phrase<TAB>english phrase<TAB>p(en|ms)<TAB>p(ms|en)<TAB>lex(en|ms)<TAB>lex(ms|en)`. Older tables
 * carry the senses as one `#senses<TAB>{json}` line instead; both read the same. The table is used where
 * it lies: the lines stay bytes, indexed by typed arrays.
 */
import { gunzipSync } from 'node:zlib';
import { BoundedMemo } from '../lazy.js';
import { buildColumnIndex, findLine, type LineIndex } from './byte-keys.js';
import { expectModel, parseModelJson, readModel } from './loader.js';
import { modelImage } from './shared.js';

/** Log-linear weights of the decoder's features. */
export interface DecoderWeights {
  /** Weights of log p(target|source), log p(source|target), log lex(target|source), log lex(source|target). */
  readonly tm: readonly [number, number, number, number];
  /** Weight of the target language model's natural-log probability. */
  readonly lm: number;
  /** Added per target word (positive favours longer output). */
  readonly word: number;
  /** Added per phrase (positive favours more, shorter phrases). */
  readonly phrase: number;
  /** Added when two adjacent phrases are swapped. */
  readonly swap: number;
  /** Added per source word copied untranslated. */
  readonly unknown: number;
  /**
   * Added per target word of a table option that the target language model does not know. The model gives such a
   * word its `<unk>` probability, the mass of every rare word together, which is higher than a rare word it knows:
   * without this penalty `rosak` read `corrupted` (unknown to the English model) rather than `broken`.
   */
  readonly oov: number;
}

/** A translation direction, named by its source language. */
export type Direction = 'ms' | 'en';

/** One way to translate a source phrase. */
export interface PhraseOption {
  /** Target words. */
  readonly words: readonly string[];
  /** Natural-log scores: p(target|source), p(source|target), lex(target|source), lex(source|target). */
  readonly scores: readonly [number, number, number, number];
}

/**
 * Truecasing tables per target language: a lower-case word → the form running text writes it in, where that is
 * capitalised (`friday` → `Friday`, `i` → `I`; `jepun` → `Jepun`). The table and the language models read
 * lower-case words, so the decoder's output is lower-case until these restore it.
 */
export type Casing = Readonly<Record<'en' | 'ms', ReadonlyMap<string, string>>>;

/**
 * Per direction (named by its source language), `word|TAG` → the word's translations when the tagger reads it as
 * that part of speech: `[target phrase, p(target|source, tag), p(source|target), lex(target|source),
 * lex(source|target)]`, probabilities as the file writes them (`kind|ADJ` → `baik` before `jenis`).
 */
export type SenseEntries = Record<Direction, Record<string, readonly (readonly [string, number, number, number, number])[]>>;

const NO_SENSES: SenseEntries = { ms: {}, en: {} };

/** Weights before tuning. */
export const DEFAULT_WEIGHTS: DecoderWeights = { tm: [1, 0.5, 0.3, 0.2], lm: 0.6, word: 0.2, phrase: 0.3, swap: -1, unknown: -5, oov: -2 };

/** The parsed options a table remembers per direction (bounded; results never depend on it). */
const OPTION_MEMO_SIZE = 2048;

/**
 * What a {@link PhraseTable} is made of: the pair lines as UTF-8 bytes with their offsets and, when built,
 * an index per direction; the sense entries as lines of the same kind; the weights and truecasing tables.
 * Only typed arrays and small objects, so a process builds it once and its threads share it.
 */
export interface PhraseTableImage {
  /** The pair lines (`malay<TAB>english<TAB>four scores`), each ending in a newline. */
  readonly pairs: Uint8Array;
  /** Where each pair line starts, then `pairs.length`. */
  readonly starts: Int32Array;
  /** The pair lines indexed by source phrase, per direction (a direction missing here is indexed on first use). */
  readonly index: Partial<Record<Direction, LineIndex>>;
  /**
   * True when the pair lines are in byte order of their Malay phrase (the trainer writes them so): the Malay
   * side is then found by binary search, with no index.
   */
  readonly malaySorted: boolean;
  /** Sense lines: `direction<TAB>word|TAG<TAB>target<TAB>four scores`, each ending in a newline. */
  readonly senses: Uint8Array;
  readonly senseStarts: Int32Array;
  /** The sense lines by `direction<TAB>word|TAG`. */
  readonly senseIndex: LineIndex;
  readonly weights: Record<Direction, DecoderWeights>;
  /** Truecasing tables as the file writes them (see {@link Casing}). */
  readonly casing: Readonly<Record<'en' | 'ms', Readonly<Record<string, string>>>>;
}

/** Offsets of the lines of a block of newline-terminated lines, then its length. */
function lineStarts(bytes: Uint8Array): Int32Array {
  const text = bufferOf(bytes);
  const starts: number[] = [0];
  for (let p = text.indexOf(10); p >= 0 && p + 1 < text.length; p = text.indexOf(10, p + 1)) starts.push(p + 1);
  starts.push(text.length);
  return Int32Array.from(starts);
}

/** A Node buffer over the same bytes (for its native searches). */
function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Compares the first field of the line at `start` with `key`, in byte order (negative: the field sorts first). */
function compareKey(bytes: Uint8Array, start: number, key: Uint8Array): number {
  for (let i = 0; ; i++) {
    const b = bytes[start + i] as number;
    const atEnd = b === 9;
    if (i === key.length) return atEnd ? 0 : 1;
    if (atEnd) return -1;
    const d = b - (key[i] as number);
    if (d !== 0) return d;
  }
}

/** Whether the lines are in byte order of their first field. */
function sortedByFirstField(bytes: Uint8Array, starts: Int32Array): boolean {
  for (let line = 1; line < starts.length - 1; line++) {
    const a = starts[line - 1] as number;
    const b = starts[line] as number;
    for (let i = 0; ; i++) {
      const x = bytes[a + i] === 9 ? -1 : (bytes[a + i] as number);
      const y = bytes[b + i] === 9 ? -1 : (bytes[b + i] as number);
      if (x !== y) {
        if (x > y) return false;
        break;
      }
      if (x === -1) break;
    }
  }
  return true;
}

/** Where the first field (0), the second (1) or both with the tab between them lie in line `line`. */
function fieldRange(bytes: Uint8Array, starts: Int32Array, line: number, column: 0 | 1 | 'both'): [number, number] {
  const start = starts[line] as number;
  let t1 = start;
  while (bytes[t1] !== 9) t1++;
  if (column === 0) return [start, t1];
  let t2 = t1 + 1;
  while (bytes[t2] !== 9) t2++;
  return column === 1 ? [t1 + 1, t2] : [start, t2];
}

/**
 * Indexes the pair lines of an image by one direction's source phrase.
 *
 * @example
 * ```ts
 * indexPairs(image, 'ms'); // the Malay side of every pair line, hashed
 * ```
 */
export function indexPairs(image: Pick<PhraseTableImage, 'pairs' | 'starts'>, direction: Direction): LineIndex {
  return buildColumnIndex(image.pairs, image.starts, direction === 'ms' ? 0 : 1);
}

/**
 * The loaded table over its image: options parsed from their lines on lookup (a bounded memory of recent
 * ones), a direction indexed on first use unless the image brought its index.
 */
export class PhraseTable {
  readonly weights: Record<Direction, DecoderWeights>;
  readonly casing: Casing;
  private readonly text: Buffer;
  private readonly senseText: Buffer;
  /** Per direction (and for senses): source phrase or `direction<TAB>word|TAG` → parsed options, `null` for none. */
  private readonly parsed: Record<Direction | 'senses', BoundedMemo<string, PhraseOption[] | null>> = { ms: new BoundedMemo(OPTION_MEMO_SIZE), en: new BoundedMemo(OPTION_MEMO_SIZE), senses: new BoundedMemo(OPTION_MEMO_SIZE) };

  /**
   * @param image - the table's image
   * @param indexes - the per-direction indexes (shared with copies made by {@link withWeights})
   */
  constructor(
    private readonly image: PhraseTableImage,
    private readonly indexes: Partial<Record<Direction, LineIndex>> = { ...image.index },
  ) {
    this.weights = image.weights;
    this.casing = { en: new Map(Object.entries(image.casing.en ?? {})), ms: new Map(Object.entries(image.casing.ms ?? {})) };
    this.text = Buffer.from(image.pairs.buffer, image.pairs.byteOffset, image.pairs.byteLength);
    this.senseText = Buffer.from(image.senses.buffer, image.senses.byteOffset, image.senses.byteLength);
  }

  /** A word's translations under one part of speech (`sense` is `word|TAG`), or undefined when it has none apart. */
  senseOptions(direction: Direction, sense: string): readonly PhraseOption[] | undefined {
    const key = `${direction}\t${sense}`;
    return this.remembered('senses', key, () => {
      const { senses, senseStarts, senseIndex } = this.image;
      const first = findLine(senseIndex, senses, key, (line) => fieldRange(senses, senseStarts, line, 'both'));
      if (first < 0) return null;
      const options: PhraseOption[] = [];
      for (let line = first; line >= 0; line = senseIndex.next[line] as number) {
        const [, , target, ...scores] = lineText(this.senseText, senseStarts, line).split('\t');
        options.push({ words: (target as string).split(' '), scores: scores.map((x) => logOf(Number(x))) as [number, number, number, number] });
      }
      return options;
    });
  }

  /** Translations of a source phrase (words joined by spaces), or undefined. */
  options(direction: Direction, phrase: string): readonly PhraseOption[] | undefined {
    return this.remembered(direction, phrase, () => {
      if (direction === 'ms' && this.image.malaySorted) return this.sortedOptions(phrase);
      const index = (this.indexes[direction] ??= indexPairs(this.image, direction));
      const column = direction === 'ms' ? 0 : 1;
      const first = findLine(index, this.image.pairs, phrase, (line) => fieldRange(this.image.pairs, this.image.starts, line, column));
      if (first < 0) return null;
      const options: PhraseOption[] = [];
      for (let line = first; line >= 0; line = index.next[line] as number) options.push(this.option(direction, line));
      return options;
    });
  }

  /**
   * The Malay phrase's options by binary search over the sorted lines, in the order an index would give
   * them (the first line, then the others latest first).
   */
  private sortedOptions(phrase: string): PhraseOption[] | null {
    const key = Buffer.from(phrase, 'utf8');
    const { pairs, starts } = this.image;
    const lines = starts.length - 1;
    let lo = 0;
    let hi = lines;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareKey(pairs, starts[mid] as number, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < lines && compareKey(pairs, starts[end] as number, key) === 0) end++;
    if (end === lo) return null;
    const options = [this.option('ms', lo)];
    for (let line = end - 1; line > lo; line--) options.push(this.option('ms', line));
    return options;
  }

  /** A copy with other weights (for tuning); it shares the image and the indexes. */
  withWeights(weights: Record<Direction, DecoderWeights>): PhraseTable {
    return new PhraseTable({ ...this.image, weights }, this.indexes);
  }

  /** A remembered lookup (`null` remembers "none"). */
  private remembered(kind: Direction | 'senses', key: string, find: () => PhraseOption[] | null): readonly PhraseOption[] | undefined {
    const memo = this.parsed[kind];
    let found = memo.get(key);
    if (found === undefined) found = memo.set(key, find());
    return found ?? undefined;
  }

  /** One pair line as an option of the direction. */
  private option(direction: Direction, line: number): PhraseOption {
    const [ms, en, ...scores] = lineText(this.text, this.image.starts, line).split('\t');
    const [pe, pm, le, lm] = scores.map((x) => logOf(Number(x))) as [number, number, number, number];
    return direction === 'ms' ? { words: (en as string).split(' '), scores: [pe, pm, le, lm] } : { words: (ms as string).split(' '), scores: [pm, pe, lm, le] };
  }
}

/** Line `line` of a block, without its newline. */
function lineText(text: Buffer, starts: Int32Array, line: number): string {
  return text.toString('utf8', starts[line] as number, (starts[line + 1] as number) - 1);
}

/** A stored probability as the decoder's natural-log score. */
const logOf = (x: number): number => Math.log(Math.max(x, 1e-9));

/** One scored phrase pair as the trainer writes it. */
export interface PhrasePair {
  readonly ms: string;
  readonly en: string;
  readonly scores: readonly [number, number, number, number];
}

/**
 * Encodes phrase pairs, weights, truecasing tables and sense entries as the file's text (undefined weights mean
 * the defaults, absent tables none); the trainer gzips it.
 *
 * @example
 * ```ts
 * encodePhraseTable([{ ms: 'kereta', en: 'car', scores: [0.6, 0.8, 0.5, 0.7] }], { msToEn: undefined, enToMs: undefined });
 * ```
 */
export function encodePhraseTable(
  pairs: readonly PhrasePair[],
  weights: { msToEn: DecoderWeights | undefined; enToMs: DecoderWeights | undefined },
  casing: Readonly<Record<'en' | 'ms', Readonly<Record<string, string>>>> = { en: {}, ms: {} },
  senses: SenseEntries = NO_SENSES,
): Uint8Array {
  const senseLines = senseLinesOf(senses);
  const lines = [
    `#weights\t${JSON.stringify({ msToEn: weights.msToEn ?? DEFAULT_WEIGHTS, enToMs: weights.enToMs ?? DEFAULT_WEIGHTS })}`,
    `#casing\t${JSON.stringify(casing)}`,
    `#sense-lines\t${senseLines.length}`,
    ...senseLines,
  ];
  for (const p of pairs) lines.push(`${p.ms}\t${p.en}\t${p.scores.map((s) => Number(s.toPrecision(4))).join('\t')}`);
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** Sense entries as lines `direction<TAB>word|TAG<TAB>target<TAB>four scores`. */
function senseLinesOf(senses: SenseEntries): string[] {
  const lines: string[] = [];
  for (const direction of ['ms', 'en'] as const) {
    for (const [sense, entries] of Object.entries(senses[direction] ?? {})) {
      for (const [target, ...scores] of entries) lines.push(`${direction}\t${sense}\t${target}\t${scores.join('\t')}`);
    }
  }
  return lines;
}

/** The name of the header line at `at` (`#weights`), or undefined where the pair lines begin. */
function headerAt(all: Buffer, at: number): string | undefined {
  if (all[at] !== 0x23) return undefined;
  let p = at + 1;
  while (p < all.length && (((all[p] as number) >= 0x61 && (all[p] as number) <= 0x7a) || all[p] === 0x2d)) p++;
  return p > at + 1 && all[p] === 9 ? all.toString('latin1', at, p) : undefined;
}

/**
 * The sense lines of a table: the `#sense-lines` block that follows the header lines (as it lies), or the
 * older `#senses` JSON line written out as lines; empty when the table has none.
 */
function senseLines(all: Buffer, header: ReadonlyMap<string, string>, at: number, name: string): Buffer {
  const count = header.get('#sense-lines');
  if (count !== undefined) {
    const n = Number(count);
    expectModel(Number.isInteger(n) && n >= 0, name, 'a count of sense lines');
    let end = at;
    for (let i = 0; i < n; i++) {
      const next = all.indexOf(10, end);
      expectModel(next >= 0, name, `${n} sense lines`);
      end = next + 1;
    }
    return all.subarray(at, end);
  }
  const json = header.get('#senses');
  const senses = json ? parseModelJson<SenseEntries>(json, name, 'a "#senses" line') : NO_SENSES;
  const lines = senseLinesOf({ ms: senses.ms ?? {}, en: senses.en ?? {} });
  return Buffer.from(lines.length === 0 ? '' : `${lines.join('\n')}\n`, 'utf8');
}

/** Parses the table's bytes (gzip or plain text); `name` is for error messages. */
export function decodePhraseTable(bytes: Uint8Array, name: string): PhraseTable {
  return new PhraseTable(decodePhraseTableImage(bytes, name));
}

/**
 * Parses the table's bytes (gzip or plain text) into its image, without pair indexes (see
 * {@link indexPairs}); `name` is for error messages.
 *
 * @example
 * ```ts
 * decodePhraseTableImage(readModel('translation.tsv.gz'), 'translation.tsv.gz').starts.length; // pair lines + 1
 * ```
 */
export function decodePhraseTableImage(bytes: Uint8Array, name: string): PhraseTableImage {
  const all = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : Buffer.from(bytes);
  // 1. The header lines (`#name<TAB>json`): weights first; truecasing and senses optional.
  const header = new Map<string, string>();
  let at = 0;
  for (let field = headerAt(all, at); field !== undefined; field = headerAt(all, at)) {
    const end = all.indexOf(10, at);
    header.set(field, all.toString('utf8', at + field.length + 1, end < 0 ? all.length : end));
    at = end < 0 ? all.length : end + 1;
  }
  expectModel(all.toString('latin1', 0, 9) === '#weights\t', name, 'a "#weights" header');
  const w = parseModelJson<{ msToEn: DecoderWeights; enToMs: DecoderWeights }>(header.get('#weights') as string, name, 'a "#weights" header');
  // Tables written before the `oov` weight existed decode as they were tuned: without it.
  const withOov = (d: DecoderWeights | undefined): DecoderWeights => (d === undefined ? DEFAULT_WEIGHTS : { ...d, oov: d.oov ?? 0 });
  const casingJson = header.get('#casing');
  const casing = casingJson ? parseModelJson<Record<'en' | 'ms', Record<string, string>>>(casingJson, name, 'a "#casing" line') : { en: {}, ms: {} };
  // 2. The sense lines (older tables: the senses as one JSON line, turned into lines here), indexed by
  //    direction and `word|TAG`.
  const senseBytes = senseLines(all, header, at, name);
  if (header.has('#sense-lines')) at += senseBytes.length;
  const senseStarts = senseBytes.length === 0 ? Int32Array.from([0]) : lineStarts(senseBytes);
  const senseIndex = buildColumnIndex(senseBytes, senseStarts, 2);
  // 3. The pair lines as bytes, each ending in one newline, and where each starts.
  let end = all.length;
  while (end > at && all[end - 1] === 10) end--;
  expectModel(end > at, name, 'phrase pairs');
  const pairs = end === all.length ? Buffer.concat([all.subarray(at, end), Buffer.from([10])]) : all.subarray(at, end + 1);
  expectModel(pairs.toString('utf8', 0, pairs.indexOf(10)).split('\t').length === 6, name, 'phrase pairs');
  const starts = lineStarts(pairs);
  return {
    pairs, starts, index: {}, malaySorted: sortedByFirstField(pairs, starts), senses: senseBytes, senseStarts, senseIndex,
    weights: { ms: withOov(w.msToEn), en: withOov(w.enToMs) }, casing: { en: casing.en ?? {}, ms: casing.ms ?? {} },
  };
}

/**
 * Loads `models/translation.tsv.gz`.
 *
 * @example
 * ```ts
 * loadPhraseTable().options('ms', 'kereta')?.[0]?.words; // ['car']
 * ```
 */
export function loadPhraseTable(): PhraseTable {
  return new PhraseTable(modelImage('translation.tsv.gz', () => decodePhraseTableImage(readModel('translation.tsv.gz'), 'translation.tsv.gz')));
}
