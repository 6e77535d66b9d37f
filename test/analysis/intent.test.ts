import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyIntent, INTENTS } from '../../src/analysis/intent.js';
import { InputError } from '../../src/errors.js';
import { intent } from '../../src/namespaces.js';

describe('intent.classifyIntent', () => {
  it.each([
    ['Boleh tolong check order saya?', 'request'],
    ['Dah seminggu parcel tak sampai, teruk betul', 'complaint'],
    ['Assalamualaikum semua', 'greeting'],
    ['Tutup lampu bilik', 'command'],
    ['Pukul berapa kedai buka esok?', 'query'],
    ['Terima kasih, servis sangat bagus', 'feedback'],
    // Congratulations are greetings; `selamat` as "safe" is a statement, not a greeting.
    ['Tahniah atas kelahiran anak sulung, semoga dipermudahkan', 'greeting'],
    ['Semua mangsa banjir sudah selamat pulang', 'other'],
    ['ok', 'other'],
  ])('%s → %s', (text, label) => {
    expect(intent.classifyIntent(text).intent).toBe(label);
  });

  it('lists all seven intents with scores summing to 1, highest first', () => {
    const r = classifyIntent('tlg hantar resit kat email sy');
    expect(r.all_intents.map((i) => i.intent).sort()).toEqual([...INTENTS].sort());
    expect(r.all_intents.reduce((a, i) => a + i.score, 0)).toBeCloseTo(1, 3);
    expect(r.confidence).toBe(r.all_intents[0]?.score);
  });

  it('rejects empty input and never throws on any text', () => {
    expect(() => classifyIntent(' ')).toThrow(InputError);
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }).filter((s) => s.trim() !== ''), (t) => {
      expect(INTENTS).toContain(classifyIntent(t).intent);
    }), { numRuns: 100 });
  });
});
