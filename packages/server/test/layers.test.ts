/**
 * The service's main thread loads no analysis code (issue 62): everything the HTTP side imports, followed
 * statically from server.ts and app.ts (into the library through `manglish-nlp/service`), stays clear of the
 * library's analysis, text and model modules, which only the analysis threads (pool/worker.ts), the model-image
 * thread (pool/image-builder.ts) and the thread that reads the registry's manifest (pool/manifest-builder.ts) load.
 * The service reaches the library through that one entry, never by a relative path (issue 66).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const library = fileURLToPath(new URL('../../../src/', import.meta.url));
const server = fileURLToPath(new URL('../src/', import.meta.url));
const IMPORT = /^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'/gm;

/** Every source file reached by value imports (not `import type`) from `entry`. */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(IMPORT)) {
      const spec = m[1] as string;
      if (spec === 'manglish-nlp/service') visit(resolve(library, 'service.ts'));
      else if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
    }
  };
  visit(entry);
  return seen;
}

describe('the service main thread', () => {
  it.each(['server.ts', 'app.ts'])('imports no analysis, text or model module from %s', (entry) => {
    const files = [...reached(resolve(server, entry))].filter((f) => f.startsWith(library)).map((f) => f.slice(library.length));
    const heavy = files.filter((f) => /^(analysis|text|models|lang|capabilities)\//.test(f) && f !== 'analysis/choices.ts' && f !== 'capabilities/manifest.ts');
    expect(heavy).toEqual([]);
  });

  it('leaves the analysis code to the threads', () => {
    expect([...reached(resolve(library, 'pool/worker.ts'))].some((f) => f.endsWith('analysis/translate.ts'))).toBe(true);
  });

  it('reaches the library only through manglish-nlp/service (issue 66)', () => {
    const files = [...reached(resolve(server, 'server.ts')), ...reached(resolve(server, 'worker.ts')), ...reached(resolve(server, 'index.ts'))];
    const outside = files.filter((f) => !f.startsWith(server) && !f.startsWith(library));
    const relativeIntoLibrary = files.filter((f) => f.startsWith(server)).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)].map((m) => resolve(dirname(f), m[1] as string)).filter((t) => !t.startsWith(server)));
    expect(outside).toEqual([]);
    expect(relativeIntoLibrary).toEqual([]);
  });
});
