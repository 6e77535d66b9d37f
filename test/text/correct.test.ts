import { describe, expect, it } from 'vitest';
import { correct, correctionCandidates, correctWord, editDistance } from '../../src/text/correct.js';

describe('correct', () => {
  it('corrects misspelt Malay words and reports each change', () => {
    expect(correct('sy nak pegi sekolh esok')).toEqual({
      corrected: 'sy nak pergi sekolah esok',
      changes: [{ original: 'pegi', corrected: 'pergi' }, { original: 'sekolh', corrected: 'sekolah' }],
    });
  });

  it("restores chat spellings the normaliser's tables list within two edits, and leaves the others", () => {
    expect(correct('Saya suka mkan nasi lemak kat kdai tu').corrected).toBe('Saya suka makan nasi lemak kat kedai tu');
    expect(correct('aku xtau la').changes).toEqual([]);
  });

  it.each([['kerajaaan', 'kerajaan'], ['pejabt', 'pejabat'], ['mesyurat', 'mesyuarat'], ['beautifull', 'beautiful']])('%s → %s', (wrong, right) => {
    expect(correctWord(wrong)).toBe(right);
  });

  it.each(['makan', 'meeting', 'Ahmad', 'RM50', 'https://x.co', 'lepak', 'mamak'])('leaves %s alone', (word) => {
    expect(correct(word).changes).toEqual([]);
  });

  it('lets the words before choose among close candidates (language model)', () => {
    expect(correctWord('harg')).toBe('hari');
    expect(correctWord('harg', ['kenaikan'])).toBe('harga');
    expect(correct('Kenaikan harg minyak').changes).toEqual([{ original: 'harg', corrected: 'harga' }]);
    expect(correct('beli bers dua kilo').corrected).toBe('beli beras dua kilo');
    // Chat spellings before it count as their standard words (`mkn nsi` is `makan nasi`).
    expect(correct('jom mkn nsi lemk').changes).toEqual([{ original: 'lemk', corrected: 'lemak' }]);
  });

  it('lists candidates best first, none for known words', () => {
    const list = correctionCandidates('sekolh');
    expect(list[0]?.word).toBe('sekolah');
    expect(list.every((c, i) => i === 0 || (list[i - 1] as { score: number }).score >= c.score)).toBe(true);
    expect(correctionCandidates('sekolah')).toEqual([]);
  });

  it('measures Damerau–Levenshtein distance', () => {
    expect(editDistance('makan', 'makna')).toBe(1);
    expect(editDistance('sekolh', 'sekolah')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
