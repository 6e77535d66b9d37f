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

/**
 * Negator pairs after which the text classifiers negate nothing: `bukan sahaja murah` ("not only cheap") still
 * says cheap, `tak syak lagi` is "no doubt", `tak kira` "regardless". Not `tak sangka` ("didn't expect"), whose
 * negated words the emotion model reads as surprise.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const NON_NEGATING_PAIRS: readonly string[] = [
  'bukan sahaja', 'bukan saja', 'bukan hanya', 'bukan setakat', 'tidak hanya', 'tak hanya', 'tidak cuma',
  'tak syak', 'tidak syak', 'tak kira', 'tidak kira',
];

/**
 * Negations that say "very": `bukan main sedap` (so tasty), `bukan kepalang` (no small amount). The text
 * classifiers read the word after them as intensified, not negated.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const INTENSIFYING_NEGATIONS: readonly string[] = ['bukan main', 'bkn main', 'bukan kepalang', 'bukan calang-calang', 'bukan sikit'];
