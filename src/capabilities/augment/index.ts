/** Data augmentation: changed copies of a text. */
import { augment, type AugmentMethod } from '../../analysis/augment.js';
import { defineCapability } from '../capability.js';
import { lines, num, str } from '../cli-flags.js';

/** @example `manglish augment "Saya suka makan nasi lemak" --n=2 --method=swap` prints two changed copies. */
export default defineCapability({
  name: 'augment',
  summary: 'Changed copies of the text for data augmentation.',
  cli: {
    command: 'augment',
    flags: { n: 'how many (default 3)', method: 'synonym, insert, swap, delete or mixed', seed: 'random seed (default 0)' },
    run: (t, f) => augment(t, { n: num(f, 'n'), method: str(f, 'method') as AugmentMethod | undefined, seed: num(f, 'seed') }),
    human: lines,
  },
  models: ['keywords'],
  evaluations: [],
});
