/**
 * Colloquial Malay words that join two clauses in chat and are nouns elsewhere: `sebab` is "because" in `Saya
 * lambat sebab jalan sesak` but "reason" in `Apa sebab dia marah?`. The translator reads such a word as its formal
 * conjunction (`kerana`, which the corpora translate as "because") unless a word of `notAfter` comes just before it
 * or a word of `notBefore` just after it, or it ends the sentence (`src/analysis/translate.ts`).
 *
 * How it was made: written by the manglish-nlp team.
 */
export const CLAUSE_CONJUNCTIONS: Readonly<Record<string, { readonly reading: string; readonly notAfter: readonly string[]; readonly notBefore: readonly string[] }>> = {
  sebab: {
    reading: 'kerana',
    // `apa sebab` (what reason), `ada sebab` (there is a reason), `tanpa sebab` (for no reason), `satu sebab`…
    notAfter: ['apa', 'ada', 'satu', 'salah', 'punca', 'tanpa', 'tiada', 'takde', 'banyak', 'beberapa', 'pelbagai', 'menjadi', 'jadi', 'atas', 'the', 'itulah', 'inilah'],
    // `sebab itu` (that is why), `sebab utama` (the main reason), `sebab musabab`
    notBefore: ['itu', 'tu', 'ini', 'ni', 'itulah', 'utama', 'musabab', 'kenapa', 'mengapa', 'yang'],
  },
};
