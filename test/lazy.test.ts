import { describe, expect, it } from 'vitest';
import { lazy, remembered } from '../src/lazy.js';

describe('lazy', () => {
  it('builds once, on first use', () => {
    let builds = 0;
    const value = lazy(() => ++builds);
    expect(builds).toBe(0);
    expect([value(), value()]).toEqual([1, 1]);
  });
});

describe('remembered', () => {
  it('computes each word once while it is remembered, and forgets when full', () => {
    const seen: string[] = [];
    const length = remembered((word: string) => (seen.push(word), word.length), 2);
    expect([length('makan'), length('makan'), length('tidur')]).toEqual([5, 5, 5]);
    expect(seen).toEqual(['makan', 'tidur']);
    length('mandi'); // full: memory emptied, then 'mandi' remembered
    length('makan');
    expect(seen).toEqual(['makan', 'tidur', 'mandi', 'makan']);
  });
});
