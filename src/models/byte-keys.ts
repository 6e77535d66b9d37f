/**
 * Keys stored as UTF-8 bytes and found from JavaScript strings without encoding them: a hash over the
 * UTF-8 bytes a string would have, an equality test against stored bytes, and an open-addressing index
 * of the lines of a text block by a key column. Large tables (the translator's phrase pairs) stay one
 * block of bytes, shareable between threads, instead of millions of strings.
 */

const OFFSET = 0x811c9dc5;
const PRIME = 0x01000193;

/** Calls `emit` with each UTF-8 byte of `s` (lone surrogates as U+FFFD, as `TextEncoder` does). */
function utf8Bytes(s: string, emit: (byte: number) => boolean): boolean {
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      if (!emit(c)) return false;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      } else c = 0xfffd;
    } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x800) {
      if (!emit(0xc0 | (c >> 6)) || !emit(0x80 | (c & 0x3f))) return false;
    } else if (c < 0x10000) {
      if (!emit(0xe0 | (c >> 12)) || !emit(0x80 | ((c >> 6) & 0x3f)) || !emit(0x80 | (c & 0x3f))) return false;
    } else if (!emit(0xf0 | (c >> 18)) || !emit(0x80 | ((c >> 12) & 0x3f)) || !emit(0x80 | ((c >> 6) & 0x3f)) || !emit(0x80 | (c & 0x3f))) return false;
  }
  return true;
}

/** FNV-1a over the UTF-8 bytes of `s`; equal to {@link hashBytes} over its encoding. */
export function hashUtf8(s: string): number {
  let h = OFFSET;
  let ascii = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) {
      ascii = false;
      break;
    }
    h = Math.imul(h ^ c, PRIME);
  }
  if (ascii) return h >>> 0;
  h = OFFSET;
  utf8Bytes(s, (b) => ((h = Math.imul(h ^ b, PRIME)), true));
  return h >>> 0;
}

/** FNV-1a over `bytes[from, to)`. */
export function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = OFFSET;
  for (let i = from; i < to; i++) h = Math.imul(h ^ (bytes[i] as number), PRIME);
  return h >>> 0;
}

/** Whether `bytes[from, to)` is the UTF-8 encoding of `s`. */
export function equalsUtf8(bytes: Uint8Array, from: number, to: number, s: string): boolean {
  if (to - from < s.length) return false;
  let p = from;
  const same = utf8Bytes(s, (b) => p < to && bytes[p++] === b);
  return same && p === to;
}

/** Whether `bytes[a, a + n)` equals `bytes[b, b + n)`. */
function sameBytes(bytes: Uint8Array, a: number, b: number, n: number): boolean {
  for (let i = 0; i < n; i++) if (bytes[a + i] !== bytes[b + i]) return false;
  return true;
}

/** An index of lines by a key: slot → first line with a key + 1 (0 empty); line → next line with the same key, or -1. */
export interface LineIndex {
  readonly slots: Int32Array;
  readonly next: Int32Array;
}

/**
 * Indexes `lines` lines by the key `keyRange(line)` gives (a byte range of `bytes`); lines with equal keys
 * are chained from the first, then the others latest first.
 *
 * @example
 * ```ts
 * const index = buildLineIndex(bytes, starts.length - 1, (line) => [starts[line], bytes.indexOf(9, starts[line])]);
 * ```
 */
export function buildLineIndex(bytes: Uint8Array, lines: number, keyRange: (line: number) => readonly [number, number]): LineIndex {
  let size = 2;
  while (size < lines * 2) size <<= 1;
  const slots = new Int32Array(size);
  const next = new Int32Array(lines).fill(-1);
  const mask = size - 1;
  for (let line = 0; line < lines; line++) {
    const [from, to] = keyRange(line);
    for (let slot = hashBytes(bytes, from, to) & mask; ; slot = (slot + 1) & mask) {
      const first = (slots[slot] as number) - 1;
      if (first < 0) {
        slots[slot] = line + 1;
        break;
      }
      const [f2, t2] = keyRange(first);
      if (t2 - f2 === to - from && sameBytes(bytes, f2, from, to - from)) {
        next[line] = next[first] as number;
        next[first] = line;
        break;
      }
    }
  }
  return { slots, next };
}

/**
 * The first line whose key is `key`, or -1 (follow `index.next` for the others).
 *
 * @example
 * ```ts
 * findLine(index, bytes, 'kereta', keyRange); // the line of the first pair whose Malay side is "kereta"
 * ```
 */
export function findLine(index: LineIndex, bytes: Uint8Array, key: string, keyRange: (line: number) => readonly [number, number]): number {
  const mask = index.slots.length - 1;
  for (let slot = hashUtf8(key) & mask; ; slot = (slot + 1) & mask) {
    const first = (index.slots[slot] as number) - 1;
    if (first < 0) return -1;
    const [from, to] = keyRange(first);
    if (equalsUtf8(bytes, from, to, key)) return first;
  }
}

/**
 * Indexes tab-separated lines (`starts` as line offsets, then the end) by their first field (`column` 0),
 * their second (1), or the first two with the tab between them (2): {@link buildLineIndex} for this common
 * case, without a call per line.
 *
 * @example
 * ```ts
 * const index = buildColumnIndex(pairs, starts, 0); // by the Malay phrase
 * ```
 */
export function buildColumnIndex(bytes: Uint8Array, starts: Int32Array, column: 0 | 1 | 2): LineIndex {
  const lines = starts.length - 1;
  const text = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let size = 2;
  while (size < lines * 2) size <<= 1;
  const slots = new Int32Array(size);
  const next = new Int32Array(lines).fill(-1);
  const from = new Int32Array(lines);
  const to = new Int32Array(lines);
  const mask = size - 1;
  for (let line = 0; line < lines; line++) {
    // 1. The key's byte range.
    const start = starts[line] as number;
    const t1 = text.indexOf(9, start);
    const a = column === 1 ? t1 + 1 : start;
    const b = column === 0 ? t1 : text.indexOf(9, t1 + 1);
    from[line] = a;
    to[line] = b;
    // 2. Its slot: a new key takes an empty one; an equal key chains after the first line with it.
    let h = 0x811c9dc5;
    for (let i = a; i < b; i++) h = Math.imul(h ^ (bytes[i] as number), 0x01000193);
    for (let slot = (h >>> 0) & mask; ; slot = (slot + 1) & mask) {
      const first = (slots[slot] as number) - 1;
      if (first < 0) {
        slots[slot] = line + 1;
        break;
      }
      const fa = from[first] as number;
      if ((to[first] as number) - fa === b - a && sameBytes(bytes, fa, a, b - a)) {
        next[line] = next[first] as number;
        next[first] = line;
        break;
      }
    }
  }
  return { slots, next };
}
