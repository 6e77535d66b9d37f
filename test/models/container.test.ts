import { describe, expect, it } from 'vitest';
import { decodeIds, encodeIds, readContainer, writeContainer } from '../../src/models/container.js';
import { decodeVocabulary, encodeVocabulary } from '../../src/models/vocab.js';
import { ModelError } from '../../src/errors.js';

describe('model containers', () => {
  it('round-trips a header and payload', () => {
    const bytes = Buffer.from(writeContainer('TESTFMT1', { name: 'x', n: 2 }, [Uint8Array.from([1, 2, 3])]));
    const { header, offset } = readContainer<{ name: string; n: number }>(bytes, 'TESTFMT1', 'x');
    expect(header).toEqual({ name: 'x', n: 2 });
    expect([...bytes.subarray(offset)]).toEqual([1, 2, 3]);
  });

  it('round-trips delta-varint ids', () => {
    const ids = [0, 5, 200, 70000, 1 << 20];
    const { ids: back, end } = decodeIds(Buffer.from(encodeIds(ids)), 0, ids.length, 'x');
    expect([...back]).toEqual(ids);
    expect(end).toBe(encodeIds(ids).length);
  });

  it('raises ModelError on a wrong signature or truncated ids', () => {
    expect(() => readContainer(Buffer.from('WRONGSIGxxxxxxxx'), 'TESTFMT1', 'x')).toThrow(ModelError);
    expect(() => decodeIds(Buffer.from([0x80]), 0, 1, 'x')).toThrow(ModelError);
  });

  it('round-trips a vocabulary', () => {
    const v = decodeVocabulary(Buffer.from(encodeVocabulary([['makan', [9, 186, 3820, 0, 109600, 10, 3, 2, 398]], ['saya', [1, 2, 3, 4, 5, 6, 7, 8, 9]]])));
    expect(v.size).toBe(2);
    expect(v.get('makan')).toEqual({ fm: 9, ms: 186, id: 3820, en: 0, web: 109600, idweb: 10, lex: 3, cap: 2, seen: 398 });
    expect(v.get('tiada')).toBeUndefined();
    expect([...v.entries()].map(([w]) => w)).toEqual(['makan', 'saya']);
  });
});
