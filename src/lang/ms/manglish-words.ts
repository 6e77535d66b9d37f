/**
 * Manglish words that are right as written: slang, interjections, Hokkien/Cantonese/Tamil loans and
 * food names that Malaysians use in Malay and English alike. The normaliser and the spelling corrector
 * never rewrite them (`mamak` must not become `mama`).
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian usage.
 */
/**
 * Interjections of Malaysian chat (`alamak`, `amboi`, `eee`): words that are never names, though they often
 * open a sentence with a capital.
 */
export const MANGLISH_INTERJECTIONS: readonly string[] = [
  'alamak', 'aiyo', 'aiyoh', 'aiyoyo', 'aiya', 'aiyah', 'haiya', 'haiyah', 'haiyo', 'aiseh', 'walao', 'walaoeh',
  'wahlau', 'wah', 'wow', 'adoi', 'adui', 'aduh', 'alahai', 'hmm', 'hm', 'eh', 'oi', 'weh', 'wei', 'ish', 'isk',
  'cis', 'fuh', 'fuyoh', 'fuyo', 'yeay', 'yay', 'ouch', 'amboi', 'alhamdulillah', 'astaghfirullah', 'haish', 'haih',
  'huhu', 'hehe', 'haha', 'ee', 'eee', 'ceh', 'uish', 'aduhai',
];

/** Manglish words that are right as written: slang, interjections, loans and food names. */
export const MANGLISH_WORDS: readonly string[] = [
  // slang
  'mamak', 'lepak', 'tapau', 'syok', 'terer', 'cun', 'kantoi', 'sempoi', 'poyo', 'gempak', 'kecoh',
  'bengang', 'awek', 'pakwe', 'makwe', 'rempit', 'usha', 'jom', 'geng', 'member', 'bro', 'sis', 'mat',
  'minah', 'gostan', 'cabut', 'kacau', 'bebel', 'membebel', 'merepek', 'ngam', 'kiasu', 'kaypoh',
  'cincai', 'chop', 'sian', 'liao', 'siao', 'paiseh', 'shiok', 'tauke', 'towkay', 'uncle', 'auntie', 'aunty',
  'boss', 'lansi', 'ponteng', 'skodeng', 'skema', 'nerd', 'gaban', 'mantap', 'padu', 'steady', 'relek', 'chill',
  'dajal', 'hampeh', 'hampagas', 'sengal', 'mengong', 'bangang', 'ciput', 'kelakar', 'lawak', 'jakun', 'dono',
  // interjections
  ...MANGLISH_INTERJECTIONS,
  // food and drink
  'nasi', 'lemak', 'teh', 'tarik', 'roti', 'canai', 'kopi', 'ais', 'kaw', 'cendol', 'rojak', 'laksa',
  'satay', 'sate', 'char', 'kuey', 'teow', 'kopitiam', 'maggi', 'milo', 'dinosaur', 'goreng', 'pisang',
  'nasi', 'kerabu', 'keropok', 'lekor', 'murtabak', 'tosai', 'thosai', 'capati', 'biryani', 'dim', 'sum',
  'bak', 'kut', 'teh', 'halia', 'limau', 'sirap', 'bandung', 'cucur', 'kuih', 'ondeh', 'apam', 'lempeng',
];
