/**
 * English abbreviations that end with a full stop but do not end a sentence.
 *
 * How it was made: written by the manglish-nlp team (titles, Latin abbreviations, company suffixes,
 * address words and months as written in Malaysian English).
 */
export const ENGLISH_ABBREVIATIONS: readonly string[] = [
  'mr', 'mrs', 'ms', 'mdm', 'dr', 'prof', 'st', 'jr', 'sr', 'gen', 'col', 'capt', 'lt', 'sgt', 'rev', 'hon',
  'vs', 'etc', 'e.g', 'i.e', 'cf', 'approx', 'dept', 'est', 'fig', 'no', 'nos', 'vol', 'pp', 'p', 'ch', 'sec',
  'inc', 'ltd', 'co', 'corp', 'plc', 'mt', 'ave', 'rd', 'blvd', 'a.m', 'p.m', 'u.s', 'u.k',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
];
