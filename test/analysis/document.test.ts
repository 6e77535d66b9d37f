/**
 * Issue 65: one analysed document. Every view of a `TextDocument` and every capability run over one gives
 * what the library functions give on the text alone, so sharing a document changes no result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectSwitches } from '../../src/analysis/code-switching.js';
import { documentOf, TextDocument } from '../../src/analysis/document.js';
import { emotion, emotionOf } from '../../src/analysis/emotion.js';
import { extractKeywords, extractKeywordsOf } from '../../src/analysis/keywords.js';
import { detectLanguage, taggerDomain } from '../../src/analysis/language.js';
import { nerTag, nerTagOf } from '../../src/analysis/ner.js';
import { posTag, posTagOf } from '../../src/analysis/pos.js';
import { sentiment, sentimentOf } from '../../src/analysis/sentiment.js';
import { classifierTokens } from '../../src/analysis/tokens.js';
import { normalize, normalizedTokens } from '../../src/text/normalize.js';
import { scan } from '../../src/text/tokenize.js';

const TEXTS = [
  'Weh, meeting tu dah cancel, kita jumpa next week je',
  'Datuk Seri Anwar Ibrahim melawat Kota Bharu semalam.',
  'xnak la bro, sy dh penat gilerrr 😂 https://t.co/x @ali',
  'The Prime Minister visited Penang on Monday.',
  'Harga minyak naik lagi, rakyat marah! #Bajet2025',
  '我们 makan nasi lemak kat Jalan Alor',
];
const WORDS = ['saya', 'sy', 'xnak', 'best', 'gila', 'meeting', 'cancel', 'Kuala', 'Lumpur', 'Ali', 'the', 'and', 'RM5', '😂', ',', '!', 'lah', 'dah', 'tak'];

function expectSame(text: string): void {
  const doc = new TextDocument(text);
  expect(doc.tokens).toEqual(scan(text));
  expect(doc.normalized).toBe(normalize(text));
  expect(doc.normalizedTokens.map(({ text: t, kind }) => ({ text: t, kind }))).toEqual(normalizedTokens(text).map(({ text: t, kind }) => ({ text: t, kind })));
  expect(doc.classifierTokens).toEqual(classifierTokens(text));
  expect(doc.switches).toEqual(detectSwitches(text));
  expect(doc.language).toEqual(detectLanguage(text));
  expect(doc.taggerDomain).toBe(taggerDomain(text));
  expect(sentimentOf(doc)).toEqual(sentiment(text));
  expect(emotionOf(doc)).toEqual(emotion(text));
  expect(posTagOf(doc)).toEqual(posTag(text));
  expect(nerTagOf(doc)).toEqual(nerTag(text));
  expect(extractKeywordsOf(doc, { topN: 3 })).toEqual(extractKeywords(text, { topN: 3 }));
}

describe('issue 65: a TextDocument', () => {
  it.each(TEXTS)('gives every view and capability the standalone result: %s', (text) => expectSame(text));

  it('gives the standalone results on any mix of Malay, English and chat tokens (property)', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 14 }), (words) => expectSame(words.join(' '))), { numRuns: 60 });
  });

  it('reads the language once whatever the order of its views (language after the taggers, and before)', () => {
    const a = new TextDocument(TEXTS[0] as string);
    const b = new TextDocument(TEXTS[0] as string);
    expect([a.taggerDomain, a.language]).toEqual([b.language, b.taggerDomain].reverse());
  });

  it('keeps each normalised token at the offsets of the token it was written as', () => {
    const doc = new TextDocument('xnak la, sy dh sampai');
    const parts = doc.normalizedTokens.map((t) => [t.text, doc.text.slice(t.start, t.end)]);
    expect(parts).toEqual([['tak', 'xnak'], ['nak', 'xnak'], ['lah', 'la'], [',', ','], ['saya', 'sy'], ['dah', 'dh'], ['sampai', 'sampai']]);
  });

  it('refuses an empty text as the library functions do, and documentOf passes a document through', () => {
    expect(() => new TextDocument('  ')).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_EMPTY_INPUT' }));
    const doc = new TextDocument('Jom makan');
    expect(documentOf(doc)).toBe(doc);
    expect(documentOf('Jom makan').text).toBe('Jom makan');
  });
});
