/** Sentence segmentation. */
import { segment } from '../../text/segment.js';
import { defineCapability } from '../capability.js';
import { lines } from '../cli-flags.js';

/** @example `manglish segment "Dr. Ali dah sampai. Jom gerak!"` prints two sentences. */
export default defineCapability({
  name: 'segment',
  summary: 'Split text into sentences.',
  cli: { command: 'segment', run: (t) => segment(t), human: lines },
  models: [],
  evaluations: [],
});
