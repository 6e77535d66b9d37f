/**
 * Multi-word terms that keyword extraction keeps whole, and words that are never keywords on their own.
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian usage (food, places, public
 * life, work and technology), not taken from any corpus. The learnt collocations in
 * `models/keywords.tsv.gz` add many more; this list covers common terms a small corpus sees too rarely.
 * It deliberately shares no term with the keyword gold set (`training/data/keywords-gold.tsv`), so the
 * measured F1 reflects the learnt statistics and the phrase rules, not this list.
 */

/** Malaysian compound terms (lower-case, space-separated). */
export const MALAYSIAN_COMPOUNDS: readonly string[] = [
  // food and drink
  'nasi goreng', 'nasi kandar', 'nasi ayam', 'nasi kerabu', 'nasi dagang', 'nasi campur',
  'roti telur', 'roti bakar', 'teh o', 'teh ais', 'kopi o', 'kopi ais', 'milo ais',
  'mee goreng', 'mee rebus', 'mee kari', 'char kuey teow', 'laksa penang', 'asam laksa', 'ayam goreng',
  'ikan bakar', 'sate kajang', 'cendol durian', 'kuih muih', 'air sirap', 'air kelapa', 'bubur lambuk',
  'kek lapis', 'banana leaf', 'chicken rice', 'bak kut teh', 'dim sum',
  // places and public life
  'pusat membeli-belah', 'pasar malam', 'pasar tani', 'kedai mamak', 'stesen minyak', 'balai polis',
  'klinik kesihatan', 'sekolah rendah',
  'jalan raya', 'tempat letak kereta', 'pengangkutan awam', 'rumah terbuka',
  'cuti umum', 'hari raya', 'tahun baru cina', 'pilihan raya', 'dewan rakyat', 'perdana menteri',
  'menteri besar', 'ketua menteri', 'kerajaan negeri', 'kerajaan persekutuan',
  'orang ramai', 'kos sara hidup', 'gaji minimum', 'kereta api', 'kapal terbang', 'wang tunai', 'cukai pendapatan',
  'bantuan tunai', 'rumah mampu milik', 'kad pengenalan', 'lesen memandu', 'tabung haji', 'duit raya',
  'perubahan iklim', 'sukan sea', 'piala malaysia',
  // work and technology
  'kata laluan', 'talian hayat', 'media sosial', 'telefon bimbit', 'kad kredit',
  'akaun bank', 'customer service', 'credit card',
  'online banking', 'work from home', 'social media', 'mobile app', 'touch n go',
];

/**
 * Words that are never keywords by themselves though they are not stop words: vague time, quantity and
 * intensity words (`sekarang`, `gila` as in `lambat gila`, `next`, `really`).
 */
export const NON_KEYWORDS: readonly string[] = [
  'sekarang', 'semalam', 'kelmarin', 'esok', 'lusa', 'tadi', 'nanti', 'selalu', 'kadang', 'kadang-kadang',
  'hari', 'minggu', 'bulan', 'tahun', 'kali', 'depan', 'lepas', 'lalu', 'hadapan', 'baru', 'baharu',
  'gila', 'sangat', 'betul', 'memang', 'sikit', 'sedikit', 'banyak', 'ramai', 'lagi', 'terus', 'makin',
  'semakin', 'agak', 'amat', 'paling', 'lebih', 'kurang', 'sahaja', 'saja', 'jer', 'je', 'dalam', 'pagi-pagi',
  'today', 'yesterday', 'tomorrow', 'now', 'next', 'last', 'year', 'month', 'week', 'day', 'time', 'times',
  'really', 'very', 'so', 'much', 'many', 'lot', 'lots', 'thing', 'things', 'stuff', 'way', 'again',
];
