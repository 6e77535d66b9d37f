/**
 * English interjections and fillers that Malaysians write in chat and that are right as written: the
 * respeller must not read them as vowel-dropped Malay (`blah` is not `belah`).
 *
 * How it was made: written by the manglish-nlp team from Malaysian social-media and messaging usage.
 */
export const ENGLISH_INTERJECTIONS: readonly string[] = [
  'blah', 'meh', 'duh', 'ugh', 'huh', 'yikes', 'oops', 'geez', 'gosh', 'nah', 'yeah', 'hey', 'yo', 'psst', 'shh',
  'ahem', 'whoa', 'yay', 'hurray', 'bleh', 'eww', 'ew', 'hmph', 'phew', 'tsk', 'ooh', 'aww', 'welp',
];
