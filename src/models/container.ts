/**
 * The shared layout of the binary model files: an 8-byte signature, a uint32 header length, a JSON
 * header, then payload blocks. Bucket ids are stored as delta-encoded varints.
 */
import { expectModel, parseModelJson } from './loader.js';

/**
 * Writes a model container: signature, JSON header, then the payload blocks in order.
 *
 * @example
 * ```ts
 * writeContainer('MNLPLIN1', { name: 'sentiment' }, [ids, weights]);
 * ```
 */
export function writeContainer(magic: string, header: object, blocks: readonly Uint8Array[]): Uint8Array {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const size = blocks.reduce((n, b) => n + b.length, magic.length + 4 + json.length);
  const out = Buffer.alloc(size);
  out.write(magic, 0, 'latin1');
  out.writeUInt32LE(json.length, magic.length);
  json.copy(out, magic.length + 4);
  let p = magic.length + 4 + json.length;
  for (const b of blocks) {
    out.set(b, p);
    p += b.length;
  }
  return out;
}

/**
 * Reads a container's JSON header; returns it with the offset where the payload starts. Raises
 * `ModelError` on a wrong signature or unreadable header.
 *
 * @example
 * ```ts
 * const { header, offset } = readContainer<{ name: string }>(bytes, 'MNLPLIN1', 'sentiment.bin.gz');
 * ```
 */
export function readContainer<H>(bytes: Buffer, magic: string, name: string): { header: H; offset: number } {
  expectModel(bytes.length > magic.length + 4 && bytes.toString('latin1', 0, magic.length) === magic, name, `the "${magic}" signature`);
  const length = bytes.readUInt32LE(magic.length);
  return { header: parseModelJson<H>(bytes.toString('utf8', magic.length + 4, magic.length + 4 + length), name, 'a JSON header'), offset: magic.length + 4 + length };
}

/**
 * Delta-encodes increasing bucket ids as varints.
 *
 * @example
 * ```ts
 * encodeIds([3, 200]); // Uint8Array [3, 197, 1]
 * ```
 */
export function encodeIds(ids: readonly number[]): Uint8Array {
  const out: number[] = [];
  let last = 0;
  for (const id of ids) {
    let v = (id - last) >>> 0;
    last = id;
    while (v >= 0x80) {
      out.push((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    out.push(v);
  }
  return Uint8Array.from(out);
}

/**
 * Decodes `count` delta-encoded varint ids starting at `offset`; returns them and the offset after them.
 *
 * @example
 * ```ts
 * decodeIds(Buffer.from([3, 197, 1]), 0, 2, 'x'); // { ids: Uint32Array [3, 200], end: 3 }
 * ```
 */
export function decodeIds(bytes: Buffer, offset: number, count: number, name: string): { ids: Uint32Array; end: number } {
  const ids = new Uint32Array(count);
  let p = offset;
  let id = 0;
  for (let i = 0; i < count; i++) {
    let shift = 0;
    let delta = 0;
    let byte: number;
    do {
      expectModel(p < bytes.length, name, 'all its bucket ids');
      byte = bytes[p++] as number;
      delta |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    id += delta >>> 0;
    ids[i] = id;
  }
  return { ids, end: p };
}
