import { describe, expect, it } from 'vitest';
import { decodeTagger, encodeTagger, forbiddenTransitions, viterbi } from '../../src/models/tagger.js';
import { contextFeatureIds, dictionaryEntry, domainCopy, gazetteerTags, menForms, ROOT_KAN_ENTRY, ROOT_MEN_ENTRY, ROOT_NYA_ENTRY, rootPlusKan, tokenFeatureIds, withDomain, wordKeys } from '../../src/models/tagger-features.js';

const BUCKETS = 1 << 12;
const TAGS = ['B-PER', 'I-PER', 'O'];

/** A small tagger with arbitrary but fixed weights. */
function tagger(): ReturnType<typeof decodeTagger> {
  const weights = new Float32Array(BUCKETS * TAGS.length).map((_, i) => ((i * 2654435761) % 97) / 97 - 0.5);
  const bytes = encodeTagger({ name: 't', tags: TAGS, buckets: BUCKETS, start: [0, 0, 0], transitions: new Array<number>(9).fill(0) }, weights);
  return decodeTagger(Buffer.from(bytes), 't');
}

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

describe('tagger runtime', () => {
  it('scores emissions from remembered word sums exactly as a cold tagger does', () => {
    const model = tagger();
    const words = ['Tun', 'Mahathir', 'balik', 'Langkawi', 'lah', 'Tun'];
    const { ids, offsets } = tokenFeatureIds(words, BUCKETS);
    for (let round = 0; round < 2; round++) {
      const em = model.emissions(words);
      const fresh = tagger(); // a cold memo
      const direct = fresh.emissions(words);
      expect([...em]).toEqual([...direct]);
      expect(offsets[words.length]).toBe(ids.length);
    }
  });

  it('decodes the best path, honours fixed tags and never puts I-X after O', () => {
    const k = 3;
    // Emissions favour I-PER everywhere; BIO rules forbid it at the start and after O.
    const em = new Float64Array([0, 5, 1, 0, 5, 1, 0, 5, 1]);
    const path = viterbi(em, k, [0, 0, 0], new Array<number>(9).fill(0), forbiddenTransitions(TAGS));
    expect(path[0]).not.toBe(1);
    path.forEach((t, i) => {
      if (t === 1) expect([0, 1]).toContain(path[i - 1]);
    });
    expect(viterbi(em, k, [0, 0, 0], new Array<number>(9).fill(0), undefined, Int32Array.from([2, -1, 2]))).toEqual([2, 1, 2]);
    expect(viterbi(new Float64Array(0), k, [0, 0, 0], new Array<number>(9).fill(0))).toEqual([]);
  });

  it('keeps BIOES entities well formed: opened names go on or close, E- and I- only inside', () => {
    const tags = ['B-PER', 'I-PER', 'E-PER', 'S-PER', 'S-LOC', 'O'];
    const rule = forbiddenTransitions(tags);
    const allowed = (from: string | undefined, to: string): boolean => !rule(from === undefined ? -1 : tags.indexOf(from), tags.indexOf(to));
    expect(allowed(undefined, 'B-PER')).toBe(true);
    expect(allowed(undefined, 'E-PER')).toBe(false);
    expect(allowed('B-PER', 'E-PER')).toBe(true);
    expect(allowed('B-PER', 'O')).toBe(false);
    expect(allowed('I-PER', 'S-LOC')).toBe(false);
    expect(allowed('E-PER', 'S-LOC')).toBe(true);
    expect(allowed('S-PER', 'I-PER')).toBe(false);
    // P-X, the outside word before an X entity: only an X entity follows it.
    const marked = ['S-LOC', 'P-LOC', 'S-PER', 'B-PER', 'O'];
    const next = forbiddenTransitions(marked);
    const ok = (from: string | undefined, to: string): boolean => !next(from === undefined ? -1 : marked.indexOf(from), marked.indexOf(to));
    expect(ok('S-LOC', 'P-LOC')).toBe(true);
    expect(ok(undefined, 'P-LOC')).toBe(true);
    expect(ok('P-LOC', 'S-LOC')).toBe(true);
    expect(ok('P-LOC', 'S-PER')).toBe(false);
    expect(ok('P-LOC', 'O')).toBe(false);
    expect(ok('B-PER', 'P-LOC')).toBe(false);
    // Emissions favour B-PER at every position; the rules close each name before the next begins.
    const em = new Float64Array(4 * tags.length).map((_, i) => (i % tags.length === 0 ? 3 : i % tags.length === 2 ? 1 : 0));
    const path = viterbi(em, tags.length, new Array<number>(tags.length).fill(0), new Array<number>(tags.length ** 2).fill(0), rule).map((t) => tags[t]);
    path.forEach((t, i) => {
      if (i > 0) expect(allowed(path[i - 1], t as string)).toBe(true);
    });
  });
});

describe('row-quantised weights (MNLPTAG2)', () => {
  it('decode to emissions within a row scale of the float weights, and tag as the int16 file does', () => {
    const weights = new Float32Array(BUCKETS * TAGS.length).map((_, i) => ((i * 2654435761) % 97) / 97 - 0.5);
    const base = { name: 't', tags: TAGS, buckets: BUCKETS, start: [0, 0, 0], transitions: new Array<number>(9).fill(0) };
    const rows = decodeTagger(Buffer.from(encodeTagger(base, weights, { rowQuantised: true })), 't');
    const int16 = decodeTagger(Buffer.from(encodeTagger(base, weights)), 't');
    const words = ['Datuk', 'Seri', 'Anwar', 'melawat', 'Kuala', 'Lumpur'];
    const [a, b] = [rows.emissions(words), int16.emissions(words)];
    a.forEach((x, i) => expect(x).toBeCloseTo(b[i] as number, 1));
    expect(rows.tag(words)).toEqual(int16.tag(words));
  });

  it('refuse a file cut short', () => {
    const weights = new Float32Array(BUCKETS * TAGS.length).fill(0.25);
    const bytes = encodeTagger({ name: 't', tags: TAGS, buckets: BUCKETS, start: [0, 0, 0], transitions: new Array<number>(9).fill(0) }, weights, { rowQuantised: true });
    expect(() => decodeTagger(Buffer.from(bytes).subarray(0, bytes.length - 1), 't')).toThrow(/row scales/);
  });
});
