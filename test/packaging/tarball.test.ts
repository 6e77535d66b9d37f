/**
 * The library as a user installs it (issue 66): `npm pack` (its `prepack` builds dist/) in a copy of the package,
 * the tarball installed into an empty project, and there an ES module import, a CommonJS require, the light
 * `manglish-nlp/text` entry (no model file read at import), and `tsc` without @types/node under moduleResolution
 * node16, nodenext and bundler on a good file and on one that must fail. The install takes the library's
 * dependencies from npm's cache when they are there (after `npm ci` they are).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const npm = process.env.npm_execpath && existsSync(process.env.npm_execpath) ? [process.execPath, process.env.npm_execpath] : ['npm'];
const dir = mkdtempSync(join(tmpdir(), 'manglish-pack-'));
const stage = join(dir, 'package');
const project = join(dir, 'project');
const installed = join(project, 'node_modules/manglish-nlp');
/** What the service needs and the library must not pull in. */
const SERVICE_ONLY = ['fastify', 'better-sqlite3', 'bullmq', 'ioredis', 'pg', '@fastify/swagger', 'ws'];

function sh(cmd: readonly string[], cwd: string): string {
  return execFileSync(cmd[0] as string, cmd.slice(1), { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });
}

function run(file: string, source: string): { status: number | null; out: string } {
  writeFileSync(join(project, file), source);
  const r = spawnSync(process.execPath, [file], { cwd: project, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

beforeAll(() => {
  // 1. A copy of what the package is built from, with the repository's tools (tsc) beside it.
  mkdirSync(stage, { recursive: true });
  for (const f of ['package.json', 'README.md', 'LICENSE', 'tsconfig.json', 'tsconfig.build.json']) cpSync(join(root, f), join(stage, f));
  for (const d of ['src', 'bin', 'models']) cpSync(join(root, d), join(stage, d), { recursive: true });
  mkdirSync(join(stage, 'scripts'));
  cpSync(join(root, 'scripts/clean-dist.mjs'), join(stage, 'scripts/clean-dist.mjs'));
  symlinkSync(join(root, 'node_modules'), join(stage, 'node_modules'), 'dir');
  // 2. The package's prepack (a clean build of dist/), then npm pack without scripts: `prepare` also builds the
  //    service, which is not in this copy.
  sh([...npm, 'run', 'prepack'], stage);
  const tarball = join(dir, JSON.parse(sh([...npm, 'pack', '--ignore-scripts', '--json', '--pack-destination', dir], stage))[0].filename);
  // 3. An empty project installs the tarball.
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'cuba-manglish', version: '1.0.0', private: true, type: 'module' }));
  const started = Date.now();
  sh([...npm, 'install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], project);
  process.stderr.write(`\n[manglish-nlp] packed library installed into an empty project in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the packed library, installed into an empty project', () => {
  it('carries dist/, the declarations, models/, the README and the licence, and nothing of the service', () => {
    const top = readdirSync(installed).sort();
    expect(top).toEqual(['LICENSE', 'README.md', 'bin', 'dist', 'models', 'package.json']);
    const files = readdirSync(join(installed, 'dist'), { recursive: true }).map(String);
    expect(files).toContain('index.d.ts');
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files.some((f) => f.startsWith('server'))).toBe(false);
  });

  it('pulls in no service dependency (fastify, better-sqlite3, bullmq, ioredis, pg, ws)', () => {
    for (const name of SERVICE_ONLY) expect(existsSync(join(project, 'node_modules', name)), name).toBe(false);
  });

  it('import gives the library in an ES module', () => {
    const { status, out } = run('a.mjs', "import { normalize, sentiment } from 'manglish-nlp'; console.log(normalize('sy nk mkn'), sentiment('Best gila nasi lemak ni!').sentiment);");
    expect(out.trim()).toBe('saya nak makan positive');
    expect(status).toBe(0);
  }, 60_000);

  it('require() gives the library in a CommonJS file', () => {
    const { status, out } = run('b.cjs', "const { nerTag } = require('manglish-nlp'); console.log(JSON.stringify(nerTag('Saya tinggal di Kuala Lumpur').map((e) => e.text)));");
    expect(out.trim().split('\n').pop()).toBe('["Kuala Lumpur"]');
    expect(status).toBe(0);
  }, 60_000);

  it('manglish-nlp/text reads no model file when imported', () => {
    const script = `const fs = require('node:fs');
const reads = [];
for (const name of ['readFileSync', 'openSync', 'createReadStream']) {
  const original = fs[name];
  fs[name] = function (path, ...rest) { reads.push(String(path)); return original.call(this, path, ...rest); };
}
require('node:module').syncBuiltinESMExports(); // the library's ES modules see the spies too
const models = ${JSON.stringify(join(installed, 'models'))};
const text = require('manglish-nlp/text');
const atImport = reads.filter((p) => p.startsWith(models));
const stem = text.stemWord('pengajaran');
console.log(JSON.stringify({ atImport, afterUse: reads.filter((p) => p.startsWith(models)).length, stem, tools: Object.keys(text).sort() }));`;
    const { status, out } = run('c.cjs', script);
    expect(status).toBe(0);
    const seen = JSON.parse(out.trim().split('\n').pop() as string) as { atImport: string[]; afterUse: number; stem: string; tools: string[] };
    expect(seen.atImport).toEqual([]);
    expect(seen.afterUse).toBeGreaterThan(0); // the spies do see a model read: the stemmer's ranker, on first use
    expect(seen.stem).toBe('ajar');
    expect(seen.tools).toEqual(expect.arrayContaining(['clean', 'formalize', 'normalize', 'segment', 'stemWord', 'tokenize']));
  }, 60_000);
});

const GOOD = `import { sentiment, translation, nerTag, type TranslationTarget } from 'manglish-nlp';
import { tokenize } from 'manglish-nlp/text';
const target: TranslationTarget = 'bm';
export const label: string = sentiment('Best gila nasi lemak ni!').sentiment;
export const text: string = translation.translate('I like cats', { targetLang: target }).translated;
export const first: number | undefined = nerTag('Saya tinggal di Kuala Lumpur')[0]?.start;
export const words: number = tokenize('Jom makan!').length;
`;
const BAD = `import { translation } from 'manglish-nlp';
translation.translate('Saya suka kucing', { targetLang: 'fr' });
`;

/** `tsc` in the project, with no @types/node, on one file under one module resolution. */
function check(file: string, resolution: 'node16' | 'nodenext' | 'bundler'): { ok: boolean; output: string } {
  const moduleKind = resolution === 'bundler' ? 'esnext' : resolution;
  const config = { compilerOptions: { strict: true, module: moduleKind, moduleResolution: resolution, target: 'es2022', lib: ['es2023'], types: [], noEmit: true, skipLibCheck: false }, files: [file] };
  const tsconfig = join(project, `tsconfig.${file}.${resolution}.json`);
  writeFileSync(tsconfig, JSON.stringify(config));
  writeFileSync(join(project, file), file === 'good.ts' ? GOOD : BAD);
  const r = spawnSync(process.execPath, [tsc, '-p', tsconfig], { cwd: project, encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

describe("the installed library's declarations", () => {
  for (const resolution of ['node16', 'nodenext', 'bundler'] as const) {
    it(`type-check without @types/node (moduleResolution ${resolution})`, () => {
      const { ok, output } = check('good.ts', resolution);
      expect(output).toBe('');
      expect(ok).toBe(true);
    }, 60_000);

    it(`make an unknown translation target a type error (moduleResolution ${resolution})`, () => {
      const { ok, output } = check('bad.ts', resolution);
      expect(ok).toBe(false);
      expect(output).toMatch(/"fr"' is not assignable/);
    }, 60_000);
  }
});
