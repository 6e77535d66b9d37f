/**
 * Floors for the issue-6 analyses, a little below the figures in docs/accuracy.md. Team-written sets ship
 * with the repository and run everywhere; SIB-200, HWU64/CLINC150 and the Indonesian hate-speech set need
 * the corpora.
 */
import { describe, expect, it } from 'vitest';
import { DATA, DATA_NOTE } from '../helpers.js';
import { evalAspects, evalMultiEmotion } from '../../eval/extras.js';
import { evalDialect, evalHateSpeech, evalIntent, evalStance, evalTopic } from '../../eval/tasks.js';
import type { EvalRow } from '../../eval/types.js';

const value = (rows: EvalRow[], dataset: string, metric: string): number => rows.find((r) => r.dataset.includes(dataset) && r.metric === metric)?.value ?? Number.NaN;

describe.skipIf(!DATA)(`accuracy floors: intent, topic, hate speech${DATA_NOTE}`, () => {
  it('intent: team test set accuracy ≥ 0.80 (measured 0.861 on ten parts; one expander draw of about 0.83–0.87); English held-out ≥ 0.84 (measured 0.875)', () => {
    const rows = evalIntent();
    expect(value(rows, 'intent/eval.tsv', 'accuracy')).toBeGreaterThanOrEqual(0.8);
    expect(value(rows, 'HWU64', 'accuracy')).toBeGreaterThanOrEqual(0.84);
  });

  it('topic: SIB-200 Malay validation ≥ 0.75 (measured 0.768; 99 sentences, two flip with a seed); team set ≥ 0.86 (measured 0.891)', () => {
    const rows = evalTopic();
    expect(value(rows, 'SIB-200', 'accuracy')).toBeGreaterThanOrEqual(0.75);
    expect(value(rows, 'topic/eval.tsv', 'accuracy')).toBeGreaterThanOrEqual(0.86);
  });

  it('hate speech: team set is-hate F1 ≥ 0.83 (measured 0.857 on five parts; parts four and five measure everyday texts read as hate); Indonesian HS F1 ≥ 0.28 (measured 0.334; 0.29–0.35 over three seeds)', () => {
    const rows = evalHateSpeech();
    expect(value(rows, 'hate-speech/eval.tsv', 'is-hate F1')).toBeGreaterThanOrEqual(0.83);
    expect(value(rows, 'id-hatespeech', 'HS F1')).toBeGreaterThanOrEqual(0.28);
  });
});

describe.skipIf(!DATA)(`accuracy floors: dialect (team set, held-out transcripts and standard sentences)${DATA_NOTE}`, () => {
  it('dialect: team set accuracy ≥ 0.93 (measured 0.982 on two parts)', () => {
    expect(value(evalDialect(), 'dialect/eval.tsv', 'accuracy')).toBeGreaterThanOrEqual(0.93);
  });

  it('dialect (issue 68): Sarawak recall on held-out transcript recordings ≥ 0.65 (measured 0.738); standard text stays standard ≥ 0.90 (0.925)', () => {
    const rows = evalDialect();
    expect(value(rows, 'sarawakmalay-cc0', 'recall: sarawak (Sarawak-tier lines)')).toBeGreaterThanOrEqual(0.65);
    expect(value(rows, 'Melayu Standard Lisan', 'read as standard')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('accuracy floors: stance, aspect sentiment and multi-label emotion (team sets)', () => {
  it('stance: team set accuracy ≥ 0.76 (measured 0.844)', () => {
    expect(value(evalStance(), 'stance/eval.tsv', 'accuracy')).toBeGreaterThanOrEqual(0.76);
  });
  it('aspect detection micro-F1 ≥ 0.88 (measured 0.917); aspect+sentiment micro-F1 ≥ 0.72 (measured 0.854)', () => {
    const rows = evalAspects();
    expect(value(rows, 'aspects', 'aspect detection micro-F1')).toBeGreaterThanOrEqual(0.88);
    expect(value(rows, 'aspects', 'aspect+sentiment micro-F1')).toBeGreaterThanOrEqual(0.72);
  });

  it('multi-emotion label micro-F1 ≥ 0.84 (measured 0.952)', () => {
    expect(value(evalMultiEmotion(), 'multi-emotion', 'label micro-F1 (threshold 0.2)')).toBeGreaterThanOrEqual(0.84);
  });
});
