/**
 * Lower-case words that may open or join a personal name in Malaysian and international text: `van der Sar`,
 * `bin Ali` (after a cut), `al-Attas`, `a/l` and `a/p` (anak lelaki, anak perempuan in Indian Malaysian names).
 *
 * How it was made: written by the manglish-nlp team.
 */
export const NAME_PARTICLES: readonly string[] = ['van', 'von', 'der', 'den', 'de', 'di', 'da', 'dos', 'du', 'la', 'le', 'al', 'el', 'bin', 'binti', 'bt', 'bte', 'a/l', 'a/p'];
