/**
 * The translator's truecasing tables: the phrase table and the language models read lower-cased words, so the
 * decoder's output is lower-case; each table gives the form a language's running text writes a word in when that
 * form is capitalised (`friday` → `Friday`, `i` → `I`, `jepun` → `Jepun`). Learnt from the training sentences of
 * the assembled corpus (training/corpus.ts), never from held-out rows.
 */
import { scan } from '../src/text/tokenize.js';

/** A capitalised form must hold at least this share of a word's occurrences inside sentences. */
const MIN_SHARE = 0.6;
/** …and the word must occur inside sentences at least this often. */
const MIN_COUNT = 2;

/** Punctuation after which the next word starts a sentence or a quotation, and may be capitalised for that alone. */
const OPENS = /[.!?:"“‘(]/;

/**
 * Whether a sentence says anything about casing: it starts with a capital (lower-cased sources such as
 * voice-assistant commands do not), and it is not a title that capitalises most of its words.
 */
function informative(sentence: string, words: readonly string[]): boolean {
  if (!/^\P{L}*\p{Lu}/u.test(sentence)) return false;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return words.length < 3 || capitalised / words.length <= 0.5;
}

/**
 * Learns a truecasing table from cased sentences: for each word seen inside sentences (not first, not after a
 * sentence end or an opening quote), its most frequent form, kept when that form is not all lower-case and holds
 * at least {@link MIN_SHARE} of at least {@link MIN_COUNT} occurrences. All-capitals forms of longer words
 * (headlines, acronyms written both ways) are not counted.
 *
 * @example
 * ```ts
 * trainCasing(['Kami jumpa pada hari Jumaat.', 'Dia balik hari Jumaat ini.']); // { jumaat: 'Jumaat' }
 * ```
 */
export function trainCasing(sentences: Iterable<string>): Record<string, string> {
  // 1. Count the surface forms of each word inside informative sentences.
  const forms = new Map<string, Map<string, number>>();
  for (const sentence of sentences) {
    const tokens = scan(sentence);
    if (!informative(sentence, tokens.filter((t) => t.kind === 'word').map((t) => t.text))) continue;
    let initial = true;
    for (const t of tokens) {
      if (t.kind === 'punct' && OPENS.test(t.text)) initial = true;
      if (t.kind !== 'word') continue;
      if (!initial && (t.text.length === 1 || t.text !== t.text.toUpperCase())) {
        const key = t.text.toLowerCase();
        const counts = forms.get(key) ?? forms.set(key, new Map()).get(key) as Map<string, number>;
        counts.set(t.text, (counts.get(t.text) ?? 0) + 1);
      }
      initial = false;
    }
  }
  // 2. Keep the capitalised forms that most occurrences take.
  const table: Record<string, string> = {};
  for (const key of [...forms.keys()].sort()) {
    const counts = [...(forms.get(key) as Map<string, number>)].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const total = counts.reduce((sum, [, c]) => sum + c, 0);
    const [best, count] = counts[0] as [string, number];
    if (best !== key && total >= MIN_COUNT && count / total >= MIN_SHARE) table[key] = best;
  }
  return table;
}
