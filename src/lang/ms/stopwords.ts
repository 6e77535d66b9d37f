/**
 * Curated Malay stop words: function words that carry no topic (prepositions, conjunctions, pronouns,
 * auxiliaries, determiners, question words, colloquial particles).
 *
 * How it was made: written by the manglish-nlp team for Malaysian Malay, not copied from an Indonesian
 * list: it has `bahawa`, `sahaja`, `daripada`, `kerana` and the colloquial `nak`, `dah`, `kat`, `je`,
 * and leaves out Indonesian-only words (`bahwa`, `karena`, `kalian`, `nggak`, `bisa`, `sih`).
 * Content words that look functional but carry meaning (`tidak` aside) are kept out of the list.
 */
export const MALAY_STOPWORDS: readonly string[] = [
  // prepositions
  'di', 'ke', 'dari', 'daripada', 'pada', 'kepada', 'untuk', 'bagi', 'dengan', 'dalam', 'oleh', 'tentang',
  'terhadap', 'antara', 'hingga', 'sehingga', 'sampai', 'sejak', 'semenjak', 'tanpa', 'menerusi', 'melalui',
  'mengenai', 'akan', 'atas', 'bawah', 'kat', 'dekat', 'demi', 'buat', 'ala',
  // conjunctions
  'dan', 'atau', 'serta', 'tetapi', 'tapi', 'namun', 'manakala', 'sedangkan', 'bahawa', 'jika', 'kalau',
  'sekiranya', 'andainya', 'apabila', 'bila', 'ketika', 'semasa', 'sewaktu', 'sementara', 'sebelum',
  'selepas', 'sesudah', 'setelah', 'supaya', 'agar', 'kerana', 'sebab', 'maka', 'lalu', 'kemudian',
  'walaupun', 'meskipun', 'biarpun', 'sungguhpun', 'walau', 'jadi', 'justeru', 'iaitu', 'yakni', 'malah',
  'bahkan', 'lagipun', 'pula', 'pun',
  // pronouns
  'saya', 'aku', 'kami', 'kita', 'anda', 'awak', 'kamu', 'engkau', 'kau', 'ia', 'dia', 'beliau', 'mereka',
  'korang', 'dorang', 'kitorang', 'sy', 'ak', 'ko', 'nya', 'ku', 'mu', 'diri', 'sendiri',
  // determiners and demonstratives
  'ini', 'itu', 'tersebut', 'sini', 'situ', 'sana', 'ni', 'tu', 'para', 'sang', 'si', 'yang', 'sesuatu',
  'setiap', 'semua', 'segala', 'seluruh', 'sebarang', 'beberapa', 'pelbagai', 'masing-masing', 'tiap',
  // auxiliaries and modal words
  'adalah', 'ialah', 'merupakan', 'telah', 'sudah', 'dah', 'sedang', 'tengah', 'masih', 'belum', 'pernah',
  'boleh', 'dapat', 'harus', 'mesti', 'perlu', 'hendak', 'nak', 'mahu', 'ingin', 'mungkin', 'akan',
  'ada', 'tiada', 'tidak', 'tak', 'bukan', 'jangan', 'x',
  // adverbs of degree and focus
  'sangat', 'amat', 'paling', 'lebih', 'kurang', 'terlalu', 'sekali', 'agak', 'cukup', 'hanya', 'sahaja',
  'saja', 'je', 'jer', 'juga', 'jugak', 'lagi', 'pun', 'pula', 'lah', 'kah', 'tah', 'la', 'kan', 'kot',
  'sekadar', 'hampir', 'begitu', 'begini', 'sebegitu', 'macam', 'seperti', 'sebagai', 'secara', 'umpama',
  // question words
  'apa', 'siapa', 'mana', 'bagaimana', 'mengapa', 'kenapa', 'berapa', 'bilakah', 'apakah', 'adakah',
  // others
  'iaitu', 'dll', 'dsb', 'dsbnya', 'hal', 'yakni', 'olehnya', 'kepadanya', 'padanya', 'daripadanya',
  'dengannya', 'baginya', 'untuknya', 'tersebutlah', 'itulah', 'inilah', 'sahajalah',
];
