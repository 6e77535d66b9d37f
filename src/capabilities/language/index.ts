/** Language identification and Malay–English mixing. */
import { detectLanguage } from '../../analysis/language.js';
import { LANGUAGES } from '../../analysis/choices.js';
import { defineCapability } from '../capability.js';
import { LanguageResult, languageOutput } from '../http-shapes.js';

/** @example `POST /language {"text":"Weh, meeting tu dah cancel"}` → `{"result":{"primary":"manglish",…}}` */
export default defineCapability({
  name: 'language',
  summary: 'Identify the language (ms, id, en, zh, ta, other) and Malay–English mixing.',
  cli: { command: 'language', run: (t) => detectLanguage(t) },
  http: {
    example: { text: 'Weh, meeting tu dah cancel, kita jumpa next week je' },
    path: '/language', envelope: true, batch: true, result: LanguageResult,
    description: 'Language (ms, id, en, zh, ta, other, or manglish when Malay and English mix) with scores.',
    feedbackLabels: [...LANGUAGES, 'manglish'],
    run: languageOutput,
  },
  models: ['lid'],
  evaluations: ['language'],
});
