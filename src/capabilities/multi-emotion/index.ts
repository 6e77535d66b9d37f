/** Every emotion above a threshold (multi-label). */
import { Type } from 'typebox';
import { multiEmotion, DEFAULT_THRESHOLD } from '../../analysis/multi-emotion.js';
import { EMOTIONS } from '../../analysis/choices.js';
import { defineCapability } from '../capability.js';
import { num } from '../cli-flags.js';
import { Probability } from '../http-shapes.js';

/** @example `POST /multi-emotion {"text":"Sedih tapi bangga dengan anak aku"}` → `{"emotions":[…],"is_multi":true,…}` */
export default defineCapability({
  name: 'multi-emotion',
  summary: 'Every emotion above a threshold (multi-label).',
  cli: { command: 'emotions', flags: { threshold: 'minimum probability, 0 to 1 (default 0.2)' }, run: (t, f) => multiEmotion(t, { threshold: num(f, 'threshold') }) },
  http: {
    example: { text: 'Sedih nak tinggalkan kampung, tapi bangga anak dapat masuk universiti', params: { threshold: 0.2 } },
    path: '/multi-emotion', envelope: false,
    description: 'Every emotion above a threshold, the dominant one and a name for the mix',
    params: { threshold: Type.Number({ minimum: 0, maximum: 1, default: DEFAULT_THRESHOLD, description: 'Lowest probability reported (default 0.2).' }) },
    result: Type.Object({
      emotions: Type.Array(Type.Object({ emotion: Type.String(), confidence: Probability })),
      dominant: Type.String(),
      is_multi: Type.Boolean(),
      co_occurrence: Type.String(),
    }),
    feedbackLabels: EMOTIONS,
    run: (doc, p) => ({ result: multiEmotion(doc.text, { threshold: (p.threshold as number | undefined) ?? DEFAULT_THRESHOLD }) }),
  },
  models: ['emotion'],
  evaluations: ['multi-emotion'],
});
