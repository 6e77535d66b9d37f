/** Hate-speech detection. */
import { detectHateSpeech } from '../../analysis/hate-speech.js';
import { defineCapability } from '../capability.js';

/** @example `hateSpeech.detectHateSpeech('Kedai Cina tu murah').is_hate_speech` → `false` */
export default defineCapability({
  name: 'hate-speech',
  summary: 'Hate speech: severity, categories and score.',
  library: { namespace: 'hateSpeech', functions: { detectHateSpeech } },
  cli: { command: 'hate', run: (t) => detectHateSpeech(t) },
  models: ['hate-speech'],
  evaluations: ['hate-speech'],
});
