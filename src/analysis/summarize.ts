/**
 * Summarisation of Malay, English and Manglish text: extractive (rank sentences, remove redundancy, keep
 * the original order) and abstractive (the same selection, rewritten by compression and fusion).
 */
import { choiceOption, numberOption, requireOptions, requireText } from '../errors.js';
import { segment } from '../text/segment.js';
import { extractKeywords } from './keywords.js';
import { blendedSimilarity } from './similarity.js';
import { compressSentence, dropRedundantClauses, fuseSentences } from './summary-rewrite.js';
import { comparable, comparableWords, type ComparableText } from './text-vectors.js';

/** Summary styles. */
export const SUMMARY_STYLES = ['extractive', 'abstractive'] as const;

/** Options of {@link summarize}. */
export interface SummarizeOptions {
  /** Most words in the summary (5 to 5,000, default 100). */
  readonly maxLength?: number;
  /** `extractive` (whole sentences of the text) or `abstractive` (those sentences compressed and fused). */
  readonly style?: (typeof SUMMARY_STYLES)[number];
}

/** A WhatsApp export stamp at the start of a line: `[12/01/24, 10:01:22] `, `12/01/2024, 10:01 - `, `[10:01] `. */
const CHAT_STAMP = /^\[?\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]M)?\]?\s*-?\s*|^\[\d{1,2}:\d{2}(?::\d{2})?\]\s*/iu;

/** Weights of a sentence's centrality, keyword coverage and position in its score. */
const WEIGHTS = { centrality: 0.45, coverage: 0.35, position: 0.2 };
/** How strongly a candidate's similarity to chosen sentences counts against it (MMR). */
const REDUNDANCY = 0.6;
/** A sentence is added only while its MMR value is at least this share of the best sentence's score. */
const MIN_RELATIVE_VALUE = 0.4;

const wordCount = (s: string): number => s.split(/\s+/).filter((w) => w !== '').length;

/** Weighted PageRank over a similarity matrix; 1 for the most central sentence. */
function centrality(sim: readonly Float64Array[]): number[] {
  const n = sim.length;
  const out = sim.map((row) => row.reduce((a, b) => a + b, 0));
  let rank = new Array<number>(n).fill(1);
  for (let round = 0; round < 30; round++) {
    rank = rank.map((_, i) => {
      let sum = 0;
      for (let j = 0; j < n; j++) if (j !== i && (out[j] as number) > 0) sum += ((sim[j] as Float64Array)[i] as number) * (rank[j] as number) / (out[j] as number);
      return 0.15 + 0.85 * sum;
    });
  }
  const max = Math.max(...rank);
  return rank.map((r) => r / max);
}

/**
 * Summarises a text to at most `maxLength` words. Extractive: sentences ranked by centrality (TextRank
 * over the blended embedding/word similarity of `similarity`), coverage of the text's keywords and
 * position, chosen greedily without repeating each other (MMR) while they stay relevant, in their
 * original order. Abstractive:
 * the same ranking over compressed sentences (asides, openers, particles and emoji dropped), clauses the
 * summary already states removed, and consecutive sentences about one subject fused. A text already
 * within the length comes back whole (extractive) or compressed (abstractive); a single sentence longer
 * than `maxLength` is cut at a word boundary and ends with `…`.
 *
 * @example
 * ```ts
 * summarization.summarize('Banjir besar melanda Kelantan semalam. Ribuan penduduk dipindahkan. Cuaca cerah hari ini.', { maxLength: 10 });
 * // 'Banjir besar melanda Kelantan semalam. Ribuan penduduk dipindahkan.'
 * ```
 */
export function summarize(text: string, options?: SummarizeOptions): string {
  requireText(text);
  const opts = requireOptions(options);
  const maxLength = numberOption(opts, 'maxLength', 100, 5, 5000, true);
  const style = choiceOption(opts, 'style', 'extractive', SUMMARY_STYLES);
  // 1. Sentences (chat lines without their time stamps), each once.
  const seen = new Set<string>();
  const original = segment(text).map((s) => s.replace(CHAT_STAMP, '').trim()).filter((s) => {
    const key = s.toLowerCase();
    const fresh = s !== '' && !seen.has(key);
    seen.add(key);
    return fresh;
  });
  const sentences = style === 'abstractive' ? original.map(compressSentence) : original;
  const keep = sentences.map((s, i) => (s === '' ? -1 : i)).filter((i) => i >= 0);
  if (keep.length === 0) return compressSentence(text).trim() || text.trim();
  // 2. Features: comparable words, vectors, pairwise similarity, keyword coverage, position.
  const texts = keep.map((i) => comparable(sentences[i] as string));
  const sim = keep.map(() => new Float64Array(keep.length));
  for (let a = 0; a < keep.length; a++) {
    for (let b = a + 1; b < keep.length; b++) {
      const s = blendedSimilarity(texts[a] as ComparableText, texts[b] as ComparableText);
      (sim[a] as Float64Array)[b] = s;
      (sim[b] as Float64Array)[a] = s;
    }
  }
  const keywords = extractKeywords(text, { topN: 10 });
  const total = keywords.reduce((a, k) => a + k.score, 0) || 1;
  const central = centrality(sim);
  const score = keep.map((i, k) => {
    const lower = (sentences[i] as string).toLowerCase();
    const coverage = keywords.reduce((a, kw) => a + (lower.includes(kw.keyword.toLowerCase()) ? kw.score : 0), 0) / total;
    const position = 1 / (1 + 0.25 * k);
    const short = wordCount(sentences[i] as string) < 3 ? 0.5 : 1;
    return short * (WEIGHTS.centrality * (central[k] as number) + WEIGHTS.coverage * coverage + WEIGHTS.position * position);
  });
  // 3. Greedy selection within the budget, penalising similarity to what is already chosen (MMR).
  const chosen: number[] = [];
  let budget = maxLength;
  for (;;) {
    let best = -1;
    let bestValue = -Infinity;
    for (let k = 0; k < keep.length; k++) {
      if (chosen.includes(k) || wordCount(sentences[keep[k] as number] as string) > budget) continue;
      const redundancy = chosen.reduce((m, c) => Math.max(m, (sim[k] as Float64Array)[c] as number), 0);
      const value = (score[k] as number) - REDUNDANCY * redundancy;
      if (value > bestValue) [best, bestValue] = [k, value];
    }
    if (best < 0 || (chosen.length > 0 && bestValue < MIN_RELATIVE_VALUE * Math.max(...score))) break;
    chosen.push(best);
    budget -= wordCount(sentences[keep[best] as number] as string);
  }
  // 4. Nothing fits: the best sentence, cut to the budget.
  if (chosen.length === 0) {
    const top = score.indexOf(Math.max(...score));
    const cut = (sentences[keep[top] as number] as string).split(/\s+/).slice(0, maxLength).join(' ');
    return `${cut.replace(/[,;:]$/, '')}…`;
  }
  // 5. In the original order; abstractive summaries drop restated clauses and fuse shared subjects.
  let picked = chosen.sort((a, b) => a - b).map((k) => sentences[keep[k] as number] as string);
  if (style === 'abstractive') {
    picked = picked.map((s, i) => dropRedundantClauses(s, new Set(picked.filter((_, j) => j !== i).flatMap(comparableWords))));
    picked = fuseSentences(picked);
  }
  return picked.map((s) => (/[.!?…"')\]]$/u.test(s) ? s : `${s}.`)).join(' ');
}
