/**
 * The service's main thread loads no analysis code (issue 62): everything the HTTP side imports, followed
 * statically from server.ts and app.ts, stays clear of the library's analysis, text and model modules, which
 * only the analysis threads (pool/worker.ts), the model-image thread (pool/image-builder.ts) and the thread
 * that reads the registry's manifest (pool/manifest-builder.ts) load.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every source file reached by value imports (not `import type`) from `entry`. */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'/gm)) {
      const target = resolve(dirname(file), (m[1] as string).replace(/\.js$/, '.ts'));
      visit(target);
    }
  };
  visit(resolve(src, entry));
  return seen;
}

describe('the service main thread', () => {
  it.each(['server/server.ts', 'server/app.ts'])('imports no analysis, text or model module from %s', (entry) => {
    const files = [...reached(entry)].map((f) => f.slice(src.length));
    const heavy = files.filter((f) => /^(analysis|text|models|lang|capabilities)\//.test(f) && f !== 'analysis/choices.ts' && f !== 'capabilities/manifest.ts');
    expect(heavy).toEqual([]);
  });

  it('leaves the analysis code to the threads', () => {
    expect([...reached('server/pool/worker.ts')].some((f) => f.endsWith('analysis/translate.ts'))).toBe(true);
  });
});
