import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PipelineError } from '../src/errors.js';
import { pipeline, PIPELINE_STEPS } from '../src/pipeline.js';

describe('pipeline', () => {
  it('runs steps in order, each reading the text steps before it', () => {
    const result = pipeline(['clean', 'normalize', 'tokenize', 'sentiment', 'keywords']).run('Wei, servis kat kedai ni teruk gila!! https://t.co/abc');
    expect(result.cleaned).not.toContain('https://');
    expect(result.normalized).toContain('ini');
    expect(result.tokens).toContain('ini');
    expect(result.sentiment?.sentiment).toBe('negative');
    expect(result.keywords?.map((k) => k.keyword)).toContain('servis');
  });

  it('uses the documented keys', () => {
    const result = pipeline([...PIPELINE_STEPS]).run('Ali kerja di Petronas, Kuala Lumpur');
    expect(Object.keys(result).sort()).toEqual(['cleaned', 'entities', 'keywords', 'normalized', 'pos', 'sentiment', 'tokens']);
    expect(result.entities?.some((e) => e.label === 'ORG' || e.label === 'LOC')).toBe(true);
  });

  it('rejects unknown steps, listing the valid ones, and empty pipelines', () => {
    try {
      pipeline(['clean', 'terjemah']);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(PipelineError);
      expect((err as PipelineError).code).toBe('MANGLISH_ERR_UNKNOWN_STEP');
      for (const step of PIPELINE_STEPS) expect((err as Error).message).toContain(step);
    }
    expect(() => pipeline([])).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_EMPTY_PIPELINE' }));
  });

  it('is immutable', () => {
    const p = pipeline(['clean', 'sentiment']);
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.steps)).toBe(true);
    expect(() => (p.steps as string[]).push('pos')).toThrow();
  });

  it('gives empty analyses when cleaning leaves nothing', () => {
    expect(pipeline(['clean', 'sentiment', 'pos']).run('https://t.co/abc')).toEqual({ cleaned: '', sentiment: null, pos: [] });
  });

  it('never throws for any text once built', () => {
    const p = pipeline([...PIPELINE_STEPS]);
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 80, unit: 'grapheme' }).filter((s) => s.trim() !== ''), (text) => {
      expect(typeof p.run(text)).toBe('object');
    }), { numRuns: 100 });
  });
});
