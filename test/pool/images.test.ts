/**
 * Model images built once in shared memory (issue 62): threads given them answer exactly as threads that
 * read the model files themselves, and the images' arrays live in SharedArrayBuffers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CAPABILITIES, served } from '../../src/capabilities/registry.js';
import { buildSharedImagesInThread } from '../../src/pool/image-thread.js';
import { AnalysisPool } from '../../src/pool/pool.js';

const TEXTS = ['Weh, meeting tu dah cancel, kita jumpa next week je', 'Datuk Seri Anwar Ibrahim melawat Kota Bharu semalam.', 'Kenaikan harg minyak buat rakyat susah'];
const pools: AnalysisPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('shared model images', () => {
  it('are SharedArrayBuffer-backed and give every module the same results as files read by each thread', async () => {
    const images = await buildSharedImagesInThread();
    const weights = (images['sentiment.bin.gz'] as { weights: Int8Array }).weights;
    expect(weights.buffer).toBeInstanceOf(SharedArrayBuffer);
    const shared = new AnalysisPool({ threads: 1, queueMax: 64, timeoutMs: 60_000, images });
    const own = new AnalysisPool({ threads: 1, queueMax: 64, timeoutMs: 60_000 });
    pools.push(shared, own);
    const tasks = TEXTS.map((text) => ({ text, modules: served(CAPABILITIES).map((c) => c.name), params: {} }));
    expect(await shared.run(tasks)).toEqual(await own.run(tasks));
  }, 120_000);
});
