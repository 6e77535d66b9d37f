/** Model load time: each function's first call in a fresh process (artifact loading included). */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { report } from './lib.js';

export const LOAD_FUNCTIONS = ['normalize', 'detectLanguage', 'sentiment', 'emotion', 'posTag', 'nerTag', 'extractKeywords', 'similarity', 'summarize', 'generate', 'loadFasttext', 'translate', 'answer'];

export function benchModelLoad(): void {
  const script = fileURLToPath(new URL('./load-one.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  for (const name of LOAD_FUNCTIONS) {
    const out = JSON.parse(execFileSync(tsx, [script, name], { encoding: 'utf8' })) as { firstCallMs: number; secondCallMs: number };
    report(`first call of ${name} (fresh process)`, out.firstCallMs, 'ms', `(then ${out.secondCallMs.toFixed(2)} ms)`);
  }
}
