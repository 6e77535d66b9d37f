import { describe, expect, it } from 'vitest';
import { colloquialPos, UPOS } from '../../training/pos-data.js';

describe('colloquialPos (team-written POS training sentences)', () => {
  const sentences = colloquialPos();

  it('tags every word with a UD tag', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(40);
    for (const s of sentences) {
      expect(s.tags).toHaveLength(s.words.length);
      for (const tag of s.tags) expect(UPOS).toContain(tag);
    }
  });

  it('gives each word as the tagger reads it at run time (`tu` as `itu`, `xnak` as `nak`)', () => {
    const words = sentences.flatMap((s) => s.words);
    expect(words).toContain('itu');
    expect(words).not.toContain('tu');
    expect(words).not.toContain('xnak');
  });
});
