import { describe, expect, it } from 'vitest';
import { sentiment } from '../../src/analysis/sentiment.js';

describe('sentiment', () => {
  it.each([
    ['Best gila nasi lemak ni, sambal dia padu!', 'positive'],
    ['Servis lambat, makanan pun xsedap langsung', 'negative'],
    ['Terima kasih, staff sangat membantu dan mesra', 'positive'],
    ['Teruk betul, dah la mahal, rasa pun tak sedap', 'negative'],
    ['The food was amazing and the staff were friendly', 'positive'],
    ['Worst service ever, never coming back', 'negative'],
    ['Makanannya enak banget, pelayanannya juga ramah', 'positive'],
  ])('%s → %s', (text, label) => {
    expect(sentiment(text).sentiment).toBe(label);
  });

  it('handles negation: tak best is negative, not bad is not negative, bukan tak sedap is positive', () => {
    expect(sentiment('tak best langsung').sentiment).toBe('negative');
    expect(sentiment('best').sentiment).toBe('positive');
    expect(sentiment('not bad at all').probabilities.negative).toBeLessThan(sentiment('bad').probabilities.negative);
    expect(sentiment('bukan tak sedap, sedap je').raw_score).toBeGreaterThan(sentiment('tak sedap').raw_score);
  });

  it('reads negations that negate nothing: bukan main (so very) and bukan sahaja (not only)', () => {
    expect(sentiment('Bukan main sedap nasi kerabu kat gerai tu').sentiment).toBe('positive');
    expect(sentiment('Bukan sahaja murah, kedai tu pun bersih').sentiment).toBe('positive');
  });

  it('handles intensifiers: sedap gila is more positive than sedap', () => {
    expect(sentiment('sedap gila').raw_score).toBeGreaterThan(sentiment('sedap').raw_score - 0.5);
  });

  it('reads gila as an intensifier, not an insult, in praise', () => {
    expect(sentiment('Nasi lemak ni sedap gila').sentiment).toBe('positive');
    expect(sentiment('Mahal gila harga dia').sentiment).toBe('negative');
  });

  it('knows the slang of Malaysian chat: sempoi and syok praise, hampeh and bengang complain', () => {
    expect(sentiment('Sempoi je tempat ni, sesuai untuk lepak').sentiment).toBe('positive');
    expect(sentiment('Syok gila main futsal malam tadi').sentiment).toBe('positive');
    expect(sentiment('Hampeh betul servis Celcom, line asyik hilang je').sentiment).toBe('negative');
    expect(sentiment('Bengang betul aku dengan jiran sebelah').sentiment).toBe('negative');
  });

  it('reads feelings said in chat: relief and being touched praise, fear and disgust complain', () => {
    expect(sentiment('Lega sangat adik dah selamat sampai').sentiment).toBe('positive');
    expect(sentiment('Terharu aku kawan-kawan buat surprise party').sentiment).toBe('positive');
    expect(sentiment('Takut gila aku tengok ular masuk rumah').sentiment).toBe('negative');
    expect(sentiment('Jijik betul tengok sampah bersepah kat pantai').sentiment).toBe('negative');
  });

  it('reads plain Malay statements as neutral', () => {
    expect(sentiment('Kami bertolak ke Ipoh pukul lapan pagi esok').sentiment).toBe('neutral');
    expect(sentiment('Mak aku kerja kat hospital').sentiment).toBe('neutral');
  });

  it('does not read a greeting\'s negation as a complaint', () => {
    expect(sentiment('Lama tak jumpa, apa khabar sekarang?').sentiment).not.toBe('negative');
  });

  it('returns a confidence and probabilities that sum to 1', () => {
    const r = sentiment('ok je');
    expect(r.score).toBeGreaterThan(0);
    expect(r.score).toBeLessThanOrEqual(1);
    expect(r.probabilities.negative + r.probabilities.neutral + r.probabilities.positive).toBeCloseTo(1, 3);
    expect(r.score).toBe(r.probabilities[r.sentiment]);
  });

  it('rejects non-string input', () => {
    expect(() => sentiment(null as unknown as string)).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_INVALID_TYPE' }));
  });
});
