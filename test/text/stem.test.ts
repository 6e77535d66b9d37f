import { describe, expect, it } from 'vitest';
import { compoundIndex, readings, rootShape, stemWord, trigramContexts } from '../../src/text/stem.js';

describe('stemWord', () => {
  it.each([
    ['menyapu', 'sapu'], ['memukul', 'pukul'], ['menulis', 'tulis'], ['membeli', 'beli'], ['mengajar', 'ajar'],
    ['pengajaran', 'ajar'], ['pelajaran', 'ajar'], ['kerajaan', 'raja'], ['makanan', 'makan'], ['perjalanan', 'jalan'],
    ['memperkenalkan', 'kenal'], ['keberkesanan', 'kesan'], ['sebaiknya', 'baik'], ['rumahnya', 'rumah'],
    ['pergilah', 'pergi'], ['mengecat', 'cat'], ['budak-budak', 'budak'], ['berlari-lari', 'lari'],
  ])('%s → %s', (word, root) => {
    expect(stemWord(word)).toBe(root);
  });

  it.each(['makan', 'menteri', 'kawan', 'pesan', 'beli', 'kerana', 'semua'])('keeps the root %s as it is', (word) => {
    expect(stemWord(word)).toBe(word);
  });

  it.each(['meeting', 'weekend', 'the', 'RM50', 'ok'])('passes %s through', (word) => {
    expect(stemWord(word)).toBe(word.toLowerCase());
  });

  it('stems several words one by one and lower-cases', () => {
    expect(stemWord('Pelajaran  makanan')).toBe('ajar makan');
  });

  it('rejects empty input', () => {
    expect(() => stemWord(' ')).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_EMPTY_INPUT' }));
  });

  it.each([['ketidakadilan', 'tidak adil'], ['ketidakpuasan', 'tidak puas'], ['ketidakstabilan', 'tidak stabil']])(
    'roots the negated nominalisation %s as the compound %s', (word, root) => {
      expect(stemWord(word)).toBe(root);
    },
  );

  it.each([['mengubah', 'ubah'], ['mengurus', 'urus'], ['pengurusan', 'urus'], ['mengukur', 'ukur']])(
    'prefers the root whose derived forms are attested: %s → %s', (word, root) => {
      expect(stemWord(word)).toBe(root);
    },
  );

  it('offers a dictionary compound written solid as a two-word reading', () => {
    const listed = readings('ibubapa', compoundIndex(['ibu bapa'])).filter((r) => r.listed);
    expect(listed.map((r) => r.root)).toEqual(['ibu bapa']);
    expect(stemWord('ibubapa')).toBe('ibu bapa');
  });

  it('lists readings with nasal restoration', () => {
    const roots = readings('memukul').map((r) => r.root);
    expect(roots).toContain('pukul');
    expect(roots[0]).toBe('memukul');
  });

  it('scores root shape from trigram counts', () => {
    const tri = new Map([['^^a', 2], ['^aj', 2], ['aja', 2], ['jar', 2], ['ar$', 2]]);
    const bi = trigramContexts(tri);
    expect(rootShape('ajar', tri, bi)).toBeGreaterThan(rootShape('ngga', tri, bi));
  });
});
