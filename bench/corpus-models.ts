/** Corpus models: keywords and similarity throughput, summary and generation latency. */
import { SENTENCES } from './corpus.js';
import { lib, report, throughput } from './lib.js';

/** A text of about `words` words built from the corpus sentences (several paragraphs). */
function longText(words: number): string {
  const out: string[] = [];
  let n = 0;
  for (let i = 0; n < words; i++) {
    const s = SENTENCES[i % SENTENCES.length] as string;
    out.push(/[.!?]$/.test(s) ? s : `${s}.`);
    n += s.split(/\s+/).length;
  }
  return out.join(' ');
}

export async function benchCorpusModels(): Promise<Record<string, number>> {
  const { extractKeywords, similarity, summarization, textGeneration } = await lib();
  const keywords = throughput(() => (SENTENCES.forEach((s) => extractKeywords(s)), SENTENCES.length));
  report('manglish-nlp extractKeywords', keywords.unitsPerSecond, 'texts/s', '(target ≥ 10,000)');
  const sim = throughput(() => {
    for (let i = 0; i < SENTENCES.length; i++) similarity(SENTENCES[i] as string, SENTENCES[(i + 1) % SENTENCES.length] as string);
    return SENTENCES.length;
  });
  report('manglish-nlp similarity', sim.unitsPerSecond, 'pairs/s', '(target ≥ 10,000)');
  const text = longText(500);
  const summary = throughput(() => (summarization.summarize(text, { maxLength: 60 }), 1), 2000);
  report('summarize, 500-word text, extractive', 1000 / summary.unitsPerSecond, 'ms/text', '(target ≤ 5 ms)', 2);
  const abstractive = throughput(() => (summarization.summarize(text, { maxLength: 60, style: 'abstractive' }), 1), 2000);
  report('summarize, 500-word text, abstractive', 1000 / abstractive.unitsPerSecond, 'ms/text', '', 2);
  let seed = 0;
  const gen = throughput(() => (textGeneration.generate('Kerajaan akan', { maxLength: 50, seed: seed++ }), 1), 2000);
  report('generate, 50 tokens', 1000 / gen.unitsPerSecond, 'ms/call', '(target ≤ 5 ms)', 2);
  return { keywords: keywords.unitsPerSecond, similarity: sim.unitsPerSecond, summarizeMs: 1000 / summary.unitsPerSecond, generateMs: 1000 / gen.unitsPerSecond };
}
