/** Translation between Malay and English, and into formal Malay. */
import { Type } from 'typebox';
import { translate, type TranslateOptions, type TranslationResult, type TranslationTarget } from '../../analysis/translate.js';
import { TRANSLATION_TARGETS } from '../../analysis/choices.js';
import { InputError } from '../../errors.js';
import { defineCapability } from '../capability.js';
import { str } from '../cli-flags.js';

const isTarget = (target: unknown): target is TranslationTarget => (TRANSLATION_TARGETS as readonly unknown[]).includes(target);

/** @example `POST /translate {"text":"Saya suka kucing","target":"en"}` → `{"result":"I like cats", …}` */
export default defineCapability({
  name: 'translate',
  summary: 'Translate between Malay and English (or rewrite as formal Malay).',
  library: { namespace: 'translation', functions: { translate } },
  cli: {
    command: 'translate',
    flags: { to: 'en (default), ms, bm or formal', from: 'ms, id or en (detected when absent)' },
    // The flags are any text here; translate() checks them and raises LanguageError naming the choices.
    run: (t, f) => translate(t, { targetLang: str(f, 'to'), sourceLang: str(f, 'from') } as TranslateOptions),
    human: (r: TranslationResult) => r.translated,
  },
  http: {
    example: { text: 'Saya suka makan nasi lemak pada waktu pagi.', params: { target: 'en' } },
    path: '/translate', envelope: true, batch: true, result: Type.String(),
    description: 'Translation between Malay and English, or to formal Malay (target: en, bm, ms, formal).',
    params: { target: Type.String({ enum: [...TRANSLATION_TARGETS], description: 'Target: en (default), bm or ms (Malay), formal (formal Malay).' }) },
    run: (doc, p) => {
      const target = p.target ?? 'en';
      if (!isTarget(target)) {
        throw new InputError('MANGLISH_ERR_VALIDATION', `Expected "target" to be one of ${TRANSLATION_TARGETS.join(', ')}, but got ${JSON.stringify(target)}.`);
      }
      return { result: translate(doc.text, { targetLang: target }).translated };
    },
  },
  models: ['translation', 'pos', 'ner', 'lid'],
  evaluations: ['translation'],
});
