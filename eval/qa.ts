/** Question answering on the IDK-MRC and FacQA validation splits: exact match and token F1. */
import { answer } from '../src/analysis/qa.js';
import { facqa, idkMrc, type QaItem } from '../training/qa-data.js';
import type { EvalRow } from './types.js';

/** SQuAD-style normalisation: lower case, no punctuation, single spaces. */
function norm(s: string): string[] {
  return s.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter((w) => w !== '');
}

/** Token F1 of a prediction against the gold answer (both empty → 1). */
export function tokenF1(pred: string, gold: string): number {
  const p = norm(pred);
  const g = norm(gold);
  if (p.length === 0 || g.length === 0) return p.length === g.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const w of g) counts.set(w, (counts.get(w) ?? 0) + 1);
  let same = 0;
  for (const w of p) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      same++;
      counts.set(w, c - 1);
    }
  }
  if (same === 0) return 0;
  const precision = same / p.length;
  const recall = same / g.length;
  return (2 * precision * recall) / (precision + recall);
}

function rows(name: string, items: readonly QaItem[]): EvalRow[] {
  let em = 0;
  let f1 = 0;
  for (const item of items) {
    const pred = answer(item.question, item.context).answer;
    const gold = item.answer?.text ?? '';
    if (norm(pred).join(' ') === norm(gold).join(' ')) em++;
    f1 += tokenF1(pred, gold);
  }
  const split = 'validation (never trained on)';
  return [
    { task: 'question answering', dataset: name, split, metric: 'exact match', value: em / items.length, n: items.length },
    { task: 'question answering', dataset: name, split, metric: 'token F1', value: f1 / items.length, n: items.length },
  ];
}

export function evalQa(): EvalRow[] {
  return [...rows('IDK-MRC (id, with unanswerable)', idkMrc('valid')), ...rows('IndoNLU FacQA (id)', facqa('valid'))];
}
