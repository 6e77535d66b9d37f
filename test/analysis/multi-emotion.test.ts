import { describe, expect, it } from 'vitest';
import { multiEmotion } from '../../src/analysis/multi-emotion.js';
import { InputError } from '../../src/errors.js';

describe('multiEmotion', () => {
  it('finds joy and sadness together and names the mix', () => {
    const r = multiEmotion('Seronok dapat grad, tapi sedih nak tinggalkan kawan-kawan 😭');
    expect(r.is_multi).toBe(true);
    expect(r.emotions.map((e) => e.emotion)).toEqual(expect.arrayContaining(['joy', 'sadness']));
    expect(r.co_occurrence).toBe('bittersweet');
  });

  it('keeps the dominant emotion alone above a high threshold', () => {
    const r = multiEmotion('Geram betul dengan servis ni', { threshold: 0.99 });
    expect(r.emotions).toHaveLength(1);
    expect(r.emotions[0]?.emotion).toBe(r.dominant);
    expect(r.is_multi).toBe(false);
  });

  it('rejects a threshold outside 0..1', () => {
    expect(() => multiEmotion('sedih', { threshold: 2 })).toThrow(InputError);
  });
});
