import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bioSpans } from '../../src/analysis/ner.js';
import { NER_TAGS, toBioes } from '../../training/ner-data.js';

describe('NER training tags', () => {
  it('turn BIO into BIOES: E- ends a longer entity, S- is a one-word entity', () => {
    // "Datuk Seri Anwar ke Ipoh"
    expect(toBioes(['B-PER', 'I-PER', 'I-PER', 'O', 'B-LOC'])).toEqual(['B-PER', 'I-PER', 'E-PER', 'O', 'S-LOC']);
    expect(toBioes(['I-ORG', 'I-ORG', 'B-ORG'])).toEqual(['B-ORG', 'E-ORG', 'S-ORG']);
    expect(NER_TAGS).toHaveLength(17);
  });

  it('keep every entity of any BIO sequence, in the tagger tag set', () => {
    const bio = fc.array(fc.constantFrom('O', 'B-PER', 'I-PER', 'B-LOC', 'I-LOC'), { maxLength: 12 });
    fc.assert(
      fc.property(bio, (tags) => {
        const tokens = tags.map((_, i) => ({ start: i, end: i + 1 }));
        const converted = toBioes(tags);
        expect(converted.every((t) => NER_TAGS.includes(t))).toBe(true);
        expect(bioSpans(converted, tokens)).toEqual(bioSpans(tags, tokens));
      }),
    );
  });
});
