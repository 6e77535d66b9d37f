/**
 * Threads started from TypeScript sources (a checkout run with tsx, the tests) need tsx registered in
 * them too; threads of the built package need nothing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The `execArgv` of a thread whose entry is `entry`: the parent's, plus a preload that registers tsx when
 * the entry is a `.ts` file.
 *
 * @example
 * ```ts
 * new Worker(entry, { execArgv: threadExecArgv(entry) });
 * ```
 */
export function threadExecArgv(entry: URL): string[] {
  if (extname(entry.pathname) !== '.ts') return [];
  // tsx's ES-module API, found through its package.json (its CommonJS build cannot register from a preload).
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
  const api = pathToFileURL(join(dirname(manifest), exports['./esm/api']?.import.default ?? 'dist/esm/api/index.mjs')).href;
  const preload = `import { register } from ${JSON.stringify(api)}; register();`;
  return [...process.execArgv.filter((a) => !a.startsWith('--inspect')), '--import', `data:text/javascript,${encodeURIComponent(preload)}`];
}
