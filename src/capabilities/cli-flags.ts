/** Small helpers the capabilities' CLI bindings share to read flags and print lists. */
import type { Flags } from './capability.js';

/**
 * A numeric flag (`--top=3`) as a number; anything else is passed on for the library function to reject.
 *
 * @example
 * ```ts
 * num({ top: '3' }, 'top'); // 3
 * ```
 */
export const num = (flags: Flags, key: string): number | undefined => (flags[key] === undefined ? undefined : Number(flags[key]));

/**
 * A text flag (`--style=abstractive`), or undefined when absent or given without a value.
 *
 * @example
 * ```ts
 * str({ target: 'gaji minimum' }, 'target'); // 'gaji minimum'
 * ```
 */
export const str = (flags: Flags, key: string): string | undefined => (typeof flags[key] === 'string' ? flags[key] : undefined);

/**
 * One item per line.
 *
 * @example
 * ```ts
 * lines(['Jom', 'makan']); // 'Jom\nmakan'
 * ```
 */
export const lines = (items: readonly string[]): string => items.join('\n');
