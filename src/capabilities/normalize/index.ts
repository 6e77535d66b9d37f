/** Normalisation: shortforms and slang expanded into standard spelling. */
import { Type } from 'typebox';
import { normalize } from '../../text/normalize.js';
import { defineCapability } from '../capability.js';

/** @example `POST /normalize {"text":"xnak la bro"}` → `{"result":"tak nak lah bro", …}` */
export default defineCapability({
  name: 'normalize',
  summary: 'Expand shortforms and slang into standard spelling.',
  cli: {
    command: 'normalize',
    flags: { aggressive: 'also lower-case, expand chat abbreviations, drop filler particles, correct spelling' },
    run: (t, f) => normalize(t, { aggressive: f.aggressive === true }),
  },
  http: {
    example: { text: 'xnak la bro, sy dh penat gilerrr' },
    path: '/normalize', envelope: true, batch: true, result: Type.String(),
    description: 'Expands Manglish shortforms and slang into standard spelling.',
    run: (doc) => ({ result: doc.normalized }),
  },
  pipeline: { step: 'normalize', key: 'normalized', rewrites: true, run: (doc): string => doc.normalized, empty: '' },
  models: ['vocab'],
  evaluations: ['normalization'],
});
