/** Tokenisation: URLs, money, emoji and reduplication kept whole. */
import { tokenize } from '../../text/tokenize.js';
import { defineCapability } from '../capability.js';
import { lines } from '../cli-flags.js';

/** @example `manglish tokenize "Jom makan RM5 je 😂"` prints one token per line. */
export default defineCapability({
  name: 'tokenize',
  summary: 'Split text into tokens (URLs, money, emoji and reduplication kept whole).',
  cli: { command: 'tokenize', run: (t) => tokenize(t), human: lines },
  pipeline: { step: 'tokenize', key: 'tokens', run: (doc): string[] => doc.tokens.map((t) => t.text), empty: [] as string[] },
  models: [],
  evaluations: [],
});
