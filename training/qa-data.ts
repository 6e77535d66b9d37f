/**
 * Question-answering data: IDK-MRC (Indonesian Wikipedia, SQuAD-2.0 style with unanswerable questions;
 * CC BY-SA 4.0) and IndoNLU FacQA (Indonesian news, factoid; Apache-2.0). Malay is close to Indonesian,
 * so the ranker learns from these.
 */
import { readCsv, readData } from './common.js';

/** One question: its context, and the gold answer's character span (undefined when unanswerable). */
export interface QaItem {
  readonly question: string;
  readonly context: string;
  readonly answer: { text: string; start: number } | undefined;
  readonly source: string;
}

/** IDK-MRC train or validation questions. */
export function idkMrc(split: 'train' | 'valid'): QaItem[] {
  const data = JSON.parse(readData('idk-mrc', `${split}.json`)) as { context: string; qas: { question: string; is_impossible: boolean; answers: { text: string; answer_start: number }[] }[] }[];
  return data.flatMap((d) => d.qas.map((qa) => ({
    question: qa.question,
    context: d.context,
    answer: qa.is_impossible || qa.answers.length === 0 ? undefined : { text: (qa.answers[0] as { text: string }).text, start: (qa.answers[0] as { answer_start: number }).answer_start },
    source: 'idk-mrc',
  })));
}

/** Parses a Python list of strings as FacQA stores it (`['a', "b's"]`). */
function pyList(s: string): string[] {
  return [...s.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1'));
}

/** FacQA questions: tokens joined by spaces, the answer located from its B/I labels. */
export function facqa(split: 'train' | 'valid'): QaItem[] {
  return readCsv('indonlu-facqa', `${split}_preprocess.csv`).flatMap((r) => {
    const question = pyList(r.question ?? '').join(' ');
    const passage = pyList(r.passage ?? '');
    const labels = pyList(r.seq_label ?? '');
    const first = labels.indexOf('B');
    if (first < 0 || labels.length !== passage.length) return [];
    let last = first;
    while (labels[last + 1] === 'I') last++;
    const context = passage.join(' ');
    const start = passage.slice(0, first).join(' ').length + (first > 0 ? 1 : 0);
    const text = passage.slice(first, last + 1).join(' ');
    return [{ question, context, answer: { text, start }, source: 'facqa' }];
  });
}
