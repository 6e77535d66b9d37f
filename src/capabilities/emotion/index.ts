/** Emotion: joy, anger, sadness, fear, surprise, disgust or love. */
import { emotion } from '../../analysis/emotion.js';
import { EMOTIONS } from '../../analysis/choices.js';
import { defineCapability } from '../capability.js';
import { EmotionResult, emotionOutput } from '../http-shapes.js';

/** @example `POST /emotion {"text":"Geram betul aku"}` → `{"result":{"primary":"anger",…}}` */
export default defineCapability({
  name: 'emotion',
  summary: 'Joy, anger, sadness, fear, surprise, disgust or love.',
  cli: { command: 'emotion', run: (t) => emotion(t) },
  http: {
    example: { text: 'Geram betul aku, dah sejam tunggu Grab tak sampai-sampai' },
    path: '/emotion', envelope: true, batch: true, result: EmotionResult,
    description: 'Primary and secondary emotion with all seven probabilities (joy, anger, sadness, fear, surprise, disgust, love).',
    feedbackLabels: EMOTIONS,
    run: emotionOutput,
  },
  models: ['emotion'],
  evaluations: ['emotion'],
});
