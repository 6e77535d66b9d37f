/**
 * Rewrite rules from colloquial and regional Malay spellings back towards standard spelling, with a
 * cost each (lower = more usual). The normaliser applies up to two of them to a word it does not know
 * and keeps a result only when the vocabulary model attests it as standard Malay.
 *
 * How it was made: written by the manglish-nlp team from well-known sound correspondences:
 * Johor-Riau final schwa (`ape` ← `apa`), Kedah/Perlis/Penang final `-q` for `-r` (`lapaq`), final
 * `-aih`/`-uih` for `-as`/`-us` (`panaih`), Perak and Kelantan `gh` for `r` (`ghumah`), Negeri Sembilan
 * and Kelantan `-o` for final `-a`/`-ar` (`apo`, `beso`), schwa written `o` (`bolek`), glottal `-k` for
 * `-t` (`semuk`), colloquial added `-k` (`pulak`), Kelantan final `-ng` for `-n` (`makang`) and `-e` for
 * `-an` (`jale`), chat `-er` for final `-a` (`giler`).
 *
 * Format: `[pattern, replacement, cost]`; `$` at the end of a pattern anchors it to the word end,
 * `^` at the start to the word start; otherwise the rule may apply at any one position. Rules apply
 * only to words that have a vowel after the first letter: pure chat skeletons (`dtk`) are expanded by
 * vowel restoration instead.
 */
export const SPELLING_RULES: readonly (readonly [string, string, number])[] = [
  // final vowels
  ['e$', 'a', 0.6],
  ['o$', 'a', 0.8],
  ['o$', 'ar', 1.0],
  ['o$', 'au', 1.0],
  ['a$', 'ar', 1.0],
  ['e$', 'ai', 1.0],
  ['e$', 'an', 1.2],
  ['er$', 'a', 0.8],
  ['ew$', 'au', 0.8],
  ['aw$', 'au', 0.6],
  ['ay$', 'ai', 0.6],
  ['oi$', 'ui', 1.0],
  // final consonants
  ['iaq$', 'ir', 0.6],
  ['aq$', 'ar', 0.6],
  ['oq$', 'ur', 0.7],
  ['uq$', 'ur', 0.7],
  ['eq$', 'ir', 0.9],
  ['aih$', 'as', 0.7],
  ['uih$', 'us', 0.7],
  ['ih$', 'is', 1.0],
  ['ang$', 'an', 0.9],
  ['ing$', 'in', 1.0],
  ['ung$', 'un', 1.0],
  ['k$', 't', 1.0],
  ['ak$', 'a', 1.2],
  ['ik$', 'i', 1.2],
  ['ik$', 'il', 0.9],
  ['ek$', 'ik', 0.8],
  ['ok$', 'uk', 0.8],
  ['ol$', 'ul', 0.7],
  ['or$', 'ur', 0.8],
  ['ot$', 'ut', 0.8],
  ['on$', 'un', 0.9],
  ['oh$', 'uh', 0.8],
  ['eh$', 'ih', 0.9],
  ['es$', 'is', 0.9],
  ['et$', 'it', 0.9],
  ['ep$', 'ip', 0.9],
  ['em$', 'am', 1.0],
  // inside the word
  ['^gh', 'r', 0.6],
  ['gh', 'r', 0.8],
  ['o', 'e', 0.9],
  ['o', 'u', 0.9],
  ['e', 'a', 1.2],
  ['i', 'e', 1.2],
  ['^p', 'f', 1.0],
  ['z', 's', 1.0],
  ['c', 'k', 1.2],
  ['x', 'ks', 1.0],
];
