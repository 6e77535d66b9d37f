import { describe, expect, it } from 'vitest';
import { classifyTopic, TOPICS } from '../../src/analysis/topic.js';
import { InputError } from '../../src/errors.js';
import { topic } from '../../src/namespaces.js';

describe('topic.classifyTopic', () => {
  it.each([
    ['Harimau Malaya menang 2-1 menentang Vietnam malam tadi', 'sports', 'football'],
    ['Keputusan SPM diumumkan minggu depan', 'education', 'exams'],
    ['Bursa Malaysia ditutup lebih tinggi hari ini', 'business', 'markets'],
    ['Solat tarawih di masjid malam ni', 'religion', 'islam'],
    ['Kes denggi meningkat di Selangor', 'health', 'infectious_disease'],
  ])('%s → %s / %s', (text, label, sub) => {
    const r = topic.classifyTopic(text);
    expect(r.topic).toBe(label);
    expect(r.subtopic).toBe(sub);
  });

  it('gives null as subtopic when no cue shows, and scores for all ten topics', () => {
    const r = classifyTopic('Saya suka hari yang tenang');
    expect(Object.keys(r.scores).sort()).toEqual([...TOPICS].sort());
    // A mixture of two models' probabilities still sums to one (up to rounding).
    expect(Object.values(r.scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    expect(r.subtopic === null || typeof r.subtopic === 'string').toBe(true);
    expect(classifyTopic('Perdana Menteri umum kabinet baharu').subtopic).toBe('government');
  });

  it('rejects non-string input', () => {
    expect(() => classifyTopic(5 as unknown as string)).toThrow(InputError);
  });
});
