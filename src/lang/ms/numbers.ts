/**
 * Malay number words.
 *
 * How it was made: written by the manglish-nlp team from standard Malay: units, the teens marker
 * `belas`, the multipliers, the `se-` forms for one (`sepuluh`, `seratus`, `seribu`) and fractions.
 */

/** Cardinal units and their values. */
export const MALAY_UNITS: Readonly<Record<string, number>> = {
  kosong: 0, sifar: 0, satu: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, lapan: 8, sembilan: 9,
};

/** `se-` forms meaning "one …". */
export const MALAY_SE_FORMS: Readonly<Record<string, number>> = {
  sepuluh: 10, sebelas: 11, seratus: 100, seribu: 1000, sejuta: 1_000_000, sebilion: 1_000_000_000,
};

/** Multipliers that follow a unit (`dua puluh`, `tiga ratus`, `lima juta`). */
export const MALAY_MULTIPLIERS: Readonly<Record<string, number>> = {
  belas: 10, puluh: 10, ratus: 100, ribu: 1000, juta: 1_000_000, bilion: 1_000_000_000, trilion: 1_000_000_000_000,
};

/** Fractions. */
export const MALAY_FRACTIONS: Readonly<Record<string, number>> = {
  setengah: 0.5, separuh: 0.5, suku: 0.25, 'tiga suku': 0.75,
};

/** Every Malay number word, for tagging (`posTag` gives them `NUM`). */
export const MALAY_NUMBER_WORDS: readonly string[] = [
  ...Object.keys(MALAY_UNITS), ...Object.keys(MALAY_SE_FORMS), ...Object.keys(MALAY_MULTIPLIERS),
  'setengah', 'separuh', 'suku', 'perpuluhan', 'pertama', 'kedua', 'ketiga', 'keempat', 'kelima',
  'keenam', 'ketujuh', 'kelapan', 'kesembilan', 'kesepuluh', 'beratus', 'beribu', 'berjuta',
];
