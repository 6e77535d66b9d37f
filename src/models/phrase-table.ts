/**
 * The translator's phrase table (`models/translation.tsv.gz`): Malay–English phrase pairs with four
 * scores and the tuned decoder weights of each direction. Text lines, gzip-compressed:
 * `#weights<TAB>{json}` then `malay phrase<TAB>english phrase<TAB>p(en|ms)<TAB>p(ms|en)<TAB>lex(en|ms)<TAB>lex(ms|en)`.
 */
import { gunzipSync } from 'node:zlib';
import { expectModel, readModel } from './loader.js';

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

/** Weights before tuning. */
export const DEFAULT_WEIGHTS: DecoderWeights = { tm: [1, 0.5, 0.3, 0.2], lm: 0.6, word: 0.2, phrase: 0.3, swap: -1, unknown: -5 };

/**
 * The loaded table: the file's lines, indexed by source phrase per direction on first use (a service
 * that only translates Malay to English never builds the English index), and the weights.
 */
export class PhraseTable {
  /** Per direction: source phrase → indices of its lines (built on first use). */
  private readonly index: Partial<Record<Direction, Map<string, number[]>>> = {};
  /** Per direction: source phrase → parsed options (parsed on first lookup). */
  private readonly parsed: Record<Direction, Map<string, PhraseOption[]>> = { ms: new Map(), en: new Map() };

  constructor(
    private readonly lines: readonly string[],
    readonly weights: Record<Direction, DecoderWeights>,
  ) {}

  /** Translations of a source phrase (words joined by spaces), or undefined. */
  options(direction: Direction, phrase: string): readonly PhraseOption[] | undefined {
    const cached = this.parsed[direction].get(phrase);
    if (cached) return cached;
    const rows = (this.index[direction] ??= this.build(direction)).get(phrase);
    if (!rows) return undefined;
    const options = rows.map((r) => this.option(direction, this.lines[r] as string));
    this.parsed[direction].set(phrase, options);
    return options;
  }

  /** A copy with other weights (for tuning); it shares the lines. */
  withWeights(weights: Record<Direction, DecoderWeights>): PhraseTable {
    return new PhraseTable(this.lines, weights);
  }

  /** Indexes one direction's source phrases: Malay (`ms`) or English (`en`). */
  private build(direction: Direction): Map<string, number[]> {
    const map = new Map<string, number[]>();
    this.lines.forEach((line, i) => {
      const t1 = line.indexOf('\t');
      if (t1 < 0) return;
      const key = direction === 'ms' ? line.slice(0, t1) : line.slice(t1 + 1, line.indexOf('\t', t1 + 1));
      const list = map.get(key);
      if (list) list.push(i);
      else map.set(key, [i]);
    });
    return map;
  }

  /** One line as an option of the direction. */
  private option(direction: Direction, line: string): PhraseOption {
    const [ms, en, ...scores] = line.split('\t');
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
 * Encodes phrase pairs and weights as the file's text (undefined weights mean the defaults); the trainer
 * gzips it.
 *
 * @example
 * ```ts
 * encodePhraseTable([{ ms: 'kereta', en: 'car', scores: [0.6, 0.8, 0.5, 0.7] }], { msToEn: undefined, enToMs: undefined });
 * ```
 */
export function encodePhraseTable(pairs: readonly PhrasePair[], weights: { msToEn: DecoderWeights | undefined; enToMs: DecoderWeights | undefined }): Uint8Array {
  const lines = [`#weights\t${JSON.stringify({ msToEn: weights.msToEn ?? DEFAULT_WEIGHTS, enToMs: weights.enToMs ?? DEFAULT_WEIGHTS })}`];
  for (const p of pairs) lines.push(`${p.ms}\t${p.en}\t${p.scores.map((s) => Number(s.toPrecision(4))).join('\t')}`);
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** Parses the table's bytes (gzip or plain text); `name` is for error messages. */
export function decodePhraseTable(bytes: Uint8Array, name: string): PhraseTable {
  const text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
  const lines = text.split('\n');
  const head = lines[0]?.split('\t');
  expectModel(head?.[0] === '#weights' && head[1] !== undefined, name, 'a "#weights" header');
  expectModel(lines.length > 2 && (lines[1] as string).split('\t').length >= 6, name, 'phrase pairs');
  const w = JSON.parse(head[1] as string) as { msToEn: DecoderWeights; enToMs: DecoderWeights };
  return new PhraseTable(lines.slice(1), { ms: w.msToEn, en: w.enToMs });
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
