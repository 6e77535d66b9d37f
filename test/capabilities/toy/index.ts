/**
 * A toy capability, written as ARCHITECTURE.md says a new one is: one folder with one descriptor. It
 * counts the words of a text and calls the text short or long.
 */
import { Type } from 'typebox';
import { InputError } from '../../../src/errors.js';
import { defineCapability } from '../../../src/capabilities/capability.js';
import { num } from '../../../src/capabilities/cli-flags.js';

/** The toy's library function: `{ words, length }`, long from `longFrom` words (default 5). */
export function countWords(text: string, options: { longFrom?: number } = {}): { words: number; length: 'short' | 'long' } {
  if (typeof text !== 'string' || text.trim() === '') throw new InputError('MANGLISH_ERR_EMPTY_INPUT', 'Expected a non-empty text.');
  const words = text.trim().split(/\s+/).length;
  return { words, length: words >= (options.longFrom ?? 5) ? 'long' : 'short' };
}

export default defineCapability({
  name: 'word-count',
  summary: 'How many words, and whether the text is short or long.',
  library: { namespace: 'wordCount', functions: { countWords } },
  cli: { command: 'words', flags: { long: 'words from which a text is long (default 5)' }, run: (t, f) => countWords(t, { longFrom: num(f, 'long') }) },
  http: {
    path: '/word-count', envelope: true, batch: true,
    example: { text: 'Jom makan nasi lemak kat kedai mamak', params: { long_from: 5 } },
    description: 'Counts the words of a text.',
    params: { long_from: Type.Integer({ minimum: 1, description: 'Words from which a text is long (default 5).' }) },
    result: Type.Object({ words: Type.Integer(), length: Type.String({ enum: ['short', 'long'] }) }),
    feedbackLabels: ['short', 'long'],
    run: (doc, p) => ({ result: countWords(doc.text, { longFrom: p.long_from as number | undefined }) }),
  },
  pipeline: { step: 'count', key: 'count', run: (doc) => countWords(doc.text), empty: null },
  models: ['word-count'],
  evaluations: ['word-count'],
});
