import { describe, expect, it } from 'vitest';
import { copulasBeforeAdjectives, possessivesAfterNoun } from '../../src/analysis/translate-order.js';
import type { PosTag } from '../../src/analysis/pos.js';

const order = (words: string, tags: string): number[] => possessivesAfterNoun(words.split(' '), tags.split(' ') as PosTag[]);

describe('possessivesAfterNoun', () => {
  it('moves a possessive after the noun phrase it opens, modifiers and all', () => {
    expect(order('my cat likes to sleep', 'PRON NOUN VERB PART VERB')).toEqual([1, 0, 2, 3, 4]);
    expect(order('my favourite food is curry', 'PRON ADJ NOUN AUX NOUN')).toEqual([1, 2, 0, 3, 4]);
    expect(order('I met their new teacher', 'PRON VERB PRON ADJ NOUN')).toEqual([0, 1, 3, 4, 2]);
  });

  it('leaves a possessive in place when no noun ends the phrase, and an object `her` after a verb', () => {
    expect(order('this is my', 'PRON AUX PRON')).toEqual([0, 1, 2]);
    expect(order('my own is better', 'PRON ADJ AUX ADJ')).toEqual([0, 1, 2, 3]);
    expect(order('I saw her yesterday', 'PRON VERB PRON NOUN')).toEqual([0, 1, 2, 3]);
    expect(order('her wallet went missing', 'PRON NOUN VERB ADJ')).toEqual([1, 0, 2, 3]);
  });

  it('ends the noun phrase before a time word or a quantifier the tagger reads as a noun or adjective', () => {
    expect(order('I met my friends yesterday', 'PRON VERB PRON NOUN NOUN')).toEqual([0, 1, 3, 2, 4]);
    expect(order('they changed their anthem several times', 'PRON VERB PRON NOUN ADJ NOUN')).toEqual([0, 1, 3, 2, 4, 5]);
    expect(order('my daily routine', 'PRON ADJ NOUN')).toEqual([1, 2, 0]);
  });

  it('keeps every index exactly once', () => {
    const words = 'my old car and our new house';
    const got = order(words, 'PRON ADJ NOUN CCONJ PRON ADJ NOUN');
    expect(got).toEqual([1, 2, 0, 3, 5, 6, 4]);
    expect([...got].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('copulasBeforeAdjectives', () => {
  const dropped = (words: string, tags: string): number[] => [...copulasBeforeAdjectives(words.split(' '), tags.split(' ') as PosTag[])];

  it('drops a present copula before an adjective that ends its phrase, past adverbs and not', () => {
    expect(dropped('the bus is late again', 'DET NOUN AUX ADJ ADV')).toEqual([2]);
    expect(dropped('the room is very dirty', 'DET NOUN AUX ADV ADJ')).toEqual([2]);
    expect(dropped('they are not happy', 'PRON AUX PART ADJ')).toEqual([1]);
  });

  it('takes an adjective the tagger reads as an adverb for the predicate (`late`, `early`), but not any adverb', () => {
    expect(dropped('the bus is late again', 'DET NOUN AUX ADV ADV')).toEqual([2]);
    expect(dropped('you are early today', 'PRON AUX ADV NOUN')).toEqual([1]);
    expect(dropped('he is always here', 'PRON AUX ADV ADV')).toEqual([]);
  });

  it('keeps a copula before a noun phrase, a past copula, and one that opens the sentence', () => {
    expect(dropped('this is good food', 'PRON AUX ADJ NOUN')).toEqual([]);
    expect(dropped('she is my sister', 'PRON AUX PRON NOUN')).toEqual([]);
    expect(dropped('the room was dirty', 'DET NOUN AUX ADJ')).toEqual([]);
    expect(dropped('is it ready', 'AUX PRON ADJ')).toEqual([]);
  });
});
