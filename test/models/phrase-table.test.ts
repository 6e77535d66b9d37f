import { describe, expect, it } from 'vitest';
import { ModelError } from '../../src/errors.js';
import { decode } from '../../src/models/phrase-decoder.js';
import { DEFAULT_WEIGHTS, decodePhraseTable, encodePhraseTable } from '../../src/models/phrase-table.js';
import { languageModel } from '../../src/analysis/generate.js';

const PAIRS = [
  { ms: 'kereta', en: 'car', scores: [0.8, 0.9, 0.7, 0.8] as [number, number, number, number] },
  { ms: 'kereta', en: 'vehicle', scores: [0.1, 0.3, 0.1, 0.2] as [number, number, number, number] },
  { ms: 'merah', en: 'red', scores: [0.9, 0.9, 0.8, 0.9] as [number, number, number, number] },
  { ms: 'kereta merah', en: 'red car', scores: [0.9, 0.9, 0.6, 0.7] as [number, number, number, number] },
];

describe('phrase table', () => {
  it('round-trips pairs and indexes both directions', () => {
    const table = decodePhraseTable(encodePhraseTable(PAIRS, { msToEn: undefined, enToMs: undefined }), 'test');
    expect(table.options('ms', 'kereta')?.map((o) => o.words.join(' ')).sort()).toEqual(['car', 'vehicle']);
    expect(table.options('en', 'red car')?.[0]?.words).toEqual(['kereta', 'merah']);
    expect(table.options('ms', 'basikal')).toBeUndefined();
    expect(table.options('en', 'car')?.[0]?.scores[0]).toBeCloseTo(Math.log(0.9), 3);
  });

  it('round-trips the truecasing tables, and reads a table without them as having none', () => {
    const casing = { en: { friday: 'Friday', i: 'I' }, ms: { jumaat: 'Jumaat' } };
    const table = decodePhraseTable(encodePhraseTable(PAIRS, { msToEn: undefined, enToMs: undefined }, casing), 'test');
    expect(table.casing.en.get('friday')).toBe('Friday');
    expect(table.casing.ms.get('jumaat')).toBe('Jumaat');
    expect(table.options('ms', 'kereta')?.length).toBe(2);
    const bare = decodePhraseTable(Buffer.from('#weights\t{}\nkereta\tcar\t0\t0\t0\t0\n'), 'test');
    expect(bare.casing.en.size).toBe(0);
    expect(bare.options('ms', 'kereta')?.[0]?.words).toEqual(['car']);
  });

  it('round-trips sense entries and reads a one-word phrase with its part of speech through them', () => {
    const pairs = [
      { ms: 'jenis', en: 'kind', scores: [0.2, 0.9, 0.2, 0.8] as [number, number, number, number] },
      { ms: 'sangat', en: 'very', scores: [0.9, 0.9, 0.9, 0.9] as [number, number, number, number] },
    ];
    const senses = { ms: {}, en: { 'kind|ADJ': [['baik', 0.9, 0.5, 0.4, 0.3], ['jenis', 0.001, 0.9, 0.8, 0.2]] as const } };
    const table = decodePhraseTable(encodePhraseTable(pairs, { msToEn: undefined, enToMs: undefined }, undefined, senses), 'test');
    expect(table.senseOptions('en', 'kind|ADJ')?.map((o) => o.words.join(' '))).toEqual(['baik', 'jenis']);
    expect(table.senseOptions('en', 'kind|ADJ')?.[0]?.scores[0]).toBeCloseTo(Math.log(0.9), 3);
    expect(table.senseOptions('en', 'kind|NOUN')).toBeUndefined();
    expect(table.senseOptions('en', 'constructor')).toBeUndefined();
    expect(table.withWeights(table.weights).senseOptions('en', 'kind|ADJ')).toHaveLength(2);
    const lm = languageModel('ms');
    expect(decode(table, lm, 'en', [{ key: 'kind', text: 'kind', copy: false }]).words).toEqual(['jenis']);
    expect(decode(table, lm, 'en', [{ key: 'kind', text: 'kind', copy: false, sense: 'kind|ADJ' }]).words).toEqual(['baik']);
  });

  it('decodes with the phrase table and copies what it does not know', () => {
    const table = decodePhraseTable(encodePhraseTable(PAIRS, { msToEn: undefined, enToMs: undefined }), 'test');
    const out = decode(table, languageModel('en'), 'ms', [
      { key: 'kereta', text: 'kereta', copy: false }, { key: 'merah', text: 'merah', copy: false }, { key: 'ali', text: 'Ali', copy: true },
    ]);
    expect(out.words).toEqual(['red', 'car', 'Ali']);
    expect(out.covered).toBe(2);
  });

  it('penalises target words the language model does not know, by the oov weight', () => {
    const pairs = [
      { ms: 'rosak', en: 'broken', scores: [0.3, 0.7, 0.3, 0.7] as [number, number, number, number] },
      { ms: 'rosak', en: 'qwzxvbroken', scores: [0.3, 0.7, 0.3, 0.7] as [number, number, number, number] },
    ];
    const src = [{ key: 'rosak', text: 'rosak', copy: false }];
    const read = (oov: number): string[] => {
      const weights = { ...DEFAULT_WEIGHTS, oov };
      const table = decodePhraseTable(encodePhraseTable(pairs, { msToEn: weights, enToMs: weights }), 'test');
      return decode(table, languageModel('en'), 'ms', src).words;
    };
    // The unknown word takes the `<unk>` probability, the mass of all rare words, so without the penalty it wins.
    expect(read(0)).toEqual(['qwzxvbroken']);
    expect(read(-6)).toEqual(['broken']);
  });

  it('never swaps a word the pre-ordering placed', () => {
    // Weights that reward a swap, so that only the mark can keep the order.
    const weights = { ...DEFAULT_WEIGHTS, swap: 20 };
    const table = decodePhraseTable(encodePhraseTable(PAIRS.filter((p) => p.ms !== 'kereta merah'), { msToEn: weights, enToMs: weights }), 'test');
    const src = (placed: boolean): { key: string; text: string; copy: boolean; placed: boolean }[] =>
      ['merah', 'kereta'].map((w) => ({ key: w, text: w, copy: false, placed }));
    expect(decode(table, languageModel('en'), 'ms', src(false)).words).toEqual(['car', 'red']);
    expect(decode(table, languageModel('en'), 'ms', src(true)).words).toEqual(['red', 'car']);
  });

  it('reads weights written before the oov weight as having none', () => {
    const { oov: _, ...old } = DEFAULT_WEIGHTS;
    const table = decodePhraseTable(Buffer.from(`#weights\t${JSON.stringify({ msToEn: old, enToMs: old })}\nkereta\tcar\t0\t0\t0\t0\n`), 'test');
    expect(table.weights.ms.oov).toBe(0);
    expect(table.weights.en.lm).toBe(DEFAULT_WEIGHTS.lm);
  });

  it('raises ModelError for a file without the header or pairs', () => {
    expect(() => decodePhraseTable(Buffer.from('kereta\tcar\n'), 'bad')).toThrow(ModelError);
    expect(() => decodePhraseTable(Buffer.from('#weights\t{}\n'), 'bad')).toThrow(ModelError);
    expect(() => decodePhraseTable(Buffer.from('#weights\tnot json\nkereta\tcar\t0\t0\t0\t0\n'), 'bad')).toThrow(ModelError);
    expect(() => decodePhraseTable(Buffer.from('#weights\t{}\n#casing\t{oops\nkereta\tcar\t0\t0\t0\t0\n'), 'bad')).toThrow(ModelError);
    expect(() => decodePhraseTable(Buffer.from('#weights\t{}\n#senses\t{oops\nkereta\tcar\t0\t0\t0\t0\n'), 'bad')).toThrow(ModelError);
  });
});

describe('a table in Malay byte order', () => {
  it('finds each Malay phrase by binary search with the options an index finds, in the same order', () => {
    const pairs = [
      { ms: 'kereta', en: 'car', scores: [0.6, 0.8, 0.5, 0.7] as const },
      { ms: 'kereta', en: 'automobile', scores: [0.2, 0.3, 0.4, 0.5] as const },
      { ms: 'kereta', en: 'vehicle', scores: [0.1, 0.2, 0.3, 0.4] as const },
      { ms: 'kereta api', en: 'train', scores: [0.9, 0.9, 0.9, 0.9] as const },
      { ms: 'rumah', en: 'house', scores: [0.9, 0.9, 0.9, 0.9] as const },
    ];
    const sorted = decodePhraseTable(encodePhraseTable(pairs, { msToEn: undefined, enToMs: undefined }), 'sorted');
    const unsorted = decodePhraseTable(encodePhraseTable([pairs[4], ...pairs.slice(0, 4)] as typeof pairs, { msToEn: undefined, enToMs: undefined }), 'unsorted');
    for (const phrase of ['kereta', 'kereta api', 'rumah', 'kapal', 'keret']) {
      expect(sorted.options('ms', phrase)?.map((o) => o.words.join(' '))).toEqual(unsorted.options('ms', phrase)?.map((o) => o.words.join(' ')));
    }
    expect(sorted.options('ms', 'kereta')?.map((o) => o.words[0])).toEqual(['car', 'vehicle', 'automobile']);
  });
});
