/**
 * Malay (and Indonesian) words that negate, as the translator's phrase extraction reads them: a phrase pair in
 * which one side negates and the other does not is an alignment error (`tak datang` ↔ `come`) and is not
 * extracted. `belum` is left out, since `Dah makan belum?` is `Have you eaten yet?`, with no negation in English.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const MALAY_NEGATORS: readonly string[] = [
  'tak', 'tidak', 'x', 'bukan', 'jangan', 'tiada', 'takde', 'xde', 'tanpa', 'gak', 'nggak', 'enggak', 'tdk',
];

/**
 * Negated Malay idioms whose English says no negation: `tak apa` (it's fine), `tak lama lagi` (soon), `tak
 * sangka` (surprisingly). A phrase holding one of them is exempt from the negation check above.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const NEGATED_IDIOMS: readonly string[] = [
  'tak apa', 'tidak apa', 'tak apa-apa', 'tidak apa-apa', 'takpe', 'tak lama lagi', 'tidak lama lagi', 'tak sangka',
  'tidak sangka', 'tidak syak lagi', 'tak syak lagi', 'tidak hairanlah', 'tak hairanlah', 'tidak kira', 'tak kira',
  'bukan sahaja', 'bukan saja', 'bukan hanya', 'tidak lain', 'tak lain', 'tidak pelak', 'tanpa henti',
];
