import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { get, post, testApp } from './helpers.js';

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

describe('system endpoints', () => {
  it('GET /health reports status, version and modules', async () => {
    const { status, body } = await get(app, '/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'healthy', version: '3.3.0', modules_loaded: expect.any(Number), checks: { store: 'ok', queue: 'ok', dropped_predictions: 0 }, analysis: { threads: 1, pending: 0, queue_max: 128 } });
    expect(body.modules_loaded).toBeGreaterThanOrEqual(8);
  });

  it('GET /modules lists name, description and endpoint of every module', async () => {
    const { body } = await get(app, '/modules');
    expect(body.find((m: { name: string }) => m.name === 'sentiment')).toEqual({ name: 'sentiment', description: expect.any(String), endpoint: '/sentiment' });
    for (const m of body) expect(Object.keys(m).sort()).toEqual(['description', 'endpoint', 'name']);
  });
});

describe('NLP endpoints answer in the envelope with the documented shapes', () => {
  it('POST /sentiment', async () => {
    const { status, body } = await post(app, '/sentiment', { text: 'Best gila nasi lemak ni!', options: {} });
    expect(status).toBe(200);
    expect(body.processing_time_ms).toEqual(expect.any(Number));
    expect(body.result).toEqual({ label: 'positive', score: expect.any(Number), probabilities: { positive: expect.any(Number), negative: expect.any(Number), neutral: expect.any(Number) } });
  });

  it('POST /emotion', async () => {
    const { body } = await post(app, '/emotion', { text: 'Sedihnya arwah atuk dah takde 😭' });
    expect(body.result).toEqual({ primary: 'sadness', score: expect.any(Number), secondary: expect.any(String), scores: expect.objectContaining({ joy: expect.any(Number), disgust: expect.any(Number) }) });
  });

  it('POST /language gives manglish for mixed Malay and English', async () => {
    const { body } = await post(app, '/language', { text: 'Weh, meeting tu dah cancel, kita jumpa next week je' });
    expect(body.result).toEqual({ primary: 'manglish', scores: expect.objectContaining({ ms: expect.any(Number), en: expect.any(Number) }), is_mixed: true });
  });

  it('POST /ner maps labels to PERSON, ORG, LOCATION', async () => {
    const { body } = await post(app, '/ner', { text: 'Datuk Seri Anwar Ibrahim melawat Kota Bharu bersama pegawai Petronas.' });
    expect(body.result).toEqual([['Datuk Seri Anwar Ibrahim', 'PERSON'], ['Kota Bharu', 'LOCATION'], ['Petronas', 'ORG']]);
    expect((await post(app, '/ner', { text: 'tiada nama di sini' })).body.result).toEqual([]);
  });

  it('POST /pos gives [word, tag] pairs', async () => {
    const { body } = await post(app, '/pos', { text: 'Saya makan nasi' });
    expect(body.result).toEqual([['Saya', 'PRON'], ['makan', 'VERB'], ['nasi', 'NOUN']]);
  });

  it('POST /translate translates Malay and English both ways (en, bm, ms)', async () => {
    const en = await post(app, '/translate', { text: 'Saya nak makan nasi ayam', target: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.result).toMatch(/eat/i);
    expect((await post(app, '/translate', { text: 'I want to eat chicken rice.', target: 'bm' })).body.result).toMatch(/makan/);
    expect((await post(app, '/translate', { text: 'I want to eat chicken rice.', options: { target: 'ms' } })).body.result).toMatch(/makan/);
    expect((await post(app, '/translate', { text: 'Saya suka kucing' })).body.result).toMatch(/cat/i);
  });

  it('POST /normalize, /formalize and /translate (formal) give strings', async () => {
    expect((await post(app, '/normalize', { text: 'xnak la bro, sy dh penat gilerrr' })).body.result).toBe('tak nak lah bro, saya dah penat gila');
    expect((await post(app, '/formalize', { text: 'aku tak tahu' })).body.result).toBe('Saya tidak tahu.');
    expect((await post(app, '/translate', { text: 'aku tak tahu', target: 'formal' })).body.result).toBe('Saya tidak tahu.');
    expect((await post(app, '/translate', { text: 'aku tak tahu', options: { target: 'formal' } })).body.result).toBe('Saya tidak tahu.');
  });

  it('POST /keywords honours top_n at the top level or in options', async () => {
    const { status, body } = await post(app, '/keywords', { text: 'Nasi lemak di Kuala Lumpur sedap, nasi lemak di Johor pun sedap.', top_n: 2 });
    expect(status).toBe(200);
    expect(body.result).toHaveLength(2);
    expect(body.result[0]).toEqual({ keyword: expect.any(String), score: expect.any(Number) });
    expect(body.result.map((k: { keyword: string }) => k.keyword)).toContain('nasi lemak');
    expect((await post(app, '/keywords', { text: 'Nasi lemak di Kuala Lumpur sedap', options: { top_n: 1 } })).body.result).toHaveLength(1);
    expect((await post(app, '/keywords', { text: 'Nasi lemak', top_n: 0 })).status).toBe(400);
    expect((await post(app, '/keywords', { text: 'Nasi lemak', options: { top_n: 'lima' } })).status).toBe(400);
  });

  it('POST /summarize gives a string within max_length, extractive or abstractive', async () => {
    const text = 'Banjir besar melanda Kelantan semalam. Ribuan penduduk dipindahkan ke pusat pemindahan. Selain itu, jalan utama ditutup. Cuaca di Johor cerah.';
    const { status, body } = await post(app, '/summarize', { text, max_length: 12 });
    expect(status).toBe(200);
    expect(typeof body.result).toBe('string');
    expect(body.result.split(' ').length).toBeLessThanOrEqual(12);
    expect((await post(app, '/summarize', { text, options: { max_length: 20, style: 'abstractive' } })).body.result).not.toContain('Selain itu');
    expect((await post(app, '/summarize', { text, style: 'poem' })).status).toBe(400);
  });

  it('POST /dialect gives { dialect, confidence, scores }', async () => {
    const { status, body } = await post(app, '/dialect', { text: 'Hang nak pi mana tu?' });
    expect(status).toBe(200);
    expect(body.result).toEqual({ dialect: 'kedah', confidence: expect.any(Number), scores: expect.objectContaining({ standard: expect.any(Number), kelantan: expect.any(Number) }) });
  });

  it('POST /analyze returns every analysis in its endpoint shape', async () => {
    const { status, body } = await post(app, '/analyze', { text: 'Sy suka nasi lemak kat Kuala Lumpur, best gila!' });
    expect(status).toBe(200);
    expect(Object.keys(body.result).sort()).toEqual(['code_switching', 'emotion', 'entities', 'keywords', 'language', 'normalized', 'pos', 'sentiment']);
    expect(body.result.sentiment).toEqual({ label: 'positive', score: expect.any(Number), probabilities: expect.any(Object) });
    expect(body.result.normalized).toMatch(/saya/i);
    expect(body.result.entities).toContainEqual(['Kuala Lumpur', 'LOCATION']);
    expect(body.result.emotion.primary).toEqual(expect.any(String));
  });

  it('POST /analyze marks the Malay and English stretches of a Manglish text with their offsets (issue 67)', async () => {
    const text = 'Weh, meeting tu dah cancel, kita jumpa next week je';
    const { body } = await post(app, '/analyze', { text });
    const { segments, switch_count, pattern } = body.result.code_switching;
    expect(segments.map((s: { lang: string }) => s.lang)).toEqual(expect.arrayContaining(['ms', 'en']));
    for (const s of segments) expect(text.slice(s.start, s.end)).toBe(s.text);
    expect(switch_count).toBeGreaterThan(0);
    expect(pattern).toMatch(/^(ms|en)-(ms|en)$/);
  });

  it('POST /aspect-sentiment and /multi-emotion', async () => {
    const aspects = await post(app, '/aspect-sentiment', { text: 'Makanan sedap gila tapi harga mahal sangat', domain: 'restaurant' });
    expect(aspects.body).toEqual({ aspects: expect.arrayContaining([expect.objectContaining({ aspect: 'food', sentiment: 'positive' }), expect.objectContaining({ aspect: 'price', sentiment: 'negative' })]), conflict: true, overall: 'mixed' });
    const multi = await post(app, '/multi-emotion', { text: 'Seronok dapat grad, tapi sedih nak tinggalkan kawan-kawan 😭', threshold: 0.3 });
    expect(multi.body).toEqual({ emotions: expect.any(Array), dominant: expect.any(String), is_multi: true, co_occurrence: 'bittersweet' });
  });
});

describe('POST /batch', () => {
  it('runs every module on every text, in input order', async () => {
    const { status, body } = await post(app, '/batch', { texts: ['best gila', 'teruk betul'], modules: ['sentiment', 'normalize'] });
    expect(status).toBe(200);
    expect(body.count).toBe(2);
    expect(body.results.map((r: { text: string }) => r.text)).toEqual(['best gila', 'teruk betul']);
    expect(body.results[1].sentiment.label).toBe('negative');
    expect(body.results[0].normalize).toBe('best gila');
  });

  it.each([
    ['more than 50 texts', { texts: Array.from({ length: 51 }, () => 'ok'), modules: ['sentiment'] }],
    ['an unknown module', { texts: ['ok'], modules: ['astrology'] }],
    ['no modules', { texts: ['ok'], modules: [] }],
    ['a text over 10,000 characters', { texts: ['a'.repeat(10_001)], modules: ['sentiment'] }],
    ['a blank text', { texts: ['   '], modules: ['sentiment'] }],
  ])('rejects %s with 400', async (_name, payload) => {
    const { status, body } = await post(app, '/batch', payload);
    expect(status).toBe(400);
    expect(body.code).toMatch(/^MANGLISH_ERR_/);
  });
});

describe('errors', () => {
  it.each([
    ['a missing text', {}, 'MANGLISH_ERR_VALIDATION'],
    ['a number for text', { text: 42 }, 'MANGLISH_ERR_VALIDATION'],
    ['an empty text', { text: '' }, 'MANGLISH_ERR_VALIDATION'],
    ['a blank text', { text: '   ' }, 'MANGLISH_ERR_EMPTY_INPUT'],
    ['a text over 10,000 characters', { text: 'x'.repeat(10_001) }, 'MANGLISH_ERR_VALIDATION'],
  ])('400 for %s', async (_name, payload, code) => {
    const { status, body } = await post(app, '/sentiment', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.any(String), code, ...(code === 'MANGLISH_ERR_VALIDATION' ? { details: expect.anything() } : {}) });
  });

  it('400 for an unknown translation target', async () => {
    const { status, body } = await post(app, '/translate', { text: 'hello', target: 'ja' });
    expect(status).toBe(400);
    expect(body.code).toBe('MANGLISH_ERR_VALIDATION');
  });

  it('404 with a code for an unknown path', async () => {
    const { status, body } = await get(app, '/nowhere');
    expect(status).toBe(404);
    expect(body).toEqual({ error: expect.stringContaining('/nowhere'), code: 'MANGLISH_ERR_NOT_FOUND' });
  });

  it('400 for malformed JSON, 415 for a non-JSON body, 413 for a body over the limit', async () => {
    const bad = await app.inject({ method: 'POST', url: '/sentiment', payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    const text = await app.inject({ method: 'POST', url: '/sentiment', payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('MANGLISH_ERR_UNSUPPORTED_MEDIA_TYPE');
    const big = await app.inject({ method: 'POST', url: '/sentiment', payload: JSON.stringify({ text: 'x'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' } });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('MANGLISH_ERR_PAYLOAD_TOO_LARGE');
  });
});

describe('documentation', () => {
  it('serves the OpenAPI document with every endpoint', async () => {
    const { status, body } = await get(app, '/docs/json');
    expect(status).toBe(200);
    for (const path of ['/health', '/modules', '/sentiment', '/batch', '/batch/async', '/batch/status/{id}', '/batch/cancel/{id}', '/feedback', '/feedback/stats', '/active-learning/uncertain', '/aspect-sentiment', '/multi-emotion']) {
      expect(Object.keys(body.paths)).toContain(path);
    }
  });

  it('serves Swagger UI at /docs and ReDoc at /redoc from local files', async () => {
    const docs = await app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toMatch(/https?:\/\/(?!localhost)[a-z]/i);
    const redoc = await app.inject({ method: 'GET', url: '/redoc' });
    expect(redoc.body).toContain('/redoc/redoc.standalone.js');
    const bundle = await app.inject({ method: 'GET', url: '/redoc/redoc.standalone.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(500_000);
  });
});
