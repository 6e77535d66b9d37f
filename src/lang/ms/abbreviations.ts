/**
 * Abbreviated titles written before a name (`Dr`, `Pn`, `Hj`, `Ust`): capitalised, they are titles, not the chat
 * shortforms they spell in lower case (`dr` is `dari`, `pn` is `pun`), so the normaliser keeps them as written.
 *
 * How it was made: written by the manglish-nlp team from Malaysian titles, ranks and honorifics.
 */
export const TITLE_ABBREVIATIONS: readonly string[] = [
  'dr', 'tn', 'pn', 'en', 'cik', 'prof', 'hj', 'hjh', 'dato', 'datin', 'dtk', 'tg', 'ir', 'sr', 'ar', 'yb', 'yab',
  'ybhg', 'ybrs', 'ydp', 'sdr', 'sdri', 'kpt', 'lt', 'kol', 'mej', 'kapt', 'sjn', 'kpl', 'insp', 'asp', 'dsp', 'acp',
  'sac', 'dcp', 'tpr', 'drs', 'ust', 'ustz', 'mr', 'mrs', 'ms', 'mdm',
];

/**
 * Abbreviations that end with a full stop but do not end a sentence, for the sentence segmenter.
 *
 * How it was made: written by the manglish-nlp team from Malaysian titles, addresses, company names and
 * everyday written Malay. Entries are lower-case and without the final full stop; multi-part forms keep
 * their inner full stops (`sdn. bhd` covers `Sdn. Bhd.`).
 */
export const MALAY_ABBREVIATIONS: readonly string[] = [
  // titles and honorifics
  ...TITLE_ABBREVIATIONS, 'yg', 'al', 'bt', 'bin', 'binti', 'b', 'a/l', 'a/p',
  // companies and institutions
  'sdn', 'bhd', 'sdn. bhd', 'berhad', 'co', 'corp', 'inc', 'ltd', 'plc', 'kem', 'jab', 'kpm', 'ukm', 'upm',
  // addresses
  'no', 'jln', 'jl', 'lrg', 'tmn', 'kg', 'kpg', 'bkt', 'sg', 'bt', 'pt', 'lot', 'blk', 'aras', 'tkt', 'seksyen',
  'sek', 'presint', 'bdr', 'pj', 'kl', 'ptg',
  // running text
  'dll', 'dsb', 'dsbnya', 'spt', 'sbg', 'iaitu', 'cth', 'contoh', 'mis', 'bil', 'ms', 'hlm', 'jil', 'ed', 'terj',
  'sila', 'rujuk', 'lih', 'bhg', 'perk', 'fasal', 'tel', 'faks', 'h/p', 'emel', 'ref', 'rm', 'sen',
  // months
  'jan', 'feb', 'mac', 'apr', 'mei', 'jun', 'jul', 'ogo', 'ogos', 'sept', 'sep', 'okt', 'nov', 'dis',
];

/**
 * Abbreviations that close a company name, a list or a time of day and so may also end a sentence: the segmenter
 * splits after them when the next word starts with a capital letter (`… ABC Sdn. Bhd. Dia …`, `… pukul 3.30 ptg.
 * Beliau …`).
 */
export const SENTENCE_FINAL_ABBREVIATIONS: readonly string[] = [
  'bhd', 'berhad', 'dll', 'dsb', 'dsbnya', 'ltd', 'inc', 'plc', 'corp', 'co', 'etc',
  // times of day: pagi, petang, malam; a.m. and p.m.
  'pg', 'ptg', 'mlm', 'a.m', 'p.m',
];

/** Words written with a final apostrophe that belongs to the word (`Dato'`, `Dato' Seri`). */
export const APOSTROPHE_FINAL_WORDS: readonly string[] = ['dato', 'datok'];
