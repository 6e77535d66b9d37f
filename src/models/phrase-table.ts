/**
 * The translator's phrase table (`models/translation.tsv.gz`): Malay–English phrase pairs with four
 * scores and the tuned decoder weights of each direction. Text lines, gzip-compressed:
 * `#weights<TAB>{json}`, `#casing<TAB>{json}` (the truecasing tables, {@link Casing}), then
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

  /**
   * @param text - the pair lines, `\n`-separated
   * @param starts - the offset of each line in `text`, and `text.length + 1` at the end
   */
  constructor(
    private readonly text: string,
    private readonly starts: Int32Array,
    readonly weights: Record<Direction, DecoderWeights>,
    readonly casing: Casing = NO_CASING,
  ) {}

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
    return new PhraseTable(this.text, this.starts, weights, this.casing);
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
    const [pe, pm, le, lm] = scores.map((x) => Math.log(Math.max(Number(x), 1e-9))) as [number, number, number, number];
    return direction === 'ms' ? { words: (en as string).split(' '), scores: [pe, pm, le, lm] } : { words: (ms as string).split(' '), scores: [pm, pe, lm, le] };
  }
}

/** One scored phrase pair as the trainer writes it. */
export interface PhrasePair {
  readonly ms: string;
  readonly en: string;
  readonly scores: readonly [number, number, number, number];
}

/**
 * Encodes phrase pairs, weights and truecasing tables as the file's text (undefined weights mean the defaults,
 * absent tables none); the trainer gzips it.
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
): Uint8Array {
  const lines = [
    `#weights\t${JSON.stringify({ msToEn: weights.msToEn ?? DEFAULT_WEIGHTS, enToMs: weights.enToMs ?? DEFAULT_WEIGHTS })}`,
    `#casing\t${JSON.stringify(casing)}`,
  ];
  for (const p of pairs) lines.push(`${p.ms}\t${p.en}\t${p.scores.map((s) => Number(s.toPrecision(4))).join('\t')}`);
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** Parses the table's bytes (gzip or plain text); `name` is for error messages. */
export function decodePhraseTable(bytes: Uint8Array, name: string): PhraseTable {
  const all = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
  const firstBreak = all.indexOf('\n');
  const head = all.slice(0, firstBreak).split('\t');
  expectModel(head[0] === '#weights' && head[1] !== undefined, name, 'a "#weights" header');
  // The truecasing line is optional (a table without it restores no capitals).
  const secondBreak = all.indexOf('\n', firstBreak + 1);
  const second = all.slice(firstBreak + 1, secondBreak < 0 ? all.length : secondBreak).split('\t');
  const hasCasing = second[0] === '#casing' && second[1] !== undefined;
  const text = all.slice(hasCasing ? secondBreak + 1 : firstBreak + 1).replace(/\n+$/, '');
  expectModel(text.split('\n', 1)[0]?.split('\t').length === 6, name, 'phrase pairs');
  const starts: number[] = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  starts.push(text.length + 1);
  const w = parseModelJson<{ msToEn: DecoderWeights; enToMs: DecoderWeights }>(head[1] as string, name, 'a "#weights" header');
  // Tables written before the `oov` weight existed decode as they were tuned: without it.
  const withOov = (d: DecoderWeights | undefined): DecoderWeights => (d === undefined ? DEFAULT_WEIGHTS : { ...d, oov: d.oov ?? 0 });
  const c = hasCasing ? parseModelJson<Record<'en' | 'ms', Record<string, string>>>(second[1] as string, name, 'a "#casing" line') : { en: {}, ms: {} };
  const casing: Casing = { en: new Map(Object.entries(c.en ?? {})), ms: new Map(Object.entries(c.ms ?? {})) };
  return new PhraseTable(text, Int32Array.from(starts), { ms: withOov(w.msToEn), en: withOov(w.enToMs) }, casing);
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
