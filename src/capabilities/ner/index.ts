/** Named entities: people, organisations, places and the rest. */
import { nerTag, nerTagOf, type Entity } from '../../analysis/ner.js';
import { defineCapability } from '../capability.js';
import { entityPairs, Pairs } from '../http-shapes.js';

/** @example `POST /ner {"text":"Ali kerja di Petronas"}` → `{"result":[["Ali","PERSON"],["Petronas","ORG"]]}` */
export default defineCapability({
  name: 'ner',
  summary: 'Named entities (PER, ORG, LOC, MISC) with character offsets.',
  cli: { command: 'ner', run: (t) => nerTag(t), human: (r: Entity[]) => r.map((e) => `${e.label}\t${e.text}\t${e.start}-${e.end}`).join('\n') },
  http: {
    example: { text: 'Datuk Seri Anwar Ibrahim melawat Kota Bharu semalam bersama wakil Petronas.' },
    path: '/ner', envelope: true, batch: true, result: Pairs,
    description: 'Named entities as [text, type] pairs (PERSON, ORG, LOCATION, MISC).',
    run: (doc) => ({ result: entityPairs(doc) }),
  },
  pipeline: { step: 'ner', key: 'entities', run: (doc): Entity[] => nerTagOf(doc), empty: [] as Entity[] },
  models: ['ner'],
  evaluations: ['ner'],
});
