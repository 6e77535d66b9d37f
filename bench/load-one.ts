/** Run in a fresh process by bench/models.ts: times the first call of one function (model load included). */
import { lib } from './lib.js';

const { detectLanguage, sentiment, emotion, normalize, posTag, nerTag, extractKeywords, similarity, summarization, textGeneration, loadFasttext, translation, qa } = await lib();
const FUNCTIONS: Record<string, (t: string) => unknown> = {
  detectLanguage, sentiment, emotion, normalize, posTag, nerTag, extractKeywords,
  similarity: (t) => similarity(t, 'Saya suka makan nasi lemak'),
  summarize: (t) => summarization.summarize(t),
  generate: (t) => textGeneration.generate(t, { maxLength: 5, seed: 1 }),
  loadFasttext: () => loadFasttext(),
  translate: (t) => translation.translate(t, { targetLang: 'en' }),
  answer: (t) => qa.answer('Apa yang sedap?', t),
};
const name = process.argv[2] ?? '';
const fn = FUNCTIONS[name];
if (!fn) throw new Error(`unknown function ${name}`);
const t0 = performance.now();
await fn('Jom makan nasi lemak, sedap gila!');
const first = performance.now() - t0;
const t1 = performance.now();
await fn('Esok kita pergi kerja macam biasa.');
process.stdout.write(JSON.stringify({ name, firstCallMs: first, secondCallMs: performance.now() - t1 }));
