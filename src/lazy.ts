/**
 * Builds a value on first use and returns the same value afterwards. Models and lookup tables are
 * loaded this way, so importing the library costs nothing until a function needs them.
 *
 * @example
 * ```ts
 * const stopwords = lazy(() => new Set(['yang', 'dan', 'di']));
 * stopwords().has('yang'); // true, built on this first call
 * ```
 */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

/** How many words a {@link remembered} function keeps by default: a large vocabulary's worth, a few MB. */
export const WORD_MEMO_SIZE = 20_000;

/**
 * Remembers a word function's results, at most `size` words at a time (the memory is emptied when full).
 * For pure functions only: results never depend on what is remembered.
 *
 * @example
 * ```ts
 * const panjang = remembered((word: string) => word.length, 1000);
 * panjang('makan'); // 5, computed; the next call with 'makan' is a lookup
 * ```
 */
export function remembered<T>(compute: (word: string) => T, size = WORD_MEMO_SIZE): (word: string) => T {
  const memory = new Map<string, T>();
  return (word) => {
    let value = memory.get(word);
    if (value === undefined) {
      value = compute(word);
      if (memory.size >= size) memory.clear();
      memory.set(word, value);
    }
    return value;
  };
}
