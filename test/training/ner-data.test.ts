import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bioSpans } from '../../src/analysis/ner.js';
import { forbiddenTransitions } from '../../src/models/tagger.js';
import { entitySpans, markBeforeEntities, NER_TAGS, roleLed, tagEntities, teamNer, toBioes } from '../../training/ner-data.js';

describe('NER training tags', () => {
  it('turn BIO into BIOES: E- ends a longer entity, S- is a one-word entity', () => {
    // "Datuk Seri Anwar ke Ipoh"
    expect(toBioes(['B-PER', 'I-PER', 'I-PER', 'O', 'B-LOC'])).toEqual(['B-PER', 'I-PER', 'E-PER', 'O', 'S-LOC']);
    expect(toBioes(['I-ORG', 'I-ORG', 'B-ORG'])).toEqual(['B-ORG', 'E-ORG', 'S-ORG']);
    expect(NER_TAGS).toHaveLength(21);
  });

  it('mark the outside word before an entity with its label: "Ipoh , Taiping dan Kuala Kangsar"', () => {
    expect(markBeforeEntities(['S-LOC', 'O', 'S-LOC', 'O', 'B-LOC', 'E-LOC'])).toEqual(['S-LOC', 'P-LOC', 'S-LOC', 'P-LOC', 'B-LOC', 'E-LOC']);
    expect(markBeforeEntities(['O', 'O', 'S-PER', 'O'])).toEqual(['O', 'P-PER', 'S-PER', 'O']);
  });

  it('keep every entity of any BIO sequence, in the tagger tag set', () => {
    const bio = fc.array(fc.constantFrom('O', 'B-PER', 'I-PER', 'B-LOC', 'I-LOC'), { maxLength: 12 });
    fc.assert(
      fc.property(bio, (tags) => {
        const tokens = tags.map((_, i) => ({ start: i, end: i + 1 }));
        const converted = markBeforeEntities(toBioes(tags));
        expect(converted.every((t) => NER_TAGS.includes(t))).toBe(true);
        expect(bioSpans(converted, tokens)).toEqual(bioSpans(tags, tokens));
        // Every converted sequence is one the tagger may decode.
        const rule = forbiddenTransitions(NER_TAGS);
        converted.forEach((t, i) => expect(rule(i === 0 ? -1 : NER_TAGS.indexOf(converted[i - 1]!), NER_TAGS.indexOf(t))).toBe(false));
      }),
    );
  });
});

describe('men-ner nested persons', () => {
  // "Menteri Besar Datuk Seri Amir Hamzah" (team-written): a role, and two person spans.
  const all = [
    { label: 'ROLE', start: 0, end: 13 },
    { label: 'PERSON', start: 0, end: 36 },
    { label: 'PERSON', start: 14, end: 36 },
    { label: 'TITLE', start: 14, end: 24 },
  ];

  it('give way to the person inside a role-led span: the name keeps its titles, not the role', () => {
    expect(roleLed(all[1]!, all)).toBe(true);
    expect(roleLed(all[2]!, all)).toBe(false);
  });

  it('keep a role-led span that holds no shorter person', () => {
    const alone = all.slice(0, 2);
    expect(roleLed(alone[1]!, alone)).toBe(false);
  });
});

describe("the team's Malaysian training sentences", () => {
  it('tag every token-aligned occurrence of a listed entity, and only whole words', () => {
    expect(tagEntities('weh irfan, jom pergi cheras', 'irfan|PER;cheras|LOC').tags).toEqual(['O', 'B-PER', 'O', 'O', 'O', 'B-LOC']);
    // "puan" alone is a form of address, not the listed name
    expect(tagEntities('puan aminah, kereta puan dah siap', 'puan aminah|PER').tags).toEqual(['B-PER', 'I-PER', 'O', 'O', 'O', 'O', 'O']);
    expect(tagEntities('kajang ke kajang', 'kajang|LOC').tags).toEqual(['B-LOC', 'O', 'B-LOC']);
  });

  it('give each occurrence its character offsets, for the evaluation of the team set', () => {
    const text = 'Weh Aisyah, jumpa Aisyah kat Kota Bharu';
    const spans = entitySpans(text, 'Aisyah|PER;Kota Bharu|LOC').entities;
    expect(spans.map((e) => [text.slice(e.start, e.end), e.label])).toEqual([['Aisyah', 'PER'], ['Aisyah', 'PER'], ['Kota Bharu', 'LOC']]);
  });

  it('do not count a name again inside a longer listed name', () => {
    const text = 'esok interview dengan cimb kat menara cimb';
    const spans = entitySpans(text, 'cimb|ORG;menara cimb|LOC').entities;
    expect(spans.map((e) => [text.slice(e.start, e.end), e.label])).toEqual([['cimb', 'ORG'], ['menara cimb', 'LOC']]);
  });

  it('refuse an entity that is not a run of words in its text', () => {
    expect(() => tagEntities('aku tinggal kat kajang', 'kaja|LOC')).toThrow(/not a run of words/);
  });

  it('all parse (the file ships with the repository, no corpus needed)', () => {
    const team = teamNer();
    expect(team.length).toBeGreaterThan(150);
    expect(team.every((s) => s.words.length === s.tags.length)).toBe(true);
  });
});
