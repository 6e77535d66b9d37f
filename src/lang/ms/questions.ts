/**
 * Question words and the kind of answer they ask for, in Malay, Indonesian, Manglish and English, for
 * question answering. Matched on lower-case tokens, longest first; the first match in the question wins.
 *
 * How it was made: written by the manglish-nlp team (Malay and Indonesian interrogatives with their
 * `-kah` forms and chat spellings, and the English wh-words).
 */
export const QUESTION_TYPES: Readonly<Record<string, readonly string[]>> = {
  person: ['siapa', 'siapakah', 'sape', 'sapa', 'who', 'whom', 'whose', 'oleh siapa', 'dengan siapa', 'kepada siapa'],
  date: ['bila', 'bilakah', 'kapan', 'kapankah', 'when', 'tahun berapa', 'tarikh berapa', 'tanggal berapa', 'pada tahun berapa', 'what year', 'which year', 'pukul berapa', 'jam berapa', 'what time', 'sejak bila', 'sejak kapan'],
  location: ['di mana', 'dimana', 'di manakah', 'dimanakah', 'ke mana', 'kemana', 'dari mana', 'darimana', 'mana', 'manakah', 'where', 'kat mana', 'kt mana', 'mane', 'negara apa', 'kota apa', 'bandar mana', 'which country', 'which city'],
  number: ['berapa', 'berapakah', 'brp', 'berapa banyak', 'berapa ramai', 'berapa lama', 'how many', 'how much', 'how long', 'how old', 'how far', 'what percentage'],
  reason: ['kenapa', 'mengapa', 'knp', 'apasal', 'why', 'sebab apa', 'atas alasan apa', 'for what reason'],
  manner: ['bagaimana', 'bagaimanakah', 'macam mana', 'camne', 'camana', 'how', 'dengan cara apa'],
  thing: ['apa', 'apakah', 'ape', 'what', 'which', 'yang mana', 'manakah yang', 'nama', 'sebutkan'],
};

/** Tags that close a yes-no question in chat (`Sedap ke?`, `Boleh tak?`): `formalize` rewrites them as `adakah`. */
export const QUESTION_TAGS: readonly string[] = ['ke', 'tak', 'kah'];
