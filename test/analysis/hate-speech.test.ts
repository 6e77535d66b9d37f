import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectHateSpeech, SEVERITIES } from '../../src/analysis/hate-speech.js';
import { InputError } from '../../src/errors.js';
import { hateSpeech } from '../../src/namespaces.js';

describe('hateSpeech.detectHateSpeech', () => {
  it('does not flag food or neutral mentions of groups', () => {
    for (const t of ['Kedai Cina tu jual barang murah', 'nasi lemak Melayu paling sedap', 'Selamat Hari Deepavali kawan-kawan India']) {
      expect(hateSpeech.detectHateSpeech(t).is_hate_speech).toBe(false);
    }
  });

  it('grades severity: insult to a person, group insult, threat', () => {
    expect(detectHateSpeech('Kau ni memang bodoh').severity).toBe('mild');
    expect(detectHateSpeech('Semua Melayu malas')).toMatchObject({ is_hate_speech: true, severity: 'moderate', categories: ['race'] });
    expect(detectHateSpeech('Halau semua pendatang asing balik negara asal')).toMatchObject({ severity: 'severe', categories: ['nationality', 'threat'] });
  });

  it('reports profanity without calling it hate', () => {
    expect(detectHateSpeech('Sial, hujan lagi')).toMatchObject({ is_hate_speech: false, severity: 'none', categories: ['profanity'] });
  });

  it('scores 0 a short everyday text with no word of the lexicon, and still reads a short insult', () => {
    for (const t of ['Jom', 'Boleh', 'Saya tak tahu']) expect(detectHateSpeech(t)).toMatchObject({ is_hate_speech: false, score: 0 });
    expect(detectHateSpeech('Mampus kau').is_hate_speech).toBe(true);
    expect(detectHateSpeech('Pondan-pondan ni menjijikkan').categories).toContain('sexuality');
  });

  it('keeps score, severity and the flag consistent for any text', () => {
    expect(() => detectHateSpeech('')).toThrow(InputError);
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }).filter((s) => s.trim() !== ''), (t) => {
      const r = detectHateSpeech(t);
      expect(SEVERITIES).toContain(r.severity);
      expect(r.is_hate_speech).toBe(r.score >= 0.5);
      expect(r.is_hate_speech).toBe(r.severity !== 'none');
    }), { numRuns: 100 });
  });
});
