import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildStringTable, buildStringTableFromLines, StringTable } from '../../src/models/string-table.js';

describe('string table', () => {
  it('finds every string it holds by index, and nothing else', () => {
    const words = ['makan', 'minum', 'nasi lemak', 'kuih-muih', 'été', '😂', ''];
    const table = new StringTable(buildStringTable(words));
    expect(table.size).toBe(words.length);
    words.forEach((w, i) => {
      expect(table.indexOf(w)).toBe(i);
      expect(table.at(i)).toBe(w);
    });
    expect(table.indexOf('makanan')).toBe(-1);
    expect(table.indexOf('maka')).toBe(-1);
  });

  it('agrees with a Map on any set of strings (property)', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.string({ maxLength: 12 }), { maxLength: 60 }), fc.string({ maxLength: 12 }), (words, probe) => {
      const table = new StringTable(buildStringTable(words));
      const map = new Map(words.map((w, i) => [w, i]));
      return table.indexOf(probe) === (map.get(probe) ?? -1) && words.every((w, i) => table.indexOf(w) === i);
    }));
  });
});

describe('string table from UTF-8 lines', () => {
  it('is the table of the same words built from strings (property)', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.string({ unit: 'binary', maxLength: 8 }).filter((w) => !w.includes('\n')), { minLength: 1, maxLength: 40 }), (words) => {
      const bytes = Buffer.from(words.join('\n'), 'utf8');
      if (bytes.length === 0) return true; // an empty range holds no words (a lone empty word cannot be written)
      const a = buildStringTableFromLines(bytes, 0, bytes.length);
      const b = buildStringTable(words);
      return a.units.join() === b.units.join() && a.offsets.join() === b.offsets.join() && a.slots.join() === b.slots.join();
    }));
  });
});
