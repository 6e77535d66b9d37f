/**
 * Malaysian words that English text keeps as they are (`nasi lemak`, not `rice in coconut milk`), so the
 * translator copies them from Malay into English.
 *
 * How it was made: written by the manglish-nlp team from Malaysian English usage (newspapers, menus,
 * signage): food, places, festivals, titles and institutions.
 */
export const UNTRANSLATED_TERMS: readonly string[] = [
  'nasi lemak', 'nasi goreng', 'nasi kandar', 'nasi kerabu', 'nasi dagang', 'roti canai', 'roti jala', 'teh tarik',
  'kopi o', 'teh o', 'mee goreng', 'mee rebus', 'char kuey teow', 'laksa', 'rendang', 'satay', 'sate', 'cendol',
  'ketupat', 'lemang', 'kuih', 'durian', 'rambutan', 'sambal', 'belacan', 'roti', 'mamak', 'pasar malam', 'pasar tani',
  'kampung', 'balik kampung', 'hari raya', 'aidilfitri', 'aidiladha', 'deepavali', 'thaipusam', 'gawai', 'kaamatan',
  'tahun baru cina', 'ramadan', 'bazar ramadan', 'duit raya', 'angpow', 'baju kurung', 'baju melayu', 'songkok',
  'batik', 'wau', 'congkak', 'silat', 'dato', "dato'", 'datuk', 'datin', 'tan sri', 'puan sri', 'tun', 'yang berhormat',
  'menteri besar', 'dewan rakyat', 'dewan negara', 'bumiputera', 'ringgit', 'sen', 'surau', 'madrasah', 'tahfiz',
];
