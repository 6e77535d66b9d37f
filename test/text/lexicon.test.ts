import { describe, expect, it } from 'vitest';
import { malaysianChatWords, shortformMap, standardTargets } from '../../src/text/lexicon.js';

describe('lexicon tables', () => {
  it('maps shortforms to their standard spelling', () => {
    expect(shortformMap().get('dgn')).toBe('dengan');
    expect(shortformMap().get('xnak')).toBe('tak nak');
  });

  it('treats standard words, Manglish words and particles as right as written', () => {
    for (const w of ['tidak', 'dengan', 'mamak', 'lah']) expect(standardTargets().has(w)).toBe(true);
  });

  it('keeps only Malaysian spellings among the chat words, not the standard words Indonesian shares', () => {
    for (const w of ['xnak', 'dgn', 'lepak', 'weh', 'lah']) expect(malaysianChatWords().has(w)).toBe(true);
    for (const w of ['tidak', 'dengan', 'saya', 'masalah']) expect(malaysianChatWords().has(w)).toBe(false);
  });

  it('reads the chat spellings Indonesian shares as their standard word, without counting them as Malaysian', () => {
    expect(shortformMap().get('lom')).toBe('belum');
    expect(shortformMap().get('pape')).toBe('apa-apa');
    expect(shortformMap().get('tuh')).toBe('itu');
    for (const w of ['lom', 'tuk', 'pape', 'nih', 'tuh']) expect(malaysianChatWords().has(w)).toBe(false);
  });
});
