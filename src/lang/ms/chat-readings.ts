/**
 * Colloquial Malay words whose chat sense the formal corpora lack, and the formal word the translator reads in
 * their place (`src/analysis/translate.ts`): `sebab` joins two clauses in `Saya lambat sebab jalan sesak`
 * ("because") but is the noun "reason" in `Apa sebab dia marah?`; `kat` is chat's `di` ("at", "in"), which the
 * table had learnt as `still at` from one team pair; `pasal` is chat's "about" (`tanya pasal yuran`), which the
 * corpora know only as a law's "article" or "clause"; `dah` is `sudah`, and `best` is `bagus`. A word keeps its
 * own reading where a word of `notAfter` comes just before it, a word of `notBefore` just after it, or no word
 * follows it. The trainer reads the team's chat pairs the same way.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const CHAT_READINGS: Readonly<Record<string, { readonly reading: string; readonly notAfter: readonly string[]; readonly notBefore: readonly string[] }>> = {
  sebab: {
    reading: 'kerana',
    // `apa sebab` (what reason), `ada sebab` (there is a reason), `tanpa sebab` (for no reason), `satu sebab`…
    notAfter: ['apa', 'ada', 'satu', 'salah', 'punca', 'tanpa', 'tiada', 'takde', 'banyak', 'beberapa', 'pelbagai', 'menjadi', 'jadi', 'atas', 'the', 'itulah', 'inilah'],
    // `sebab itu` (that is why), `sebab utama` (the main reason), `sebab musabab`
    notBefore: ['itu', 'tu', 'ini', 'ni', 'itulah', 'utama', 'musabab', 'kenapa', 'mengapa', 'yang'],
  },
  kat: { reading: 'di', notAfter: [], notBefore: [] },
  // `dah` is chat's `sudah` (already, have): the corpora hold it only in a few junk pairs (`dah sampai` ↔ `tell me`).
  dah: { reading: 'sudah', notAfter: [], notBefore: [] },
  // `best` is chat's "great" (`Filem tu best gila`), not English's superlative, which keeps `the` before it.
  best: { reading: 'bagus', notAfter: ['the', 'my', 'your', 'our', 'their', 'his', 'her'], notBefore: [] },
  pasal: {
    reading: 'tentang',
    // `apa pasal` (why), `satu pasal` (one article)
    notAfter: ['apa', 'satu', 'setiap', 'dalam', 'bawah', 'menurut'],
    notBefore: ['itu', 'tu', 'ini', 'ni', 'yang'],
  },
};

/**
 * Chat's question phrases and the formal words the translator reads in their place: the corpora ask with
 * `bagaimana`, `mengapa` and `berapakah`, so `Macam mana nak pergi KLCC?` had read `Which kind want to go KLCC?`
 * and `Berapa harga baju ini?` `How price clothes this?`. The trainer reads the team's chat pairs the same way.
 *
 * How it was made: written by the manglish-nlp team.
 */
export const CHAT_PHRASE_READINGS: Readonly<Record<string, string>> = {
  'macam mana': 'bagaimana',
  macamana: 'bagaimana',
  camne: 'bagaimana',
  camana: 'bagaimana',
  'apa pasal': 'mengapa',
  apasal: 'mengapa',
  'berapa harga': 'berapakah harga',
};
