import { describe, expect, it } from 'vitest';
import { BoundedMemo, lazy, remembered } from '../src/lazy.js';

describe('lazy', () => {
  it('builds once, on first use', () => {
    let builds = 0;
    const value = lazy(() => ++builds);
    expect(builds).toBe(0);
    expect([value(), value()]).toEqual([1, 1]);
  });
});

describe('remembered', () => {
  it('computes each word once while it is remembered, keeps what is asked again and forgets the rest', () => {
    const seen: string[] = [];
    const length = remembered((word: string) => (seen.push(word), word.length), 2);
    expect([length('makan'), length('makan'), length('tidur')]).toEqual([5, 5, 5]);
    expect(seen).toEqual(['makan', 'tidur']);
    length('mandi'); // full: makan and tidur become the older generation, mandi the new one
    length('makan'); // found in the older generation and kept
    expect(seen).toEqual(['makan', 'tidur', 'mandi']);
    length('minum'); // full again: tidur is forgotten, makan stays
    length('tidur');
    length('makan');
    expect(seen).toEqual(['makan', 'tidur', 'mandi', 'minum', 'tidur']);
  });

  it('remembers null and false results too', () => {
    let calls = 0;
    const none = remembered((_word: string) => (calls++, null));
    none('tiada');
    none('tiada');
    expect(calls).toBe(1);
  });
});

describe('BoundedMemo', () => {
  it('holds at most twice its size', () => {
    const memo = new BoundedMemo<number, number>(3);
    for (let i = 0; i < 100; i++) memo.set(i, i);
    expect([memo.get(99), memo.get(96), memo.get(95)]).toEqual([99, 96, undefined]);
  });
});
