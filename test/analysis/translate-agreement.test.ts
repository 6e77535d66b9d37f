import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PosTag } from '../../src/analysis/pos.js';
import { agreeEnglish, articlesAgree, pluralAfterCounts } from '../../src/analysis/translate-agreement.js';

const plural = (words: string, tags: string, known: readonly string[] = []): string =>
  pluralAfterCounts(words.split(' '), tags.split(' ') as PosTag[], (_, p) => known.includes(p)).join(' ');

describe('pluralAfterCounts', () => {
  it('makes a noun after a count plural, by the regular rules, where the plural is English', () => {
    expect(plural('he has three cat', 'PRON VERB NUM NOUN', ['cats'])).toBe('he has three cats');
    expect(plural('two box', 'NUM NOUN', ['boxes'])).toBe('two boxes');
    expect(plural('five city', 'NUM NOUN', ['cities'])).toBe('five cities');
    expect(plural('several day', 'ADJ NOUN', ['days'])).toBe('several days');
    expect(plural('12 egg', 'NUM NOUN', ['eggs'])).toBe('12 eggs');
  });

  it('leaves one, years, plurals, adjectives, unknown plurals and what is no noun', () => {
    expect(plural('one cat', 'NUM NOUN', ['cats'])).toBe('one cat');
    expect(plural('in 2020 election', 'ADP NUM NOUN', ['elections'])).toBe('in 2020 election');
    expect(plural('two eggs', 'NUM NOUN', ['eggss'])).toBe('two eggs');
    expect(plural('two new houses', 'NUM ADJ NOUN', ['news'])).toBe('two new houses');
    expect(plural('three fish', 'NUM NOUN')).toBe('three fish');
    expect(plural('two of them', 'NUM ADP PRON', ['ofs'])).toBe('two of them');
  });

  it('changes only the word after a count, and keeps the length', () => {
    const tags: PosTag[] = ['NOUN', 'NUM', 'ADJ', 'VERB'];
    const words = ['two', 'cat', 'three', 'ball', 'one', 'dog', '7', 'new'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...tags)), { maxLength: 10 }), (pairs) => {
        const got = pluralAfterCounts(pairs.map((p) => p[0]), pairs.map((p) => p[1]), () => true);
        expect(got).toHaveLength(pairs.length);
        got.forEach((w, i) => {
          if (w !== pairs[i]?.[0]) expect(w).toBe(`${pairs[i]?.[0] as string}s`);
        });
      }),
    );
  });
});

describe('agreeEnglish', () => {
  it('makes a counted noun plural by the vocabulary counts, and articles agree', () => {
    expect(agreeEnglish(['he', 'has', 'three', 'cat'])).toEqual(['he', 'has', 'three', 'cats']);
    expect(agreeEnglish(['more', 'than', '500', 'people', 'died'])).toEqual(['more', 'than', '500', 'people', 'died']);
    expect(agreeEnglish(['i', 'eat', 'a', 'apple'])).toEqual(['i', 'eat', 'an', 'apple']);
  });
});

describe('articlesAgree', () => {
  it('writes an before a vowel letter and a before a consonant, leaving u and h alone', () => {
    expect(articlesAgree(['a', 'apple', 'and', 'an', 'car'])).toEqual(['an', 'apple', 'and', 'a', 'car']);
    expect(articlesAgree(['a', 'university', 'an', 'hour', 'a'])).toEqual(['a', 'university', 'an', 'hour', 'a']);
  });
});
