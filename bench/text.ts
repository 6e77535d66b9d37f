/**
 * Text toolkit throughput: tokens per second of `tokenize` and `normalize` on the fixed corpus, side by
 * side with wink-nlp's tokenizer on the same text in the same run.
 */
import { SENTENCES } from './corpus.js';
import { lib, peer, report, throughput } from './lib.js';

interface WinkDoc { tokens(): { out(): string[] } }
type WinkFactory = (model: unknown, pipe?: string[]) => { readDoc(text: string): WinkDoc };

export async function benchText(): Promise<Record<string, number>> {
  const { normalize, tokenize } = await lib();
  const results: Record<string, number> = {};
  const ours = throughput(() => SENTENCES.reduce((n, s) => n + tokenize(s).length, 0));
  report('manglish-nlp tokenize', ours.unitsPerSecond, 'tokens/s');
  results.tokenize = ours.unitsPerSecond;
  // normalize counts the input's whitespace-separated words.
  const normOnly = throughput(() => {
    let n = 0;
    for (const s of SENTENCES) {
      normalize(s);
      n += s.split(/\s+/).length;
    }
    return n;
  });
  report('manglish-nlp normalize', normOnly.unitsPerSecond, 'words/s');
  results.normalize = normOnly.unitsPerSecond;
  const winkNLP = peer<WinkFactory>('wink-nlp');
  const model = peer<unknown>('wink-eng-lite-web-model');
  if (winkNLP && model) {
    const nlp = winkNLP(model, []);
    const wink = throughput(() => SENTENCES.reduce((n, s) => n + nlp.readDoc(s).tokens().out().length, 0));
    report('wink-nlp tokenizer (pipe: [])', wink.unitsPerSecond, 'tokens/s');
    report('ratio manglish-nlp / wink-nlp', (ours.unitsPerSecond / wink.unitsPerSecond) * 100, '%');
    results.winkTokenize = wink.unitsPerSecond;
  } else {
    process.stdout.write('wink-nlp not installed: run "npm run bench:setup" to compare\n');
  }
  return results;
}
