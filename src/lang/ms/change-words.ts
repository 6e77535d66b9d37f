/**
 * Change words for sentiment: words that say a quantity went up or down, and things whose quantity is good
 * or bad to have more of. News of a change reads by its direction times the worth of what changes — `Kes
 * denggi meningkat` (more of a bad thing) is bad news, `Kadar jenayah turun` (less of one) good news — which
 * a bag of words cannot see, since `meningkat` and `kes` are neither good nor bad alone.
 *
 * How it was made: written by the manglish-nlp team (Malay, Indonesian spellings the corpora use, Manglish
 * and English), from everyday Malaysian news and chat. A price going up counts as bad: the library reads
 * consumers far more often than sellers. So does fuel: `minyak naik` is the pump price in Malaysian chat.
 */

/** Words that say a quantity went up (verbs, their nominalisations, English forms). */
export const RISE_WORDS: readonly string[] = [
  'naik', 'menaik', 'kenaikan', 'dinaikkan', 'menaikkan', 'meningkat', 'peningkatan', 'ditingkatkan', 'meningkatkan',
  'bertambah', 'pertambahan', 'menambah', 'ditambah', 'melonjak', 'lonjakan', 'melambung', 'memuncak', 'mencanak',
  'mencecah', 'meninggi', 'tinggi', 'tertinggi', 'berganda',
  'rise', 'rises', 'rose', 'risen', 'rising', 'increase', 'increased', 'increases', 'increasing', 'up', 'higher',
  'highest', 'more', 'soar', 'soared', 'soaring', 'surge', 'surged', 'jump', 'jumped', 'doubled', 'grew', 'grow',
  'growing', 'climb', 'climbed', 'spike', 'spiked',
];

/** Words that say a quantity went down. */
export const FALL_WORDS: readonly string[] = [
  'turun', 'menurun', 'penurunan', 'diturunkan', 'menurunkan', 'berkurang', 'berkurangan', 'pengurangan',
  'dikurangkan', 'mengurangkan', 'kurangkan', 'merosot', 'kemerosotan', 'jatuh', 'kejatuhan', 'menjunam', 'susut',
  'menyusut', 'rendah', 'terendah', 'reda', 'mereda', 'surut',
  'fall', 'falls', 'fell', 'fallen', 'falling', 'drop', 'dropped', 'drops', 'dropping', 'decrease', 'decreased',
  'decreasing', 'down', 'lower', 'lowest', 'fewer', 'less', 'decline', 'declined', 'declining', 'plunge', 'plunged',
  'shrank', 'shrink', 'dip', 'dipped', 'eased',
];

/** Things it is bad to have more of: harm, cost, trouble. */
export const BAD_QUANTITIES: readonly string[] = [
  'kes', 'jangkitan', 'kematian', 'korban', 'mangsa', 'kemalangan', 'jenayah', 'kecurian', 'rompakan',
  'penganggur', 'pengangguran', 'menganggur', 'inflasi', 'hutang', 'harga', 'kos', 'yuran', 'cukai', 'tol', 'sewa',
  'tambang', 'bil', 'faedah', 'pencemaran', 'jerebu', 'banjir', 'suhu', 'kesesakan', 'trafik', 'denggi',
  'covid', 'buli', 'penipuan', 'scam', 'rasuah', 'kemiskinan', 'miskin', 'keciciran', 'ponteng', 'defisit', 'aduan',
  'kerugian', 'rugi', 'risiko', 'pesakit', 'penyakit', 'ketagihan', 'dadah', 'perceraian', 'minyak', 'petrol',
  'diesel', 'tarif',
  'cases', 'case', 'infections', 'deaths', 'death', 'toll', 'crime', 'crimes', 'accidents', 'unemployment',
  'unemployed', 'inflation', 'debt', 'price', 'prices', 'cost', 'costs', 'fees', 'fee', 'tax', 'taxes', 'rent',
  'fares', 'fare', 'bills', 'bill', 'pollution', 'haze', 'traffic', 'scams', 'poverty', 'complaints',
  'losses', 'loss', 'risk', 'patients', 'victims', 'fuel', 'tariff', 'tariffs',
];

/** Things it is good to have more of: income, trade, visitors, supply, success. */
export const GOOD_QUANTITIES: readonly string[] = [
  'gaji', 'pendapatan', 'keuntungan', 'untung', 'jualan', 'eksport', 'pelancong', 'pelaburan', 'pertumbuhan',
  'ekonomi', 'ringgit', 'saham', 'bonus', 'elaun', 'bantuan', 'subsidi', 'peluang', 'pekerjaan', 'bekalan', 'hasil',
  'tangkapan', 'pengunjung', 'pelanggan', 'markah', 'kelulusan', 'simpanan', 'dividen',
  'kecekapan', 'produktiviti', 'penjualan', 'tempahan', 'derma', 'sumbangan',
  'salary', 'salaries', 'wages', 'wage', 'income', 'profit', 'profits', 'sales', 'exports', 'tourists', 'visitors',
  'investment', 'growth', 'economy', 'jobs', 'savings', 'supply', 'customers', 'bookings', 'revenue', 'earnings',
  'scores', 'grades', 'donations',
];
