/** Formal Malay from informal Malay and Manglish. */
import { Type } from 'typebox';
import { formalize } from '../../text/formalize.js';
import { defineCapability } from '../capability.js';

/** @example `POST /formalize {"text":"sy xtau la"}` → `{"result":"Saya tidak tahu.", …}` */
export default defineCapability({
  name: 'formalize',
  summary: 'Rewrite informal Malay/Manglish as formal Malay.',
  cli: { command: 'formalize', run: (t) => formalize(t) },
  http: {
    example: { text: 'Sy xtau la bila dia nk dtg' },
    path: '/formalize', envelope: true, batch: true, result: Type.String(),
    description: 'Rewrites informal Malay and Manglish as formal Malay.',
    run: (doc) => ({ result: formalize(doc.text) }),
  },
  models: ['vocab'],
  evaluations: [],
});
