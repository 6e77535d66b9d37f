/**
 * The HTTP shapes several capabilities share (DECISIONS.md §4): the result schemas of sentiment, emotion,
 * language, entity and tag pairs, keywords and code-switching, and the functions that turn the library's
 * results into them. `/analyze` answers each part in its own endpoint's shape, so both read them from here.
 */
import { Type } from 'typebox';
import type { TextDocument } from '../analysis/document.js';
import { emotionOf } from '../analysis/emotion.js';
import { nerTagOf } from '../analysis/ner.js';
import { sentimentOf } from '../analysis/sentiment.js';
import type { ModuleOutput } from './capability.js';

/** A probability, 0 to 1. */
export const Probability = Type.Number({ minimum: 0, maximum: 1 });

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

/** `[text, label]` pairs: entities (`PERSON`, …) or tagged words. */
export const Pairs = Type.Array(Type.Tuple([Type.String(), Type.String()]));

export const KeywordsResult = Type.Array(Type.Object({ keyword: Type.String(), score: Type.Number() }));

export const CodeSwitchingResult = Type.Object({
  segments: Type.Array(Type.Object({ text: Type.String(), lang: Type.String({ enum: ['ms', 'en'] }), start: Type.Integer({ description: 'Offset of the first character (UTF-16 code unit) in the text' }), end: Type.Integer() })),
  switch_count: Type.Integer(),
  pattern: Type.String({ description: 'Matrix and embedded language, e.g. ms-en' }),
}, { description: 'Malay and English stretches of the text (code-switching)' });

/** The HTTP interface's entity types (the spec fixes `PERSON` and `LOCATION` where the library says `PER`, `LOC`). */
const ENTITY_TYPES: Readonly<Record<string, string>> = { PER: 'PERSON', LOC: 'LOCATION', ORG: 'ORG', MISC: 'MISC' };

/**
 * `/language`: the primary language, or `manglish` when Malay (or Indonesian) and English mix.
 *
 * @example
 * ```ts
 * languageOutput(new TextDocument('Weh, meeting tu dah cancel')).result; // { primary: 'manglish', scores: { … }, is_mixed: true }
 * ```
 */
export function languageOutput(doc: TextDocument): ModuleOutput {
  const r = doc.language;
  const scores = Object.fromEntries(r.languages.map((l) => [l.lang, l.conf]));
  const mixedMalayEnglish = r.is_mixed && (r.primary === 'ms' || r.primary === 'en' || r.primary === 'id');
  return { result: { primary: mixedMalayEnglish ? 'manglish' : r.primary, scores, is_mixed: r.is_mixed }, probabilities: scores };
}

/**
 * `/sentiment`: `{ label, score, probabilities }`.
 *
 * @example
 * ```ts
 * sentimentOutput(new TextDocument('Best gila nasi lemak ni!')).result; // { label: 'positive', score: 0.9…, probabilities: { … } }
 * ```
 */
export function sentimentOutput(doc: TextDocument): ModuleOutput {
  const r = sentimentOf(doc);
  return { result: { label: r.sentiment, score: r.score, probabilities: r.probabilities }, probabilities: r.probabilities };
}

/**
 * `/emotion`: `{ primary, score, secondary, scores }`.
 *
 * @example
 * ```ts
 * emotionOutput(new TextDocument('Geram betul aku dengan servis ni')).result.primary; // 'anger'
 * ```
 */
export function emotionOutput(doc: TextDocument): ModuleOutput {
  const r = emotionOf(doc);
  return { result: { primary: r.emotion, score: r.scores[r.emotion], secondary: r.secondary, scores: r.scores }, probabilities: r.scores };
}

/**
 * `/ner`: `[text, type]` pairs with the HTTP interface's type names.
 *
 * @example
 * ```ts
 * entityPairs(new TextDocument('Ali kerja di Petronas')); // [['Ali', 'PERSON'], ['Petronas', 'ORG']]
 * ```
 */
export function entityPairs(doc: TextDocument): [string, string][] {
  return nerTagOf(doc).map((e) => [e.text, ENTITY_TYPES[e.label] ?? e.label]);
}

/**
 * Malay and English stretches of a text with their character offsets (the playground colours them).
 *
 * @example
 * ```ts
 * codeSwitchingOutput(new TextDocument('Weh, meeting tu dah cancel')).switch_count; // 2
 * ```
 */
export function codeSwitchingOutput(doc: TextDocument): unknown {
  const r = doc.switches;
  return { segments: r.segments.map((g) => ({ text: g.text, lang: g.lang, start: g.start, end: g.end })), switch_count: r.switch_count, pattern: r.pattern };
}
