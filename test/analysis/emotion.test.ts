import { describe, expect, it } from 'vitest';
import { combineEmotion, emotion, EMOTIONS, lexiconHits } from '../../src/analysis/emotion.js';

describe('emotion', () => {
  it.each([
    ['Geram betul aku dengan servis dia, lambat gila 😡', 'anger'],
    ['Eh serius ke? Tak sangka langsung dia menang 😮', 'surprise'],
    ['Sedihnya arwah atuk dah takde 😭', 'sadness'],
    ['Seronok gila trip Langkawi semalam!', 'joy'],
    ['Takut aku nak balik sorang malam2 ni', 'fear'],
    ['Eww jijik betul tandas kat situ, busuk', 'disgust'],
    ['Sayang awak sangat2 ❤️', 'love'],
    ['I am so happy today', 'joy'],
    // Food praise is joy: `sedap` must not read as its look-alike `sedih`.
    ['Nasi lemak ni sedap gila', 'joy'],
    ['Makanan kat sini sedap dan murah', 'joy'],
    ['The food is delicious', 'joy'],
    // `tak puas hati` is a complaint, while `puas hati` is contentment.
    ['Aku tak puas hati dengan servis ni', 'anger'],
    ['Saya puas hati dengan servis ni', 'joy'],
    // News of a disaster told plainly is fear, not the commonest class.
    ['Wabak denggi merebak di tiga daerah', 'fear'],
    ['Banjir kilat melanda Kuantan pagi ini', 'fear'],
    // Relief after danger and praise that ends in encouragement are joy.
    ['Semua mangsa banjir sudah selamat pulang', 'joy'],
    ['Servis kat cawangan ni memang cemerlang, keep it up', 'joy'],
    // Manglish praise of a service in English words is joy; the same words negated are not.
    ['Kedai ni laju, staff pun friendly, confirm datang lagi', 'joy'],
    // Boredom is low spirits, sadness; denied, it is joy. A slow or lagging device is a complaint.
    ['Bosan nya kelas hari ni', 'sadness'],
    ['Tak bosan langsung main game ni', 'joy'],
    ['Wifi kat office ni slow gila', 'anger'],
  ])('%s → %s', (text, expected) => {
    expect(emotion(text).emotion).toBe(expected);
  });

  it('always gives all seven emotions, summing to 1', () => {
    const r = emotion('ok');
    expect(Object.keys(r.scores).sort()).toEqual([...EMOTIONS].sort());
    expect(Object.values(r.scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    expect(r.secondary).not.toBe(r.emotion);
  });

  it('ignores a lexicon word right after a negator', () => {
    expect(emotion('Staff tak friendly langsung, menyampah aku').emotion).not.toBe('joy');
    expect(lexiconHits(['tak', 'takut']).fear).toBe(0);
    expect(lexiconHits(['sakit', 'hati']).anger).toBe(1);
  });

  it('counts a negated praise or regret word for the feeling its negation says, through a degree word too', () => {
    expect(lexiconHits(['tak', 'berapa', 'sedap']).disgust).toBe(1);
    expect(lexiconHits(['tak', 'berapa', 'sedap']).joy).toBe(0);
    expect(lexiconHits(['tak', 'seronok']).sadness).toBe(1);
    expect(lexiconHits(['tak', 'menyesal']).joy).toBe(1);
    expect(lexiconHits(['tak', 'sedap', 'hati']).disgust).toBe(0);
    expect(lexiconHits(['berapa', 'sedap']).joy).toBe(1);
    // `tak pernah X` is "never X": never tired of someone is no sadness.
    expect(lexiconHits(['tak', 'pernah', 'jemu']).sadness).toBe(0);
    expect(lexiconHits(['tak', 'pernah', 'jemu']).joy).toBe(1);
    expect(emotion('Makanan tak berapa sedap').emotion).toBe('disgust');
  });

  it('reads a feeling word\'s -nya exclamation as the word, except where -nya changes the meaning', () => {
    expect(lexiconHits(['sedihnya']).sadness).toBe(1);
    expect(lexiconHits(['takutnya', 'aku']).fear).toBe(1);
    expect(lexiconHits(['sayangnya']).love).toBe(0);
    expect(lexiconHits(['tanya']).sadness + lexiconHits(['tanya']).joy).toBe(0);
    expect(emotion('Sedihnya kucing aku mati semalam').emotion).toBe('sadness');
  });

  it('lets lexicon hits raise an emotion over the model', () => {
    const flat = new Float64Array(7).fill(1 / 7);
    expect(combineEmotion(flat, {}).surprise).toBeCloseTo(1 / 7, 3);
    const s = combineEmotion(flat, { surprise: 2 });
    expect(Math.max(...Object.values(s))).toBe(s.surprise);
    // The model's classes are in EMOTION_MODEL_CLASSES order: disgust is the second.
    const disgusted = combineEmotion(Float64Array.from([0.1, 0.4, 0.1, 0.1, 0.1, 0.1, 0.1]), {});
    expect(disgusted.disgust).toBeCloseTo(0.4, 3);
  });
});
