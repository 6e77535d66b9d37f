/** The single-text NLP endpoints: POST /sentiment, /emotion, /language, … and /analyze. */
import { Type, type TSchema } from 'typebox';
import type { App } from '../app-type.js';
import { ms, paramsOf, serve, type ServiceContext } from '../context.js';
import { MODULES, TRANSLATE_TARGETS, type ModuleInfo } from '../module-list.js';
import { ERROR_RESPONSES, envelope, nlpBody } from '../schemas/common.js';
import { AnalyzeResult, DialectResult, EmotionResult, KeywordsResult, LanguageResult, Pairs, SentimentResult } from '../schemas/results.js';

/** Result schema and extra body fields of each endpoint module. */
const SHAPES: Record<string, { result: TSchema; extra?: Record<string, TSchema> }> = {
  sentiment: { result: SentimentResult },
  emotion: { result: EmotionResult },
  language: { result: LanguageResult },
  normalize: { result: Type.String() },
  formalize: { result: Type.String() },
  ner: { result: Pairs },
  pos: { result: Pairs },
  keywords: { result: KeywordsResult, extra: { top_n: Type.Integer({ minimum: 1, maximum: 100, description: 'How many keywords (default 5).' }) } },
  summarize: {
    result: Type.String(),
    extra: {
      max_length: Type.Integer({ minimum: 5, maximum: 5000, description: 'Most words in the summary (default 100).' }),
      style: Type.String({ enum: ['extractive', 'abstractive'], description: 'extractive (default) or abstractive.' }),
    },
  },
  dialect: { result: DialectResult },
  analyze: { result: AnalyzeResult },
  translate: { result: Type.String(), extra: { target: Type.String({ enum: [...TRANSLATE_TARGETS], description: 'Target: en (default), bm or ms (Malay), formal (formal Malay).' }) } },
};

/** The modules that have their own endpoint (every module in the registry). */
export const ENDPOINT_MODULES: readonly ModuleInfo[] = MODULES;

export function nlpRoutes(app: App, ctx: ServiceContext): void {
  for (const module of ENDPOINT_MODULES) {
    const shape = SHAPES[module.name] ?? { result: Type.Unknown() };
    app.post(module.endpoint, {
      schema: { tags: ['nlp'], summary: module.description, body: nlpBody(shape.extra), response: { 200: envelope(shape.result), ...ERROR_RESPONSES } },
    }, async (request) => {
      const start = performance.now();
      return { result: await serve(ctx, module.name, request.body.text, paramsOf(request.body)), processing_time_ms: ms(start) };
    });
  }
}
