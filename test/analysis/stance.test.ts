import { describe, expect, it } from 'vitest';
import { detectStance, stanceTokens, TARGET_TOKEN } from '../../src/analysis/stance.js';
import { InputError } from '../../src/errors.js';
import { stance } from '../../src/namespaces.js';

describe('stance.detectStance', () => {
  it('judges the stance toward a target', () => {
    expect(stance.detectStance('Saya sokong penuh kenaikan gaji minimum', { target: 'gaji minimum' }).stance).toBe('for');
    expect(detectStance('Saya tak setuju langsung dengan kenaikan tol', { target: 'tol' }).stance).toBe('against');
  });

  it('separates two targets in one text', () => {
    const text = 'Saya sokong LRT baru tapi bantah kenaikan tambang';
    expect(detectStance(text, { target: 'LRT' }).stance).toBe('for');
    expect(detectStance(text, { target: 'tambang' }).stance).toBe('against');
  });

  it('reads sarcasm and double negation', () => {
    expect(detectStance('Bagus sangat la tol naik lagi 🙄', { target: 'tol' }).stance).toBe('against');
    expect(detectStance('Bukan tak setuju, cuma pelaksanaan kena betul').stance).toBe('for');
  });

  it('finds aliases, and leans neutral when the target is not mentioned', () => {
    expect(stanceTokens('The government did well', [['kerajaan'], ['government']])).toContain(TARGET_TOKEN);
    expect(detectStance('Harga ayam naik', { target: 'vaksin' }).stance).toBe('neutral');
    expect(detectStance('Kerajaan akan umum bajet minggu depan').stance).toBe('neutral');
  });

  it('rejects a blank target', () => {
    expect(() => detectStance('Saya sokong', { target: ' ' })).toThrow(InputError);
  });
});
