import { describe, expect, it } from 'vitest';
import { readAsTranslated, sourceTokens, translate } from '../../src/analysis/translate.js';
import { InputError, LanguageError } from '../../src/errors.js';
import { loadPhraseTable } from '../../src/models/phrase-table.js';
import { translation } from '../../src/namespaces.js';

describe('translation.translate', () => {
  it('translates Malay to English and English to Malay', () => {
    const en = translation.translate('Saya suka makan nasi ayam', { targetLang: 'en' });
    expect(['ms', 'id']).toContain(en.source_lang);
    expect(en.translated).toMatch(/eat/i);
    expect(en.translated).toMatch(/rice/i);
    const ms = translate('I want to eat chicken rice.', { targetLang: 'ms' });
    expect(ms.source_lang).toBe('en');
    expect(ms.translated).toMatch(/makan/);
  });

  it('accepts bm as Malay and formal as formal Malay', () => {
    expect(translate('I like cats', { targetLang: 'bm' }).translated).toMatch(/kucing/i);
    expect(translate('aku tak tahu', { targetLang: 'formal' }).translated).toBe('Saya tidak tahu.');
  });

  it('normalises Manglish, keeps Malaysian terms and copies names and numbers', () => {
    const r = translate('sy nk mkn nasi lemak kat Petronas pukul 8', { targetLang: 'en', sourceLang: 'ms' });
    expect(r.translated).toContain('nasi lemak');
    expect(r.translated).toContain('Petronas');
    expect(r.translated).toContain('8');
    expect(r.translated).not.toMatch(/\blah\b/);
  });

  it('says a dropped subject once when two phrases both bring it', () => {
    const r = translate('Aku tak sabar nak balik kampung raya ni', { targetLang: 'en', sourceLang: 'ms' });
    expect(r.translated).toMatch(/^I can't wait/);
    expect(r.translated).not.toMatch(/\b(\w+) \1\b/i);
  });

  it('has a confidence from the decoder: known words score above gibberish', () => {
    const good = translate('Saya suka kucing', { sourceLang: 'ms' }).confidence;
    const odd = translate('Xyzzy plugh quux frobnicate', { sourceLang: 'ms' }).confidence;
    expect(good).toBeGreaterThan(odd);
    expect(good).toBeGreaterThan(0);
    expect(good).toBeLessThanOrEqual(1);
  });

  it('marks names, links and Malaysian terms to copy', () => {
    const tokens = sourceTokens('Jom makan nasi lemak dengan Ahmad https://x.co lah', loadPhraseTable(), 'ms');
    expect(tokens.filter((t) => t.copy).map((t) => t.text)).toEqual(['nasi', 'lemak', 'Ahmad', 'https://x.co']);
    expect(tokens.map((t) => t.text)).not.toContain('lah');
  });

  it('looks up a word the table does not know by its English lemma or Malay root, never a name', () => {
    const keys = (text: string, dir: 'ms' | 'en'): string[] => sourceTokens(text, loadPhraseTable(), dir).map((t) => t.key);
    expect(keys('She cleans the kitchen', 'en')).toEqual(['she', 'clean', 'the', 'kitchen']);
    expect(keys('Ikan itu dimasakkan oleh ibu', 'ms')).toEqual(['ikan', 'itu', 'masak', 'oleh', 'ibu']);
    // Reduplication and clitics go first, so a derived word keeps its meaning (`pelajar` "student", not `ajar`).
    expect(keys('Guru memuji pelajar-pelajarnya', 'ms')).toEqual(['guru', 'memuji', 'pelajar']);
    // Curly apostrophes are read as the straight ones the table writes.
    expect(keys('I can’t come', 'en')).toEqual(['i', "can't", 'come']);
    expect(sourceTokens('Jones cleans it', loadPhraseTable(), 'en')[0]).toMatchObject({ key: 'jones', copy: true });
  });

  it('keeps a run of capitalised words whole when it holds a name, and translates a lone known word', () => {
    const copied = (text: string, dir: 'ms' | 'en'): string[] => sourceTokens(text, loadPhraseTable(), dir).filter((t) => t.copy).map((t) => t.text);
    expect(copied('Adik aku kerja di Kuala Lumpur sekarang', 'ms')).toEqual(['Kuala', 'Lumpur']);
    expect(translate('Adik aku kerja di Kuala Lumpur', { targetLang: 'en' }).translated).toContain('Kuala Lumpur');
    expect(copied('We need it before Friday', 'en')).toEqual([]);
  });

  it('copies a lone person\'s name the tagger finds, and never takes English I for part of a name', () => {
    const copied = (text: string, dir: 'ms' | 'en'): string[] => sourceTokens(text, loadPhraseTable(), dir).filter((t) => t.copy).map((t) => t.text);
    expect(copied('Saya jumpa Ali di pasar', 'ms')).toEqual(['Ali']);
    expect(translate('Saya jumpa Ali di pasar', { targetLang: 'en' }).translated).toContain('Ali');
    expect(copied('Please tell Farid I will be late', 'en')).toEqual(['Farid']);
  });

  it('keeps a copied word ahead of what follows it into English (no swap moves it behind)', () => {
    expect(translate('Ahmad pergi ke Jepun bulan Mac', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/^Ahmad /);
    expect(translate('Siti makan nasi lemak setiap pagi', { targetLang: 'en', sourceLang: 'ms' }).translated).toContain('nasi lemak');
  });

  it('reads tengah before a verb as doing now, and keeps tengah hari and di tengah', () => {
    expect(translate('Dia tengah masak', { targetLang: 'en', sourceLang: 'ms' }).translated).toBe('He is cooking');
    expect(translate('Saya tengah makan', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/^I am eating/);
    expect(translate('Jom makan tengah hari', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/lunch/);
  });

  it('keeps a negation (no phrase pair negates on one side only)', () => {
    expect(translate('Saya tak datang', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/n't|not/);
    expect(translate('Esok saya tak datang kerja sebab demam', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/n't|not/);
  });

  it('says whose a thing is before it, and a verb after want, like or have to in the form they need', () => {
    expect(translate('Telefon saya hilang semalam', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/^My phone/);
    expect(translate('Mereka mahu beli rumah baru', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/want to buy/);
    expect(translate('Kakak dia cikgu', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/^(His|Her) sister/);
  });

  it('says the is, am or are Malay leaves out, and a chat intensifier before its adjective', () => {
    const en = (text: string): string => translate(text, { targetLang: 'en', sourceLang: 'ms' }).translated;
    expect(en('Kereta saya rosak')).toBe('My car is broken');
    expect(en('Saya penat')).toBe('I am tired');
    expect(en('Kucing tu comel sangat')).toBe('That cat is very cute');
    expect(en('Bos aku baik')).toBe('My boss is good');
    expect(en('Dia sibuk sikit')).toBe('He is a bit busy');
    expect(en('Dia tegas')).not.toMatch(/is is|'s is/);
  });

  it('says the pronoun after an English word in Manglish first, as a possessive', () => {
    const en = (text: string): string => translate(text, { targetLang: 'en', sourceLang: 'ms' }).translated;
    expect(en('Boss aku garang')).toBe('My boss is fierce');
    expect(en('Aku jumpa boss aku semalam')).toMatch(/my boss/);
  });

  it('puts an English possessive after its noun phrase in Malay, and reads rosak as broken and nasi ayam as chicken rice', () => {
    expect(translate('My favourite food is nasi lemak', { targetLang: 'ms', sourceLang: 'en' }).translated).toMatch(/^Makanan kegemaran saya/);
    expect(translate('My car is broken', { targetLang: 'ms', sourceLang: 'en' }).translated).toMatch(/^Kereta saya/);
    expect(translate('Laptop aku rosak', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/broken/);
    expect(translate('Saya suka makan nasi ayam', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/chicken rice/);
  });

  it("keeps a sentence's opening possessive after its noun in Malay, and says an owner's 's after the thing owned", () => {
    const ms = (text: string): string => translate(text, { targetLang: 'ms', sourceLang: 'en' }).translated;
    expect(ms('My boss is angry')).toMatch(/^Bos saya marah/);
    expect(ms('His car is new')).toMatch(/^Kereta dia baru/);
    expect(ms('My younger brother studies at university')).toMatch(/^Adik saya belajar/);
    expect(ms("My friend's house is far")).toMatch(/^Rumah kawan saya jauh/);
    expect(ms("Ali's car is red")).toMatch(/^Kereta Ali/);
  });

  it('says an English noun phrase head first in Malay, and leaves a Malay term written in English as it stands', () => {
    const ms = (text: string): string => translate(text, { targetLang: 'ms', sourceLang: 'en' }).translated;
    expect(ms('I work at a computer company')).toMatch(/syarikat komputer/);
    expect(ms('I bought a new computer last month')).toMatch(/komputer baru bulan lepas/);
    expect(ms('My favourite food is nasi lemak')).toMatch(/nasi lemak/);
  });

  it('reads an English word into Malay by its part of speech: kind the adjective is not kind the noun', () => {
    const ms = (text: string): string => translate(text, { targetLang: 'ms', sourceLang: 'en' }).translated;
    const senses = sourceTokens('Our teacher is very kind', loadPhraseTable(), 'en').map((t) => t.sense);
    expect(senses).toContain('kind|ADJ');
    expect(ms('Our teacher is very kind')).toMatch(/sangat baik/);
    expect(ms('What kind of car is that?')).toMatch(/jenis kereta/);
    expect(ms('He left the room')).not.toMatch(/kiri/);
    expect(ms('Turn left at the junction')).toMatch(/kiri/);
  });

  it('reads sebab between two clauses as because (kerana), and leaves it where it is a noun', () => {
    expect(translate('Kedai tutup sebab cuti', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/because/);
    const keys = (text: string): string[] => sourceTokens(text, loadPhraseTable(), 'ms').map((t) => t.key);
    expect(keys('Apa sebab dia marah?')).toContain('sebab');
    expect(keys('Sebab itu saya tak datang')).toContain('sebab');
    expect(keys('Saya lambat sebab jalan sesak')).toContain('kerana');
  });

  it('reads chat kat as at, pasal as about, dah as sudah, best as bagus, macam mana as how, and drops the question particle ke but not the preposition', () => {
    const en = (text: string): string => translate(text, { targetLang: 'en', sourceLang: 'ms' }).translated;
    expect(en('Ayah aku kerja kat kilang')).not.toMatch(/still/);
    expect(en('Aku nak tanya pasal kelas esok')).toMatch(/about/);
    expect(en('Esok kau kerja ke?')).not.toMatch(/\bto\b/);
    expect(readAsTranslated(['kau', 'nak', 'ikut', 'ke', 'tak', '?'])).toEqual(['kau', 'nak', 'ikut', 'tak', '?']);
    expect(readAsTranslated(['saya', 'pergi', 'ke', 'pasar'])).toEqual(['saya', 'pergi', 'ke', 'pasar']);
    expect(readAsTranslated(['apa', 'pasal', 'dia', 'marah', '?'])).toEqual(['mengapa', 'dia', 'marah', '?']);
    expect(readAsTranslated(['macam', 'mana', 'nak', 'pergi', '?'])).toEqual(['bagaimana', 'nak', 'pergi', '?']);
    expect(readAsTranslated(['berapa', 'harga', 'baju', 'ini', '?'])).toEqual(['berapakah', 'harga', 'baju', 'ini', '?']);
    expect(readAsTranslated(['jumpa', 'kat', 'sekolah', 'lah'])).toEqual(['jumpa', 'di', 'sekolah']);
    expect(readAsTranslated(['kami', 'dah', 'sampai'])).toEqual(['kami', 'sudah', 'sampai']);
    expect(readAsTranslated(['filem', 'itu', 'best', 'gila'])).toEqual(['filem', 'itu', 'bagus', 'gila']);
    expect(readAsTranslated(['the', 'best', 'nasi', 'lemak'])).toEqual(['the', 'best', 'nasi', 'lemak']);
    expect(en('Kami dah sampai KL')).not.toMatch(/tell me/i);
  });

  it('reads mixed text into Malay by its main language: English with a Malay word is translated', () => {
    expect(translate("I don't like durian", { targetLang: 'ms' })).toMatchObject({ translated: 'Saya tidak suka durian', source_lang: 'en' });
  });

  it('restores the capitals the target language writes (days, months, countries, English I)', () => {
    expect(translate('Jumpa hari Jumaat nanti', { targetLang: 'en', sourceLang: 'ms' }).translated).toContain('Friday');
    expect(translate('Saya pergi ke Jepun pada bulan Mac', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/March/);
    expect(translate('See you on Friday', { targetLang: 'ms', sourceLang: 'en' }).translated).toContain('Jumaat');
    expect(translate('Nanti aku call balik', { targetLang: 'en', sourceLang: 'ms' }).translated).toMatch(/\bI\b|\bI'll\b/);
    expect(translate('Dia baru balik dari Penang petang tadi', { targetLang: 'en', sourceLang: 'ms' }).translated).toContain('Penang');
    expect(translate('Ayah suka masak nasi goreng', { targetLang: 'en', sourceLang: 'ms' }).translated).toContain('nasi goreng');
  });

  it('raises LanguageError for unsupported targets and sources', () => {
    // A type error in TypeScript (issue 66), and a LanguageError when JavaScript passes it anyway.
    // @ts-expect-error 'ja' is not a TranslationTarget
    expect(() => translate('hello', { targetLang: 'ja' })).toThrow(LanguageError);
    expect(() => translate('你好，世界', { targetLang: 'en' })).toThrow(LanguageError);
    expect(() => translate('')).toThrow(InputError);
  });
});
