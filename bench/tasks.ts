/** Issue-6 analyses: texts per second of intent, topic, dialect, hate speech, stance, aspect sentiment, multi-emotion. */
import { SENTENCES } from './corpus.js';
import { lib, report, throughput } from './lib.js';

export async function benchTasks(): Promise<Record<string, number>> {
  const { intent, topic, dialect, hateSpeech, stance, aspectSentiment, multiEmotion } = await lib();
  const fns: [string, (t: string) => unknown, number][] = [
    ['intent.classifyIntent', (t) => intent.classifyIntent(t), 20_000],
    ['topic.classifyTopic', (t) => topic.classifyTopic(t), 20_000],
    ['dialect.detectDialect', (t) => dialect.detectDialect(t), 20_000],
    ['hateSpeech.detectHateSpeech', (t) => hateSpeech.detectHateSpeech(t), 20_000],
    ['stance.detectStance (target)', (t) => stance.detectStance(t, { target: 'kerajaan' }), 20_000],
    ['multiEmotion', (t) => multiEmotion(t), 20_000],
    ['aspectSentiment (restaurant)', (t) => aspectSentiment(t, { domain: 'restaurant' }), 5_000],
  ];
  const out: Record<string, number> = {};
  for (const [name, fn, target] of fns) {
    const r = throughput(() => (SENTENCES.forEach((s) => fn(s)), SENTENCES.length));
    report(`manglish-nlp ${name}`, r.unitsPerSecond, 'texts/s', `(target ≥ ${target.toLocaleString('en-US')})`);
    out[name] = r.unitsPerSecond;
  }
  return out;
}
