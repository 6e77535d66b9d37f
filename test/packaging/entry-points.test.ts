/**
 * Both module systems (issue 66): from a project that has the package in its node_modules, `require` and
 * `import` of `manglish-nlp` both give the library (CommonJS through Node's require of ES modules, 20.19+), and
 * the light entry `manglish-nlp/text` reads no model file when imported.
 * Needs the built dist/ (`npm ci` builds it); says it was skipped otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
const BUILT = existsSync(join(root, 'dist/index.js'));
if (!BUILT) process.stderr.write('\n[manglish-nlp] dist/ is not built (npm ci or npm run build does it): the entry-point test is SKIPPED.\n');
const dir = mkdtempSync(join(tmpdir(), 'manglish-entry-'));

function run(file: string, source: string): { status: number | null; out: string } {
  writeFileSync(join(dir, file), source);
  const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

beforeAll(() => {
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(root, join(dir, 'node_modules/manglish-nlp'), 'dir');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!BUILT)(`the package's entry points${BUILT ? '' : ' (skipped: dist/ not built)'}`, () => {
  it('require() gives the library in a CommonJS file', () => {
    const { status, out } = run('a.cjs', "const { sentiment } = require('manglish-nlp'); console.log(sentiment('Best gila nasi lemak ni!').sentiment);");
    expect(out.trim()).toBe('positive');
    expect(status).toBe(0);
  }, 60_000);

  it('manglish-nlp/text reads no model file when imported (issue 66)', () => {
    const script = `const fs = require('node:fs');
const reads = [];
for (const name of ['readFileSync', 'openSync', 'createReadStream']) {
  const original = fs[name];
  fs[name] = function (path, ...rest) { reads.push(String(path)); return original.call(this, path, ...rest); };
}
require('node:module').syncBuiltinESMExports(); // the library's ES modules see the spies too
const models = ${JSON.stringify(join(root, 'models'))};
const text = require('manglish-nlp/text');
const atImport = reads.filter((p) => p.startsWith(models));
const stem = text.stemWord('pengajaran');
console.log(JSON.stringify({ atImport, afterUse: reads.filter((p) => p.startsWith(models)).length, stem, normalized: text.normalize('sy nk mkn'), tools: Object.keys(text).sort() }));`;
    const { status, out } = run('c.cjs', script);
    expect(status).toBe(0);
    const seen = JSON.parse(out.trim().split('\n').pop() as string) as { atImport: string[]; afterUse: number; stem: string; normalized: string; tools: string[] };
    expect(seen.atImport).toEqual([]);
    expect(seen.afterUse).toBeGreaterThan(0); // the spies do see a model read: the stemmer's ranker, on first use
    expect(seen.stem).toBe('ajar');
    expect(seen.normalized).toBe('saya nak makan');
    expect(seen.tools).toEqual(expect.arrayContaining(['clean', 'formalize', 'normalize', 'segment', 'stemWord', 'tokenize']));
  }, 60_000);

  it('import gives the library in an ES module', () => {
    const { status, out } = run('b.mjs', "import { normalize } from 'manglish-nlp'; console.log(normalize('sy nk mkn'));");
    expect(out.trim()).toBe('saya nak makan');
    expect(status).toBe(0);
  }, 60_000);
});
