import { describe, expect, it } from 'vitest';
import { identicalPairs, pairKey, symmetrise, trainModel1, viterbi, type IdPair } from '../../training/align.js';

/** Word ids of a sentence, growing the vocabulary. */
function ids(vocab: Map<string, number>, sentence: string): Int32Array {
  return Int32Array.from(sentence.split(' '), (w) => {
    if (!vocab.has(w)) vocab.set(w, vocab.size);
    return vocab.get(w) as number;
  });
}

describe('identicalPairs', () => {
  it('keys the words written the same on both sides, NULL left out', () => {
    const ms = new Map([['<null>', 0], ['nasi', 1], ['sedap', 2]]);
    const en = new Map([['<null>', 0], ['delicious', 1], ['nasi', 2]]);
    expect([...identicalPairs(ms, en)]).toEqual([pairKey(1, 2)]);
  });
});

describe('trainModel1 and viterbi', () => {
  it('align a kept term with itself rather than with the words around it', () => {
    const ms = new Map([['<null>', 0]]);
    const en = new Map([['<null>', 0]]);
    const pairs: IdPair[] = [
      { src: ids(ms, 'sedap gila nasi lemak ni'), tgt: ids(en, 'this nasi lemak is really delicious'), weight: 1 },
      { src: ids(ms, 'sedap'), tgt: ids(en, 'delicious'), weight: 1 },
      { src: ids(ms, 'ni'), tgt: ids(en, 'this'), weight: 1 },
    ];
    const same = identicalPairs(ms, en);
    const t = trainModel1(pairs, 5, same);
    const first = pairs[0] as IdPair;
    const links = viterbi(t, first.src, first.tgt, same);
    // English `nasi` (position 1) and `lemak` (2) link to Malay positions 2 and 3.
    expect(links[1]).toBe(2);
    expect(links[2]).toBe(3);
  });
});

describe('symmetrise', () => {
  it('keeps the links both directions agree on', () => {
    const points = symmetrise(Int32Array.from([0, 1]), Int32Array.from([0, 1]));
    expect(points).toEqual([[0, 0], [1, 1]]);
  });
});
