import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bioSpans, isInterjection, namedSpans, nerDomainOf, nerForms, nerTag } from '../../src/analysis/ner.js';
import { scan } from '../../src/text/tokenize.js';

describe('nerTag', () => {
  it('finds people with honorifics, places and organisations', () => {
    const ents = nerTag('Datuk Seri Anwar Ibrahim melawat Kota Bharu bersama pegawai Petronas.').map((e) => [e.text, e.label]);
    expect(ents).toEqual([['Datuk Seri Anwar Ibrahim', 'PER'], ['Kota Bharu', 'LOC'], ['Petronas', 'ORG']]);
  });

  it('keeps a title such as Cikgu in the name and leaves a call (Oi, Weh) out of it', () => {
    expect(nerTag('Semalam Cikgu Aminah datang lewat').map((e) => [e.text, e.label])).toEqual([['Cikgu Aminah', 'PER']]);
    expect(nerTag('Oi Ahmad, mana kau letak kunci kereta?').map((e) => [e.text, e.label])).toEqual([['Ahmad', 'PER']]);
  });

  it('finds names in lower-case chat, which has a domain of its own', () => {
    expect(nerDomainOf(scan('semalam aku jumpa siti kat klcc'))).toBe('ms-lc');
    expect(nerDomainOf(scan('Semalam aku jumpa Siti kat KLCC'))).toBe('ms');
    expect(nerTag('semalam aku jumpa siti kat penang').map((e) => [e.text, e.label])).toEqual([['siti', 'PER'], ['penang', 'LOC']]);
  });

  it('does not take chat spellings for names (tgk, takpe, xleh), and still finds the names beside them', () => {
    for (const text of ['tgk la dulu', 'takpe la, kitorang gerak dulu', 'Xpe, nanti aku call', 'xleh masuk app tu', 'sy dh smpai umah']) expect(nerTag(text)).toEqual([]);
    expect(nerTag('tgk la siti dah smpai kat penang').map((e) => [e.text, e.label])).toEqual([['siti', 'PER'], ['penang', 'LOC']]);
  });

  it('reads chat spellings as their standard word, but not in Indonesian text or when capitalised', () => {
    const read = (text: string, domain?: string): string[] => nerForms(scan(text), domain ?? nerDomainOf(scan(text)));
    expect(read('takpe la, kitorang gerak dulu')).toEqual(['apa', 'lah', ',', 'kitorang', 'gerak', 'dulu']);
    expect(read('xnak dh')).toEqual(['nak', 'dah']);
    expect(read('tgk dh', 'id-lc')).toEqual(['tgk', 'dh']);
    expect(read('Dr Siti', 'ms')).toEqual(['Dr', 'Siti']);
  });

  it('keeps offsets exact around emoji, URLs and repeated entities', () => {
    const text = 'Saya jumpa Ali dekat KLCC semalam 😂 https://x.co/a, Ali kata dia kerja kat Maybank.';
    const ents = nerTag(text);
    for (const e of ents) expect(text.slice(e.start, e.end)).toBe(e.text);
    expect(ents.filter((e) => e.text === 'Ali')).toHaveLength(2);
    expect(new Set(ents.filter((e) => e.text === 'Ali').map((e) => e.start)).size).toBe(2);
    expect(ents.some((e) => e.text.includes('http'))).toBe(false);
  });

  it('never reads an interjection opening a sentence as a name', () => {
    expect(nerTag('Eeee, gelinya tengok cicak tu')).toEqual([]);
    expect(nerTag('Amboi, Farid dah balik rupanya').map((e) => e.text)).toEqual(['Farid']);
    expect(isInterjection('Alamak')).toBe(true);
    expect(isInterjection('Aminah')).toBe(false);
  });

  it('ends no name in cased text with a lower-case Malay verb', () => {
    expect(namedSpans(['B-PER', 'I-PER', 'E-PER'], ['Sultan', 'Perak', 'merasmikan'], 'ms')).toEqual([{ label: 'PER', first: 0, last: 1 }]);
    expect(namedSpans(['B-ORG', 'E-ORG'], ['parti', 'bersatu'], 'ms-lc')).toEqual([{ label: 'ORG', first: 0, last: 1 }]);
    expect(nerTag('Sultan Perak merasmikan jambatan baharu').map((e) => e.text)).not.toContain('Sultan Perak merasmikan');
  });

  it('starts no person in cased text with an interjection or a lower-case word other than a name particle', () => {
    expect(namedSpans(['B-PER', 'I-PER', 'E-PER'], ['Eee', 'geramnya', 'Ali'], 'ms')).toEqual([{ label: 'PER', first: 2, last: 2 }]);
    expect(namedSpans(['B-PER', 'I-PER', 'E-PER'], ['van', 'der', 'Sar'], 'en')).toEqual([{ label: 'PER', first: 0, last: 2 }]);
    expect(namedSpans(['B-LOC', 'E-LOC'], ['kota', 'Bandung'], 'id')).toEqual([{ label: 'LOC', first: 0, last: 1 }]);
    expect(nerTag('Eee geramnya Ali ni, dia ambil makanan aku').map((e) => e.text)).toEqual(['Ali']);
  });

  it('reads a person\'s name after an institution, venue or place word, or a place an institution word opens, as that institution or place', () => {
    expect(namedSpans(['B-PER', 'I-PER', 'E-PER'], ['Sultan', 'Zainal', 'Abidin'], 'ms')).toEqual([{ label: 'PER', first: 0, last: 2 }]);
    expect(namedSpans(['O', 'B-PER', 'I-PER', 'E-PER'], ['Universiti', 'Sultan', 'Zainal', 'Abidin'], 'ms')).toEqual([{ label: 'ORG', first: 0, last: 3 }]);
    expect(namedSpans(['O', 'O', 'O', 'B-PER', 'E-PER'], ['Sekolah', 'Menengah', 'Sains', 'Tuanku', 'Jaafar'], 'ms')).toEqual([{ label: 'ORG', first: 0, last: 4 }]);
    expect(namedSpans(['B-PER', 'I-PER', 'E-PER'], ['Masjid', 'Sultan', 'Ismail'], 'ms')).toEqual([{ label: 'LOC', first: 0, last: 2 }]);
    expect(namedSpans(['B-PER', 'O'], ['Majlis', 'perkahwinan'], 'ms')).toEqual([]);
    expect(namedSpans(['B-LOC'], ['Padang'], 'id')).toEqual([{ label: 'LOC', first: 0, last: 0 }]);
    expect(namedSpans(['B-LOC', 'I-LOC', 'I-LOC', 'E-LOC'], ['Universiti', 'Sultan', 'Zainal', 'Abidin'], 'ms')).toEqual([{ label: 'ORG', first: 0, last: 3 }]);
    expect(namedSpans(['B-LOC', 'I-LOC', 'E-LOC'], ['Hospital', 'Kuala', 'Lumpur'], 'ms')).toEqual([{ label: 'LOC', first: 0, last: 2 }]);
    expect(nerTag('Kakak aku belajar di Universiti Sultan Zainal Abidin').map((e) => [e.text, e.label])).toEqual([['Universiti Sultan Zainal Abidin', 'ORG']]);
    expect(nerTag('Syarikat Hartalega mencatat keuntungan').map((e) => [e.text, e.label])).toEqual([['Syarikat Hartalega', 'ORG']]);
  });

  it('reads an English road name, whose head comes last, as one place in cased text', () => {
    expect(namedSpans(['B-ORG', 'E-ORG'], ['Federal', 'Highway'], 'en')).toEqual([{ label: 'LOC', first: 0, last: 1 }]);
    expect(namedSpans(['S-LOC', 'O', 'O'], ['Penang', 'Second', 'Bridge'], 'en')).toEqual([{ label: 'LOC', first: 0, last: 2 }]);
    expect(namedSpans(['O', 'O', 'O', 'O'], ['The', 'Pan', 'Borneo', 'Highway'], 'en')).toEqual([{ label: 'LOC', first: 1, last: 3 }]);
    expect(namedSpans(['B-LOC', 'I-LOC', 'I-LOC', 'E-LOC'], ['Middle', 'Ring', 'Road', '2'], 'en')).toEqual([{ label: 'LOC', first: 0, last: 3 }]);
    // A road word that opens a name, or one inside a longer name, and lower-case text are left alone.
    expect(namedSpans(['B-ORG', 'I-ORG', 'E-ORG'], ['Road', 'Transport', 'Department'], 'en')).toEqual([{ label: 'ORG', first: 0, last: 2 }]);
    expect(namedSpans(['B-ORG', 'I-ORG', 'E-ORG'], ['Highway', 'Patrol', 'Unit'], 'en')).toEqual([{ label: 'ORG', first: 0, last: 2 }]);
    expect(namedSpans(['B-MISC', 'E-MISC'], ['fury', 'road'], 'en-lc')).toEqual([{ label: 'MISC', first: 0, last: 1 }]);
    const text = 'Jem teruk kat Federal Highway 😩 pagi ni';
    const road = nerTag(text).find((e) => e.label === 'LOC');
    expect(road && text.slice(road.start, road.end)).toBe('Federal Highway');
  });

  it('takes no acronym of a thing for a name', () => {
    expect(nerTag('Bank Negara Malaysia mengekalkan OPR pada 3 peratus').map((e) => e.text)).toEqual(['Bank Negara Malaysia']);
    expect(nerTag('UM dan UKM menandatangani MoU semalam').map((e) => e.text)).not.toContain('MoU');
  });

  it('reads Malaysia\'s public bodies and parties as organisations', () => {
    const label = (text: string, name: string): string | undefined => nerTag(text).find((e) => e.text === name)?.label;
    expect(label('Mahkamah Rayuan menolak rayuan peguam semalam', 'Mahkamah Rayuan')).toBe('ORG');
    expect(label('Jabatan Imigresen menahan 20 pendatang asing di Johor', 'Jabatan Imigresen')).toBe('ORG');
    expect(label('Ahli UMNO berhimpun di PWTC', 'UMNO')).toBe('ORG');
  });

  it('finds names in Malaysian English', () => {
    const ents = nerTag('I met Siti at Universiti Malaya yesterday');
    expect(ents.map((e) => e.label)).toEqual(['PER', 'ORG']);
  });

  it('round-trips offsets on any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }).filter((s) => s.trim() !== ''), (suffix) => {
        const text = `Encik Ahmad dari Kuala Lumpur ${suffix}`;
        return nerTag(text).every((e) => text.slice(e.start, e.end) === e.text && ['PER', 'ORG', 'LOC', 'MISC'].includes(e.label));
      }),
      { numRuns: 150 },
    );
  });

  it('turns BIO runs into spans', () => {
    const toks = [0, 1, 2, 3].map((i) => ({ start: i * 2, end: i * 2 + 1 }));
    expect(bioSpans(['B-PER', 'I-PER', 'O', 'B-LOC'], toks).map((s) => [s.label, s.start, s.end])).toEqual([['PER', 0, 3], ['LOC', 6, 7]]);
  });

  it('turns BIOES runs into spans, closing at E- and taking S- alone', () => {
    const toks = [0, 1, 2, 3, 4, 5].map((i) => ({ start: i * 2, end: i * 2 + 1 }));
    const spans = (tags: string[]): (string | number)[][] => bioSpans(tags, toks).map((s) => [s.label, s.first, s.last]);
    expect(spans(['B-PER', 'I-PER', 'E-PER', 'S-LOC', 'S-LOC', 'O'])).toEqual([['PER', 0, 2], ['LOC', 3, 3], ['LOC', 4, 4]]);
    expect(spans(['B-ORG', 'E-ORG', 'I-ORG', 'O', 'O', 'B-PER'])).toEqual([['ORG', 0, 1], ['ORG', 2, 2], ['PER', 5, 5]]);
    // P-X, the word before an entity, is outside.
    expect(spans(['S-LOC', 'P-LOC', 'S-LOC', 'O', 'P-PER', 'S-PER'])).toEqual([['LOC', 0, 0], ['LOC', 2, 2], ['PER', 5, 5]]);
  });
});
