/**
 * The playground page in Debian's chromium (playwright-core): first contentful paint of `/` once the
 * compiled service answers, and the time from pressing Analyse to the results for 30-word texts that
 * do not repeat (each a different held-out sentence run-on to 30 words), the median of ten.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { benchCorpus } from './corpus.js';
import { emit } from './lib.js';

const PORT = 8789;
const base = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export async function benchPlayground(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    process.stderr.write(`${CHROMIUM} not found: the playground benchmark is skipped\n`);
    return;
  }
  const corpus = await benchCorpus();
  const words = corpus.texts.join(' ').split(/\s+/);
  const texts = Array.from({ length: 11 }, (_, i) => words.slice(i * 30, (i + 1) * 30).join(' '));
  const dir = mkdtempSync(join(tmpdir(), 'manglish-playground-'));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const service = spawn(process.execPath, ['packages/server/dist/server.js'], { cwd: root, env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', MANGLISH_DB: join(dir, 'db.sqlite'), LOG_LEVEL: 'silent' }, stdio: 'inherit' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    // 1. The service is up when /health answers; then the page opens and paints.
    for (;;) {
      if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const page = await browser.newPage();
    await page.goto(`${base}/`, { waitUntil: 'load' });
    const paint = Number(await page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1"));
    emit({ group: 'playground', what: 'first contentful paint of /', who: 'manglish-nlp', regime: 'service just up', value: paint, unit: 'ms', note: 'chromium headless, from navigation start' });
    // 2. Analyse: the first text warms the page and the service; ten more are timed.
    const times: number[] = [];
    for (const [i, text] of texts.entries()) {
      await page.fill('#text', text);
      await page.evaluate("document.getElementById('results').hidden = true");
      const started = performance.now();
      await page.click('#analyse');
      await page.waitForSelector('#results:not([hidden])', { timeout: 30_000 });
      if (i > 0) times.push(performance.now() - started);
    }
    emit({ group: 'playground', what: 'Analyse to results, 30-word text', who: 'manglish-nlp', regime: 'every module, texts that do not repeat', value: median(times), unit: 'ms', note: `median of ${times.length}; max ${Math.round(Math.max(...times))} ms; /analyze, /formalize, /translate` });
  } finally {
    await browser.close();
    service.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
