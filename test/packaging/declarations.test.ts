/**
 * The published declarations (issue 66): built from src/ into a temporary folder, they type-check in a project
 * that has only TypeScript and the package's dependency typebox — no @types/node — under moduleResolution nodenext and bundler; a call with a
 * translation target the library does not have is a type error.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(root, 'node_modules/.bin/tsc');
const dir = mkdtempSync(join(tmpdir(), 'manglish-types-'));

const GOOD = `import { sentiment, translation, nerTag, type TranslationTarget } from './dist/index.js';
const target: TranslationTarget = 'bm';
export const label: string = sentiment('Best gila nasi lemak ni!').sentiment;
export const text: string = translation.translate('I like cats', { targetLang: target }).translated;
export const first: number | undefined = nerTag('Saya tinggal di Kuala Lumpur')[0]?.start;
`;
const BAD = `import { translation } from './dist/index.js';
translation.translate('Saya suka kucing', { targetLang: 'fr' });
`;

function check(file: string, resolution: 'nodenext' | 'bundler'): { ok: boolean; output: string } {
  const moduleKind = resolution === 'nodenext' ? 'nodenext' : 'esnext';
  const config = { compilerOptions: { strict: true, module: moduleKind, moduleResolution: resolution, target: 'es2022', lib: ['es2023'], types: [], noEmit: true, skipLibCheck: false }, files: [file] };
  const project = join(dir, `tsconfig.${file}.${resolution}.json`);
  writeFileSync(project, JSON.stringify(config));
  const run = spawnSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

beforeAll(() => {
  execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--emitDeclarationOnly', '--outDir', join(dir, 'dist'), '--tsBuildInfoFile', join(dir, 'build.tsbuildinfo')], { stdio: 'pipe' });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  // The package's one runtime dependency its declarations name (the capabilities' schemas), as an install brings it.
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(join(root, 'node_modules/typebox'), join(dir, 'node_modules/typebox'), 'dir');
  writeFileSync(join(dir, 'good.ts'), GOOD);
  writeFileSync(join(dir, 'bad.ts'), BAD);
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the declarations a user gets', () => {
  for (const resolution of ['nodenext', 'bundler'] as const) {
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
