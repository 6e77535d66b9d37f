/**
 * Clause splitting: a text cut at contrast words (`tapi`, `but`, `cuma`, `namun`) and at commas,
 * semicolons and sentence ends — the units whose sentiment or emotion may differ within one review.
 */
import { CLAUSE_BREAKS } from '../lang/ms/aspects.js';
import { normalizedTokens } from './normalize.js';

const breaks = new Set(CLAUSE_BREAKS);

/**
 * The clauses of a text as lists of normalised, lower-cased tokens.
 *
 * @example
 * ```ts
 * clauses('Makanan sedap gila tapi harga mahal'); // [['makanan', 'sedap', 'gila'], ['harga', 'mahal']]
 * ```
 */
export function clauses(text: string): string[][] {
  const out: string[][] = [[]];
  if (text.trim() === '') return [];
  for (const t of normalizedTokens(text)) {
    const word = t.text.toLowerCase();
    if ((t.kind === 'punct' && /[,;.!?]/.test(t.text)) || breaks.has(word)) {
      if ((out[out.length - 1] as string[]).length > 0) out.push([]);
      continue;
    }
    (out[out.length - 1] as string[]).push(t.kind === 'word' ? word : t.text);
  }
  return out.filter((c) => c.length > 0);
}
