import { describe, expect, it } from 'vitest';
import { negationsAgree, numbersAgree, scorePhrases, textNegates } from '../../training/phrases.js';

describe('numbersAgree', () => {
  it('keeps pairs whose numbers agree, in digits or in words', () => {
    expect(numbersAgree('pukul 3 petang', '3 p.m.')).toBe(true);
    expect(numbersAgree('10 naskah buku', 'ten books')).toBe(true);
    expect(numbersAgree('mengorbankan sembilan orang', 'killing 9')).toBe(true);
    expect(numbersAgree('kuala lumpur', 'kuala lumpur')).toBe(true);
  });

  it('drops pairs with digits on one side only, or different digits', () => {
    expect(numbersAgree('kuala lumpur', '1735161')).toBe(false);
    expect(numbersAgree('16.5', 'a final score')).toBe(false);
    expect(numbersAgree('RM10', 'RM20')).toBe(false);
  });
});

describe('negationsAgree and textNegates', () => {
  it('drops pairs that negate on one side only, unless an idiom says it otherwise', () => {
    expect(negationsAgree('tak datang', 'come')).toBe(false);
    expect(negationsAgree('datang', "didn't come")).toBe(false);
    expect(negationsAgree('tak datang', "didn't come")).toBe(true);
    expect(negationsAgree('jangan lupa', 'do not forget')).toBe(true);
    expect(negationsAgree('tak apa', "it's fine")).toBe(true);
    expect(negationsAgree('belum', 'yet')).toBe(true);
  });

  it('reads a sentence as phrase extraction does', () => {
    expect(textNegates('I Didn’t come.', 'en')).toBe(true);
    expect(textNegates('Saya tak datang.', 'ms')).toBe(true);
    expect(textNegates('Notebook ini baru', 'ms')).toBe(false);
    expect(textNegates('Nothing is free', 'en')).toBe(true);
  });
});

describe('scorePhrases', () => {
  const ids = { ms: new Map([['adik', 0], ['saya', 1]]), en: new Map([['my', 0], ['younger', 1], ['little', 2], ['brother', 3], ['sister', 4]]) };
  const tables = { msToEn: new Map<number, number>(), enToMs: new Map<number, number>() };
  const readings = ['my younger brother', 'my younger sister', 'my little brother', 'my little sister'];
  const counts = new Map(readings.map((en) => [`adik saya\t${en}`, 1]));

  it('drops a multi-word pair seen once with under half its source\'s count, as alignment noise', () => {
    expect(scorePhrases(counts, ids, tables)).toHaveLength(0);
  });

  it('keeps such a pair when the team wrote it whole', () => {
    const written = new Set([...counts.keys()]);
    expect(scorePhrases(counts, ids, tables, 12, written).map((e) => e.en)).toEqual([...readings].sort());
  });
});
