/** Malaysian Malay dialect identification. */
import { Type } from 'typebox';
import { detectDialect } from '../../analysis/dialect.js';
import { DIALECT_CLASSES } from '../../analysis/choices.js';
import { defineCapability } from '../capability.js';
import { Probability } from '../http-shapes.js';

/** @example `POST /dialect {"text":"Gapo demo buat tu?"}` → `{"result":{"dialect":"kelantan",…}}` */
export default defineCapability({
  name: 'dialect',
  summary: 'Malaysian Malay dialect (Kelantan, Terengganu, Kedah, Negeri Sembilan, Sarawak, Sabah, Perak or standard).',
  library: { namespace: 'dialect', functions: { detectDialect } },
  cli: { command: 'dialect', run: (t) => detectDialect(t) },
  http: {
    example: { text: 'Gapo demo buat tu, kawe tok pehe' },
    path: '/dialect', envelope: true,
    result: Type.Object({ dialect: Type.String(), confidence: Probability, scores: Type.Record(Type.String(), Probability) }),
    description: 'Malaysian Malay dialect (standard, kelantan, terengganu, kedah, negeri_sembilan, sarawak, sabah, perak) with scores.',
    feedbackLabels: DIALECT_CLASSES,
    run: (doc) => {
      const r = detectDialect(doc.text);
      return { result: r, probabilities: r.scores };
    },
  },
  models: ['dialect'],
  evaluations: ['dialect'],
});
