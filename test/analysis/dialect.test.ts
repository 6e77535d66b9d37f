import { describe, expect, it } from 'vitest';
import { DIALECT_CLASSES, detectDialect, dialectTokens } from '../../src/analysis/dialect.js';
import { InputError } from '../../src/errors.js';
import { dialect } from '../../src/namespaces.js';

describe('dialect.detectDialect', () => {
  it.each([
    ['Gapo demo buat tu?', 'kelantan'],
    ['Mung nok gi mane?', 'terengganu'],
    ['Hang nak pi mana tu?', 'kedah'],
    ['Den tak tau apo ekau cakap', 'negeri_sembilan'],
    ['Kamek sik tauk', 'sarawak'],
    ['Sia inda tau bah', 'sabah'],
    ['Teman tak tau ape mike cakap', 'perak'],
    ['Saya nak pergi kedai sekejap', 'standard'],
    ['I am going to the shop', 'standard'],
  ])('%s → %s', (text, label) => {
    expect(dialect.detectDialect(text).dialect).toBe(label);
  });

  it('scores every dialect and reads words as written (not normalised)', () => {
    expect(Object.keys(detectDialect('Kamek mok makan').scores).sort()).toEqual([...DIALECT_CLASSES].sort());
    expect(dialectTokens('Kamek sik tauk')).toContain('kamek');
    expect(dialectTokens('Kamek sik tauk')).toContain('⟨sarawak⟩');
  });

  it('rejects empty input', () => {
    expect(() => detectDialect('')).toThrow(InputError);
  });
});
