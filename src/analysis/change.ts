/**
 * Change marks for the sentiment model: news of a change reads by its direction times the worth of what
 * changes. `Kes denggi meningkat` is more of a bad thing (worse), `Harga minyak turun` less of one (better),
 * `gaji tak naik` a good thing that did not rise (worse). Each change word is paired with the nearest
 * quantity word of its clause — before it first (`kes … meningkat`), then after it (`kenaikan harga`) — and
 * gives a mark the model weighs like any other feature (the sentiment model reads the mark in place of the two
 * words, see `sentimentTokens`).
 */
import { BAD_QUANTITIES, FALL_WORDS, GOOD_QUANTITIES, RISE_WORDS } from '../lang/ms/change-words.js';
import { lazy } from '../lazy.js';
import { NEGATORS } from '../models/features.js';

/** The mark for a change for the better: less of a bad thing (`kes jenayah menurun`) or more of a good one. */
export const BETTER_MARK = '⟦better⟧';
/** The mark for a change for the worse: more of a bad thing (`harga ayam naik`) or less of a good one. */
export const WORSE_MARK = '⟦worse⟧';

/** How far before and after a change word its quantity may stand, in tokens. */
const BEFORE = 4;
const AFTER = 3;
const CLAUSE_END = /^[.,!?;:]/u;

const tables = lazy(() => ({
  direction: new Map<string, number>([...RISE_WORDS.map((w) => [w, 1] as const), ...FALL_WORDS.map((w) => [w, -1] as const)]),
  worth: new Map<string, number>([...BAD_QUANTITIES.map((w) => [w, -1] as const), ...GOOD_QUANTITIES.map((w) => [w, 1] as const)]),
}));

/**
 * The change marks of a text's classifier tokens (lower-case), one per change word that has a quantity in reach,
 * and the positions of the tokens they stand for (each change word and its quantity).
 *
 * @example
 * ```ts
 * markChanges(['harga', 'ayam', 'naik', 'lagi']); // { marks: ['⟦worse⟧'], covered: Set { 2, 0 } }
 * markChanges(['kadar', 'jenayah', 'turun']).marks; // ['⟦better⟧']
 * markChanges(['gaji', 'tak', 'naik']).marks; // ['⟦worse⟧']
 * ```
 */
export function markChanges(tokens: readonly string[]): { marks: string[]; covered: Set<number> } {
  const { direction, worth } = tables();
  const marks: string[] = [];
  const covered = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const dir = direction.get(tokens[i] as string);
    if (dir === undefined) continue;
    // 1. The quantity: the nearest before the change word within its clause, else the nearest after it.
    const at = nearestWorth(tokens, i, -1, BEFORE, worth) ?? nearestWorth(tokens, i, 1, AFTER, worth);
    if (at === undefined) continue;
    const value = worth.get(tokens[at] as string) as number;
    covered.add(i).add(at);
    // 2. A negator just before the change word turns it round (`tak naik`).
    const negated = [tokens[i - 1], tokens[i - 2]].some((t) => t !== undefined && NEGATORS.has(t));
    marks.push(dir * value * (negated ? -1 : 1) > 0 ? BETTER_MARK : WORSE_MARK);
  }
  return { marks, covered };
}

/** The position of the nearest quantity word `step` by `step` from `from` within `reach` tokens and the clause. */
function nearestWorth(tokens: readonly string[], from: number, step: number, reach: number, worth: ReadonlyMap<string, number>): number | undefined {
  for (let k = 1; k <= reach; k++) {
    const t = tokens[from + step * k];
    if (t === undefined || CLAUSE_END.test(t)) return undefined;
    if (worth.has(t)) return from + step * k;
  }
  return undefined;
}
