/** The taggers' features: word-local and context buckets, root + -kan readings, domain copies. */
import { describe, expect, it } from 'vitest';
import { contextFeatureIds, dictionaryEntry, domainCopy, gazetteerTags, menForms, ROOT_KAN_ENTRY, ROOT_MEN_ENTRY, ROOT_NYA_ENTRY, rootPlusKan, tokenFeatureIds, withDomain, wordKeys } from '../../src/analysis/tagger-features.js';

const BUCKETS = 1 << 12;

describe('tagger features', () => {
  it('are the word-local features plus the context features of each token', () => {
    const words = ['Datuk', 'Seri', 'Anwar', 'melawat', 'Kuala', 'Lumpur', 'semalam'];
    const all = tokenFeatureIds(words, BUCKETS);
    const keys = words.map((w) => wordKeys(w));
    const context = contextFeatureIds(words, keys, BUCKETS);
    words.forEach((_, i) => {
      const mine = [...all.ids.subarray(all.offsets[i], all.offsets[i + 1])].sort();
      const parts = [...(keys[i]?.local ?? []).map((h) => h & (BUCKETS - 1)), ...context.ids.subarray(context.offsets[i], context.offsets[i + 1])].sort();
      expect(mine).toEqual(parts);
    });
  });

  it('give a word the same local features wherever it stands, and its shape keeps case', () => {
    expect(wordKeys('Ipoh').local).toEqual(wordKeys('Ipoh').local);
    expect(wordKeys('Ipoh').S).not.toBe(wordKeys('ipoh').S);
  });

  it('reach two words each way with window 2, keeping the one-word features', () => {
    const words = ['Menteri', 'Besar', 'Selangor', 'hadir', 'semalam'];
    const keys = words.map((w) => wordKeys(w));
    const narrow = contextFeatureIds(words, keys, BUCKETS);
    const wide = contextFeatureIds(words, keys, BUCKETS, false, 2);
    words.forEach((_, i) => {
      const one = [...narrow.ids.subarray(narrow.offsets[i], narrow.offsets[i + 1])];
      const two = [...wide.ids.subarray(wide.offsets[i], wide.offsets[i + 1])];
      expect(two.length).toBe(one.length + 6);
      for (const id of one) expect(two).toContain(id);
    });
  });

  it('mark gazetteer names, but a common word only when it is written with a capital', () => {
    expect(gazetteerTags(['Bernama', 'melaporkan'])).toEqual([4, 0]);
    expect(gazetteerTags(['lelaki', 'bernama', 'Ali'])).toEqual([0, 0, 0]);
    expect(gazetteerTags(['kerja', 'kat', 'maybank'])).toEqual([0, 0, 4]);
    expect(gazetteerTags(['dari', 'Kuala', 'Lumpur'])).toEqual([0, 2, 3]);
  });
});

describe('root + -kan', () => {
  it('marks a root with the verb suffix, not a root with the noun suffix -an', () => {
    expect(['panaskan', 'matikan', 'hantarkan', 'letakkan'].map(rootPlusKan)).toEqual([true, true, true, true]);
    expect(['tindakan', 'masakan', 'ikan', 'bukan', 'makan'].map(rootPlusKan)).toEqual([false, false, false, false, false]);
  });

  it('gives an unlisted root + -kan word the class entry of the tag dictionary, when it has one', () => {
    const dict = new Map([['makan', 'VERB'], ['sedangkan', 'CCONJ'], [ROOT_KAN_ENTRY, 'VERB']]);
    expect(dictionaryEntry('besarkan', dict)).toBe('VERB');
    expect(dictionaryEntry('sedangkan', dict)).toBe('CCONJ');
    expect(dictionaryEntry('lampu', dict)).toBe('?');
    expect(dictionaryEntry('besarkan', new Map([['makan', 'VERB']]))).toBe('?');
  });

  it("gives an unlisted root + -nya word its root's entry, marked, when the dictionary asks for it", () => {
    expect(dictionaryEntry('sedapnya', new Map([['sedap', 'ADJ']]))).toBe('?');
    const dict = new Map([['sedap', 'ADJ'], ['rumah', 'NOUN'], ['bukunya', 'NOUN'], [ROOT_NYA_ENTRY, 'yes']]);
    expect(dictionaryEntry('sedapnya', dict)).toBe('ADJ+nya');
    expect(dictionaryEntry('rumahnya', dict)).toBe('NOUN+nya');
    expect(dictionaryEntry('bukunya', dict)).toBe('NOUN');
    expect(dictionaryEntry('lampunya', dict)).toBe('?');
  });

  it('writes a root with meN- by the nasal rules', () => {
    expect(menForms('buang')).toEqual(['membuang']);
    expect(menForms('pukul')).toContain('memukul');
    expect(menForms('tukar')).toContain('menukar');
    expect(menForms('sapu')).toContain('menyapu');
    expect(menForms('kemas')).toContain('mengemas');
    expect(menForms('ambil')).toEqual(['mengambil']);
    expect(menForms('lawat')).toEqual(['melawat']);
  });

  it('reads an unlisted bare or ter- root as a verb when its meN- form is one, when the dictionary asks for it', () => {
    const listed = new Map([['membuang', 'VERB'], ['menjejaskan', 'VERB'], ['pemandu', 'NOUN']]);
    expect(dictionaryEntry('buang', listed)).toBe('?');
    const dict = new Map([...listed, [ROOT_MEN_ENTRY, 'yes']]);
    expect(dictionaryEntry('buang', dict)).toBe('VERB');
    expect(dictionaryEntry('terjejas', dict)).toBe('VERB');
    expect(dictionaryEntry('pandu', dict)).toBe('?');
    expect(dictionaryEntry('pemandu', dict)).toBe('NOUN');
  });
});

describe('domain copies of features', () => {
  it('follow each token\'s shared features, differ by domain and stay in range', () => {
    const f = tokenFeatureIds(['Menteri', 'Besar', 'Johor'], BUCKETS);
    const ms = withDomain(f, 0, BUCKETS);
    const en = withDomain(f, 1, BUCKETS);
    expect(ms.ids.length).toBe(2 * f.ids.length);
    const first = (x: typeof f): number[] => [...x.ids.subarray(x.offsets[0], x.offsets[1])];
    const shared = first(f);
    expect(first(ms).slice(0, shared.length)).toEqual(shared);
    expect(first(ms).slice(shared.length)).toEqual(shared.map((id) => domainCopy(id, 0, BUCKETS - 1)));
    expect(first(ms)).not.toEqual(first(en));
    for (const id of ms.ids) expect(id >= 0 && id < BUCKETS).toBe(true);
  });
});
