import { describe, expect, it } from 'vitest';
import { answerabilityFeatures } from '../../src/analysis/qa-answerability.js';
import { contextView, questionView, QA_BUCKETS } from '../../src/analysis/qa-features.js';

const BEST = { prob: 0.6, margin: 1.2, shape: 'CAP' };

describe('answerabilityFeatures', () => {
  it('notes the names and numbers of a question', () => {
    const q = questionView('Siapakah yang membuka Kedai Kopi Hang Tuah pada tahun 1965?');
    expect(q.names).toEqual(['kedai', 'kopi', 'hang', 'tuah']);
    expect(q.numbers).toEqual(['1965']);
    expect(q.length).toBe(10);
  });

  it('differ when the context lacks the name the question asks about', () => {
    const q = questionView('Bilakah Tok Kamal membuka kedai di Ipoh?');
    const has = answerabilityFeatures(q, contextView('Tok Kamal membuka kedai di Ipoh pada tahun 1950.', q), BEST);
    const lacks = answerabilityFeatures(q, contextView('Ah Seng membuka kedai di Ipoh pada tahun 1950.', q), BEST);
    expect(has).toHaveLength(23);
    expect(lacks).toHaveLength(23);
    expect(lacks).not.toEqual(has);
    for (const id of [...has, ...lacks]) expect(id).toBeLessThan(QA_BUCKETS);
  });

  it('handles a question without content words and an empty-ish context', () => {
    const q = questionView('Apa?');
    expect(answerabilityFeatures(q, contextView('!!!', q), { prob: 0, margin: 10, shape: 'none' })).toHaveLength(23);
  });
});
