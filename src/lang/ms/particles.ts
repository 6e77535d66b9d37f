/**
 * Malay and Manglish discourse particles.
 *
 * How it was made: written by the manglish-nlp team from Malaysian speech and chat. Particles are
 * grouped by what they do, because the algorithms treat the groups differently: fillers may be dropped
 * by aggressive normalisation and by `formalize`; question particles turn a sentence into a question;
 * clitics attach to the word before them.
 */

/** Emphasis and softening particles that carry no content (`best lah`, `jom la`, `apa meh`). */
export const FILLER_PARTICLES: readonly string[] = [
  'lah', 'la', 'laa', 'lor', 'loh', 'lo', 'meh', 'mah', 'wei', 'weh', 'woi', 'oi', 'eh', 'ah', 'aa',
  'hah', 'dei', 'dey', 'der', 'ler', 'leh', 'ya', 'kot', 'kut', 'bah', 'sia', 'what', 'one', 'jer', 'je',
  // Cantonese/Hokkien-flavoured Manglish (`like that hor`, `ok wor`)
  'hor', 'wor',
];

/** Particles that can end a question (`boleh ke?`, `betulkah?`, `datang tak?`). */
export const QUESTION_PARTICLES: readonly string[] = ['ke', 'kah', 'ka', 'ker', 'tak', 'x', 'tah', 'kan'];

/** Fillers that `formalize` removes because they never belong in formal Malay. */
export const INFORMAL_PARTICLES: readonly string[] = [
  'lah', 'la', 'laa', 'lor', 'loh', 'lo', 'meh', 'mah', 'wei', 'weh', 'woi', 'oi', 'eh', 'ah', 'aa',
  'hah', 'dei', 'dey', 'der', 'ler', 'leh', 'kot', 'kut', 'bah', 'sia', 'jer', 'je', 'bro', 'sis', 'dude',
  'hor', 'wor',
];

/** Enclitics and emphatic suffixes written solid with the word (`rumahnya`, `pergilah`, `bukumu`). */
export const CLITICS: readonly string[] = ['nya', 'lah', 'kah', 'tah', 'pun', 'ku', 'mu'];

/**
 * Clitics and particles that Manglish writers sometimes attach with a hyphen (`best-lah`, `dia-nya`);
 * the tokenizer splits these so that `best-lah` and `best lah` give the same tokens.
 */
export const HYPHEN_PARTICLES: readonly string[] = ['lah', 'la', 'nya', 'kah', 'tah', 'pun', 'ku', 'mu', 'je', 'jer', 'ke'];
