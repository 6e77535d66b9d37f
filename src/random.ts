/** Seeded pseudo-random numbers, so generation and augmentation repeat exactly for a given seed. */

/**
 * A seeded generator (mulberry32) of numbers in [0, 1).
 *
 * @example
 * ```ts
 * const rand = seeded(42);
 * rand(); // always the same first number for seed 42
 * ```
 */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
