/**
 * Browser test: Debian chromium driven by playwright-core opens /docs (Swagger UI) and /redoc (ReDoc)
 * and checks that the endpoints are listed and that no request leaves the machine. Skipped, with a
 * message, when chromium is not installed (`.ci/run` installs it).
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { testApp } from './helpers.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HAVE_CHROMIUM = existsSync(CHROMIUM);
if (!HAVE_CHROMIUM) process.stderr.write(`\n[manglish-nlp] ${CHROMIUM} not found: the /docs and /redoc browser test is SKIPPED (apt-get install chromium; .ci/run does).\n`);

let app: App;
let browser: Browser;
let base: string;

describe.skipIf(!HAVE_CHROMIUM)(`documentation pages in a real browser${HAVE_CHROMIUM ? '' : ' (skipped: no chromium)'}`, () => {
  beforeAll(async () => {
    app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function open(path: string, waitFor: string): Promise<{ text: string; external: string[] }> {
    const page = await browser.newPage();
    // Requests that actually went out to another host (a request the page's CSP blocks never leaves).
    const external: string[] = [];
    const local = (url: string): boolean => url.startsWith(base) || url.startsWith('data:') || url.startsWith('blob:');
    page.on('requestfinished', (req) => {
      if (!local(req.url())) external.push(req.url());
    });
    page.on('requestfailed', (req) => {
      if (!local(req.url()) && !/csp|blocked/i.test(req.failure()?.errorText ?? '')) external.push(req.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector(waitFor, { timeout: 30_000 });
    const text = await page.locator('body').innerText();
    await page.close();
    return { text, external };
  }

  it('Swagger UI at /docs lists the endpoints', async () => {
    const { text, external } = await open('/docs', '.opblock');
    for (const path of ['/sentiment', '/batch/async', '/feedback/stats', '/active-learning/uncertain', '/health']) expect(text).toContain(path);
    expect(external).toEqual([]);
  }, 60_000);

  it('ReDoc at /redoc lists the endpoints', async () => {
    const { text, external } = await open('/redoc', '[data-section-id]');
    for (const phrase of ['/sentiment', '/batch/async', 'manglish-nlp']) expect(text).toContain(phrase);
    expect(external).toEqual([]);
  }, 60_000);
});
