/** Semantic similarity of two texts. */
import { similarity } from '../../analysis/similarity.js';
import { defineCapability } from '../capability.js';
import { str } from '../cli-flags.js';

/** @example `manglish similarity "harga minyak naik" --with "petrol makin mahal"` prints a number from 0 to 1. */
export default defineCapability({
  name: 'similarity',
  summary: 'Similarity (0 to 1) of the text and --with.',
  cli: { command: 'similarity', flags: { with: 'the second text' }, run: (t, f) => similarity(t, str(f, 'with') as string) },
  models: ['embeddings'],
  evaluations: ['embeddings', 'similarity'],
});
