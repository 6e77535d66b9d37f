import { describe, expect, it } from 'vitest';
import { classEntry, tagDictionary, type TaggedSentence } from '../../training/tagger.js';
import { rootPlusKan } from '../../src/analysis/tagger-features.js';

const sentence = (line: string): TaggedSentence => {
  const pairs = line.split(' ').map((p) => p.split('/') as [string, string]);
  return { words: pairs.map(([w]) => w), tags: pairs.map(([, t]) => t), source: 'team' };
};

// Team-written sentences.
const SENTENCES = [
  'Tolong/VERB matikan/VERB lampu/NOUN',
  'Dia/PRON matikan/VERB suis/NOUN',
  'Nanti/ADV panaskan/VERB lauk/NOUN',
  'Aku/PRON nak/AUX makan/VERB',
  'Makan/NOUN malam/NOUN dah/AUX siap/ADJ',
  'Jom/VERB makan/VERB',
].map(sentence);

describe('tag dictionaries', () => {
  it('give each word seen often enough its most frequent tag, or two tags when the second is common', () => {
    const dict = tagDictionary(SENTENCES);
    expect(dict.matikan).toBe('VERB');
    expect(dict.makan).toBe('VERB|NOUN');
    expect(dict.lampu).toBeUndefined();
    expect(tagDictionary(SENTENCES, 1, 'NOUN').lampu).toBeUndefined();
  });

  it('give a class of words the tags of all its members\' uses together', () => {
    expect(classEntry(SENTENCES, rootPlusKan)).toBe('VERB');
    expect(classEntry(SENTENCES, (w) => w === 'makan' || w === 'lampu')).toBe('NOUN|VERB');
  });
});
