/**
 * Malay and Manglish discourse particles: one table, each particle with what it does.
 *
 * How it was made: written by the manglish-nlp team from Malaysian speech and chat. The algorithms treat
 * particles by these attributes: fillers may be dropped by aggressive normalisation (unless they carry
 * meaning) and by `formalize`; question particles turn a sentence into a question; clitics attach to the
 * word before them; some are written with a hyphen; some are always tagged `PART`.
 */

/** What a particle does. */
export interface Particle {
  /** Emphasis or softening with no content (`best lah`, `jom la`, `apa meh`). */
  readonly filler?: true;
  /** Can end a question (`boleh ke?`, `betulkah?`, `datang tak?`). */
  readonly question?: true;
  /** Never belongs in formal Malay: `formalize` removes it. */
  readonly informal?: true;
  /** An enclitic or emphatic suffix written solid with the word (`rumahnya`, `pergilah`, `bukumu`). */
  readonly clitic?: true;
  /** Sometimes attached with a hyphen (`best-lah`, `dia-nya`): the tokenizer splits it off. */
  readonly hyphen?: true;
  /** Always a discourse particle: the part-of-speech tagger gives it `PART` without the model. */
  readonly alwaysPart?: true;
  /** A filler that carries meaning (`je` "only", `kot` "perhaps"): aggressive normalisation keeps it. */
  readonly meaningful?: true;
}

/** Every particle, by its lower-case spelling. */
export const PARTICLES: Readonly<Record<string, Particle>> = {
  lah: { filler: true, informal: true, clitic: true, hyphen: true, alwaysPart: true },
  la: { filler: true, informal: true, hyphen: true, alwaysPart: true },
  laa: { filler: true, informal: true, alwaysPart: true },
  lor: { filler: true, informal: true, alwaysPart: true },
  loh: { filler: true, informal: true, alwaysPart: true },
  lo: { filler: true, informal: true },
  meh: { filler: true, informal: true, alwaysPart: true },
  mah: { filler: true, informal: true, alwaysPart: true },
  wei: { filler: true, informal: true, alwaysPart: true },
  weh: { filler: true, informal: true, alwaysPart: true },
  woi: { filler: true, informal: true },
  oi: { filler: true, informal: true },
  eh: { filler: true, informal: true },
  ah: { filler: true, informal: true },
  aa: { filler: true, informal: true },
  hah: { filler: true, informal: true },
  dei: { filler: true, informal: true, alwaysPart: true },
  dey: { filler: true, informal: true },
  der: { filler: true, informal: true },
  ler: { filler: true, informal: true },
  leh: { filler: true, informal: true, alwaysPart: true },
  ya: { filler: true },
  kot: { filler: true, informal: true, alwaysPart: true, meaningful: true },
  kut: { filler: true, informal: true, alwaysPart: true, meaningful: true },
  bah: { filler: true, informal: true },
  sia: { filler: true, informal: true },
  what: { filler: true },
  one: { filler: true },
  jer: { filler: true, informal: true, hyphen: true, meaningful: true },
  je: { filler: true, informal: true, hyphen: true, meaningful: true },
  // Forms of address formal Malay leaves out.
  bro: { informal: true },
  sis: { informal: true },
  dude: { informal: true },
  // Cantonese/Hokkien-flavoured Manglish (`like that hor`, `ok wor`).
  hor: { filler: true, informal: true },
  wor: { filler: true, informal: true },
  ke: { question: true, hyphen: true },
  kah: { question: true, clitic: true, hyphen: true },
  ka: { question: true },
  ker: { question: true },
  tak: { question: true },
  x: { question: true },
  tah: { question: true, clitic: true, hyphen: true },
  kan: { question: true },
  nya: { clitic: true, hyphen: true },
  pun: { clitic: true, hyphen: true },
  ku: { clitic: true, hyphen: true },
  mu: { clitic: true, hyphen: true },
};

const having = (attribute: keyof Particle): readonly string[] => Object.keys(PARTICLES).filter((p) => PARTICLES[p]?.[attribute] === true);

/** The fillers, in table order. */
export const FILLER_PARTICLES: readonly string[] = having('filler');
/** The question particles. */
export const QUESTION_PARTICLES: readonly string[] = having('question');
/** The particles `formalize` removes. */
export const INFORMAL_PARTICLES: readonly string[] = having('informal');
/** The clitics. */
export const CLITICS: readonly string[] = having('clitic');
/** The particles the tokenizer splits off a hyphen. */
export const HYPHEN_PARTICLES: readonly string[] = having('hyphen');
/** The particles tagged `PART` without the model. */
export const PART_PARTICLES: readonly string[] = having('alwaysPart');
/** The fillers aggressive normalisation drops (those without meaning of their own). */
export const DROPPABLE_FILLERS: readonly string[] = FILLER_PARTICLES.filter((p) => PARTICLES[p]?.meaningful !== true);
