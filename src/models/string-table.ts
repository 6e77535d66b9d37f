/**
 * A table of distinct strings held in typed arrays (UTF-16 code units, offsets and an open-addressing
 * hash index) instead of a `Map` of strings: a few bytes a string, shareable between threads, and found
 * without building a string. Vocabularies of tens of thousands of words use it.
 */

/** The arrays of a {@link StringTable}. */
export interface StringTableImage {
  /** Every string's UTF-16 code units, one after another. */
  readonly units: Uint16Array;
  /** Where string `i` starts in `units`; `offsets[size]` is the end. */
  readonly offsets: Uint32Array;
  /** Hash slot → string index + 1 (0: empty); the length is a power of two. */
  readonly slots: Int32Array;
}

/** FNV-1a over the code units of `s`. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** FNV-1a over `units[from, to)` (equal to {@link hashString} of the same code units). */
function hashUnits(units: Uint16Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ (units[i] as number), 0x01000193);
  return h >>> 0;
}

/**
 * Builds the arrays of a table of `strings` (distinct; string `i` gets index `i`).
 *
 * @example
 * ```ts
 * new StringTable(buildStringTable(['makan', 'minum'])).indexOf('minum'); // 1
 * ```
 */
export function buildStringTable(strings: readonly string[]): StringTableImage {
  let total = 0;
  for (const s of strings) total += s.length;
  const units = new Uint16Array(total);
  const offsets = new Uint32Array(strings.length + 1);
  let p = 0;
  strings.forEach((s, i) => {
    offsets[i] = p;
    for (let j = 0; j < s.length; j++) units[p++] = s.charCodeAt(j);
  });
  offsets[strings.length] = p;
  return { units, offsets, slots: hashSlots(units, offsets) };
}

/**
 * Builds the arrays of a table of the newline-separated UTF-8 words in `bytes[from, to)` (distinct; word `i`
 * gets index `i`), without making a string of each: the same table as {@link buildStringTable} of the words.
 * An empty range holds no words.
 *
 * @example
 * ```ts
 * new StringTable(buildStringTableFromLines(Buffer.from('makan\nminum'), 0, 11)).indexOf('minum'); // 1
 * ```
 */
export function buildStringTableFromLines(bytes: Uint8Array, from: number, to: number): StringTableImage {
  // 1. Count the words and the UTF-16 units they decode to (a 4-byte sequence is two units).
  let count = from < to ? 1 : 0;
  let total = 0;
  for (let p = from; p < to; p++) {
    const b = bytes[p] as number;
    if (b === 10) count++;
    else if ((b & 0xc0) !== 0x80) total += b >= 0xf0 ? 2 : 1;
  }
  // 2. Decode them into one array of units, noting where each starts.
  const units = new Uint16Array(total);
  const offsets = new Uint32Array(count + 1);
  let u = 0;
  let w = 0;
  for (let p = from; p < to; ) {
    const b = bytes[p] as number;
    if (b === 10) {
      offsets[++w] = u;
      p++;
    } else if (b < 0x80) {
      units[u++] = b;
      p++;
    } else if (b < 0xe0) {
      units[u++] = ((b & 0x1f) << 6) | ((bytes[p + 1] as number) & 0x3f);
      p += 2;
    } else if (b < 0xf0) {
      units[u++] = ((b & 0x0f) << 12) | (((bytes[p + 1] as number) & 0x3f) << 6) | ((bytes[p + 2] as number) & 0x3f);
      p += 3;
    } else {
      const c = (((b & 0x07) << 18) | (((bytes[p + 1] as number) & 0x3f) << 12) | (((bytes[p + 2] as number) & 0x3f) << 6) | ((bytes[p + 3] as number) & 0x3f)) - 0x10000;
      units[u++] = 0xd800 + (c >> 10);
      units[u++] = 0xdc00 + (c & 0x3ff);
      p += 4;
    }
  }
  offsets[count] = u;
  return { units, offsets, slots: hashSlots(units, offsets) };
}

/** The open-addressing slots of strings laid out in `units` and `offsets`. */
function hashSlots(units: Uint16Array, offsets: Uint32Array): Int32Array {
  const n = offsets.length - 1;
  let size = 2;
  while (size < n * 2) size <<= 1;
  const slots = new Int32Array(size);
  const mask = size - 1;
  for (let i = 0; i < n; i++) {
    let slot = hashUnits(units, offsets[i] as number, offsets[i + 1] as number) & mask;
    while ((slots[slot] as number) !== 0) slot = (slot + 1) & mask;
    slots[slot] = i + 1;
  }
  return slots;
}

/**
 * Distinct strings and their indexes.
 *
 * @example
 * ```ts
 * const words = new StringTable(buildStringTable(['nasi', 'lemak']));
 * words.indexOf('lemak'); // 1
 * words.at(0); // 'nasi'
 * ```
 */
export class StringTable {
  private readonly units: Uint16Array;
  private readonly offsets: Uint32Array;
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(image: StringTableImage) {
    this.units = image.units;
    this.offsets = image.offsets;
    this.slots = image.slots;
    this.mask = image.slots.length - 1;
  }

  /** Number of strings. */
  get size(): number {
    return this.offsets.length - 1;
  }

  /** The index of `s`, or -1. */
  indexOf(s: string): number {
    const units = this.units;
    for (let slot = hashString(s) & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) return -1;
      const from = this.offsets[entry - 1] as number;
      if ((this.offsets[entry] as number) - from !== s.length) continue;
      let j = 0;
      while (j < s.length && units[from + j] === s.charCodeAt(j)) j++;
      if (j === s.length) return entry - 1;
    }
  }

  /**
   * A table of some of these strings (in the order given), copied without making a string of each.
   *
   * @example
   * ```ts
   * new StringTable(words.subset([2, 0])).at(0); // words.at(2)
   * ```
   */
  subset(indices: ArrayLike<number>): StringTableImage {
    let total = 0;
    for (let k = 0; k < indices.length; k++) total += (this.offsets[(indices[k] as number) + 1] as number) - (this.offsets[indices[k] as number] as number);
    const units = new Uint16Array(total);
    const offsets = new Uint32Array(indices.length + 1);
    let p = 0;
    for (let k = 0; k < indices.length; k++) {
      const i = indices[k] as number;
      offsets[k] = p;
      units.set(this.units.subarray(this.offsets[i] as number, this.offsets[i + 1] as number), p);
      p += (this.offsets[i + 1] as number) - (this.offsets[i] as number);
    }
    offsets[indices.length] = p;
    return { units, offsets, slots: hashSlots(units, offsets) };
  }

  /** Whether string `i` is made only of the letters a–z (and not empty). */
  isLowerAscii(i: number): boolean {
    const from = this.offsets[i] as number;
    const to = this.offsets[i + 1] as number;
    for (let p = from; p < to; p++) {
      const c = this.units[p] as number;
      if (c < 97 || c > 122) return false;
    }
    return to > from;
  }

  /** The length of string `i` in UTF-16 units. */
  lengthOf(i: number): number {
    return (this.offsets[i + 1] as number) - (this.offsets[i] as number);
  }

  /** The string at index `i`. */
  at(i: number): string {
    const from = this.offsets[i] as number;
    const to = this.offsets[i + 1] as number;
    let out = '';
    for (let p = from; p < to; p += 4096) out += String.fromCharCode(...this.units.subarray(p, Math.min(to, p + 4096)));
    return out;
  }
}
