import { describe, expect, it } from 'vitest';
import { colloquialPos, englishTagDictionary, UPOS } from '../../training/pos-data.js';
import { DATA, DATA_NOTE } from '../helpers.js';

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

describe.skipIf(!DATA)(`englishTagDictionary (WordNet lemmas behind English word forms)${DATA_NOTE}`, () => {
  it('tags inflected forms by their lemma, cardinals as NUM and leaves Malay words out', () => {
    const dictionary = englishTagDictionary();
    expect(dictionary.walked).toBe('VERB');
    expect(dictionary.likes).toBe('VERB');
    expect(dictionary.slowly).toBe('ADV');
    expect(dictionary.ten).toBe('NUM');
    expect(dictionary.tenth).not.toBe('NUM');
    expect(dictionary.makan).toBeUndefined();
    for (const entry of Object.values(dictionary)) for (const tag of entry.split('|')) expect(UPOS).toContain(tag);
  });
});
