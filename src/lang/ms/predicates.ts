/**
 * Malay says a state with no verb (`Kereta saya rosak`, `Saya penat`), where English needs `is`, `am` or `are`;
 * chat puts its intensifier after the adjective (`sedap gila`, `comel sangat`), where English puts it first; a
 * possessor follows its noun. The translator's pre-ordering into English reads these lists
 * (`src/analysis/translate-order-malay.ts`).
 *
 * How it was made: written by the manglish-nlp team.
 */

/** The English copula after a Malay personal pronoun as subject; any other subject takes `is` (or `are`, plural). */
export const PRONOUN_COPULAS: Readonly<Record<string, 'am' | 'are' | 'is'>> = {
  saya: 'am', aku: 'am',
  awak: 'are', kau: 'are', engkau: 'are', kamu: 'are', anda: 'are', korang: 'are',
  kami: 'are', kita: 'are', mereka: 'are', dorang: 'are', diorang: 'are',
  dia: 'is', beliau: 'is',
};

/**
 * English possessives for a Malay pronoun after an English noun in Manglish (`boss aku` → `my boss`, `phone dia` →
 * `his phone` or `her phone`): the table does not know the noun, so the decoder copies it and cannot swap the two.
 */
export const POSSESSIVE_READINGS: Readonly<Record<string, readonly string[]>> = {
  saya: ['my'], aku: ['my'],
  awak: ['your'], kau: ['your'], engkau: ['your'], kamu: ['your'], anda: ['your'], korang: ['your'],
  dia: ['his', 'her'], beliau: ['his', 'her'],
  kami: ['our'], kita: ['our'],
  mereka: ['their'], dorang: ['their'], diorang: ['their'],
};

/**
 * English for `itu` and `ini` closing a subject (`kucing tu` → `that cat`), singular and plural (`budak-budak tu` →
 * `those kids`): English puts the determiner first, and the table reads a fronted `itu` as `that is`.
 */
export const DETERMINER_READINGS: Readonly<Record<string, readonly [string, string]>> = {
  itu: ['that', 'those'],
  ini: ['this', 'these'],
};

/** Prepositions of place that may follow a subject (`makanan kat kedai tu sedap`); `dengan` and the rest may not. */
export const SUBJECT_PLACE_PREPOSITIONS: readonly string[] = ['di', 'kat', 'dekat', 'ke', 'dari'];

/**
 * Time words that may end a clause after its predicate (`Bas lambat lagi hari ni`, `Cuaca panas pagi tadi`): a bare
 * noun subject takes a copula only where the adjective ends its clause, and these do not count against it.
 */
export const CLAUSE_TIME_WORDS: readonly string[] = [
  'hari', 'esok', 'semalam', 'kelmarin', 'tadi', 'sekarang', 'kini', 'pagi', 'petang', 'malam', 'minggu', 'bulan', 'tahun',
];

/**
 * Words that may stand between a subject and its adjective, after the copula in English: degree (`sangat`, `agak`),
 * negation (`tak`, `tidak`, `belum`), and aspect or stance (`masih`, `memang`, `makin`).
 */
export const PREDICATE_MODIFIERS: readonly string[] = [
  'sangat', 'amat', 'terlalu', 'agak', 'begitu', 'sungguh', 'cukup', 'kurang', 'paling', 'makin', 'semakin',
  'masih', 'memang', 'sentiasa', 'selalu', 'juga', 'pun', 'tak', 'tidak', 'belum', 'bukan', 'dah', 'sudah',
];

/**
 * Intensifiers that chat puts after the adjective and English before it, each with the word Malay puts before an
 * adjective in its place: `mahal gila` → `benar-benar mahal` (really expensive), `garang sikit` → `sedikit garang`
 * (a bit fierce).
 */
export const POSTPOSED_DEGREE_WORDS: Readonly<Record<string, string>> = {
  sangat: 'sangat', amat: 'sangat', sungguh: 'sangat',
  gila: 'benar-benar', betul: 'benar-benar', benar: 'benar-benar',
  sikit: 'sedikit', sedikit: 'sedikit',
};
