/**
 * Malay affixes for the stemmer, with the nasal-assimilation rules of `meN-` and `peN-`.
 *
 * How it was made: written by the manglish-nlp team from standard Malay grammar (Tatabahasa Dewan):
 * the prefix `meN-`/`peN-` takes the nasal of the first consonant of the root and drops a voiceless
 * initial `p t k s` (`memukul` ← `pukul`, `menulis` ← `tulis`, `mengira` ← `kira`, `menyapu` ← `sapu`),
 * keeps voiced consonants (`membeli` ← `beli`), takes `meng-` before vowels (`mengajar` ← `ajar`),
 * plain `me-` before `l m n r w y ng ny` (`melihat` ← `lihat`) and `menge-` before one-syllable roots
 * (`mengecat` ← `cat`).
 */

/** One way a nasal prefix surfaces, and what the root must look like for that reading. */
export interface NasalRule {
  /** The prefix as written, e.g. `meny`. */
  readonly surface: string;
  /** The letter the prefix swallowed (`''` when none was dropped). */
  readonly restore: string;
  /** Letters the remainder after the prefix may start with (`'aeiou'` after a dropped `p t k s`). */
  readonly next: string;
}

const VOWEL_START = 'aeiou';

/** `meN-` readings: which root-initial letters each surface allows, and what it swallowed. */
export const MEN_RULES: readonly NasalRule[] = [
  { surface: 'menge', restore: '', next: 'bcdfgjklmnprstvwyz' },
  { surface: 'meny', restore: 's', next: VOWEL_START },
  { surface: 'meng', restore: 'k', next: VOWEL_START },
  { surface: 'meng', restore: '', next: `${VOWEL_START}ghk` },
  { surface: 'mem', restore: 'p', next: VOWEL_START },
  // Loan roots in f- assimilate like p- in everyday Malay: `memahami` ← `faham`, `memikirkan` ← `fikir`.
  { surface: 'mem', restore: 'f', next: VOWEL_START },
  { surface: 'mem', restore: '', next: 'bfvp' },
  { surface: 'men', restore: 't', next: VOWEL_START },
  { surface: 'men', restore: '', next: 'cdjszt' },
  { surface: 'me', restore: '', next: 'lmnrwy' },
];

/** `peN-` readings (the nominalising prefix), as for `meN-`. */
export const PEN_RULES: readonly NasalRule[] = MEN_RULES.map((r) => ({ ...r, surface: `p${r.surface.slice(1)}` }));

/** Prefixes without assimilation, longest first (`memper-`, `diper-`, `ber-`, `ter-`, `di-`, `ke-`, `se-`). */
export const PLAIN_PREFIXES: readonly string[] = [
  'memper', 'diper', 'per', 'ber', 'bel', 'be', 'ter', 'te', 'di', 'ke', 'se', 'pel',
];

/** Derivational suffixes, longest first. */
export const SUFFIXES: readonly string[] = ['kan', 'an', 'i'];

/** Prefixes that may stand inside another prefix (`memper-`, `keber-`, `diper-`, `berke-`, `mengke-`). */
export const INNER_PREFIXES: readonly string[] = ['per', 'ber', 'ter', 'ke', 'peN'];

/** Clitics and particles stripped before the suffixes, longest first. */
export const STEM_CLITICS: readonly string[] = ['nya', 'lah', 'kah', 'tah', 'pun', 'ku', 'mu'];

/**
 * Confixes (circumfixes): a prefix and suffix that attach together (`ke-…-an` in `kerajaan`,
 * `pe-…-an` in `pelajaran`, `per-…-an` in `perjalanan`, `ber-…-an` in `berjauhan`, `se-…-nya` in
 * `sebaiknya`). The stemmer tries them as pairs before single affixes.
 */
export const CONFIXES: readonly (readonly [string, string])[] = [
  ['ke', 'an'], ['per', 'an'], ['pe', 'an'], ['ber', 'an'], ['se', 'nya'], ['ke', 'i'],
];

/**
 * The negated nominalisation `ke-tidak-…-an` (`ketidakadilan`, `ketidakpuasan`): its root is the two-word
 * compound `tidak` + the root of what is negated (`tidak adil`, `tidak puas`), as dictionaries list it.
 */
export const NEGATED_CONFIX = { prefix: 'ketidak', suffix: 'an', root: 'tidak' } as const;

/** Words shorter than this are never stemmed (`ia`, `di`, `ke`). */
export const MIN_STEM_INPUT = 4;

/** A root must keep at least this many letters (`ajar`, `cat`, `bom`). */
export const MIN_ROOT_LENGTH = 2;
