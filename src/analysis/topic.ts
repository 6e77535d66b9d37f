/**
 * Topic: politics, sports, entertainment, business, technology, health, education, lifestyle, religion or
 * other, with a finer subtopic (`football` under sports) where the team's cue words show one.
 */
import { requireText } from '../errors.js';
import { SUBTOPICS } from '../lang/ms/subtopics.js';
import { TOPIC_LEXICON } from '../lang/ms/topic-lexicon.js';
import { lazy } from '../lazy.js';
import type { FeatureSpec } from '../models/features.js';
import { loadLinear } from '../models/linear.js';
import { stemOf } from '../text/stem.js';
import { rankMixture } from './classify.js';
import { classifierTokens } from './tokens.js';

/** The ten topics, in the model's order. */
export const TOPICS = ['politics', 'sports', 'entertainment', 'business', 'technology', 'health', 'education', 'lifestyle', 'religion', 'other'] as const;
/** A topic label. */
export type Topic = (typeof TOPICS)[number];

/** Features of the topic model. */
export const TOPIC_SPEC: FeatureSpec = { buckets: 1 << 19, wordNgrams: 2, charMin: 4, charMax: 6, negation: false, unigramMark: '⟦' };

/** The result of {@link classifyTopic}. */
export interface TopicResult {
  readonly topic: Topic;
  /** Probability of `topic` (0 to 1). */
  readonly confidence: number;
  /** A finer label within the topic (e.g. `football`, `exams`), or `null` when no cue shows one. */
  readonly subtopic: string | null;
  /** Every topic's probability. */
  readonly scores: Record<Topic, number>;
}

/**
 * The share of the naive Bayes companion in the topic probabilities (the rest is logistic regression):
 * chosen by 5-fold cross-validation on SIB-200's Malay training split (see models/topic.md).
 */
export const TOPIC_NAIVE_BAYES_WEIGHT = 0.2;

const model = lazy(() => loadLinear('topic.bin.gz'));
const naiveBayes = lazy(() => loadLinear('topic-nb.bin.gz'));

/** Topic cue words (and two-word cues) → the topics they suggest. */
const lexicon = lazy(() => {
  const map = new Map<string, string[]>();
  for (const [topic, words] of Object.entries(TOPIC_LEXICON)) for (const w of words) map.set(w, [...(map.get(w) ?? []), topic]);
  return map;
});

/**
 * The token view of the topic model: the classifier tokens, then a marker `⟨topic⟩` for every word (as
 * written or as its stem) or word pair in the team's topic cue lexicon, then the stem of every word
 * that has one (`⟦lancar⟧` for `dilancarkan`), so that `pelancaran` and `dilancarkan` share a feature.
 *
 * @example
 * ```ts
 * topicTokens('Saintis menemui planet baharu'); // [..., '⟨technology⟩', '⟨technology⟩', '⟦temu⟧']
 * ```
 */
export function topicTokens(text: string): string[] {
  return withTopicCues(classifierTokens(text));
}

/** {@link topicTokens} from classifier tokens already made. */
function withTopicCues(tokens: readonly string[]): string[] {
  const out = [...tokens];
  const stems: string[] = [];
  const lex = lexicon();
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i] as string;
    const stem = stemOf(w);
    const hits = lex.get(w) ?? lex.get(stem) ?? [];
    const pair = i + 1 < tokens.length ? lex.get(`${w} ${tokens[i + 1] as string}`) ?? [] : [];
    for (const topic of [...hits, ...pair]) out.push(`⟨${topic}⟩`);
    if (stem !== w) stems.push(`⟦${stem}⟧`);
  }
  return [...out, ...stems];
}

/** Cue phrases by first word: [words, subtopic], per topic. */
const cues = lazy(() => {
  const out = new Map<string, Map<string, { words: string[]; subtopic: string }[]>>();
  for (const [topic, subs] of Object.entries(SUBTOPICS)) {
    const byFirst = new Map<string, { words: string[]; subtopic: string }[]>();
    for (const [subtopic, list] of Object.entries(subs)) {
      for (const cue of list) {
        const words = cue.split(' ');
        byFirst.set(words[0] as string, [...(byFirst.get(words[0] as string) ?? []), { words, subtopic }]);
      }
    }
    out.set(topic, byFirst);
  }
  return out;
});

/** The subtopic of `topic` with the most cue hits in the tokens (ties: the first listed), or null. */
function subtopicOf(topic: string, tokens: readonly string[]): string | null {
  const byFirst = cues().get(topic);
  if (!byFirst) return null;
  const hits = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    for (const cue of byFirst.get(tokens[i] as string) ?? []) {
      if (cue.words.every((w, j) => tokens[i + j] === w)) hits.set(cue.subtopic, (hits.get(cue.subtopic) ?? 0) + cue.words.length);
    }
  }
  let best: string | null = null;
  let most = 0;
  for (const sub of Object.keys(SUBTOPICS[topic] ?? {})) {
    const n = hits.get(sub) ?? 0;
    if (n > most) [best, most] = [sub, n];
  }
  return best;
}

/**
 * Classifies the topic of a text (trained on SIB-200 news sentences and team-written Malaysian texts, with
 * the team's topic cue words as features) and names a subtopic from the team's cue words when one shows.
 *
 * @example
 * ```ts
 * topic.classifyTopic('Harimau Malaya menang 2-1 menentang Vietnam malam tadi');
 * // { topic: 'sports', confidence: 0.9…, subtopic: 'football', scores: { … } }
 * ```
 */
export function classifyTopic(text: string): TopicResult {
  requireText(text);
  const tokens = classifierTokens(text);
  const ranked = rankMixture([[model(), 1 - TOPIC_NAIVE_BAYES_WEIGHT], [naiveBayes(), TOPIC_NAIVE_BAYES_WEIGHT]], withTopicCues(tokens));
  const top = ranked[0] as { label: string; score: number };
  const scores = Object.fromEntries(TOPICS.map((t) => [t, ranked.find((c) => c.label === t)?.score ?? 0])) as Record<Topic, number>;
  return { topic: top.label as Topic, confidence: top.score, subtopic: subtopicOf(top.label, tokens), scores };
}
