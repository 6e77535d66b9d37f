/**
 * Everyday Malaysian Malay words that Indonesian does not write: the colloquial pronouns, aspect and
 * negation words, prepositions and verbs of Malaysian chat (`korang`, `dah`, `kat`, `nak`, `tengok`) with a
 * few of their everyday spellings (`diorang`, `takde`), and the particles only Malaysians use (`je`, `lor`).
 * Language identification counts them as Malay evidence, as it does the chat spellings themselves (`dh`,
 * `kt`), and reads a text holding one as chat.
 *
 * Left out on purpose, because Indonesian writes them too (often in another sense): `tak`, `awak` (crew),
 * `pasal` (article of a law), `macam` (kind), `dekat` (near), `teman` (friend), `hang` (a frozen program),
 * `balik`, `cakap`, `boleh`, `kenapa`, `bila`, `lagi`, `pun`, `gila`, `sangat`.
 *
 * How it was made: written by the manglish-nlp team from Malaysian speech and chat.
 */
export const MALAYSIAN_COLLOQUIAL: readonly string[] = [
  // pronouns
  'korang', 'kauorang', 'dorang', 'diorang', 'kitorang', 'kitaorang', 'kiteorang', 'depa', 'hangpa',
  // aspect, negation, modality
  'dah', 'nak', 'takde', 'takda', 'takpe', 'takpa',
  // prepositions and questions
  'kat', 'camne', 'camana', 'macamana', 'apasal', 'camtu', 'camni',
  // verbs, adverbs and adjectives of everyday chat
  'tengok', 'sikit', 'kejap', 'seronok',
  // particles
  'je', 'jer', 'lor', 'meh', 'weh',
];

/**
 * Words that may follow the Malay question particle `ke` (`Dah makan ke belum?`, `Nak ikut ke tak?`,
 * `Betul ke ni?`); a `ke` that ends the text is the particle too (`Kau dah tidur ke?`). Indonesian writes
 * `ke` only as the preposition "to", with a place after it (`ke pasar`), so these two uses are Malaysian.
 *
 * How it was made: written by the manglish-nlp team from Malaysian chat.
 */
export const QUESTION_KE_FOLLOWERS: readonly string[] = ['belum', 'blm', 'tak', 'tidak', 'x', 'ni', 'tu', 'kan'];

/**
 * Intensifiers that Malaysian chat puts after their adjective at the end of a clause (`bangga sangat`, `Mahal
 * sangat!`), where Indonesian puts them first (`sangat bangga`) or says `banget`, `sekali`. Such a word is a
 * Malaysian mark when a word other than {@link POSTPOSED_INTENSIFIER_NON_HEADS} comes just before it and no word
 * after it in its clause.
 *
 * How it was made: written by the manglish-nlp team from Malaysian chat.
 */
export const POSTPOSED_INTENSIFIERS: readonly string[] = ['sangat'];

/** Words before a clause-final `sangat` that make it no mark (`yang sangat`, `tidak sangat`, `amat sangat`). */
export const POSTPOSED_INTENSIFIER_NON_HEADS: readonly string[] = ['yang', 'tidak', 'tak', 'amat', 'terlalu', 'begitu', 'paling', 'kurang', 'sungguh'];

/**
 * Intensifiers that Malaysian chat puts right after their adjective anywhere in a clause (`Happy gila dapat
 * bonus`, `mahal gila tiket tu`): such a word is a Malaysian mark when an English word or one of
 * {@link FRONTED_ADJECTIVES} comes just before it. Indonesian writes `gila` as "crazy" after a noun or a verb
 * (`orang gila`, `sudah gila`, `paling gila`) or as an exclamation (`Gila, mahal banget`), which this leaves alone.
 *
 * How it was made: written by the manglish-nlp team from Malaysian chat.
 */
export const INTENSIFIERS_AFTER_ADJECTIVE: readonly string[] = ['gila'];

/**
 * Intensifiers that chat writes after an adjective and formal Malay puts before it: `formalize` rewrites
 * `sedap gila` as `sangat sedap` (and leaves two of them in a row alone).
 */
export const CHAT_POSTPOSED_INTENSIFIERS: readonly string[] = ['gila', 'giler', 'sangat', 'betul', 'sungguh', 'sgt'];

/**
 * Everyday adjectives that Malaysian chat fronts with a postposed intensifier to open a clause (`Mahal sangat
 * harga barang`, `Aku penat sangat hari ni`): an intensifier of {@link POSTPOSED_INTENSIFIERS} right after one of
 * these is a Malaysian mark when the adjective opens its clause, alone or after a personal pronoun
 * (`PERSONAL_PRONOUNS`). Indonesian puts `sangat` first (`sangat mahal`) or says `banget`, `sekali`; an
 * adjective before `sangat` inside an Indonesian clause modifies a noun (`Cuaca panas sangat berbahaya`), so it
 * is no mark there.
 *
 * How it was made: written by the manglish-nlp team from Malaysian chat.
 */
export const FRONTED_ADJECTIVES: readonly string[] = [
  'mahal', 'murah', 'cantik', 'lawa', 'comel', 'hodoh', 'besar', 'kecil', 'panjang', 'pendek', 'tinggi', 'rendah',
  'jauh', 'dekat', 'lama', 'baru', 'laju', 'cepat', 'lambat', 'panas', 'sejuk', 'dingin', 'sedap', 'manis', 'masin',
  'pedas', 'masam', 'pahit', 'busuk', 'wangi', 'bersih', 'kotor', 'penat', 'letih', 'bosan', 'seronok', 'best',
  'syok', 'sedih', 'gembira', 'marah', 'takut', 'susah', 'senang', 'mudah', 'payah', 'sibuk', 'ramai', 'sunyi',
  'bising', 'sesak', 'pandai', 'bijak', 'bodoh', 'rajin', 'malas', 'garang', 'baik', 'jahat', 'teruk', 'bagus',
  'hebat', 'kuat', 'lemah', 'berat', 'ringan', 'sakit', 'sihat', 'lapar', 'kenyang', 'dahaga', 'mengantuk', 'gelap',
  'terang', 'tebal', 'nipis', 'licin', 'basah', 'kering', 'penuh', 'kosong', 'kaya', 'miskin', 'tua', 'muda',
  'gemuk', 'kurus', 'rindu', 'geram', 'risau', 'bangga', 'kesian', 'lucu', 'kelakar', 'pelik', 'cerewet', 'kedekut',
];

/**
 * Currency marks that say which country a Malay or Indonesian text was written in: Malaysia writes amounts in
 * ringgit (`RM1,700`, `RM 50`, `rm5`), Indonesia in rupiah (`Rp500 ribu`, `Rp 1,5 juta`). A mark is the code
 * written against its amount (or one space before it); the words `ringgit` and `rupiah` the vocabulary's word
 * counts already tell apart.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const CURRENCY_MARKS: { readonly malay: RegExp; readonly indonesian: RegExp } = {
  malay: /^rm\d/iu,
  indonesian: /^rp\.?\d/iu,
};
