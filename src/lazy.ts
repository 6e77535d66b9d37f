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
