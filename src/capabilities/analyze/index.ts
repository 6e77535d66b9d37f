/** `/analyze`: every core analysis of one text at once, each part in its own endpoint's shape. */
import { Type } from 'typebox';
import type { TextDocument } from '../../analysis/document.js';
import { extractKeywordsOf } from '../../analysis/keywords.js';
import { posTagOf } from '../../analysis/pos.js';
import { defineCapability, type ModuleOutput } from '../capability.js';
import {
  CodeSwitchingResult, codeSwitchingOutput, EmotionResult, emotionOutput, entityPairs, KeywordsResult, LanguageResult, languageOutput,
  Pairs, SentimentResult, sentimentOutput,
} from '../http-shapes.js';

/** Every part read from one document: the text is scanned, normalised and its language found once. */
function analyze(doc: TextDocument): ModuleOutput {
  const sentiment = sentimentOutput(doc);
  return {
    result: {
      normalized: doc.normalized,
      sentiment: sentiment.result,
      language: languageOutput(doc).result,
      pos: posTagOf(doc),
      entities: entityPairs(doc),
      emotion: emotionOutput(doc).result,
      keywords: extractKeywordsOf(doc),
      code_switching: codeSwitchingOutput(doc),
    },
    probabilities: sentiment.probabilities,
  };
}

/** @example `POST /analyze {"text":"Weh, meeting tu dah cancel"}` → `{"result":{"normalized":…,"sentiment":…,…}}` */
export default defineCapability({
  name: 'analyze',
  summary: 'Everything at once: normalised text, sentiment, language, POS, entities, emotion, keywords and code-switching.',
  http: {
    example: { text: 'Weh, meeting dengan Encik Ali kat KL tu dah cancel, best gila!' },
    path: '/analyze', envelope: true,
    description: 'Everything at once: normalized text, sentiment, language, POS, entities, emotion, keywords and code-switching.',
    result: Type.Object({
      normalized: Type.String(),
      sentiment: SentimentResult,
      language: LanguageResult,
      pos: Pairs,
      entities: Pairs,
      emotion: EmotionResult,
      keywords: KeywordsResult,
      code_switching: CodeSwitchingResult,
    }),
    run: analyze,
  },
  models: ['vocab', 'sentiment', 'lid', 'pos', 'ner', 'emotion', 'keywords'],
  evaluations: [],
});
