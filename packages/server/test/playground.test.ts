/**
 * The playground page (issue 67) in Debian's chromium through playwright-core: it loads with no request
 * leaving the machine, analyses a Manglish sentence (entities marked, sentiment shown, code-switching
 * coloured, POS on hover), works from the keyboard, shows the service's own error message and fits a
 * 360 px screen. Screenshots go to test-artifacts/. Skipped, with a message, without chromium.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { get, testApp } from './helpers.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HAVE_CHROMIUM = existsSync(CHROMIUM);
if (!HAVE_CHROMIUM) process.stderr.write(`\n[manglish-nlp] ${CHROMIUM} not found: the playground browser test is SKIPPED (apt-get install chromium; .ci/run does).\n`);
const ARTIFACTS = new URL('../../../test-artifacts/', import.meta.url);
const SENTENCE = 'Semalam aku pergi Pavilion KL dengan Aisyah, the food was sedap gila tapi servis lambat sikit';

let app: App;
let base: string;

beforeAll(async () => {
  app = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => app?.close());

describe('the playground routes', () => {
  it('serve the page at / and /playground with a policy that keeps every request on this service', async () => {
    for (const path of ['/', '/playground']) {
      const res = await get(app, path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
      expect(String(res.body)).toContain('<textarea id="text"');
    }
    expect((await get(app, '/playground/app.js')).headers['content-type']).toContain('javascript');
    expect((await get(app, '/playground/app.css')).headers['content-type']).toContain('text/css');
  });
});

describe.skipIf(!HAVE_CHROMIUM)(`the playground in a real browser${HAVE_CHROMIUM ? '' : ' (skipped: no chromium)'}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  }, 60_000);
  afterAll(async () => browser?.close());

  async function open(width: number): Promise<{ page: Page; external: string[] }> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const external: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(base) && !req.url().startsWith('data:')) external.push(req.url());
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    return { page, external };
  }

  it('analyses a Manglish sentence: entities marked, sentiment and emotion as bars, code-switching coloured', async () => {
    const { page, external } = await open(1000);
    await page.fill('#text', SENTENCE);
    await page.click('#analyse');
    await page.waitForSelector('#card-sentiment:not([hidden])', { timeout: 30_000 });
    expect(await page.locator('mark[data-label="PER"]').allInnerTexts()).toEqual(['Aisyah']);
    expect((await page.locator('mark[data-label="LOC"]').allInnerTexts()).join(' ')).toContain('Pavilion');
    expect(await page.locator('#sentiment .big').innerText()).toMatch(/^(positive|negative|neutral)$/);
    expect(await page.locator('#sentiment .bar').count()).toBe(3);
    expect(await page.locator('#emotion .bar').count()).toBe(7);
    expect(await page.locator('#marked .seg-ms').count()).toBeGreaterThan(0);
    expect(await page.locator('#marked .seg-en').count()).toBeGreaterThan(0);
    expect(await page.locator('#marked .tok[title="PROPN"]').count()).toBeGreaterThan(0);
    expect(await page.locator('#language').innerText()).toContain('is_mixed');
    expect(await page.locator('#translation').innerText()).not.toBe('');
    expect(await page.locator('#forms').innerText()).toContain('Formal Malay');
    expect(await page.locator('#timing').innerText()).toMatch(/Processing time on the service: analyze [\d.]+ ms/);
    await page.screenshot({ path: new URL('playground.png', ARTIFACTS).pathname, fullPage: true });
    expect(external).toEqual([]);
    await page.close();
  }, 60_000);

  it('is usable from the keyboard, every control labelled, and shows the service\'s message on an error', async () => {
    const { page } = await open(1000);
    const unlabelled = await page.$$eval('input, textarea, select', (els) => els.filter((e) => !(e as unknown as { labels?: { length: number } }).labels?.length).map((e) => (e as unknown as { id: string }).id));
    expect(unlabelled).toEqual([]);
    await page.focus('#text');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('best gila weh');
    await page.keyboard.press('Control+Enter');
    await page.waitForSelector('#card-sentiment:not([hidden])', { timeout: 30_000 });
    expect(await page.locator('#sentiment .big').innerText()).toBe('positive');
    // A text over the limit (set past the field's own maxlength): the service's 400 message is shown.
    await page.$eval('#text', (t) => ((t as unknown as { value: string }).value = 'a'.repeat(10_001)));
    await page.click('#analyse');
    await page.waitForSelector('#error:not([hidden])');
    expect(await page.locator('#error').innerText()).toMatch(/10,?000/);
    await page.fill('#text', '   ');
    await page.click('#analyse');
    expect(await page.locator('#error').innerText()).toContain('Type or paste some text first');
    await page.close();
  }, 60_000);

  it('fits a 360 px wide screen without scrolling sideways', async () => {
    const { page } = await open(360);
    await page.fill('#text', SENTENCE);
    await page.click('#analyse');
    await page.waitForSelector('#card-sentiment:not([hidden])', { timeout: 30_000 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.screenshot({ path: new URL('playground-360.png', ARTIFACTS).pathname, fullPage: true });
    await page.close();
  }, 60_000);
});
