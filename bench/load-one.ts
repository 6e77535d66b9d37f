/** Run in a fresh process by bench/models.ts: times the first call of one function (model load included). */
import { detectLanguage } from '../src/analysis/language.js';
import { emotion } from '../src/analysis/emotion.js';
import { sentiment } from '../src/analysis/sentiment.js';
import { normalize } from '../src/text/normalize.js';

const FUNCTIONS: Record<string, (t: string) => unknown> = { detectLanguage, sentiment, emotion, normalize };
const name = process.argv[2] ?? '';
const fn = FUNCTIONS[name];
if (!fn) throw new Error(`unknown function ${name}`);
const t0 = performance.now();
fn('Jom makan nasi lemak, sedap gila!');
const first = performance.now() - t0;
const t1 = performance.now();
fn('Esok kita pergi kerja macam biasa.');
process.stdout.write(JSON.stringify({ name, firstCallMs: first, secondCallMs: performance.now() - t1 }));
