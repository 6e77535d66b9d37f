/** `manglish batch` arguments (issue 67): formats from extensions, modules, module options, mistakes. */
import { describe, expect, it } from 'vitest';
import { parseBatchArgs, UsageError } from '../../src/batch/options.js';

describe('manglish batch arguments', () => {
  it('reads the format from the extension and the flags in both spellings', () => {
    const o = parseBatchArgs(['tweets.csv', '--column', 'tweet', '--modules=sentiment,language', '--threads', '3', '--top', '4', '--target', 'en'], false);
    expect(o).toMatchObject({ input: 'tweets.csv', format: 'csv', column: 'tweet', modules: ['sentiment', 'language'], threads: 3, params: { top_n: 4, target: 'en' }, progress: false });
    expect(parseBatchArgs(['ulasan.ndjson'], true)).toMatchObject({ format: 'jsonl', field: 'text', modules: ['sentiment'], progress: true });
    expect(parseBatchArgs([], true)).toMatchObject({ input: undefined, format: 'text' });
    expect(parseBatchArgs(['-', '--format', 'jsonl', '--quiet'], true)).toMatchObject({ input: undefined, format: 'jsonl', progress: false });
  });

  it('refuses what it cannot do, saying what to give instead', () => {
    expect(() => parseBatchArgs(['data.xlsx'], false)).toThrow(/--format jsonl, csv or text/);
    expect(() => parseBatchArgs(['a.csv', '--modules', 'sentiment,sarcasm'], false)).toThrow(/unknown module "sarcasm"/);
    expect(() => parseBatchArgs(['a.csv', '--resume'], false)).toThrow(/--resume needs --out/);
    expect(() => parseBatchArgs(['a.csv', '--threads', '0'], false)).toThrow(/--threads must be a whole number/);
    expect(() => parseBatchArgs(['a.csv', '--colour'], false)).toThrow(UsageError);
    expect(() => parseBatchArgs(['a.csv', 'b.csv'], false)).toThrow(/one input file at most/);
  });
});
