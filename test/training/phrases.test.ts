import { describe, expect, it } from 'vitest';
import { numbersAgree } from '../../training/phrases.js';

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
