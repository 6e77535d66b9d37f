import { describe, expect, it } from 'vitest';
import { shareImage } from '../../src/models/shared.js';

describe('model images in shared memory', () => {
  it('copy every typed array into a SharedArrayBuffer and keep everything else', () => {
    const image = { header: { name: 'sentiment', classes: ['negative', 'positive'] }, weights: Int8Array.from([1, -2, 3]), parts: [Float32Array.from([0.5])], bytes: Buffer.from('kereta') };
    const shared = shareImage(image);
    expect(shared.header).toEqual(image.header);
    expect(shared.weights.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect([...shared.weights]).toEqual([1, -2, 3]);
    expect(shared.parts[0]?.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(shared.bytes).toString()).toBe('kereta');
    expect(shareImage(shared).weights).toBe(shared.weights);
  });
});
