/**
 * The question-answering ranker's view of a question and a context: question type and content stems,
 * context sentences ranked by BM25, candidate answer spans, and the hashed features of each span. The
 * trainer and `qa.answer` share it, so both see the same features.
 */
import { QUESTION_TYPES } from '../lang/ms/questions.js';
import { ENGLISH_STOPWORDS } from '../lang/en/stopwords.js';
import { MALAY_NUMBER_WORDS } from '../lang/ms/numbers.js';
import { MALAY_STOPWORDS } from '../lang/ms/stopwords.js';
import { lazy } from '../lazy.js';
import { hashString } from '../models/features.js';
import type { LinearModel } from '../models/linear.js';
import { stemOf } from '../text/stem.js';
import { scan, type Token } from '../text/tokenize.js';

/** Hash buckets of the span ranker and of the answerability model. */
export const QA_BUCKETS = 1 << 18;
/** Longest candidate span, in tokens; sentences read per question. */
export const MAX_SPAN = 8;
export const TOP_SENTENCES = 3;

const stop = lazy(() => new Set([...MALAY_STOPWORDS, ...ENGLISH_STOPWORDS, 'yang', 'adalah', 'ialah', 'merupakan', 'the', 'a', 'an']));
const MONTHS = /^(januari|februari|mac|maret|april|mei|jun|juni|julai|juli|ogos|agustus|september|oktober|november|disember|desember|january|february|march|may|june|july|august|october|december)$/;
/** Days of the week and the days around today (Malay, Indonesian, English). */
const DAYS = /^(isnin|selasa|rabu|khamis|jumaat|sabtu|ahad|senin|kamis|jumat|monday|tuesday|wednesday|thursday|friday|saturday|sunday|semalam|kelmarin|kemarin|esok|besok|lusa|yesterday|tomorrow|today)$/;
/** `depan`, `lepas` … after `bulan`, `tahun`, `minggu`: `bulan depan`, `tahun lalu`. */
const RELATIVE = /^(depan|hadapan|lepas|lalu|ini|ni)$/;
const PERIODS = /^(bulan|tahun|minggu|pekan)$/;
/** Number words (`tiga juta`, `dua puluh`) count as numbers in a span's shape. */
const numberWords = lazy(() => new Set([...MALAY_NUMBER_WORDS, 'delapan', 'belas', 'ribuan', 'ratusan', 'puluhan', 'jutaan', 'million', 'billion', 'thousand', 'hundred']));

/** Question words by first word, longest first. */
const typeIndex = lazy(() => {
  const map = new Map<string, { words: string[]; type: string }[]>();
  for (const [type, list] of Object.entries(QUESTION_TYPES)) {
    for (const q of list) {
      const words = q.split(' ');
      map.set(words[0] as string, [...(map.get(words[0] as string) ?? []), { words, type }]);
    }
  }
  for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
  return map;
});

/** What the ranker knows about a question. */
export interface QuestionView {
  readonly type: string;
  /** Stems of the question's content words. */
  readonly stems: ReadonlySet<string>;
  /** The content stems in question order (for word pairs). */
  readonly content: readonly string[];
  /** Lower-cased words written with a capital after the first word (names), and number tokens. */
  readonly names: readonly string[];
  readonly numbers: readonly string[];
  /** Words and numbers in the question. */
  readonly length: number;
}

/**
 * Question type (person, date, location, number, reason, manner, thing, or other) and content stems.
 *
 * @example
 * ```ts
 * questionView('Bilakah Malaysia merdeka?').type; // 'date'
 * ```
 */
export function questionView(question: string): QuestionView {
  const tokens = question.trim() === '' ? [] : scan(question).filter((t) => t.kind === 'word' || t.kind === 'number');
  const words = tokens.map((t) => t.text.toLowerCase());
  let type = 'other';
  const qwords = new Set<number>();
  outer: for (let i = 0; i < words.length; i++) {
    for (const e of typeIndex().get(words[i] as string) ?? []) {
      if (e.words.every((w, j) => words[i + j] === w)) {
        type = e.type;
        e.words.forEach((_, j) => qwords.add(i + j));
        break outer;
      }
    }
  }
  const content = words.filter((w, i) => !qwords.has(i) && !stop().has(w)).map(stemOf);
  const names = words.filter((_, i) => i > 0 && (tokens[i] as Token).kind === 'word' && /^\p{Lu}/u.test((tokens[i] as Token).text));
  const numbers = words.filter((_, i) => (tokens[i] as Token).kind === 'number');
  return { type, stems: new Set(content), content, names, numbers, length: words.length };
}

/** A context sentence: its token range, BM25 score against the question, and the question stems it has. */
export interface SentenceView {
  readonly from: number;
  readonly to: number;
  readonly bm25: number;
  readonly rank: number;
  readonly matched: ReadonlySet<string>;
}

/** The context's tokens, their stems, and its sentences ranked by BM25 (best first). */
export interface ContextView {
  readonly tokens: readonly Token[];
  readonly lower: readonly string[];
  readonly stems: readonly string[];
  readonly sentences: readonly SentenceView[];
  /** Per token: 1 when it may not start or end an answer (punctuation or a stop word). */
  readonly edgeless: Uint8Array;
  /** Prefix counts of punctuation that may not occur inside an answer (`.`, `!`, `?`, `;`, `:`, brackets, quotes). */
  readonly hardPunct: Int32Array;
  /** The question stems found anywhere in the context. */
  readonly matched: ReadonlySet<string>;
  /** Every lower-cased token of the context. */
  readonly words: ReadonlySet<string>;
}

/** What a context is apart from any question: tokens, lower-case forms, stems, sentences, edge facts. */
interface AnalysedContext {
  readonly tokens: readonly Token[];
  readonly lower: readonly string[];
  readonly stems: readonly string[];
  readonly bounds: readonly (readonly [number, number])[];
  readonly edgeless: Uint8Array;
  readonly hardPunct: Int32Array;
  readonly words: ReadonlySet<string>;
}

/** The last few contexts analysed: several questions about one document tokenise it once. */
const recent = new Map<string, AnalysedContext>();
const RECENT = 8;

function analysed(context: string): AnalysedContext {
  const hit = recent.get(context);
  if (hit) return hit;
  const tokens = context.trim() === '' ? [] : scan(context);
  const lower = tokens.map((t) => t.text.toLowerCase());
  const stems = lower.map((w, i) => ((tokens[i] as Token).kind === 'word' ? stemOf(w) : w));
  // Sentences: cut after sentence punctuation or a newline gap.
  const bounds: [number, number][] = [];
  let from = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1];
    let newline = false;
    if (next !== undefined) for (let k = t.end; k < next.start && !newline; k++) newline = context.charCodeAt(k) === 10;
    if ((t.kind === 'punct' && /^[.!?]+$/.test(t.text)) || newline || i === tokens.length - 1) {
      bounds.push([from, i + 1]);
      from = i + 1;
    }
  }
  const edgeless = Uint8Array.from(tokens, (t, i) => (t.kind === 'punct' || stop().has(lower[i] as string) ? 1 : 0));
  const hardPunct = new Int32Array(tokens.length + 1);
  tokens.forEach((t, i) => (hardPunct[i + 1] = (hardPunct[i] as number) + (t.kind === 'punct' && /[.!?;:()"]/.test(t.text) ? 1 : 0)));
  const out = { tokens, lower, stems, bounds, edgeless, hardPunct, words: new Set(lower) };
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value as string);
  recent.set(context, out);
  return out;
}

/**
 * Tokens and BM25-ranked sentences of a context (sentences end at `.`, `!`, `?` and newlines).
 *
 * @example
 * ```ts
 * contextView('Ali lahir di Ipoh. Dia kerja di KL.', questionView('Di mana Ali lahir?')).sentences[0]?.rank; // 0
 * ```
 */
export function contextView(context: string, q: QuestionView): ContextView {
  const { tokens, lower, stems: stemmed, bounds, edgeless, hardPunct, words } = analysed(context);
  // BM25 of each sentence for the question's stems (k1 1.2, b 0.75); only question stems are counted.
  const tfs = bounds.map(([a, b]) => {
    const tf = new Map<string, number>();
    for (let i = a; i < b; i++) if (q.stems.has(stemmed[i] as string)) tf.set(stemmed[i] as string, (tf.get(stemmed[i] as string) ?? 0) + 1);
    return tf;
  });
  const df = new Map<string, number>();
  for (const tf of tfs) for (const stem of tf.keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
  const avg = bounds.reduce((n, [a, b]) => n + b - a, 0) / Math.max(bounds.length, 1);
  const scored = bounds.map(([a, b], k) => {
    let score = 0;
    for (const [stem, f] of tfs[k] as Map<string, number>) {
      const d = df.get(stem) ?? 0;
      const idf = Math.log(1 + (bounds.length - d + 0.5) / (d + 0.5));
      score += (idf * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * (b - a)) / avg));
    }
    return { from: a, to: b, bm25: score, matched: new Set((tfs[k] as Map<string, number>).keys()) };
  });
  const ranked = [...scored].sort((x, y) => y.bm25 - x.bm25 || x.from - y.from).map((s, rank) => ({ ...s, rank }));
  return { tokens, lower, stems: stemmed, sentences: ranked, edgeless, hardPunct, matched: new Set(df.keys()), words };
}

/** The index of the first edge `x` does not exceed (`edges.length` past the last). */
export const bucket = (x: number, edges: readonly number[]): number => {
  for (let i = 0; i < edges.length; i++) if (x <= (edges[i] as number)) return i;
  return edges.length;
};
/** A feature string's bucket. */
export const hashOf = (x: string): number => hashString(x) & (QA_BUCKETS - 1);

/** Per-token facts, summed as prefix counts so a span's shape and overlap cost O(1). */
interface TokenFacts {
  readonly num: Int32Array;
  readonly hasNum: Int32Array;
  readonly cap: Int32Array;
  readonly date: Int32Array;
  readonly inQuestion: Int32Array;
  readonly comma: Int32Array;
}

const SHAPES = ['DATE', 'YEAR', 'NUM', 'HASNUM', 'CAP', 'MIX', 'LOW'] as const;
const INQ = [0, 0.34, 0.99];
const NEAR = [1, 2, 4, 7, 12];
const NEAR_T = [1, 3, 7];
const AROUND = [0, 1, 2, 4];
const BM = [0, 1, 2.5, 5, 8];

/** Features per span: five of its start, four of its end, thirteen of the span. */
const FEATURE_COUNT = 22;

/** Ids of the discrete span features for one question type, by table and index (remembered per type). */
const idsByType = new Map<string, Record<string, number[]>>();

function discreteIds(t: string): Record<string, number[]> {
  let table = idsByType.get(t);
  if (!table) {
    const range = (k: number): number[] => Array.from({ length: k }, (_, i) => i);
    const ids = (f: (i: number) => string, k: number): number[] => range(k).map((i) => hashOf(f(i)));
    table = {
      tShape: ids((i) => `t=${t}|st=${SHAPES[i] as string}`, SHAPES.length),
      tLen: ids((i) => `t=${t}|len=${i}`, 7),
      shapeLen: ids((i) => `st=${SHAPES[Math.floor(i / 7)] as string}|len=${i % 7}`, SHAPES.length * 7),
      inq: ids((i) => `inq=${i}`, INQ.length + 1),
      tInq: ids((i) => `t=${t}|inq=${i === 1}`, 2),
      near: ids((i) => `near=${i}`, NEAR.length + 1),
      tNear: ids((i) => `t=${t}|near=${i}`, NEAR_T.length + 1),
      around: ids((i) => `around=${i}`, AROUND.length + 1),
      rank: ids((i) => `rank=${i}`, 4),
      bm: ids((i) => `bm=${i}`, BM.length + 1),
      tRank: ids((i) => `t=${t}|rank=${i}`, 4),
      comma: ids((i) => `comma=${i === 1}`, 2),
      bias: [hashOf('bias')],
      lq: ids((i) => `lq=${i === 1}`, 2),
      rq: ids((i) => `rq=${i === 1}`, 2),
    };
    if (idsByType.size >= 64) idsByType.clear();
    idsByType.set(t, table);
  }
  return table;
}

/** The weights (no, yes) of every discrete feature, per model and question type. */
const weightsByModel = new WeakMap<LinearModel, Map<string, Record<string, Float64Array>>>();

function discreteWeights(model: LinearModel, t: string): Record<string, Float64Array> {
  let perType = weightsByModel.get(model);
  if (!perType) weightsByModel.set(model, (perType = new Map()));
  let tables = perType.get(t);
  if (!tables) {
    tables = {};
    for (const [name, ids] of Object.entries(discreteIds(t))) {
      const w = new Float64Array(2 * ids.length);
      ids.forEach((id, i) => w.set(model.addWeights([id], new Float64Array(2)), 2 * i));
      tables[name] = w;
    }
    if (perType.size >= 64) perType.clear();
    perType.set(t, tables);
  }
  return tables;
}

/**
 * Everything about one question and context that span features need, computed once: feature ids of the
 * discrete features, per-position ids (words left and right of a span, its first and last word, computed
 * when first needed) and prefix counts for shapes and overlap.
 */
export class SpanScorer {
  private readonly facts: TokenFacts;
  private readonly starts = new Map<number, number[]>();
  private readonly ends = new Map<number, number[]>();
  private readonly table: Record<string, number[]>;
  private readonly prevQ: Int32Array;
  private readonly nextQ: Int32Array;

  constructor(readonly q: QuestionView, readonly c: ContextView) {
    const n = c.tokens.length;
    const count = (f: (i: number) => boolean): Int32Array => {
      const out = new Int32Array(n + 1);
      for (let i = 0; i < n; i++) out[i + 1] = (out[i] as number) + (f(i) ? 1 : 0);
      return out;
    };
    const kind = (i: number): Token['kind'] => (c.tokens[i] as Token).kind;
    this.facts = {
      num: count((i) => ['number', 'percent', 'money', 'punct'].includes(kind(i)) || numberWords().has(c.lower[i] as string)),
      hasNum: count((i) => ['number', 'percent', 'money'].includes(kind(i)) || numberWords().has(c.lower[i] as string)),
      cap: count((i) => kind(i) !== 'word' || /^\p{Lu}/u.test((c.tokens[i] as Token).text) || stop().has(c.lower[i] as string)),
      date: count((i) => kind(i) === 'date' || MONTHS.test(c.lower[i] as string) || DAYS.test(c.lower[i] as string) || (RELATIVE.test(c.lower[i] as string) && PERIODS.test(c.lower[i - 1] ?? ''))),
      inQuestion: count((i) => q.stems.has(c.stems[i] as string)),
      comma: count((i) => c.lower[i] === ','),
    };
    // The nearest question word at or before, and at or after, each position (-1 when none).
    this.prevQ = new Int32Array(n).fill(-1);
    this.nextQ = new Int32Array(n).fill(-1);
    for (let i = 0; i < n; i++) this.prevQ[i] = q.stems.has(c.stems[i] as string) ? i : i > 0 ? (this.prevQ[i - 1] as number) : -1;
    for (let i = n - 1; i >= 0; i--) this.nextQ[i] = q.stems.has(c.stems[i] as string) ? i : i < n - 1 ? (this.nextQ[i + 1] as number) : -1;
    this.table = discreteIds(q.type);
  }

  private at(name: string, i: number): number {
    return (this.table[name] as number[])[i] as number;
  }

  /** The span's shape: DATE, YEAR, NUM, HASNUM, CAP (every word capitalised), MIX (first capitalised) or LOW. */
  shape(a: number, b: number): (typeof SHAPES)[number] {
    return SHAPES[this.shapeIndex(a, b)] as (typeof SHAPES)[number];
  }

  private shapeIndex(a: number, b: number): number {
    const f = this.facts;
    const len = b - a;
    if ((f.date[b] as number) > (f.date[a] as number)) return 0;
    if (len === 1 && /^(1[0-9]|20)\d\d$/.test(this.c.tokens[a]?.text ?? '')) return 1;
    if ((f.num[b] as number) - (f.num[a] as number) === len) return 2;
    if ((f.hasNum[b] as number) > (f.hasNum[a] as number)) return 3;
    if ((f.cap[b] as number) - (f.cap[a] as number) === len) return 4;
    return /^\p{Lu}/u.test(this.c.tokens[a]?.text ?? '') ? 5 : 6;
  }

  /** Features that depend only on where the span starts: words to its left, its first word. */
  private startFeatures(a: number): number[] {
    let f = this.starts.get(a);
    if (!f) {
      const t = this.q.type;
      const left = this.c.lower[a - 1] ?? '<s>';
      f = [hashOf(`t=${t}|l=${left}`), hashOf(`t=${t}|l2=${this.c.lower[a - 2] ?? '<s>'} ${left}`), hashOf(`l=${left}`), hashOf(`t=${t}|first=${this.c.lower[a] as string}`), this.at('lq', this.q.stems.has(this.c.stems[a - 1] ?? '') ? 1 : 0)];
      this.starts.set(a, f);
    }
    return f;
  }

  /** Features that depend only on where the span ends: the word to its right, its last word. */
  private endFeatures(b: number): number[] {
    let f = this.ends.get(b);
    if (!f) {
      const right = this.c.lower[b] ?? '</s>';
      f = [hashOf(`t=${this.q.type}|r=${right}`), hashOf(`r=${right}`), hashOf(`t=${this.q.type}|last=${this.c.lower[b - 1] as string}`), this.at('rq', this.q.stems.has(this.c.stems[b] ?? '') ? 1 : 0)];
      this.ends.set(b, f);
    }
    return f;
  }

  /**
   * Features of the span as a whole (shape and length by question type, overlap, distance, sentence
   * rank), passed to `visit` as a table name and an index into it.
   */
  private spanOnly(s: SentenceView, a: number, b: number, visit: (table: string, i: number) => void): void {
    const f = this.facts;
    const shape = this.shapeIndex(a, b);
    const len = Math.min(b - a, 6);
    const inSpan = (f.inQuestion[b] as number) - (f.inQuestion[a] as number);
    // Nearest question word outside the span within the sentence, and those within five tokens.
    const before = a - 1 >= s.from ? (this.prevQ[a - 1] as number) : -1;
    const after = b < s.to ? (this.nextQ[b] as number) : -1;
    const nearest = Math.min(before >= s.from ? a - before : 99, after >= 0 && after < s.to ? after - b + 1 : 99);
    const lo = Math.max(s.from, a - 5);
    const hi = Math.min(s.to, b + 5);
    const around = (f.inQuestion[a] as number) - (f.inQuestion[lo] as number) + (f.inQuestion[hi] as number) - (f.inQuestion[b] as number);
    const rank = Math.min(s.rank, 3);
    visit('tShape', shape);
    visit('tLen', len);
    visit('shapeLen', shape * 7 + len);
    visit('inq', bucket(inSpan / (b - a), INQ));
    visit('tInq', inSpan > 0 ? 1 : 0);
    visit('near', bucket(nearest, NEAR));
    visit('tNear', bucket(nearest, NEAR_T));
    visit('around', bucket(around, AROUND));
    visit('rank', rank);
    visit('bm', bucket(s.bm25, BM));
    visit('tRank', rank);
    visit('comma', (f.comma[b] as number) > (f.comma[a] as number) ? 1 : 0);
    visit('bias', 0);
  }

  /**
   * Hashed features of the span [a, b) in sentence `s` (always the same number).
   *
   * @example
   * ```ts
   * new SpanScorer(q, c).features(c.sentences[0], 3, 4).length; // 22
   * ```
   */
  features(s: SentenceView, a: number, b: number): number[] {
    const out = [...this.startFeatures(a), ...this.endFeatures(b)];
    this.spanOnly(s, a, b, (table, i) => out.push(this.at(table, i)));
    return out;
  }

  /**
   * The ranker's logit (yes minus no) for the span: equal to the model's logits of `features`, with the
   * weights of each start, end and discrete feature looked up once per question.
   */
  logit(model: LinearModel, s: SentenceView, a: number, b: number): number {
    const weights = this.weightsFor(model);
    let start = weights.start[a];
    if (!start) start = weights.start[a] = model.addWeights(this.startFeatures(a), new Float64Array(2));
    let end = weights.end[b];
    if (!end) end = weights.end[b] = model.addWeights(this.endFeatures(b), new Float64Array(2));
    let no = (start[0] as number) + (end[0] as number);
    let yes = (start[1] as number) + (end[1] as number);
    this.spanOnly(s, a, b, (table, i) => {
      const w = weights.tables[table] as Float64Array;
      no += w[2 * i] as number;
      yes += w[2 * i + 1] as number;
    });
    const scale = 1 / Math.sqrt(FEATURE_COUNT);
    const bias = model.header.bias;
    return (yes * scale + (bias[1] as number)) - (no * scale + (bias[0] as number));
  }

  private weightCache: { model: LinearModel; start: (Float64Array | undefined)[]; end: (Float64Array | undefined)[]; tables: Record<string, Float64Array> } | undefined;

  /** Per model: the weights (no, yes) of every discrete feature, and of starts and ends as they are met. */
  private weightsFor(model: LinearModel): NonNullable<SpanScorer['weightCache']> {
    if (!this.weightCache || this.weightCache.model !== model) this.weightCache = { model, start: [], end: [], tables: discreteWeights(model, this.q.type) };
    return this.weightCache;
  }
}

/** Whether [a, b) may be an answer: no sentence punctuation inside, no stop word or punctuation at either edge. */
export function isCandidate(c: ContextView, a: number, b: number): boolean {
  return c.edgeless[a] === 0 && c.edgeless[b - 1] === 0 && c.hardPunct[b] === c.hardPunct[a];
}

/** Calls `visit` with every candidate span of the top sentences (no arrays made: this runs per question). */
export function forEachCandidate(c: ContextView, visit: (s: SentenceView, a: number, b: number) => void): void {
  for (let k = 0; k < Math.min(TOP_SENTENCES, c.sentences.length); k++) {
    const s = c.sentences[k] as SentenceView;
    for (let a = s.from; a < s.to; a++) {
      if (c.edgeless[a] === 1) continue;
      for (let b = a + 1; b <= Math.min(s.to, a + MAX_SPAN); b++) {
        if (c.hardPunct[b] !== c.hardPunct[a]) break;
        if (c.edgeless[b - 1] === 0) visit(s, a, b);
      }
    }
  }
}

/** Every candidate span of the top sentences, as [sentence, start, end]. */
export function candidates(c: ContextView): [SentenceView, number, number][] {
  const out: [SentenceView, number, number][] = [];
  forEachCandidate(c, (s, a, b) => out.push([s, a, b]));
  return out;
}
