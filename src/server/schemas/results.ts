/** Schemas of the NLP results, one per endpoint (DECISIONS.md §4). */
import { Type } from 'typebox';

const Probability = Type.Number({ minimum: 0, maximum: 1 });

export const SentimentResult = Type.Object({
  label: Type.String({ enum: ['positive', 'negative', 'neutral'] }),
  score: Probability,
  probabilities: Type.Object({ positive: Probability, negative: Probability, neutral: Probability }),
});

export const EmotionResult = Type.Object({
  primary: Type.String(),
  score: Probability,
  secondary: Type.String(),
  scores: Type.Record(Type.String(), Probability),
});

export const LanguageResult = Type.Object({
  primary: Type.String({ description: 'A language code (ms, id, en, zh, ta, other) or manglish when Malay and English mix.' }),
  scores: Type.Record(Type.String(), Probability),
  is_mixed: Type.Boolean(),
});

export const Pairs = Type.Array(Type.Tuple([Type.String(), Type.String()]));

export const KeywordsResult = Type.Array(Type.Object({ keyword: Type.String(), score: Type.Number() }));

export const DialectResult = Type.Object({
  dialect: Type.String(),
  confidence: Probability,
  scores: Type.Record(Type.String(), Probability),
});

export const AnalyzeResult = Type.Object({
  normalized: Type.String(),
  sentiment: SentimentResult,
  language: LanguageResult,
  pos: Pairs,
  entities: Pairs,
  emotion: EmotionResult,
  keywords: KeywordsResult,
  code_switching: Type.Object({
    segments: Type.Array(Type.Object({ text: Type.String(), lang: Type.String({ enum: ['ms', 'en'] }), start: Type.Integer({ description: 'Offset of the first character (UTF-16 code unit) in the text' }), end: Type.Integer() })),
    switch_count: Type.Integer(),
    pattern: Type.String({ description: 'Matrix and embedded language, e.g. ms-en' }),
  }, { description: 'Malay and English stretches of the text (code-switching)' }),
});

export const AspectResult = Type.Object({
  aspects: Type.Array(Type.Object({ aspect: Type.String(), sentiment: Type.String(), confidence: Probability })),
  conflict: Type.Boolean(),
  overall: Type.String(),
});

export const MultiEmotionResult = Type.Object({
  emotions: Type.Array(Type.Object({ emotion: Type.String(), confidence: Probability })),
  dominant: Type.String(),
  is_multi: Type.Boolean(),
  co_occurrence: Type.String(),
});
