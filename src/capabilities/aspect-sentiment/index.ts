/** Aspect-based sentiment of reviews. */
import { Type } from 'typebox';
import { aspectSentiment, type AspectOptions } from '../../analysis/aspect-sentiment.js';
import { ASPECT_DOMAINS } from '../../analysis/choices.js';
import { defineCapability } from '../capability.js';
import { str } from '../cli-flags.js';
import { Probability } from '../http-shapes.js';

/** @example `POST /aspect-sentiment {"text":"Makanan sedap tapi servis lambat","domain":"restaurant"}` → `{"aspects":[…],"conflict":true,…}` */
export default defineCapability({
  name: 'aspect-sentiment',
  summary: 'Sentiment per aspect (food, service, price, …).',
  cli: { command: 'aspects', flags: { domain: 'restaurant, product, app or general' }, run: (t, f) => aspectSentiment(t, { domain: str(f, 'domain') as AspectOptions['domain'] }) },
  http: {
    example: { text: 'Makanan sedap tapi servis lambat gila, harga pun mahal', params: { domain: 'restaurant' } },
    path: '/aspect-sentiment', envelope: false,
    description: 'Aspects of a review and the sentiment of each (restaurant, product, app, general)',
    params: { domain: Type.String({ enum: [...ASPECT_DOMAINS], default: 'general', description: 'Review domain: restaurant, product, app or general (default).' }) },
    result: Type.Object({
      aspects: Type.Array(Type.Object({ aspect: Type.String(), sentiment: Type.String(), confidence: Probability })),
      conflict: Type.Boolean(),
      overall: Type.String(),
    }),
    run: (doc, p) => ({ result: aspectSentiment(doc.text, { domain: (p.domain ?? 'general') as AspectOptions['domain'] }) }),
  },
  models: ['sentiment'],
  evaluations: ['aspects'],
});
