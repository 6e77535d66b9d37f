/** Extractive question answering. */
import { answer, type AnswerResult } from '../../analysis/qa.js';
import { defineCapability } from '../capability.js';
import { str } from '../cli-flags.js';

/** @example `qa.answer('Siapa pengasas syarikat itu?', 'Syarikat itu diasaskan oleh Ahmad pada tahun 1990.').answer` → `'Ahmad'` */
export default defineCapability({
  name: 'qa',
  summary: 'Answer --question from the text (empty when the text holds no answer).',
  library: { namespace: 'qa', functions: { answer } },
  cli: {
    command: 'answer',
    flags: { question: 'the question to answer' },
    run: (t, f) => answer(str(f, 'question') as string, t),
    human: (r: AnswerResult) => (r.answer === '' ? '(no answer in the text)' : r.answer),
  },
  models: ['qa'],
  evaluations: ['qa'],
});
