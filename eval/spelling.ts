/**
 * Spelling correction on held-out Malay corpus sentences with one word misspelt by a random edit
 * (deleted, substituted, swapped or inserted letter): how often the word is restored, alone (frequency
 * only) and in its sentence (with the language model). Sentences alternate between a tuning half and
 * this reported half.
 */
import { vocabulary } from '../src/models/vocab.js';
import { correct, correctWord } from '../src/text/correct.js';
import { scan } from '../src/text/tokenize.js';
import { rng } from '../training/common.js';
import { assembleCorpus } from '../training/corpus.js';
import type { EvalRow } from './types.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One misspelt sentence: the text, the misspelling and the word it should be. */
export interface SpellingItem {
  readonly text: string;
  readonly typo: string;
  readonly word: string;
}

/** A random one-edit misspelling of a word (deterministic for a given random source). */
function misspell(word: string, rand: () => number): string {
  const i = Math.floor(rand() * word.length);
  const letter = LETTERS[Math.floor(rand() * LETTERS.length)] as string;
  switch (Math.floor(rand() * 4)) {
    case 0: return word.slice(0, i) + word.slice(i + 1);
    case 1: return word.slice(0, i) + letter + word.slice(i + 1);
    case 2: return i + 1 < word.length ? word.slice(0, i) + (word[i + 1] as string) + (word[i] as string) + word.slice(i + 2) : word.slice(0, i);
    default: return word.slice(0, i) + letter + word.slice(i);
  }
}

/** The misspelt held-out sentences of one half (`0` tuning, `1` reported). */
export function spellingItems(half: 0 | 1): SpellingItem[] {
  const rand = rng(11);
  const out: SpellingItem[] = [];
  assembleCorpus('ms').heldOut.forEach((sentence, k) => {
    const text = sentence.toLowerCase();
    const words = scan(text).filter((t) => t.kind === 'word' && /^[a-z]{5,}$/.test(t.text));
    if (words.length === 0) return;
    const target = words[Math.floor(rand() * words.length)] as (typeof words)[number];
    const typo = misspell(target.text, rand);
    // Only misspellings that are not themselves words (a real-word error is not a spelling error here).
    if (k % 2 !== half || typo.length < 4 || vocabulary().get(typo) !== undefined) return;
    out.push({ text: text.slice(0, target.start) + typo + text.slice(target.end), typo, word: target.text });
  });
  return out;
}

export function evalSpelling(): EvalRow[] {
  const items = spellingItems(1);
  let alone = 0;
  let inContext = 0;
  for (const item of items) {
    if (correctWord(item.typo) === item.word) alone++;
    if (correct(item.text).changes.some((c) => c.original === item.typo && c.corrected === item.word)) inContext++;
  }
  const dataset = 'assembled Malay corpus, held-out sentences, one word misspelt';
  const split = 'held-out sentences (odd half; the even half tuned the context weight)';
  return [
    { task: 'spelling correction', dataset, split, metric: 'restored, word alone (frequency only)', value: alone / items.length, n: items.length },
    { task: 'spelling correction', dataset, split, metric: 'restored, in its sentence (with the language model)', value: inContext / items.length, n: items.length },
  ];
}
