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

/** How many words a {@link remembered} function keeps by default (twice this at most): the common words of running text, about a MB. */
export const WORD_MEMO_SIZE = 4096;

/**
 * A bounded memory of computed values in two generations: a value is found in the current one or, once,
 * in the previous one (and moved to the current); when the current one is full it becomes the previous
 * one. Frequent keys stay while the rest is forgotten, and at most `2 × size` are held. Results never
 * depend on what is remembered.
 *
 * @example
 * ```ts
 * const memo = new BoundedMemo<string, number>(1000);
 * memo.get('makan') ?? memo.set('makan', 5);
 * ```
 */
export class BoundedMemo<K, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();

  constructor(private readonly size: number) {}

  /** The remembered value, or undefined. */
  get(key: K): V | undefined {
    const value = this.current.get(key);
    if (value !== undefined) return value;
    const old = this.previous.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  /** Remembers a value; answers it. */
  set(key: K, value: V): V {
    if (this.current.size >= this.size) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
    return value;
  }
}

/**
 * Remembers a word function's results in a {@link BoundedMemo} of `size` words. For pure functions only:
 * results never depend on what is remembered.
 *
 * @example
 * ```ts
 * const panjang = remembered((word: string) => word.length, 1000);
 * panjang('makan'); // 5, computed; the next call with 'makan' is a lookup
 * ```
 */
export function remembered<T>(compute: (word: string) => T, size = WORD_MEMO_SIZE): (word: string) => T {
  const memory = new BoundedMemo<string, T>(size);
  return (word) => {
    const value = memory.get(word);
    return value === undefined ? memory.set(word, compute(word)) : value;
  };
}
