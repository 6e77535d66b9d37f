import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copulasBeforeAdjectives, genitivesAfterNoun, orderEnglishForMalay, possessivesAfterNoun } from '../../src/analysis/translate-order.js';
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

  it('leaves a present-tense verb the tagger read as a noun out of a subject phrase (no finite verb after it)', () => {
    expect(order('my younger brother studies at university', 'PRON ADJ NOUN NOUN ADP NOUN')).toEqual([1, 2, 0, 3, 4, 5]);
    expect(order('my little brother likes playing football', 'PRON ADJ NOUN NOUN VERB NOUN')).toEqual([1, 2, 0, 3, 4, 5]);
    expect(order('my car keys are missing', 'PRON NOUN NOUN AUX ADJ')).toEqual([1, 2, 0, 3, 4]);
    expect(order('I lost my car keys', 'PRON VERB PRON NOUN NOUN')).toEqual([0, 1, 3, 4, 2]);
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

describe('genitivesAfterNoun', () => {
  const short = (words: string, tags: string): string =>
    genitivesAfterNoun(words.split(' '), tags.split(' ') as PosTag[])
      .map((o) => (o.key === undefined ? String(o.index) : `${o.index}:${o.key}`) + (o.owner ? '!' : ''))
      .join(' ');

  it("puts a possessed noun phrase before its owner's phrase, the owner less its 's", () => {
    expect(short("my friend's house is far", 'PRON ADJ NOUN AUX ADV')).toBe('2 0! 1:friend! 3 4');
    expect(short("the company's new office", 'DET NOUN ADJ NOUN')).toBe('2 3 0! 1:company!');
    expect(short("we ate at grandma's house", 'PRON VERB ADP NOUN NOUN')).toBe('0 1 2 4 3:grandma!');
    expect(short("ms kimura's hair", 'PROPN PROPN NOUN')).toBe('2 0! 1:kimura!');
  });

  it("chains owners (`john's brother's car` → `car brother john`)", () => {
    expect(short("john's brother's car", 'PROPN NOUN NOUN')).toBe('2 1:brother! 0:john!');
  });

  it("leaves contractions and an 's before no noun", () => {
    expect(short("it's raining", 'PRON VERB')).toBe('0 1');
    expect(short("let's go to siti's house", 'VERB VERB ADP PROPN NOUN')).toBe('0 1 2 4 3:siti!');
    expect(short("the book is ali's", 'DET NOUN AUX PROPN')).toBe('0 1 2 3');
    expect(short("ali's very kind", 'PROPN ADV ADJ')).toBe('0 1 2');
  });
});

describe('orderEnglishForMalay', () => {
  const short = (words: string, tags: string): string =>
    orderEnglishForMalay(words.split(' '), tags.split(' ') as PosTag[])
      .map((o) => (o.key === undefined ? String(o.index) : `${o.index}:${o.key}`) + (o.placed ? '!' : '') + (o.closes ? '|' : ''))
      .join(' ');

  it('places the possessive that opened the sentence for good, so the decoder cannot say `saya` first again', () => {
    expect(short('my boss is angry', 'PRON NOUN AUX ADJ')).toBe('1 0!| 3');
    expect(short('i met my boss', 'PRON VERB PRON NOUN')).toBe('0 1 3 2');
  });

  it('says a noun phrase head first, an adverb kept with its adjective, and leaves what the table knows', () => {
    expect(short('i work at a computer company', 'PRON VERB ADP DET NOUN NOUN')).toBe('0 1 2 3 5! 4!');
    expect(short('an old japanese film', 'DET ADJ ADJ NOUN')).toBe('0 3! 2! 1!');
    expect(short('the most popular presidents', 'DET ADV ADJ NOUN')).toBe('0 3! 1! 2!');
    const known = (phrase: string): boolean => !phrase.includes(' ') || phrase === 'on the other hand';
    expect(orderEnglishForMalay('on the other hand'.split(' '), ['ADP', 'DET', 'ADJ', 'NOUN'], known).map((o) => o.index)).toEqual([0, 1, 2, 3]);
  });

  it('leaves a quantifier, a phrase after a name, and a phrase across a moved possessive', () => {
    expect(short('many visitors came', 'ADJ NOUN VERB')).toBe('0 1 2');
    expect(short('south korean citizenship', 'PROPN ADJ NOUN')).toBe('0 1 2');
    expect(short('the way his new car runs', 'DET NOUN PRON ADJ NOUN VERB')).toBe('0 1 4! 3! 2 5');
    expect(short('i bought a new computer last month', 'PRON VERB DET ADJ NOUN ADJ NOUN')).toBe('0 1 2 4! 3! 6! 5!');
    const words = (phrase: string): boolean => !phrase.includes(' ') && phrase !== 'lemak';
    expect(orderEnglishForMalay('i like nasi lemak'.split(' '), ['PRON', 'VERB', 'NOUN', 'NOUN'], words).map((o) => o.index)).toEqual([0, 1, 2, 3]);
  });

  it("moves owners, then possessives inside them, and drops the copula", () => {
    expect(short("my friend's house is far", 'PRON ADJ NOUN AUX ADV')).toBe('2 1:friend! 0! 4');
  });

  it('keeps every index at most once and drops only copulas, whatever the tags', () => {
    const tags: PosTag[] = ['NOUN', 'PRON', 'DET', 'ADJ', 'ADV', 'PUNCT', 'AUX', 'VERB', 'PROPN', 'ADP'];
    const words = ['my', "friend's", 'house', 'is', 'late', "it's", 'the', 'cars', ',', "ali's", 'our'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...tags)), { maxLength: 12 }), (pairs) => {
        const got = orderEnglishForMalay(pairs.map((p) => p[0]), pairs.map((p) => p[1]));
        const indices = got.map((o) => o.index);
        expect(new Set(indices).size).toBe(indices.length);
        const missing = pairs.flatMap((p, i) => (indices.includes(i) ? [] : [p[0]]));
        for (const word of missing) expect(word).toBe('is');
      }),
    );
  });
});
