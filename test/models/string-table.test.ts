import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildStringTable, StringTable } from '../../src/models/string-table.js';

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
