/**
 * English number words: cardinals, the tens, the multipliers and the first ordinals.
 *
 * How it was made: written by the manglish-nlp team from standard English.
 */
export const ENGLISH_NUMBER_WORDS: readonly string[] = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty',
  'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'million', 'billion', 'trillion', 'dozen',
  'half', 'quarter', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
];

/**
 * English nouns that a count leaves as they are (`two thousand yen`, `500 people`, `ten percent`): currencies,
 * collective and unit nouns whose plural is the singular.
 */
export const INVARIANT_NOUNS: readonly string[] = [
  'yen', 'ringgit', 'rupiah', 'sen', 'baht', 'won', 'yuan', 'percent', 'people', 'police', 'staff', 'personnel',
  'fish', 'sheep', 'deer', 'series', 'species', 'aircraft', 'cattle', 'offspring', 'headquarters',
];
