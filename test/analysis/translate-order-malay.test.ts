import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderMalayForEnglish, type OrderLexicon, type OrderedToken } from '../../src/analysis/translate-order-malay.js';
import type { PosTag } from '../../src/analysis/pos.js';

const order = (words: string, tags: string, lexicon?: Partial<OrderLexicon>): OrderedToken[] =>
  orderMalayForEnglish(words.split(' '), tags.split(' ') as PosTag[], { known: () => false, english: () => false, ...lexicon });
/**
 * The order written short: an index, `+word` for an inserted word (its choices joined by `/`), `index:key` for a new
 * reading, and `!` after a word placed for good.
 */
const short = (words: string, tags: string, lexicon?: Partial<OrderLexicon>): string =>
  order(words, tags, lexicon)
    .map((o) => ('inserted' in o ? `+${o.inserted.join('/')}` : o.key === undefined ? String(o.index) : `${o.index}:${o.key}`) + ('placed' in o && o.placed ? '!' : ''))
    .join(' ');

describe('orderMalayForEnglish', () => {
  it('puts in the copula English needs after a pronoun or a closed noun phrase', () => {
    expect(short('saya penat', 'PRON ADJ')).toBe('0 +am 1');
    expect(short('mereka tak sihat', 'PRON PART ADJ')).toBe('0 +are 1 2');
    expect(short('kereta saya rosak', 'NOUN PRON ADJ')).toBe('0 1 +is/are 2');
    expect(short('anak-anak dia pandai', 'NOUN PRON ADJ')).toBe('0 1 +are 2');
  });

  it('says a subject\'s `itu` and `ini` first, and takes a noun the tagger misreads as the predicate', () => {
    expect(short('kucing itu comel', 'NOUN DET ADJ')).toBe('+that 0! +is/are 2');
    expect(short('budak-budak itu nakal', 'NOUN DET ADJ')).toBe('+those 0! +are 2');
    expect(short('kopi ini manis', 'NOUN DET NOUN')).toBe('+this 0! +is/are 2');
    expect(short('bilik hotel itu kotor', 'NOUN NOUN DET ADJ')).toBe('+that 0! 1! +is/are 3');
    expect(short('kereta merah itu cantik', 'NOUN ADJ DET ADJ')).toBe('+that 1! 0! +is/are 3');
  });

  it('says a noun phrase with adjectives in English order wherever it stands, and a bare `noun itu` as it is', () => {
    expect(short('saya suka kucing hitam itu', 'PRON VERB NOUN ADJ DET')).toBe('0 1 +that 3! 2!');
    expect(short('dia beli kasut baru ini semalam', 'PRON VERB NOUN ADJ DET NOUN')).toBe('0 1 +this 3! 2! 5');
    expect(short('di negara ini', 'ADP NOUN DET')).toBe('0 1 2');
    expect(short('kedai kopi lama murah itu', 'NOUN NOUN ADJ ADJ DET')).toBe('0 1 2 3 4');
  });

  it('moves a postposed intensifier before its adjective unless the table knows the pair', () => {
    expect(short('bil ini mahal gila', 'NOUN DET ADJ ADV')).toBe('+this 0! +is/are 3:benar-benar! 2!');
    expect(short('dia marah sangat', 'PRON ADJ ADV')).toBe('0 +is 2:sangat! 1!');
    expect(short('dia sibuk sikit', 'PRON ADJ ADV', { known: (p) => p === 'sibuk sikit' })).toBe('0 +is 1 2');
  });

  it('says a pronoun after an English noun the table does not know first, as a possessive', () => {
    const lexicon = { english: (w: string) => ['boss', 'phone', 'text'].includes(w) };
    expect(short('boss aku garang', 'NOUN PRON ADJ', lexicon)).toBe('+my 0 +is/are 2');
    expect(short('aku jumpa boss aku', 'PRON VERB NOUN PRON', lexicon)).toBe('0 1 +my 2');
    expect(short('phone dia hilang', 'NOUN PRON VERB', lexicon)).toBe('+his/her 0 2');
    expect(short('aku text dia', 'PRON VERB PRON', lexicon)).toBe('0 1 2');
    expect(short('boss aku garang', 'NOUN PRON ADJ', { ...lexicon, known: (p) => p === 'boss' })).toBe('0 1 +is/are 2');
  });

  it('leaves noun phrases, adjectives before verbs and bare nouns after a conjunction alone', () => {
    expect(short('cuaca panas di luar', 'NOUN ADJ ADP NOUN')).toBe('0 1 2 3');
    expect(short('kami gembira dapat jumpa', 'PRON ADJ AUX VERB')).toBe('0 1 2 3');
    expect(short('busur dan senjata lain', 'NOUN CCONJ NOUN ADJ')).toBe('0 1 2 3');
    expect(short('perempuan yang cantik', 'NOUN PRON ADJ')).toBe('0 1 2');
    expect(short('peta dengan ikon interaktif', 'NOUN ADP NOUN ADJ')).toBe('0 1 2 3');
  });

  it('takes a place after a subject, and a bare noun subject only where the adjective ends the clause', () => {
    expect(short('makanan kat kedai itu sedap', 'NOUN ADP NOUN DET ADJ')).toBe('0 1 2 3 +is/are 4');
    expect(short('cuaca panas', 'NOUN ADJ')).toBe('0 +is/are 1');
    expect(short('bas lambat lagi hari ini', 'NOUN ADJ ADV NOUN DET')).toBe('0 +is/are 1 2 3 4');
    expect(short('harga minyak mahal bulan ini', 'NOUN NOUN ADJ NOUN DET')).toBe('0 1 +is/are 2 3 4');
  });

  it('closes the phrase at a predicate after the copula it put in, so no phrase runs on past it', () => {
    const closing = (words: string, tags: string): number[] => order(words, tags).flatMap((o) => ('index' in o && o.closes ? [o.index] : []));
    expect(closing('dia sakit hari ini', 'PRON ADJ NOUN DET')).toEqual([1]);
    expect(closing('rumah kami dekat dengan sekolah', 'NOUN PRON ADJ ADP NOUN')).toEqual([2]);
    expect(closing('saya makan nasi', 'PRON VERB NOUN')).toEqual([]);
  });

  it('leaves a classifier after a count unsaid, and reads se- and a classifier as a (sebuah)', () => {
    expect(short('dia ada tiga ekor kucing', 'PRON VERB NUM NOUN NOUN')).toBe('0 1 2 4');
    expect(short('beberapa orang pelajar datang', 'DET NOUN NOUN VERB')).toBe('0 2 3');
    expect(short('dia beli sehelai baju', 'PRON VERB NUM NOUN')).toBe('0 1 2:sebuah 3');
    expect(short('tiga orang datang', 'NUM NOUN VERB')).toBe('0 1 2');
    expect(short('ekor kucing itu panjang', 'NOUN NOUN DET ADJ')).toContain('0');
  });

  it('keeps every source index once, but an itu, ini or possessor it says in English instead, whatever the tags', () => {
    const tags: PosTag[] = ['NOUN', 'PRON', 'DET', 'ADJ', 'ADV', 'PUNCT', 'CCONJ', 'VERB', 'PROPN', 'ADP'];
    const words = ['kereta', 'saya', 'itu', 'rosak', 'sangat', ',', 'tapi', 'makan', 'Ali', 'kat', 'gila', 'dia', 'boss', 'dua', 'ekor'];
    const lexicon: OrderLexicon = { known: (p) => p === 'kereta', english: (w) => w === 'boss' };
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...tags)), { maxLength: 12 }), (pairs) => {
        const got = orderMalayForEnglish(pairs.map((p) => p[0]), pairs.map((p) => p[1]), lexicon);
        const indices = got.flatMap((o) => ('index' in o ? [o.index] : []));
        expect(new Set(indices).size).toBe(indices.length);
        const missing = pairs.flatMap((p, i) => (indices.includes(i) ? [] : [p]));
        for (const [word, tag] of missing) expect(['itu/DET', 'saya/PRON', 'dia/PRON', `ekor/${tag}`]).toContain(`${word}/${tag}`);
      }),
    );
  });
});
