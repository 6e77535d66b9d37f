import { describe, expect, it } from 'vitest';
import { trainCasing } from '../../training/truecase.js';

describe('trainCasing', () => {
  it('keeps the capitalised form most occurrences inside sentences take', () => {
    const table = trainCasing([
      'Kami jumpa pada hari Jumaat.',
      'Dia balik kampung hari Jumaat ini.',
      'Saya dan Ali makan di kedai itu.',
      'Mereka makan bersama Ali semalam.',
    ]);
    expect(table).toMatchObject({ jumaat: 'Jumaat', ali: 'Ali' });
    expect(table.makan).toBeUndefined();
  });

  it('ignores first words, words after a full stop, titles and lower-case sources', () => {
    const table = trainCasing([
      'Makan dulu. Makan lagi nanti.',
      'Berita Terkini Dari Kuala Lumpur Hari Ini',
      'jom makan nasi lemak',
      'Mereka makan nasi lemak.',
    ]);
    expect(table.makan).toBeUndefined();
    expect(table.terkini).toBeUndefined();
  });

  it('needs a word seen at least twice, mostly capitalised', () => {
    expect(trainCasing(['Kami tiba di Ipoh.'])).toEqual({});
    expect(trainCasing(['Dia kata Bank tutup.', 'Dia pergi ke bank.', 'Bank itu di sini dan bank lain.'])).toEqual({});
  });
});
