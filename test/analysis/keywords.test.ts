import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractKeywords, keywordRuns, keywordTokens, nonKeywords } from '../../src/analysis/keywords.js';
import { InputError } from '../../src/errors.js';

describe('extractKeywords', () => {
  it('keeps multi-word names whole and skips particles and stop words', () => {
    const keys = extractKeywords('Jom makan nasi lemak kat Kuala Lumpur lah, nasi lemak sana sedap gila.', { topN: 5 }).map((k) => k.keyword);
    expect(keys).toContain('nasi lemak');
    expect(keys).toContain('Kuala Lumpur');
    for (const k of keys) expect(['lah', 'kat', 'jom', 'gila']).not.toContain(k);
  });

  it('ranks the topic word of an English complaint first', () => {
    const [top] = extractKeywords('My broadband keeps disconnecting and the broadband support never answers.');
    expect(top?.keyword).toMatch(/^broadband/);
  });

  it('never makes a phrase across punctuation or a number, and shows names in capitals', () => {
    const keys = extractKeywords('Mak masak rendang, bau dia sedap. Jumpa kat KLCC pukul 3 petang', { topN: 10 }).map((k) => k.keyword);
    expect(keys).not.toContain('rendang bau');
    expect(keys).not.toContain('pukul petang');
    expect(keys).not.toContain('klcc pukul');
    expect(keys).toContain('KLCC');
    expect(extractKeywords('Saya suka durian, Aminah pula suka rambutan', { topN: 10 }).map((k) => k.keyword)).toContain('Aminah');
    expect(extractKeywords('Hujan lebat petang tadi. Jalan banjir lagi', { topN: 10 }).map((k) => k.keyword)).not.toContain('Jalan');
    expect(keywordRuns('Mak masak rendang, bau dia sedap')).toEqual([['Mak', 'masak', 'rendang'], ['bau', 'dia', 'sedap']]);
  });

  it('returns at most topN keywords, scores descending', () => {
    const keys = extractKeywords('Kerajaan umum bajet baharu untuk pendidikan, kesihatan, pengangkutan awam dan perumahan rakyat.', { topN: 3 });
    expect(keys).toHaveLength(3);
    expect(keys.map((k) => k.score)).toEqual([...keys.map((k) => k.score)].sort((a, b) => b - a));
  });

  it('returns nothing for a text of particles and stop words only', () => {
    expect(extractKeywords('eh lah ni dia tu kan')).toEqual([]);
  });

  it('rejects bad input and options with InputError', () => {
    expect(() => extractKeywords('')).toThrow(InputError);
    expect(() => extractKeywords('nasi lemak', { topN: 0 })).toThrow(InputError);
    expect(() => extractKeywords(42 as unknown as string)).toThrow(InputError);
  });

  it('never throws on any non-empty text, and every keyword comes from the text', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 80, unit: 'grapheme' }).filter((s) => s.trim() !== ''), (text) => {
      const tokens = new Set(keywordTokens(text));
      for (const k of extractKeywords(text, { topN: 10 })) {
        for (const w of k.keyword.toLowerCase().split(' ')) expect(tokens.has(w)).toBe(true);
      }
    }), { numRuns: 200 });
  });

  it('shares its excluded words with the trainer', () => {
    expect(nonKeywords().has('lah')).toBe(true);
    expect(nonKeywords().has('durian')).toBe(false);
  });
});
