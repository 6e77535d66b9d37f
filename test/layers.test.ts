/**
 * Issue 65: the layers import one way — `pool → capabilities → analysis → (text, models) → lang` — with no
 * cycle, and a capability's folder is imported by the registry alone; the service is a package of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import (values and types) of every source file, as paths under src/. */
const IMPORTS = files(src).map((file) => {
  const code = readFileSync(file, 'utf8');
  const targets = [...code.matchAll(/^(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'/gm)].map((m) => relative(src, resolve(dirname(file), (m[1] as string).replace(/\.js$/, '.ts'))));
  return { file: relative(src, file), targets };
});

/** The files every layer may use: the error catalogue, build-on-first-use helpers, the seeded generator, the version. */
const BASE = ['errors.ts', 'lazy.ts', 'random.ts', 'version.ts'];

/** What each layer may import besides itself and the base. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  lang: [],
  models: ['lang'],
  text: ['models', 'lang'],
  analysis: ['text', 'models', 'lang'],
  capabilities: ['analysis', 'text', 'models', 'lang'],
  pool: ['capabilities', 'analysis', 'text', 'models', 'lang'],
};

const layerOf = (path: string): string => (path.includes('/') ? (path.split('/')[0] as string) : path);

describe('issue 65: one-way layers', () => {
  it.each(Object.keys(ALLOWED))('%s imports only the layers beneath it', (layer) => {
    const wrong = IMPORTS.filter((f) => layerOf(f.file) === layer).flatMap((f) =>
      f.targets.filter((t) => layerOf(t) !== layer && !BASE.includes(t) && !(ALLOWED[layer] as readonly string[]).includes(layerOf(t))).map((t) => `${f.file} → ${t}`));
    expect(wrong).toEqual([]);
  });

  it('keeps the library clear of the service package (issue 66)', () => {
    const outside = IMPORTS.flatMap((f) => f.targets.filter((t) => t.startsWith('..')).map((t) => `${f.file} → ${t}`));
    const service = IMPORTS.filter((f) => /from\s+'@manglish-nlp\/server'/.test(readFileSync(join(src, f.file), 'utf8'))).map((f) => f.file);
    expect(outside).toEqual([]);
    expect(service).toEqual([]); // the CLI's service commands load it by name at run time, as an optional package
  });

  it('imports each capability folder from the registry alone', () => {
    const wrong = IMPORTS.flatMap((f) => f.targets.filter((t) => /^capabilities\/[^/]+\/index\.ts$/.test(t) && !f.file.startsWith(t.slice(0, t.lastIndexOf('/'))) && f.file !== 'capabilities/registry.ts').map((t) => `${f.file} → ${t}`));
    expect(wrong).toEqual([]);
  });
});
