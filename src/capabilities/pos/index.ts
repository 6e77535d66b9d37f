/** Part-of-speech tagging (Universal Dependencies tags). */
import { posTag, posTagOf, type PosTag } from '../../analysis/pos.js';
import { defineCapability } from '../capability.js';
import { Pairs } from '../http-shapes.js';

/** @example `POST /pos {"text":"Saya makan nasi"}` → `{"result":[["Saya","PRON"],["makan","VERB"],["nasi","NOUN"]]}` */
export default defineCapability({
  name: 'pos',
  summary: 'Part-of-speech tags (Universal Dependencies).',
  cli: { command: 'pos', run: (t) => posTag(t), human: (r: [string, string][]) => r.map(([w, t]) => `${w}\t${t}`).join('\n') },
  http: {
    example: { text: 'Saya makan nasi lemak di kedai mamak' },
    path: '/pos', envelope: true, batch: true, result: Pairs,
    description: 'Part-of-speech tags as [word, tag] pairs (Universal Dependencies).',
    run: (doc) => ({ result: posTagOf(doc) }),
  },
  pipeline: { step: 'pos', key: 'pos', run: (doc): [string, PosTag][] => posTagOf(doc), empty: [] as [string, PosTag][] },
  models: ['pos'],
  evaluations: ['pos'],
});
