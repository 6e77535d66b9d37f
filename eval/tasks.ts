/**
 * Evaluations of the task classifiers of issue 6: intent, topic, dialect, hate speech and stance, on the
 * team-written evaluation sets (written separately from the training data) and open held-out data.
 */
import { classifyIntent } from '../src/analysis/intent.js';
import { classifyTopic } from '../src/analysis/topic.js';
import { detectDialect } from '../src/analysis/dialect.js';
import { DIALECT_CLASSES } from '../src/analysis/choices.js';
import { sentences } from '../training/corpora.js';
import { sarawakTranscripts } from '../training/dialect.js';
import { detectHateSpeech } from '../src/analysis/hate-speech.js';
import { detectStance } from '../src/analysis/stance.js';
import { readTeamTable } from '../training/common.js';
import { readCsv } from '../training/common.js';
import { intentHeldOutEnglish } from '../training/intent-data.js';
import { sib200 } from '../training/topic-data.js';
import { readLabelled } from '../training/templates.js';
import { accuracy, macroF1 } from './metrics.js';
import type { EvalRow } from './types.js';

/** Accuracy and macro-F1 rows of one classifier on one labelled set. */
export function classifierRows(task: string, dataset: string, split: string, gold: readonly string[], pred: readonly string[]): EvalRow[] {
  return [
    { task, dataset, split, metric: 'accuracy', value: accuracy(gold, pred), n: gold.length },
    { task, dataset, split, metric: 'macro-F1', value: macroF1(gold, pred), n: gold.length },
  ];
}

export function evalIntent(): EvalRow[] {
  const rows = (file: string, split: string): EvalRow[] => {
    const team = readLabelled('intent', file, 'team');
    return classifierRows('intent', `team set (training/data/intent/${file})`, split, team.map((r) => r.label), team.map((r) => classifyIntent(r.text).intent));
  };
  const english = intentHeldOutEnglish();
  return [
    ...rows('eval.tsv', 'test: never trained on (ten parts)'),
    ...classifierRows('intent', 'HWU64 + CLINC150 small talk (en), mapped', 'HWU64 10 % carve-out + CLINC150 validation', english.map((r) => r.label), english.map((r) => classifyIntent(r.text).intent)),
  ];
}

export function evalTopic(): EvalRow[] {
  const sib = sib200('zsm_Latn', 'dev');
  const team = readLabelled('topic', 'eval.tsv', 'team');
  return [
    { task: 'topic', dataset: 'SIB-200 Malay (zsm), categories mapped', split: 'validation', metric: 'accuracy', value: accuracy(sib.map((r) => r.label), sib.map((r) => classifyTopic(r.text).topic)), n: sib.length },
    ...classifierRows('topic', 'team set (training/data/topic/eval.tsv)', 'all (written apart from training)', team.map((r) => r.label), team.map((r) => classifyTopic(r.text).topic)),
  ];
}

export function evalDialect(): EvalRow[] {
  const team = readLabelled('dialect', 'eval.tsv', 'team');
  const teamPred = team.map((r) => detectDialect(r.text).dialect);
  // Real speech: the transcripts' held-out recordings (never trained on), and held-out standard corpus sentences.
  const lines = sarawakTranscripts().filter((l) => l.heldOut);
  const sarawak = lines.filter((l) => l.tier === 'Sarawak').map((l) => detectDialect(l.text).dialect);
  const renderings = lines.filter((l) => l.tier === 'Malay').map((l) => detectDialect(l.text).dialect);
  const standard = [...sentences(['ms'])].filter((s) => s.heldOut && (s.source === 'melayu-standard-lisan' || s.source === 'talpco' || s.source === 'tatoeba')).map((s) => detectDialect(s.text).dialect);
  const transcripts = 'sarawakmalay-cc0 transcripts (CC0)';
  const share = (xs: readonly string[], label: string): number => xs.filter((x) => x === label).length / Math.max(1, xs.length);
  return [
    ...classifierRows('dialect', 'team set, development (training/data/dialect/eval.tsv)', 'all (written apart from training)', team.map((r) => r.label), teamPred),
    ...DIALECT_CLASSES.map((d): EvalRow => ({ task: 'dialect', dataset: 'team set, development (training/data/dialect/eval.tsv)', split: 'all (written apart from training)', metric: `recall: ${d}`, value: share(teamPred.filter((_, i) => team[i]?.label === d), d), n: team.filter((r) => r.label === d).length })),
    { task: 'dialect', dataset: transcripts, split: 'held-out recordings (34 % of files)', metric: 'recall: sarawak (Sarawak-tier lines)', value: share(sarawak, 'sarawak'), n: sarawak.length },
    { task: 'dialect', dataset: transcripts, split: 'held-out recordings (34 % of files)', metric: 'standard renderings read as sarawak', value: share(renderings, 'sarawak'), n: renderings.length },
    { task: 'dialect', dataset: 'Melayu Standard Lisan, TALPCo, Tatoeba (ms)', split: 'held-out rows', metric: 'read as standard', value: share(standard, 'standard'), n: standard.length },
  ];
}

/** Binary F1 of `positive` predictions against gold. */
function binaryF1(gold: readonly boolean[], pred: readonly boolean[]): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let i = 0; i < gold.length; i++) {
    if (pred[i] && gold[i]) tp++;
    else if (pred[i]) fp++;
    else if (gold[i]) fn++;
  }
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

export function evalHateSpeech(): EvalRow[] {
  const team = readLabelled('hate-speech', 'eval.tsv', 'team');
  const teamPred = team.map((r) => detectHateSpeech(r.text));
  const tweets = readCsv('id-hatespeech-multilabel', 're_dataset.csv');
  const results = tweets.map((r) => detectHateSpeech(r.Tweet || '-'));
  const hateful = tweets.map((r, i) => [r, results[i]] as const).filter(([r]) => r.HS === '1');
  const id = 'id-hatespeech-multilabel (CC BY-NC-SA, evaluation only)';
  const row = (metric: string, value: number, n: number, dataset = id, split = 'all shared rows (never trained on)'): EvalRow => ({ task: 'hate speech', dataset, split, metric, value, n });
  return [
    ...classifierRows('hate speech', 'team set (training/data/hate-speech/eval.tsv)', 'all (written apart from training)', team.map((r) => r.label), teamPred.map((r) => r.severity)),
    row('is-hate F1', binaryF1(team.map((r) => r.label !== 'none'), teamPred.map((r) => r.is_hate_speech)), team.length, 'team set (training/data/hate-speech/eval.tsv)', 'all (written apart from training)'),
    row('HS accuracy', accuracy(tweets.map((r) => r.HS ?? ''), results.map((r) => (r.is_hate_speech ? '1' : '0'))), tweets.length),
    row('HS F1', binaryF1(tweets.map((r) => r.HS === '1'), results.map((r) => r.is_hate_speech)), tweets.length),
    ...(['religion', 'race', 'gender'] as const).map((c) => {
      const col = `HS_${c[0]?.toUpperCase()}${c.slice(1)}`;
      return row(`category F1: ${c} (hateful tweets)`, binaryF1(hateful.map(([r]) => r[col] === '1'), hateful.map(([, p]) => p.categories.includes(c))), hateful.length);
    }),
  ];
}

export function evalStance(): EvalRow[] {
  const rows = readTeamTable('stance/eval.tsv');
  const gold = rows.map((r) => r[0] as string);
  const pred = rows.map(([, target, text]) => detectStance(text as string, target === '-' ? {} : { target: target as string }).stance);
  return classifierRows('stance', 'team set (training/data/stance/eval.tsv)', 'all (written apart from training)', gold, pred);
}
