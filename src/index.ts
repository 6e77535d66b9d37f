/**
 * manglish-nlp: Malay, English and Manglish text analysis. This module only re-exports; each
 * capability lives in its own file under `text/` and `analysis/`.
 *
 * @example
 * ```ts
 * import { normalize, tokenize } from 'manglish-nlp';
 * normalize('xnak la bro, sy dh penat gilerrr'); // 'tak nak lah bro, saya dah penat gila'
 * tokenize('Jom makan RM5 je 😂');               // ['Jom', 'makan', 'RM5', 'je', '😂']
 * ```
 */
export {
  ManglishNLPError, InputError, ModelError, LanguageError, PipelineError, ConfigError, HttpError, ERROR_CODES,
  type ErrorCode,
} from './errors.js';
export { tokenize, scan, type Token, type TokenKind } from './text/tokenize.js';
export { normalize, type NormalizeOptions } from './text/normalize.js';
export { clean, type CleanOptions } from './text/clean.js';
export { segment } from './text/segment.js';
export { stemWord } from './text/stem.js';
export { formalize } from './text/formalize.js';
export { correct, type CorrectResult, type Correction } from './text/correct.js';
export { detectLanguage, type LanguageResult, type LanguageCode } from './analysis/language.js';
export { sentiment, type SentimentResult, type SentimentLabel } from './analysis/sentiment.js';
export { emotion, type EmotionResult, type Emotion } from './analysis/emotion.js';
export { posTag, type PosTag } from './analysis/pos.js';
export { nerTag, type Entity, type EntityLabel } from './analysis/ner.js';
export { aspectSentiment, type AspectOptions, type AspectResult } from './analysis/aspect-sentiment.js';
export { multiEmotion, type MultiEmotionOptions, type MultiEmotionResult } from './analysis/multi-emotion.js';
export { extractKeywords, type Keyword, type KeywordOptions } from './analysis/keywords.js';
export { similarity } from './analysis/similarity.js';
export { augment, type AugmentMethod, type AugmentOptions } from './analysis/augment.js';
export { pipeline, PIPELINE_STEPS, type Pipeline, type PipelineResult, type PipelineStep } from './pipeline.js';
export { loadFasttext, loadWord2vec } from './models/embedding-loaders.js';
export type { Embeddings, EmbeddingModel } from './models/embeddings.js';
export { codeSwitching, dialect, hateSpeech, intent, qa, stance, summarization, textGeneration, topic, translation } from './namespaces.js';
export type { TranslateOptions, TranslationResult, TranslationTarget } from './analysis/translate.js';
export type { AnswerResult } from './analysis/qa.js';
export type { IntentResult, Intent } from './analysis/intent.js';
export type { TopicResult, Topic } from './analysis/topic.js';
export type { DialectResult, Dialect } from './analysis/dialect.js';
export type { HateSpeechResult, Severity } from './analysis/hate-speech.js';
export type { StanceResult, StanceOptions, Stance } from './analysis/stance.js';
export type { Segment, SwitchResult } from './analysis/code-switching.js';
export type { SummarizeOptions } from './analysis/summarize.js';
export type { GenerateOptions } from './analysis/generate.js';
export { VERSION } from './version.js';
