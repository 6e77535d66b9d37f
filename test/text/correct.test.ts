import { describe, expect, it } from 'vitest';
import { correct, correctWord, editDistance } from '../../src/text/correct.js';

describe('correct', () => {
  it('corrects misspelt Malay words and reports each change', () => {
    expect(correct('sy nak pegi sekolh esok')).toEqual({
      corrected: 'sy nak pegi sekolah esok',
      changes: [{ original: 'sekolh', corrected: 'sekolah' }],
    });
  });

  it.each([['kerajaaan', 'kerajaan'], ['pejabt', 'pejabat'], ['mesyurat', 'mesyuarat'], ['beautifull', 'beautiful']])('%s → %s', (wrong, right) => {
    expect(correctWord(wrong)).toBe(right);
  });

  it.each(['makan', 'meeting', 'Ahmad', 'RM50', 'https://x.co', 'lepak', 'mamak'])('leaves %s alone', (word) => {
    expect(correct(word).changes).toEqual([]);
  });

  it('measures Damerau–Levenshtein distance', () => {
    expect(editDistance('makan', 'makna')).toBe(1);
    expect(editDistance('sekolh', 'sekolah')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
