/**
 * The phrase-based decoder: a beam search over the source left to right in blocks of one phrase, or two
 * adjacent phrases swapped, scored log-linearly by the phrase table and the target language model.
 * Hypotheses that cover the same source prefix and end in the same two target words are recombined.
 */
import type { NgramModel } from './ngram.js';
import { BOS, EOS, UNK } from './ngram.js';
import type { DecoderWeights, Direction, PhraseOption, PhraseTable } from './phrase-table.js';
import { MAX_SOURCE_PHRASE } from './phrase-limits.js';

/** A source token: its lower-case form for lookup and its text to copy when untranslated. */
export interface SourceToken {
  readonly key: string;
  readonly text: string;
  /** True for names, numbers, URLs and the like: always copied. */
  readonly copy: boolean;
  /**
   * A word the source leaves unsaid and the target needs (English `is` or `are` after a Malay subject), as the
   * words to choose from: the language model picks one; never swapped, counted neither known nor unknown.
   */
  readonly inserted?: readonly string[];
  /** True for a word the pre-ordering put in its English place: never swapped. */
  readonly placed?: boolean;
  /** True for a word that ends its phrase: no phrase runs on past it (`his new` is no phrase once `his` is moved). */
  readonly closes?: boolean;
  /**
   * The word with its part of speech (`kind|ADJ`), where the table translates the word apart under that tag: a
   * one-word phrase of it is read with those options (`baik`, not `jenis`, for `very kind`).
   */
  readonly sense?: string;
}

/** The best translation found. */
export interface Decoded {
  readonly words: string[];
  /** Total log-linear score. */
  readonly score: number;
  /** Sum of log p(target|source) over the chosen phrases, and how many source words they cover. */
  readonly tmLog: number;
  readonly covered: number;
  /** Source words copied because nothing translated them. */
  readonly unknown: number;
}

interface Hyp {
  readonly score: number;
  readonly u: number;
  readonly v: number;
  /** The previous hypothesis and the target words this one added. */
  readonly parent: Hyp | undefined;
  readonly added: readonly string[];
  readonly tmLog: number;
  readonly covered: number;
  readonly unknown: number;
}

/** A translation option of a span, ready to apply. */
interface SpanOption {
  readonly words: readonly string[];
  /** Language-model ids of `words`. */
  readonly ids: readonly number[];
  /** Weighted phrase-table score (with the word and phrase penalties and the language model's unknown words). */
  readonly tm: number;
  /** log p(target|source), for confidence. */
  readonly tmLog: number;
  readonly copy: boolean;
  /** Source words translated (or copied as unknown); 0 for an inserted word. */
  readonly len: number;
}

/**
 * A copied word (a name, a kept Malaysian term, an unknown word). Into English it never heads a swap: a swap puts a
 * Malay modifier before its noun, and a copied word was moving behind its verb or splitting its own term
 * (`Ahmad pergi ke Jepun` had become `Go to Ahmad`, `nasi lemak setiap pagi` `nasi every morning lemak`).
 */
const copiedWord = (o: SpanOption): boolean => o.copy && /^\p{L}/u.test(o.words[0] ?? '');

/** Beam width per position and translation options kept per source phrase. */
const BEAM = 8;
const OPTIONS = 5;
const SWAP_OPTIONS = 2;

/** Language-model ids of an option's words, remembered on the option for its model. */
const optionIds = new WeakMap<PhraseOption, { lm: NgramModel; ids: number[] }>();
function idsOf(o: PhraseOption, lm: NgramModel): number[] {
  const hit = optionIds.get(o);
  if (hit && hit.lm === lm) return hit.ids;
  const ids = o.words.map((x) => lm.id(x));
  optionIds.set(o, { lm, ids });
  return ids;
}

/** Candidate translations of the source span [i, j): table options, or a copy of a single token. */
function spanOptions(table: PhraseTable, lm: NgramModel, dir: Direction, w: DecoderWeights, src: readonly SourceToken[], i: number, j: number): SpanOption[] {
  const span = src.slice(i, j);
  const len = j - i;
  const copy = (penalty: number): SpanOption[] => (len === 1 ? [{ words: [span[0]?.text as string], ids: [lm.id((span[0]?.key as string))], tm: penalty, tmLog: 0, copy: true, len }] : []);
  const inserted = len === 1 ? span[0]?.inserted : undefined;
  if (inserted) return inserted.map((word) => ({ words: [word], ids: [lm.id(word)], tm: 0, tmLog: 0, copy: true, len: 0 }));
  if (span.some((t) => t.copy)) return copy(w.unknown * 0.2);
  if (span.some((t, k) => t.closes && k < len - 1)) return [];
  const sense = len === 1 ? span[0]?.sense : undefined;
  const found = (sense !== undefined ? table.senseOptions(dir, sense) : undefined) ?? table.options(dir, span.map((t) => t.key).join(' '));
  if (!found) return copy(w.unknown);
  const tmOf = (o: PhraseOption, ids: readonly number[]): number =>
    w.tm[0] * o.scores[0] + w.tm[1] * o.scores[1] + w.tm[2] * o.scores[2] + w.tm[3] * o.scores[3] + w.phrase + w.word * o.words.length + w.oov * ids.filter((id) => id === UNK).length;
  return found
    .map((o) => {
      const ids = idsOf(o, lm);
      return { words: o.words, ids, tm: tmOf(o, ids), tmLog: o.scores[0], copy: false, len };
    })
    .sort((a, b) => b.tm - a.tm)
    .slice(0, OPTIONS);
}

/** The target words of a hypothesis chain, in order. */
function wordsOf(h: Hyp): string[] {
  const parts: (readonly string[])[] = [];
  for (let x: Hyp | undefined = h; x; x = x.parent) parts.push(x.added);
  return parts.reverse().flat();
}

/**
 * Translates source tokens with the table and the target language model.
 *
 * @example
 * ```ts
 * decode(table, lmEn, 'ms', [{ key: 'kereta', text: 'kereta', copy: false }, { key: 'merah', text: 'merah', copy: false }]).words;
 * // ['red', 'car']
 * ```
 */
export function decode(table: PhraseTable, lm: NgramModel, dir: Direction, src: readonly SourceToken[]): Decoded {
  const w = table.weights[dir];
  const n = src.length;
  const lmCache = new Map<number, number>();
  const size = lm.size;
  const lmLog = (u: number, v: number, x: number): number => {
    const k = (u * size + v) * size + x;
    let p = lmCache.get(k);
    if (p === undefined) {
      p = Math.log(lm.prob(u, v, x));
      lmCache.set(k, p);
    }
    return p;
  };
  // Options of every span, computed once: opts[i][len - 1].
  const opts: SpanOption[][][] = [];
  for (let i = 0; i < n; i++) {
    const row: SpanOption[][] = [];
    for (let j = i + 1; j <= Math.min(n, i + MAX_SOURCE_PHRASE); j++) row.push(spanOptions(table, lm, dir, w, src, i, j));
    opts.push(row);
  }
  // How many placed tokens come before each position, so a swap over one is refused without a scan.
  const placedUpTo = [0];
  for (const t of src) placedUpTo.push((placedUpTo.at(-1) as number) + (t.placed ? 1 : 0));
  const stacks: Map<number, Hyp>[] = Array.from({ length: n + 1 }, () => new Map());
  (stacks[0] as Map<number, Hyp>).set(BOS * size + BOS, { score: 0, u: BOS, v: BOS, parent: undefined, added: [], tmLog: 0, covered: 0, unknown: 0 });
  /** Applies one option, or two (`second` first, then `first`: a swap), and keeps the result if best. */
  const extend = (h: Hyp, first: SpanOption, second: SpanOption | undefined, extra: number, at: number): void => {
    let { u, v, score, tmLog, covered, unknown } = h;
    score += extra;
    for (let k = second ? 0 : 1; k < 2; k++) {
      const p = k === 0 ? (second as SpanOption) : first;
      score += p.tm;
      if (p.copy) unknown += p.len;
      else {
        tmLog += p.tmLog;
        covered += p.len;
      }
      for (let j = 0; j < p.ids.length; j++) {
        const x = p.ids[j] as number;
        score += w.lm * lmLog(u, v, x);
        u = v;
        v = x;
      }
    }
    const stack = stacks[at] as Map<number, Hyp>;
    const key = u * size + v;
    const old = stack.get(key);
    if (old && old.score >= score) return;
    stack.set(key, { score, u, v, parent: h, added: second ? [...second.words, ...first.words] : first.words, tmLog, covered, unknown });
  };
  for (let i = 0; i < n; i++) {
    const beam = [...(stacks[i] as Map<number, Hyp>).values()].sort((a, b) => b.score - a.score).slice(0, BEAM);
    const row = opts[i] as SpanOption[][];
    for (const h of beam) {
      // 1. One phrase, in order.
      for (let len = 1; len <= row.length; len++) for (const o of row[len - 1] as SpanOption[]) extend(h, o, undefined, 0, i + len);
      // 2. Two adjacent phrases, swapped (`kereta merah` → `red car`).
      for (let a = 1; a <= Math.min(2, n - i - 1); a++) {
        for (let b = 1; b <= Math.min(2, n - i - a); b++) {
          const first = (row[a - 1] ?? []).slice(0, SWAP_OPTIONS);
          const second = ((opts[i + a] as SpanOption[][])[b - 1] ?? []).slice(0, SWAP_OPTIONS);
          if ((placedUpTo[i + a + b] as number) > (placedUpTo[i] as number)) continue;
          for (const x of first) for (const y of second) if ((!x.copy || !y.copy) && x.len > 0 && y.len > 0 && !(dir === 'ms' && copiedWord(x))) extend(h, x, y, w.swap, i + a + b);
        }
      }
    }
  }
  let best: Hyp | undefined;
  for (const h of (stacks[n] as Map<number, Hyp>).values()) {
    const final = h.score + w.lm * lmLog(h.u, h.v, EOS);
    if (!best || final > best.score) best = { ...h, score: final };
  }
  const b = best as Hyp;
  return { words: wordsOf(b), score: b.score, tmLog: b.tmLog, covered: b.covered, unknown: b.unknown };
}
