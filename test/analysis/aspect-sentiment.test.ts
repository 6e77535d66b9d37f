import { describe, expect, it } from 'vitest';
import { aspectSentiment } from '../../src/analysis/aspect-sentiment.js';
import { InputError } from '../../src/errors.js';

describe('aspectSentiment', () => {
  it('gives each aspect the sentiment of its clause and calls disagreement mixed', () => {
    const r = aspectSentiment('Makanan sedap gila tapi harga mahal sangat', { domain: 'restaurant' });
    expect(r.aspects).toEqual(expect.arrayContaining([expect.objectContaining({ aspect: 'food', sentiment: 'positive' }), expect.objectContaining({ aspect: 'price', sentiment: 'negative' })]));
    expect(r).toMatchObject({ conflict: true, overall: 'mixed' });
  });

  it('uses the domain lexicon', () => {
    const app = aspectSentiment('App ni asyik crash bila nak login', { domain: 'app' });
    expect(app.aspects.map((a) => a.aspect)).toEqual(expect.arrayContaining(['bugs', 'login']));
    expect(aspectSentiment('Barang sampai cepat, packing kemas', { domain: 'product' }).aspects.map((a) => a.aspect)).toEqual(expect.arrayContaining(['delivery', 'packaging']));
  });

  it('knows food, drink, cleanliness and delivery in the default domain', () => {
    expect(aspectSentiment('Makanan sedap tapi harga mahal sikit').aspects.map((a) => a.aspect).sort()).toEqual(['food', 'price']);
    expect(aspectSentiment('Bilik bersih, kopi pun sedap').aspects.map((a) => a.aspect)).toEqual(expect.arrayContaining(['cleanliness', 'drink']));
    // The standard Malay spelling `staf` is service, as `staff` is.
    expect(aspectSentiment('Staf kaunter mesra dan membantu').aspects.map((a) => a.aspect)).toContain('service');
  });

  it('has no aspects and the text sentiment as overall when none is mentioned', () => {
    const r = aspectSentiment('Hari ni hari Isnin');
    expect(r.aspects).toEqual([]);
    expect(r.conflict).toBe(false);
  });

  it('rejects an unknown domain', () => {
    expect(() => aspectSentiment('sedap', { domain: 'hotel' as never })).toThrow(InputError);
  });
});
