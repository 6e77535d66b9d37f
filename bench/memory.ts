/**
 * The library's memory and first calls, each in a fresh plain `node` process running the compiled package:
 * the resident size with every model loaded (every public function called once), and each function's first
 * call (models loaded on the way; importing the package is timed apart).
 */
import { execFileSync } from 'node:child_process';
import { CALLS } from './calls.js';
import { emit } from './lib.js';

const library = new URL('../dist/index.js', import.meta.url).href;

/** The probe's source: import the package, then `body` (which prints one JSON line). */
function probe(body: string): Record<string, number> {
  const source = `const t0 = performance.now(); const m = await import(${JSON.stringify(library)}); const importMs = performance.now() - t0;\n${body}`;
  return JSON.parse(execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', source], { encoding: 'utf8' })) as Record<string, number>;
}

export async function benchMemory(): Promise<void> {
  const all = probe(`${Object.values(CALLS).map((c) => `await ${c};`).join('\n')}
globalThis.gc(); await new Promise((r) => setTimeout(r, 200)); globalThis.gc();
const u = process.memoryUsage();
console.log(JSON.stringify({ rssMB: Math.round(u.rss / 1e6), heapMB: Math.round(u.heapUsed / 1e6), arrayBuffersMB: Math.round(u.arrayBuffers / 1e6), importMs: Math.round(importMs) }));`);
  emit({ group: 'memory', what: 'library, every model loaded', who: 'manglish-nlp', regime: 'resident set size', value: all.rssMB as number, unit: 'MB', note: `heap ${all.heapMB} MB, array buffers ${all.arrayBuffersMB} MB; plain node, compiled package` });
  emit({ group: 'memory', what: 'importing the library', who: 'manglish-nlp', regime: 'fresh process', value: all.importMs as number, unit: 'ms' });
  for (const [name, call] of Object.entries(CALLS)) {
    const one = probe(`const a = performance.now(); await ${call}; const b = performance.now(); await ${call};
console.log(JSON.stringify({ firstCallMs: b - a, secondCallMs: performance.now() - b }));`);
    emit({ group: 'first-call', what: name, who: 'manglish-nlp', regime: 'first call in a fresh process', value: one.firstCallMs as number, unit: 'ms', note: `second call ${(one.secondCallMs as number).toFixed(2)} ms` });
  }
}
