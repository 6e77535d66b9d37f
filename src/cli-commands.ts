/**
 * The CLI's command table: one entry per library function. Each entry says how to run the function on
 * the text and flags and, optionally, how to print the result for a person.
 */
import { aspectSentiment } from './analysis/aspect-sentiment.js';
import { augment, type AugmentMethod } from './analysis/augment.js';
import { detectSwitches } from './analysis/code-switching.js';
import { detectDialect } from './analysis/dialect.js';
import { detectHateSpeech } from './analysis/hate-speech.js';
import { classifyIntent } from './analysis/intent.js';
import { detectStance } from './analysis/stance.js';
import { classifyTopic } from './analysis/topic.js';
import { generate } from './analysis/generate.js';
import { extractKeywords, type Keyword } from './analysis/keywords.js';
import { multiEmotion } from './analysis/multi-emotion.js';
import { similarity } from './analysis/similarity.js';
import { summarize } from './analysis/summarize.js';
import { translate, type TranslateOptions, type TranslationResult } from './analysis/translate.js';
import { answer, type AnswerResult } from './analysis/qa.js';
import { emotion } from './analysis/emotion.js';
import { detectLanguage } from './analysis/language.js';
import { sentiment } from './analysis/sentiment.js';
import { posTag } from './analysis/pos.js';
import { nerTag, type Entity } from './analysis/ner.js';
import { clean } from './text/clean.js';
import { correct, type CorrectResult } from './text/correct.js';
import { formalize } from './text/formalize.js';
import { normalize } from './text/normalize.js';
import { segment } from './text/segment.js';
import { stemWord } from './text/stem.js';
import { tokenize } from './text/tokenize.js';

/** Parsed `--flag` and `--flag=value` arguments. */
export type Flags = Readonly<Record<string, string | boolean>>;

/** One CLI command. */
export interface Command {
  readonly name: string;
  readonly summary: string;
  /** Command-specific flags and what they do. */
  readonly flags?: Readonly<Record<string, string>>;
  /** True for commands that take no text (e.g. `serve`). */
  readonly noText?: boolean;
  readonly run: (text: string, flags: Flags) => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command knows its own result type
  readonly human?: (result: any) => string;
}

const lines = (items: readonly string[]): string => items.join('\n');

/** A numeric flag (`--top=3`) as a number; anything else is passed on for the function to reject. */
const num = (flags: Flags, key: string): number | undefined => (flags[key] === undefined ? undefined : Number(flags[key]));
/** A text flag (`--style=abstractive`), or undefined when absent or given without a value. */
const str = (flags: Flags, key: string): string | undefined => (typeof flags[key] === 'string' ? flags[key] : undefined);

/** Every command, in the order `manglish help` lists them. */
export const COMMANDS: readonly Command[] = [
  {
    name: 'serve',
    summary: 'Start the HTTP service (PORT, HOST and the other variables in the README).',
    noText: true,
    run: async () => {
      const { startServer } = await import('./server/server.js');
      await startServer();
      return undefined;
    },
  },
  {
    name: 'worker',
    summary: 'Start a worker that runs asynchronous jobs from the queue in Redis (REDIS_URL; see docs/deploy.md).',
    noText: true,
    run: async () => {
      const { startWorker } = await import('./server/worker.js');
      await startWorker();
      return undefined;
    },
  },
  {
    name: 'migrate',
    summary: 'Bring the store\'s schema up to date (DATABASE_URL, or MANGLISH_DB) and exit.',
    noText: true,
    run: async () => {
      const { migrate } = await import('./server/worker.js');
      return migrate();
    },
    human: (r: { store: string; applied: number }) => `${r.store === 'postgresql' ? 'PostgreSQL' : 'SQLite'}: ${r.applied} migration${r.applied === 1 ? '' : 's'} applied; the schema is up to date.`,
  },
  { name: 'tokenize', summary: 'Split text into tokens (URLs, money, emoji and reduplication kept whole).', run: (t) => tokenize(t), human: lines },
  {
    name: 'normalize',
    summary: 'Expand shortforms and slang into standard spelling.',
    flags: { aggressive: 'also lower-case, expand chat abbreviations, drop filler particles, correct spelling' },
    run: (t, f) => normalize(t, { aggressive: f.aggressive === true }),
  },
  {
    name: 'clean',
    summary: 'Remove URLs, mentions, HTML and stray symbols; tidy whitespace.',
    flags: { 'keep-urls': 'do not remove URLs', 'keep-mentions': 'do not remove @mentions', lowercase: 'lower-case the result' },
    run: (t, f) => clean(t, { removeUrls: f['keep-urls'] !== true, removeMentions: f['keep-mentions'] !== true, lowercase: f.lowercase === true }),
  },
  { name: 'segment', summary: 'Split text into sentences.', run: (t) => segment(t), human: lines },
  { name: 'stem', summary: 'The root of each Malay word (e.g. pengajaran → ajar).', run: (t) => stemWord(t) },
  { name: 'formalize', summary: 'Rewrite informal Malay/Manglish as formal Malay.', run: (t) => formalize(t) },
  {
    name: 'correct',
    summary: 'Correct misspelt words.',
    run: (t) => correct(t),
    human: (r: CorrectResult) => [r.corrected, ...r.changes.map((c) => `  ${c.original} → ${c.corrected}`)].join('\n'),
  },
  { name: 'language', summary: 'Identify the language (ms, id, en, zh, ta, other) and Malay–English mixing.', run: (t) => detectLanguage(t) },
  { name: 'switches', summary: 'Malay and English segments of code-switched text.', run: (t) => detectSwitches(t) },
  { name: 'sentiment', summary: 'Positive, negative or neutral, with confidence.', run: (t) => sentiment(t) },
  { name: 'emotion', summary: 'Joy, anger, sadness, fear, surprise, disgust or love.', run: (t) => emotion(t) },
  { name: 'pos', summary: 'Part-of-speech tags (Universal Dependencies).', run: (t) => posTag(t), human: (r: [string, string][]) => r.map(([w, t]) => `${w}\t${t}`).join('\n') },
  { name: 'intent', summary: 'Query, command, complaint, greeting, request, feedback or other.', run: (t) => classifyIntent(t) },
  { name: 'topic', summary: 'Politics, sports, entertainment, business, technology, health, education, lifestyle, religion or other.', run: (t) => classifyTopic(t) },
  { name: 'dialect', summary: 'Malaysian Malay dialect (Kelantan, Terengganu, Kedah, Negeri Sembilan, Sarawak, Sabah, Perak or standard).', run: (t) => detectDialect(t) },
  { name: 'hate', summary: 'Hate speech: severity, categories and score.', run: (t) => detectHateSpeech(t) },
  { name: 'stance', summary: 'For, against or neutral toward --target (or the main subject).', flags: { target: 'what the stance is toward' }, run: (t, f) => detectStance(t, { target: str(f, 'target') }) },
  { name: 'aspects', summary: 'Sentiment per aspect (food, service, price, …).', flags: { domain: 'restaurant, product, app or general' }, run: (t, f) => aspectSentiment(t, { domain: str(f, 'domain') as never }) },
  { name: 'emotions', summary: 'Every emotion above a threshold (multi-label).', flags: { threshold: 'minimum probability, 0 to 1 (default 0.2)' }, run: (t, f) => multiEmotion(t, { threshold: num(f, 'threshold') }) },
  {
    name: 'keywords',
    summary: 'Keywords and keyphrases by TF-IDF.',
    flags: { top: 'how many (default 5)' },
    run: (t, f) => extractKeywords(t, { topN: num(f, 'top') }),
    human: (r: Keyword[]) => r.map((k) => `${k.score.toFixed(4)}\t${k.keyword}`).join('\n'),
  },
  { name: 'similarity', summary: 'Similarity (0 to 1) of the text and --with.', flags: { with: 'the second text' }, run: (t, f) => similarity(t, str(f, 'with') as string) },
  {
    name: 'augment',
    summary: 'Changed copies of the text for data augmentation.',
    flags: { n: 'how many (default 3)', method: 'synonym, insert, swap, delete or mixed', seed: 'random seed (default 0)' },
    run: (t, f) => augment(t, { n: num(f, 'n'), method: str(f, 'method') as AugmentMethod | undefined, seed: num(f, 'seed') }),
    human: lines,
  },
  {
    name: 'summarize',
    summary: 'A summary of at most --max words.',
    flags: { max: 'most words (default 100)', style: 'extractive or abstractive' },
    run: (t, f) => summarize(t, { maxLength: num(f, 'max'), style: str(f, 'style') as never }),
  },
  {
    name: 'generate',
    summary: 'Continue the text with the n-gram language model.',
    flags: { max: 'most tokens (default 50)', temperature: 'sampling temperature (default 0.7)', seed: 'random seed' },
    run: (t, f) => generate(t, { maxLength: num(f, 'max'), temperature: num(f, 'temperature'), seed: num(f, 'seed') }),
  },
  {
    name: 'translate',
    summary: 'Translate between Malay and English (or rewrite as formal Malay).',
    flags: { to: 'en (default), ms, bm or formal', from: 'ms, id or en (detected when absent)' },
    // The flags are any text here; translate() checks them and raises LanguageError naming the choices.
    run: (t, f) => translate(t, { targetLang: str(f, 'to'), sourceLang: str(f, 'from') } as TranslateOptions),
    human: (r: TranslationResult) => r.translated,
  },
  {
    name: 'answer',
    summary: 'Answer --question from the text (empty when the text holds no answer).',
    flags: { question: 'the question to answer' },
    run: (t, f) => answer(str(f, 'question') as string, t),
    human: (r: AnswerResult) => (r.answer === '' ? '(no answer in the text)' : r.answer),
  },
  { name: 'ner', summary: 'Named entities (PER, ORG, LOC, MISC) with character offsets.', run: (t) => nerTag(t), human: (r: Entity[]) => r.map((e) => `${e.label}\t${e.text}\t${e.start}-${e.end}`).join('\n') },
];
