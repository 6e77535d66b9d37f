import { describe, expect, it } from 'vitest';
import { detokenize, generate, languageModel, lmTokens } from '../../src/analysis/generate.js';
import { InputError } from '../../src/errors.js';
import { textGeneration } from '../../src/namespaces.js';

describe('textGeneration.generate', () => {
  it('is deterministic with a seed', () => {
    expect(generate('Kerajaan akan', { maxLength: 15, seed: 7 })).toBe(generate('Kerajaan akan', { maxLength: 15, seed: 7 }));
    expect(textGeneration.generate('Saya suka', { seed: 1 })).toBe(generate('Saya suka', { seed: 1 }));
  });

  it('respects maxLength in tokens and continues in the prompt language', () => {
    const ms = generate('Kerajaan akan', { maxLength: 12, seed: 3 });
    expect(lmTokens(ms).length).toBeLessThanOrEqual(12);
    expect(ms.length).toBeGreaterThan(0);
    const en = generate('I would like to', { maxLength: 12, seed: 3 });
    expect(languageModel('en').score(lmTokens(en)).log10).toBeGreaterThan(languageModel('ms').score(lmTokens(en)).log10);
  });

  it('prefers fluent text: the model scores real Malay above shuffled words', () => {
    const lm = languageModel('ms');
    const real = lm.score(lmTokens('saya pergi ke sekolah pada waktu pagi'));
    const shuffled = lm.score(lmTokens('pagi sekolah waktu ke pada saya pergi'));
    expect(real.log10).toBeGreaterThan(shuffled.log10);
  });

  it('detokenises punctuation and sentence capitals', () => {
    expect(detokenize(['saya', 'suka', '.', 'dia', 'juga', '!'], false)).toBe('saya suka. Dia juga!');
  });

  it('rejects bad input and options', () => {
    expect(() => generate('')).toThrow(InputError);
    expect(() => generate('saya', { temperature: 0 })).toThrow(InputError);
    expect(() => generate('saya', { maxLength: 1.5 })).toThrow(InputError);
  });
});
