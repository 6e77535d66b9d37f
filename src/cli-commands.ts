/**
 * The CLI's command table: one entry per library function. Each entry says how to run the function on
 * the text and flags and, optionally, how to print the result for a person.
 */
import { detectSwitches } from './analysis/code-switching.js';
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
  { name: 'ner', summary: 'Named entities (PER, ORG, LOC, MISC) with character offsets.', run: (t) => nerTag(t), human: (r: Entity[]) => r.map((e) => `${e.label}\t${e.text}\t${e.start}-${e.end}`).join('\n') },
];
