/**
 * The taggers on held-out data: UPOS accuracy on the 20 % carve-out of UD Indonesian, the held-out malaya
 * Malay tokens, UD English and the team's everyday Malay and Manglish sentences (`training/data/pos/eval.txt`,
 * which needs no shared data); entity-level F1 (overall and per label) on the NERGrit and NERP validation
 * splits, the held-out men-ner articles, the held-out malaya tokens and the WNUT-17 dev tweets (English social
 * media, whose products and creative works map to MISC); and `nerTag` itself on the team's
 * Malaysian chat and news sentences (`training/data/ner/eval.tsv`), which needs no shared data.
 */
import { loadTagger, type Tagger } from '../src/models/tagger.js';
import { TAGGER_FEATURES } from '../src/analysis/tagger-features.js';
import { fixedPosTag, posTag } from '../src/analysis/pos.js';
import { bioSpans, fixedNerTag, namedSpans, nerDomainOf, nerForms, nerTag } from '../src/analysis/ner.js';
import { taggerDomainOf } from '../src/analysis/language.js';
import { scan, type Token } from '../src/text/tokenize.js';
import { malayaPos, readTaggedLine, udEnglish, udIndonesian } from '../training/pos-data.js';
import type { TaggedSentence } from '../training/tagger.js';
import { entitySpans, malayaNer, menNer, nergrit, nerp, wnut } from '../training/ner-data.js';
import { readTeamTable } from '../training/common.js';
import { microF1 } from './metrics.js';
import type { EvalRow } from './types.js';

/** Token accuracy of the shipped POS tagger on gold-tokenised sentences (fixed tags as at run time). */
export function posAccuracy(sentences: readonly TaggedSentence[]): { accuracy: number; tokens: number } {
  const tagger = loadTagger('pos.bin.gz', TAGGER_FEATURES);
  let ok = 0;
  let n = 0;
  for (const s of sentences) {
    const fixed = s.words.map((w) => {
      const t = scan(w);
      return t.length === 1 ? fixedPosTag(t[0] as (typeof t)[number]) : undefined;
    });
    const pred = tagger.tag(s.words, fixed, taggerDomainOf(scan(s.words.join(' '))));
    pred.forEach((p, i) => {
      n++;
      if (p === s.tags[i]) ok++;
    });
  }
  return { accuracy: ok / n, tokens: n };
}

/**
 * `posTag` itself on the team's sentences, tagged by hand: UPOS accuracy over their words. A sentence that
 * `posTag` splits into other words than the gold ones counts every gold word wrong.
 */
export function evalPosTeam(): EvalRow {
  let ok = 0;
  let n = 0;
  for (const [line = ''] of readTeamTable('pos/eval.txt')) {
    const gold = readTaggedLine(line);
    const pred = posTag(gold.map(([word]) => word).join(' '));
    n += gold.length;
    if (pred.length !== gold.length) continue;
    gold.forEach(([word, tag], i) => {
      if (pred[i]?.[0] === word && pred[i]?.[1] === tag) ok++;
    });
  }
  return { task: 'pos', dataset: 'team set (training/data/pos/eval.txt)', split: 'all (never trained on)', metric: 'UPOS accuracy', value: ok / n, n };
}

export function evalPos(): EvalRow[] {
  const id = posAccuracy(udIndonesian(true));
  const ms = posAccuracy(malayaPos(true));
  const en = posAccuracy(udEnglish(true));
  return [
    { task: 'pos', dataset: 'UD Indonesian (CSUI train + GSD dev)', split: 'held-out 20 % of sentences', metric: 'UPOS accuracy', value: id.accuracy, n: id.tokens },
    { task: 'pos', dataset: 'malaya ner_pos_tokens_bm_v3 (ms)', split: 'held-out 20 % of sentences', metric: 'UPOS accuracy (mapped tags)', value: ms.accuracy, n: ms.tokens },
    { task: 'pos', dataset: 'UD English EWT dev', split: 'held-out 10 % of sentences', metric: 'UPOS accuracy', value: en.accuracy, n: en.tokens },
    evalPosTeam(),
  ];
}

/** Entity-level precision/recall/F1 of the shipped NER tagger (exact span and label), overall and per label. */
export function nerScores(sentences: readonly TaggedSentence[], tagger: Tagger = loadTagger('ner.bin.gz', TAGGER_FEATURES)): Map<string, { f1: number; support: number }> {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  const bump = (label: string, key: 'tp' | 'fp' | 'fn'): void => {
    for (const l of [label, 'ALL']) {
      const c = counts.get(l) ?? { tp: 0, fp: 0, fn: 0 };
      c[key]++;
      counts.set(l, c);
    }
  };
  for (const s of sentences) {
    const positions = s.words.map((_, i) => ({ start: i, end: i + 1 }));
    // Each gold word as one token, read as `nerTag` reads it (a word the tokenizer would split stays a word).
    const tokens = s.words.map((w): Token => {
      const t = scan(w);
      return t.length === 1 ? (t[0] as Token) : { text: w, kind: 'word', start: 0, end: w.length };
    });
    const domain = nerDomainOf(scan(s.words.join(' ')));
    const key = (x: { label: string; start: number; end: number }): string => `${x.label}:${x.start}:${x.end}`;
    const gold = new Set(bioSpans(s.tags, positions).map(key));
    const tags = tagger.tag(nerForms(tokens, domain), tokens.map(fixedNerTag), domain);
    const pred = new Set(namedSpans(tags, s.words, domain).map((x) => key({ label: x.label, start: x.first, end: x.last + 1 })));
    for (const p of pred) bump(p.split(':')[0] as string, gold.has(p) ? 'tp' : 'fp');
    for (const g of gold) if (!pred.has(g)) bump(g.split(':')[0] as string, 'fn');
  }
  const out = new Map<string, { f1: number; support: number }>();
  for (const [label, c] of counts) {
    const p = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
    const r = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
    out.set(label, { f1: p + r === 0 ? 0 : (2 * p * r) / (p + r), support: c.tp + c.fn });
  }
  return out;
}

/**
 * `nerTag` on the team's sentences: entity F1 with exact text and label, and with overlapping text and the
 * same label (where a title or a trailing place name is the only difference).
 */
export function evalNerTeam(): EvalRow[] {
  type Span = { label: string; start: number; end: number };
  const rows = readTeamTable('ner/eval.tsv');
  const gold = rows.map(([text = '', list = '']): Span[] => entitySpans(text, list).entities);
  const pred = rows.map(([text = '']) => nerTag(text));
  const exact = microF1(gold, pred, (a, b) => a.label === b.label && a.start === b.start && a.end === b.end);
  const overlap = microF1(gold, pred, (a, b) => a.label === b.label && a.start < b.end && b.start < a.end);
  const n = gold.reduce((sum, g) => sum + g.length, 0);
  const dataset = 'team set (training/data/ner/eval.tsv)';
  const split = 'all (never trained on)';
  return [
    { task: 'ner', dataset, split, metric: 'entity F1', value: exact, n },
    { task: 'ner', dataset, split, metric: 'entity F1, overlapping spans', value: overlap, n },
  ];
}

export function evalNer(): EvalRow[] {
  const sets: [string, string, TaggedSentence[]][] = [
    ['indonlu-nergrit', 'validation', nergrit(true)],
    ['indonlu-nerp', 'validation', nerp(true)],
    ['men-ner (Malaysian English news)', 'held-out 20 % of articles', menNer(true)],
    ['malaya ner_pos_tokens_bm_v3 (ms)', 'held-out 20 % of sentences', malayaNer(true)],
    ['wnut17 (English tweets)', 'dev (never trained on)', wnut(true)],
  ];
  const rows: EvalRow[] = [];
  for (const [dataset, split, sentences] of sets) {
    const scores = nerScores(sentences);
    for (const label of ['ALL', 'PER', 'ORG', 'LOC', 'MISC']) {
      const s = scores.get(label);
      if (!s || s.support === 0) continue;
      rows.push({ task: 'ner', dataset, split, metric: label === 'ALL' ? 'entity F1' : `entity F1 ${label}`, value: s.f1, n: s.support });
    }
  }
  return [...rows, ...evalNerTeam()];
}
