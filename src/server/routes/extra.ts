/** POST /aspect-sentiment and POST /multi-emotion (added at interface version 3.3.0). */
import { Type, type Static } from 'typebox';
import { ASPECT_DOMAINS } from '../module-list.js';
import type { App } from '../app-type.js';
import { serve, type ServiceContext } from '../context.js';
import { ERROR_RESPONSES, Text } from '../schemas/common.js';
import { AspectResult, MultiEmotionResult } from '../schemas/results.js';

export function extraRoutes(app: App, ctx: ServiceContext): void {
  app.post('/aspect-sentiment', {
    schema: {
      tags: ['nlp'],
      summary: 'Aspects of a review and the sentiment of each (restaurant, product, app, general)',
      body: Type.Object({ text: Text, domain: Type.Optional(Type.String({ enum: [...ASPECT_DOMAINS], default: 'general' })), options: Type.Optional(Type.Object({}, { additionalProperties: true })) }, { additionalProperties: true }),
      response: { 200: AspectResult, ...ERROR_RESPONSES },
    },
  }, async (request) => {
    const { text, domain } = request.body;
    return serve<Static<typeof AspectResult>>(ctx, 'aspect-sentiment', text, { domain: domain ?? 'general' });
  });

  app.post('/multi-emotion', {
    schema: {
      tags: ['nlp'],
      summary: 'Every emotion above a threshold, the dominant one and a name for the mix',
      body: Type.Object({ text: Text, threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1, default: 0.2 })), options: Type.Optional(Type.Object({}, { additionalProperties: true })) }, { additionalProperties: true }),
      response: { 200: MultiEmotionResult, ...ERROR_RESPONSES },
    },
  }, async (request) => {
    const { text, threshold } = request.body;
    return serve<Static<typeof MultiEmotionResult>>(ctx, 'multi-emotion', text, { threshold: threshold ?? 0.2 });
  });
}
