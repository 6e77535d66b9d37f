import { describe, expect, it } from 'vitest';
import { colloquialPos, englishFunctionWords, englishTagDictionary, regularVerbForms, UPOS } from '../../training/pos-data.js';
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

describe('regularVerbForms (an English verb\'s regular inflections)', () => {
  it('spells the -s, -ed and -ing forms by the usual rules', () => {
    expect(regularVerbForms('teach')).toEqual(['teaches', 'teached', 'teaching']);
    expect(regularVerbForms('bake')).toEqual(['bakes', 'baked', 'baking']);
    expect(regularVerbForms('study')).toEqual(['studies', 'studied', 'studying']);
    expect(regularVerbForms('play')).toEqual(['plays', 'played', 'playing']);
    expect(regularVerbForms('see')).toEqual(['sees', 'seed', 'seeing']);
  });
});

describe('englishFunctionWords (closed-class English words from tagged sentences)', () => {
  const sentence = (pairs: string): { words: string[]; tags: string[]; source: string } => {
    const split = pairs.split(' ').map((p) => p.split('/') as [string, string]);
    return { words: split.map(([w]) => w), tags: split.map(([, t]) => t), source: 'test' };
  };
  // Written for this test: three sightings of each word, as the function asks.
  const rows = Array.from({ length: 3 }, () => [
    sentence('she/PRON works/VERB at/ADP the/DET clinic/NOUN'),
    sentence('we/PRON ca/AUX n\'t/PART go/VERB'),
  ]).flat();

  it('keeps words whose every tag is closed-class, and leaves out content words and pieces of contractions', () => {
    const words = englishFunctionWords(rows);
    expect(words).toMatchObject({ she: 'PRON', at: 'ADP', the: 'DET', we: 'PRON' });
    expect(words.works).toBeUndefined();
    expect(words.clinic).toBeUndefined();
    expect(words.ca).toBeUndefined();
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
    expect(dictionary.teaches).toContain('VERB');
    expect(dictionary.cooks).toBe('VERB');
    for (const entry of Object.values(dictionary)) for (const tag of entry.split('|')) expect(UPOS).toContain(tag);
  });
});
