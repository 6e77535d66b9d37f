import { describe, expect, it } from 'vitest';
import { BETTER_MARK, WORSE_MARK, markChanges } from '../../src/analysis/change.js';
import { sentimentTokens } from '../../src/analysis/sentiment.js';
import { classifierTokens } from '../../src/analysis/tokens.js';

const marks = (text: string): string[] => markChanges(classifierTokens(text)).marks;

describe('markChanges', () => {
  it('reads more of a bad thing, or less of a good one, as worse', () => {
    expect(marks('Kes denggi meningkat di Selangor minggu ini')).toEqual([WORSE_MARK]);
    expect(marks('Jualan kedai runcit merosot bulan ni')).toEqual([WORSE_MARK]);
    expect(marks('Petrol prices went up again')).toEqual([WORSE_MARK]);
    // Fuel itself is a cost: `minyak naik` is the pump price going up.
    expect(marks('Minyak naik lagi, susah la rakyat macam ni')).toEqual([WORSE_MARK]);
    expect(marks('Tarif elektrik naik tahun depan')).toEqual([WORSE_MARK]);
  });

  it('reads less of a bad thing, or more of a good one, as better', () => {
    expect(marks('Harga minyak turun lagi, lega sikit')).toEqual([BETTER_MARK]);
    expect(marks('Kadar pengangguran menurun kepada 3.3 peratus')).toEqual([BETTER_MARK]);
    expect(marks('Kenaikan gaji tahun ni memang dinanti')).toEqual([BETTER_MARK]);
  });

  it('turns a negated change round', () => {
    expect(marks('Kerja siang malam tapi gaji tak naik')).toEqual([WORSE_MARK]);
  });

  it('gives nothing without both a change and a quantity in one clause', () => {
    expect(marks('Naik bas ke Ipoh pagi tadi')).toEqual([]);
    expect(marks('Harga dia okay, kualiti pun naik')).toEqual([]);
    expect(marks('Sedap gila nasi lemak ni')).toEqual([]);
  });

  it('says which tokens each mark stands for', () => {
    const { marks: m, covered } = markChanges(['harga', 'ayam', 'naik', 'lagi']);
    expect(m).toEqual([WORSE_MARK]);
    expect([...covered].sort()).toEqual([0, 2]);
  });
});

describe('sentimentTokens', () => {
  it('puts the mark in place of the change word and its quantity', () => {
    expect(sentimentTokens('Kes jenayah menurun tahun ini')).toEqual(['kes', 'tahun', 'ini', BETTER_MARK]);
    expect(sentimentTokens('Sedap gila')).toEqual(classifierTokens('Sedap gila'));
  });
});
