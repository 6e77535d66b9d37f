import { describe, expect, it } from 'vitest';
import { isEnglishWord } from '../../src/text/english-words.js';

describe('isEnglishWord', () => {
  it.each(['threw', 'grew', 'slept', 'among', 'members', 'sights', 'filed', 'sending', 'stopped', 'the'])('%s is English', (word) => {
    expect(isEnglishWord(word)).toBe(true);
  });

  it.each(['makan', 'bener', 'gemes', 'sedap', 'xnak'])('%s is not', (word) => {
    expect(isEnglishWord(word)).toBe(false);
  });
});
