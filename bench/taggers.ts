/** Tagger throughput: tokens per second of `posTag` and `nerTag` on the fixed corpus. */
import { SENTENCES } from './corpus.js';
import { lib, report, throughput } from './lib.js';

export async function benchTaggers(): Promise<Record<string, number>> {
  const { posTag, nerTag, tokenize } = await lib();
  const tokens = SENTENCES.reduce((n, s) => n + tokenize(s).length, 0);
  const pos = throughput(() => SENTENCES.reduce((n, s) => n + posTag(s).length, 0), 3000);
  report('manglish-nlp posTag', pos.unitsPerSecond, 'tokens/s');
  const ner = throughput(() => (SENTENCES.forEach((s) => nerTag(s)), tokens), 3000);
  report('manglish-nlp nerTag', ner.unitsPerSecond, 'tokens/s');
  return { posTag: pos.unitsPerSecond, nerTag: ner.unitsPerSecond };
}
