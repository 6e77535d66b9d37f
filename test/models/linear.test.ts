import { describe, expect, it } from 'vitest';
import { decodeLinear, encodeLinear, softmax } from '../../src/models/linear.js';
import { extractFeatures, hashString, type FeatureSpec } from '../../src/models/features.js';
import { ModelError } from '../../src/errors.js';
import { encodeIds, writeContainer } from '../../src/models/container.js';
import { trainNaiveBayes } from '../../training/naive-bayes.js';

const spec: FeatureSpec = { buckets: 1 << 10, wordNgrams: 2, charMin: 2, charMax: 3, negation: true };

describe('linear model format', () => {
  it('round-trips weights through the quantised file format', () => {
    const weights = new Float32Array(spec.buckets * 2);
    weights[10] = 1.5;
    weights[11] = -1.5;
    weights[2047] = 0.75;
    const bytes = Buffer.from(encodeLinear({ name: 't', classes: ['a', 'b'], spec, bias: [0.1, -0.1] }, weights));
    const model = decodeLinear(bytes, 't');
    expect(model.classes).toEqual(['a', 'b']);
    expect(model.header.nnz).toBe(2);
    const logits = model.logits([5]);
    expect(logits[0]).toBeCloseTo(1.6, 1);
    expect(logits[1]).toBeCloseTo(-1.6, 1);
    expect(model.predict([]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it('scores tokens with remembered per-token sums as logits() would', () => {
    const perToken: FeatureSpec = { buckets: 1 << 10, wordNgrams: 1, charMin: 1, charMax: 3, negation: false };
    const weights = new Float32Array(perToken.buckets * 3).map((_, i) => ((i * 7919) % 13) / 13 - 0.5);
    const model = decodeLinear(Buffer.from(encodeLinear({ name: 't', classes: ['ms', 'id', 'en'], spec: perToken, bias: [0.2, 0, -0.2] }, weights)), 't');
    const tokens = ['saya', 'tak', 'tahu', 'la', 'saya'];
    for (let round = 0; round < 2; round++) {
      const cached = model.logitsOfTokens(tokens);
      const direct = model.logits(extractFeatures(tokens, perToken));
      cached.forEach((v, i) => expect(v).toBeCloseTo(direct[i] as number, 9));
    }
  });

  it('sums naive Bayes log-likelihoods without length normalisation (norm: none)', () => {
    const examples = [
      { features: [1, 2], label: 0 },
      { features: [1, 3], label: 0 },
      { features: [4, 5], label: 1 },
    ];
    const nb = trainNaiveBayes(examples, { classes: 2, buckets: spec.buckets, alpha: 0.01 });
    const model = decodeLinear(Buffer.from(encodeLinear({ name: 't-nb', classes: ['a', 'b'], spec, bias: [0, 0], norm: 'none' }, nb.weights)), 't-nb');
    expect(model.header.norm).toBe('none');
    expect(model.predict([1])[0]).toBeGreaterThan(0.9);
    expect(model.predict([4])[1]).toBeGreaterThan(0.9);
    // Two pieces of evidence count twice: no 1/√n damping.
    expect(model.logits([1, 1])[0]).toBeCloseTo(2 * (model.logits([1])[0] as number), 1);
    expect(model.predict([9])[0]).toBeCloseTo(0.5, 6);
  });

  it.each([
    ['a wrong signature', Buffer.from('NOTAMODEL-and-more-bytes')],
    ['a truncated file', Buffer.from(encodeLinear({ name: 't', classes: ['a'], spec, bias: [0] }, new Float32Array(spec.buckets).fill(1))).subarray(0, 60)],
    ['an unknown norm', Buffer.from(writeContainer('MNLPLIN1', { name: 't', classes: ['a'], spec, scales: [1], bias: [0], nnz: 0, norm: 'cube' }, [encodeIds([]), new Uint8Array(0)]))],
  ])('raises ModelError on %s', (_name, bytes) => {
    expect(() => decodeLinear(bytes, 'bad.bin.gz')).toThrow(ModelError);
  });
});

describe('features', () => {
  it('moves negated words to their own features and cancels double negatives', () => {
    const words = { ...spec, charMax: 0, wordNgrams: 1 };
    const plain = extractFeatures(['sedap'], words)[0];
    const negated = extractFeatures(['tak', 'sedap'], words);
    const double = extractFeatures(['bukan', 'tak', 'sedap'], words);
    expect(negated).toHaveLength(2);
    expect(negated).not.toContain(plain);
    expect(double).toContain(plain);
  });

  it('marks words next to an intensifier on either side', () => {
    const words = { ...spec, charMax: 0, wordNgrams: 1 };
    expect(extractFeatures(['sedap', 'gila'], words)).toHaveLength(3);
    expect(extractFeatures(['sangat', 'sedap'], words)).toHaveLength(3);
  });

  it('gives a marked token one feature only: no bigram, no character n-grams', () => {
    const marked = { ...spec, wordNgrams: 2, charMin: 2, charMax: 4, unigramMark: '⟦' };
    const base = extractFeatures(['dilancarkan'], marked);
    expect(extractFeatures(['dilancarkan', '⟦lancar⟧'], marked)).toHaveLength(base.length + 1);
  });

  it('counts word features wordWeight times and character n-grams once', () => {
    const both = { ...spec, wordNgrams: 2, charMin: 1, charMax: 3 };
    const once = extractFeatures(['tak', 'best', 'lah'], both);
    const thrice = extractFeatures(['tak', 'best', 'lah'], { ...both, wordWeight: 3 });
    const wordsOnly = extractFeatures(['tak', 'best', 'lah'], { ...both, charMax: 0 });
    expect(thrice).toHaveLength(once.length + 2 * wordsOnly.length);
    for (const id of wordsOnly) expect(thrice.filter((x) => x === id).length).toBeGreaterThanOrEqual(3);
  });

  it('hashes deterministically', () => {
    expect(hashString('makan')).toBe(hashString('makan'));
    expect(hashString('makan')).not.toBe(hashString('minum'));
  });

  it('softmax is stable for large scores', () => {
    const p = softmax(new Float64Array([1000, 1000]));
    expect(p[0]).toBeCloseTo(0.5, 6);
  });
});
