import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES, InputError, LanguageError, ManglishNLPError, ModelError, PipelineError, booleanOption, choiceOption,
  numberOption, requireOptions, requireText,
} from '../src/errors.js';

function documentedCodes(): Map<string, { kind: string; status: string }> {
  const doc = readFileSync(new URL('../docs/errors.md', import.meta.url), 'utf8');
  const rows = new Map<string, { kind: string; status: string }>();
  for (const m of doc.matchAll(/^\| `(MANGLISH_ERR_[A-Z_]+)` \| `(\w+)` \| (\S+) \|/gm)) {
    rows.set(m[1] as string, { kind: m[2] as string, status: m[3] as string });
  }
  return rows;
}

describe('error catalogue', () => {
  it('documents every code with its class and status, and nothing else', () => {
    const doc = documentedCodes();
    expect([...doc.keys()].sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const [code, { kind, status }] of Object.entries(ERROR_CODES)) {
      expect(doc.get(code)).toEqual({ kind, status: String(status) });
    }
  });

  it('has one base class that every error class extends', () => {
    for (const Cls of [InputError, ModelError, LanguageError, PipelineError]) {
      const err = new Cls('MANGLISH_ERR_EMPTY_INPUT', 'x');
      expect(err).toBeInstanceOf(ManglishNLPError);
      expect(err).toBeInstanceOf(Error);
      expect(err.name).toBe(Cls.name);
    }
  });
});

describe('input checks', () => {
  it.each([
    ['', 'MANGLISH_ERR_EMPTY_INPUT'],
    ['   \n', 'MANGLISH_ERR_EMPTY_INPUT'],
    [42, 'MANGLISH_ERR_INVALID_TYPE'],
    [null, 'MANGLISH_ERR_INVALID_TYPE'],
    [undefined, 'MANGLISH_ERR_INVALID_TYPE'],
    [['sy', 'nk'], 'MANGLISH_ERR_INVALID_TYPE'],
  ])('requireText(%j) raises %s', (value, code) => {
    expect(() => requireText(value)).toThrow(expect.objectContaining({ code }));
  });

  it('passes text through unchanged', () => {
    expect(requireText('xnak la')).toBe('xnak la');
  });

  it('checks options by type and range', () => {
    expect(requireOptions(undefined)).toEqual({});
    expect(() => requireOptions('aggressive' as unknown as object)).toThrow(InputError);
    expect(booleanOption({ aggressive: true }, 'aggressive', false)).toBe(true);
    expect(() => booleanOption({ aggressive: 'yes' }, 'aggressive', false)).toThrow(/true or false/);
    expect(numberOption({ topN: 3 }, 'topN', 5, 1, 100, true)).toBe(3);
    expect(() => numberOption({ topN: 0 }, 'topN', 5, 1, 100, true)).toThrow(/from 1 to 100/);
    expect(() => numberOption({ topN: 2.5 }, 'topN', 5, 1, 100, true)).toThrow(/whole number/);
    expect(choiceOption({}, 'style', 'extractive', ['extractive', 'abstractive'])).toBe('extractive');
    expect(() => choiceOption({ style: 'poetic' }, 'style', 'extractive', ['extractive', 'abstractive'])).toThrow(/one of extractive, abstractive/);
  });
});
