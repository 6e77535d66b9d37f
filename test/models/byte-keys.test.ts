import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLineIndex, equalsUtf8, findLine, hashBytes, hashUtf8 } from '../../src/models/byte-keys.js';

const encode = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('keys stored as UTF-8 bytes', () => {
  it('hash a string as its UTF-8 encoding hashes, and compare without encoding (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }), (a, b) => {
      const bytes = encode(a);
      return hashUtf8(a) === hashBytes(bytes, 0, bytes.length) && equalsUtf8(bytes, 0, bytes.length, a) && equalsUtf8(bytes, 0, bytes.length, b) === (encode(b).join() === bytes.join());
    }));
  });

  it('index lines by a key column: the first line, then the others latest first', () => {
    const text = encode('kereta\tcar\nkereta\tautomobile\nrumah\thouse\nkereta\tvehicle\ncafé\tkafe\n');
    const starts = [0];
    text.forEach((b, i) => b === 10 && i + 1 < text.length && starts.push(i + 1));
    const key = (line: number): [number, number] => [starts[line] as number, text.indexOf(9, starts[line])];
    const index = buildLineIndex(text, starts.length, key);
    const lines = (k: string): number[] => {
      const out: number[] = [];
      for (let l = findLine(index, text, k, key); l >= 0; l = index.next[l] as number) out.push(l);
      return out;
    };
    expect(lines('kereta')).toEqual([0, 3, 1]);
    expect(lines('café')).toEqual([4]);
    expect(lines('kapal')).toEqual([]);
  });
});
