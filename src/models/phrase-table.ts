/**
 * The translator's phrase table (`models/translation.tsv.gz`): Malay–English phrase pairs with four
 * scores and the tuned decoder weights of each direction. Text lines, gzip-compressed:
 * `#weights<TAB>{json}`, `#casing<TAB>{json}` (the truecasing tables, {@link Casing}), `#senses<TAB>{json}` (a
 * word's translations under one part of speech, {@link SenseEntries}), then
 * `malay phrase<TAB>english phrase<TAB>p(en|ms)<TAB>p(ms|en)<TAB>lex(en|ms)<TAB>lex(ms|en)`.
 */
import { gunzipSync } from 'node:zlib';
import { expectModel, parseModelJson, readModel } from './loader.js';

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

const NO_CASING: Casing = { en: new Map(), ms: new Map() };

/**
 * Per direction (named by its source language), `word|TAG` → the word's translations when the tagger reads it as
 * that part of speech: `[target phrase, p(target|source, tag), p(source|target), lex(target|source),
 * lex(source|target)]`, probabilities as the file writes them (`kind|ADJ` → `baik` before `jenis`).
 */
export type SenseEntries = Record<Direction, Record<string, readonly (readonly [string, number, number, number, number])[]>>;

const NO_SENSES: SenseEntries = { ms: {}, en: {} };

/** Weights before tuning. */
export const DEFAULT_WEIGHTS: DecoderWeights = { tm: [1, 0.5, 0.3, 0.2], lm: 0.6, word: 0.2, phrase: 0.3, swap: -1, unknown: -5, oov: -2 };

/**
 * The loaded table: the file's lines, indexed by source phrase per direction on first use (a service
 * that only translates Malay to English never builds the English index), and the weights.
 */
/** An open-addressing hash index of one direction's source phrases, pointing into the lines. */
interface LineIndex {
  /** Slot → first line of a distinct source phrase, or -1. */
  readonly slots: Int32Array;
  /** Line → the next line with the same source phrase, or -1. */
  readonly next: Int32Array;
}

/** FNV-1a over `s[from, to)`. */
function hashRange(s: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The loaded table: the file's lines kept as one string, with a compact hash index per direction built on
 * first use (a service that only translates Malay to English never builds the English one), options
 * parsed on first lookup, and the weights.
 */
export class PhraseTable {
  private readonly index: Partial<Record<Direction, LineIndex>> = {};
  /** Per direction: source phrase → parsed options (parsed on first lookup). */
  private readonly parsed: Record<Direction, Map<string, PhraseOption[]>> = { ms: new Map(), en: new Map() };
  /** Per direction: `word|TAG` → parsed sense options (parsed on first lookup). */
  private readonly parsedSenses: Record<Direction, Map<string, PhraseOption[]>> = { ms: new Map(), en: new Map() };

  /**
   * @param text - the pair lines, `\n`-separated
   * @param starts - the offset of each line in `text`, and `text.length + 1` at the end
   */
  constructor(
    private readonly text: string,
    private readonly starts: Int32Array,
    readonly weights: Record<Direction, DecoderWeights>,
    readonly casing: Casing = NO_CASING,
    private readonly senses: SenseEntries = NO_SENSES,
  ) {}

  /** A word's translations under one part of speech (`sense` is `word|TAG`), or undefined when it has none apart. */
  senseOptions(direction: Direction, sense: string): readonly PhraseOption[] | undefined {
    const cached = this.parsedSenses[direction].get(sense);
    if (cached) return cached;
    const entries = Object.hasOwn(this.senses[direction], sense) ? this.senses[direction][sense] : undefined;
    if (!entries) return undefined;
    const options = entries.map(([target, ...scores]): PhraseOption => ({ words: target.split(' '), scores: scores.map(logOf) as [number, number, number, number] }));
    this.parsedSenses[direction].set(sense, options);
    return options;
  }

  /** Translations of a source phrase (words joined by spaces), or undefined. */
  options(direction: Direction, phrase: string): readonly PhraseOption[] | undefined {
    const cached = this.parsed[direction].get(phrase);
    if (cached) return cached;
    const index = (this.index[direction] ??= this.build(direction));
    const mask = index.slots.length - 1;
    for (let slot = hashRange(phrase, 0, phrase.length) & mask; ; slot = (slot + 1) & mask) {
      const first = index.slots[slot] as number;
      if (first < 0) return undefined;
      const [from, to] = this.keyRange(direction, first);
      if (to - from !== phrase.length || !this.text.startsWith(phrase, from)) continue;
      const options: PhraseOption[] = [];
      for (let line = first; line >= 0; line = index.next[line] as number) options.push(this.option(direction, line));
      this.parsed[direction].set(phrase, options);
      return options;
    }
  }

  /** A copy with other weights (for tuning); it shares the text. */
  withWeights(weights: Record<Direction, DecoderWeights>): PhraseTable {
    return new PhraseTable(this.text, this.starts, weights, this.casing, this.senses);
  }

  /** Where a line's source phrase lies in the text: the Malay column (`ms`) or the English one (`en`). */
  private keyRange(direction: Direction, line: number): [number, number] {
    const start = this.starts[line] as number;
    const t1 = this.text.indexOf('\t', start);
    return direction === 'ms' ? [start, t1] : [t1 + 1, this.text.indexOf('\t', t1 + 1)];
  }

  /** Indexes one direction's source phrases. */
  private build(direction: Direction): LineIndex {
    const lines = this.starts.length - 1;
    let size = 1;
    while (size < lines * 2) size <<= 1;
    const slots = new Int32Array(size).fill(-1);
    const next = new Int32Array(lines).fill(-1);
    const mask = size - 1;
    for (let line = 0; line < lines; line++) {
      const [from, to] = this.keyRange(direction, line);
      for (let slot = hashRange(this.text, from, to) & mask; ; slot = (slot + 1) & mask) {
        const first = slots[slot] as number;
        if (first < 0) {
          slots[slot] = line;
          break;
        }
        const [f2, t2] = this.keyRange(direction, first);
        if (t2 - f2 === to - from && this.text.startsWith(this.text.slice(from, to), f2)) {
          next[line] = next[first] as number;
          next[first] = line;
          break;
        }
      }
    }
    return { slots, next };
  }

  /** One line as an option of the direction. */
  private option(direction: Direction, line: number): PhraseOption {
    const [ms, en, ...scores] = this.text.slice(this.starts[line] as number, (this.starts[line + 1] as number) - 1).split('\t');
    const [pe, pm, le, lm] = scores.map((x) => logOf(Number(x))) as [number, number, number, number];
    return direction === 'ms' ? { words: (en as string).split(' '), scores: [pe, pm, le, lm] } : { words: (ms as string).split(' '), scores: [pm, pe, lm, le] };
  }
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
  const lines = [
    `#weights\t${JSON.stringify({ msToEn: weights.msToEn ?? DEFAULT_WEIGHTS, enToMs: weights.enToMs ?? DEFAULT_WEIGHTS })}`,
    `#casing\t${JSON.stringify(casing)}`,
    `#senses\t${JSON.stringify(senses)}`,
  ];
  for (const p of pairs) lines.push(`${p.ms}\t${p.en}\t${p.scores.map((s) => Number(s.toPrecision(4))).join('\t')}`);
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** The name of the header line at `at` (`#weights`), or undefined where the pair lines begin. */
function headerAt(all: string, at: number): string | undefined {
  const match = /#[a-z]+\t/y;
  match.lastIndex = at;
  return match.test(all) ? all.slice(at, match.lastIndex - 1) : undefined;
}

/** Parses the table's bytes (gzip or plain text); `name` is for error messages. */
export function decodePhraseTable(bytes: Uint8Array, name: string): PhraseTable {
  const all = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
  // 1. The header lines (`#name<TAB>json`): weights first; truecasing and senses optional.
  const header = new Map<string, string>();
  let at = 0;
  for (let field = headerAt(all, at); field !== undefined; field = headerAt(all, at)) {
    const end = all.indexOf('\n', at);
    header.set(field, all.slice(at + field.length + 1, end < 0 ? all.length : end));
    at = end < 0 ? all.length : end + 1;
  }
  expectModel(all.startsWith('#weights\t'), name, 'a "#weights" header');
  // 2. The pair lines, indexed by where each starts.
  const text = all.slice(at).replace(/\n+$/, '');
  expectModel(text.split('\n', 1)[0]?.split('\t').length === 6, name, 'phrase pairs');
  const starts: number[] = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  starts.push(text.length + 1);
  const w = parseModelJson<{ msToEn: DecoderWeights; enToMs: DecoderWeights }>(header.get('#weights') as string, name, 'a "#weights" header');
  // Tables written before the `oov` weight existed decode as they were tuned: without it.
  const withOov = (d: DecoderWeights | undefined): DecoderWeights => (d === undefined ? DEFAULT_WEIGHTS : { ...d, oov: d.oov ?? 0 });
  const casingJson = header.get('#casing');
  const c = casingJson ? parseModelJson<Record<'en' | 'ms', Record<string, string>>>(casingJson, name, 'a "#casing" line') : { en: {}, ms: {} };
  const casing: Casing = { en: new Map(Object.entries(c.en ?? {})), ms: new Map(Object.entries(c.ms ?? {})) };
  const sensesJson = header.get('#senses');
  const senses = sensesJson ? parseModelJson<SenseEntries>(sensesJson, name, 'a "#senses" line') : NO_SENSES;
  return new PhraseTable(text, Int32Array.from(starts), { ms: withOov(w.msToEn), en: withOov(w.enToMs) }, casing, { ms: senses.ms ?? {}, en: senses.en ?? {} });
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
  return decodePhraseTable(readModel('translation.tsv.gz'), 'translation.tsv.gz');
}
