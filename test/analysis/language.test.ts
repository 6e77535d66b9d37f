import { describe, expect, it } from 'vitest';
import { detectLanguage, taggerDomain } from '../../src/analysis/language.js';
import { detectSwitches } from '../../src/analysis/code-switching.js';

describe('detectLanguage', () => {
  it.each([
    ['Saya tak tahu la, dia dah balik rumah', 'ms'],
    ['Kerajaan akan mengumumkan bajet baharu pada bulan depan.', 'ms'],
    ['Aku nggak tahu mau ngapain, capek banget', 'id'],
    ['Pemerintah akan mengumumkan kebijakan baru minggu depan.', 'id'],
    ['The meeting has been moved to tomorrow afternoon.', 'en'],
    ['我爱吃榴莲，但是我太太不喜欢', 'zh'],
    // A Han character weighs three Latin letters: Chinese that names people and places in Latin letters stays Chinese.
    ['我们明天在 Pavilion Kuala Lumpur 见面吧', 'zh'],
    ['Lim Guan Eng 今天在 Penang 发表讲话', 'zh'],
    ['நான் இன்று பள்ளிக்குச் செல்கிறேன்', 'ta'],
    ['Привет, как дела?', 'other'],
    ['今日は学校に行きます', 'other'],
    // Everyday chat: an everyday word only Malaysians write (`korang`, `dah`, `diorang`) makes it chat.
    ['Korang dah sampai ke? Aku tunggu kat luar', 'ms'],
    ['Aku pun sama, dah penat sangat hari ni', 'ms'],
    ['Semalam aku tengok wayang dengan diorang', 'ms'],
    ['Gue udah nyampe, lo di mana?', 'id'],
    ['Aku capek banget, pengen tidur aja', 'id'],
    // Chat spellings both languages write (`krn`, `jg`, `yg`) do not lean Indonesian; Indonesian chat stays so.
    ['Terima kasih krn sudi dtg ke program kami, jg kpd semua sukarelawan yg terlibat', 'ms'],
    ['Makasih ya kak, paketnya udah nyampe dgn selamat, mantap banget', 'id'],
    // `ke` before `belum`/`tak` or at the end is the Malay question particle; Indonesian `ke` has a place after it.
    ['Sudah makan ke belum?', 'ms'],
    ['Nanti sore aku mau ke pasar sama ibu', 'id'],
    // Progressive `tengah` before a verb is Malay (Indonesian writes `lagi`), even beside an English word.
    ['Sorry lambat reply, tadi aku tengah mandi', 'ms'],
    ['Maaf baru bales, tadi aku lagi mandi', 'id'],
    // An amount in ringgit says Malaysia, one in rupiah Indonesia.
    ['Gaji minimum dinaikkan kepada RM1,700 mulai bulan depan', 'ms'],
    ['Upah minimum dinaikkan menjadi Rp5 juta mulai tahun depan', 'id'],
    // `sangat` after its adjective at a clause's end is Malaysian; Indonesian puts it first or says `banget`.
    ['Anak kami lulus dengan cemerlang, bangga sangat', 'ms'],
    ['Anak kami lulus dengan nilai sempurna, bangga banget', 'id'],
    ['Kami sangat bangga dengan prestasi anak kami', 'id'],
    // ... and so is `sangat` after an adjective that opens its clause; inside an Indonesian clause it is not.
    ['Bosan sangat duduk rumah seorang', 'ms'],
    ['Kopi pahit sangat cocok untuk begadang', 'id'],
    ['Aku lonely sangat duduk rumah sorang-sorang', 'ms'],
    // `gila` right after its adjective, English or Malay, is Malaysian; Indonesian `gila` is "crazy".
    ['Happy gila dapat gaji awal', 'ms'],
    ['Sudah gila kamu ya', 'id'],
    // Dialect spellings the Indonesian corpora never show (Sarawak `kamek`, `kitak`; Kelantan `gapo`) are Malaysian.
    ['Kamek udah sampai, kitak di mana?', 'ms'],
    ['Aku udah sampai, kamu di mana?', 'id'],
    // Food and shop words lean on the web lists more than on the corpora, whose Indonesian holds SmSA's reviews.
    ['Makanan sampai sejuk, rider lambat sejam. Memang tak order lagi', 'ms'],
    ['Makanannya sudah dingin waktu sampai, kurirnya telat sejam', 'id'],
    // Names say where, not which language: English naming Malaysian places stays English, Malay stays Malay.
    ['My brother works in Kuala Lumpur', 'en'],
    ['Faizal just moved to Kota Kinabalu with his family', 'en'],
    ['Abang aku kerja kat Kuala Lumpur', 'ms'],
  ])('%s → %s', (text, lang) => {
    expect(detectLanguage(text).primary).toBe(lang);
  });

  it.each(['gila best', 'xnak', 'sy nk mkn', 'jom lepak mamak', 'best gila weh', 'tak best la'])('short Manglish "%s" is Malay', (text) => {
    expect(detectLanguage(text).primary).toBe('ms');
  });

  it('reports mixing of Malay and English', () => {
    expect(detectLanguage('Weh, meeting tu dah postpone ke next week').is_mixed).toBe(true);
    expect(detectLanguage('Best gila movie tu, I really love the ending').is_mixed).toBe(true);
    expect(detectLanguage('Saya pergi ke pasar pagi tadi').is_mixed).toBe(false);
    expect(detectLanguage('I went to the market this morning').is_mixed).toBe(false);
  });

  it('returns confidences that sum to 1, most likely first', () => {
    const { languages, primary } = detectLanguage('Jom makan nasi lemak');
    expect(languages[0]?.lang).toBe(primary);
    expect(languages.reduce((a, l) => a + l.conf, 0)).toBeCloseTo(1, 2);
    for (let i = 1; i < languages.length; i++) expect(languages[i - 1]!.conf).toBeGreaterThanOrEqual(languages[i]!.conf);
  });

  it('handles text without letters', () => {
    expect(detectLanguage('😂😂 123 !!!').primary).toBe('other');
  });

  it('rejects empty input', () => {
    expect(() => detectLanguage('')).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_EMPTY_INPUT' }));
  });
});

describe('taggerDomain', () => {
  it('tells English, Indonesian and Malay apart, with Malay for text without words', () => {
    expect(taggerDomain('The Prime Minister visited Kota Bharu yesterday')).toBe('en');
    expect(taggerDomain('Perdana Menteri melawat Kota Bharu semalam')).toBe('ms');
    expect(taggerDomain('Presiden Jokowi mengunjungi Surabaya kemarin, katanya bisa')).toBe('id');
    expect(taggerDomain('!!!')).toBe('ms');
  });

  it('reads English without the names inside a sentence, even when names are most of it', () => {
    expect(taggerDomain('Puan Siti teaches English at SMK Taman Jaya')).toBe('en');
    expect(taggerDomain('Azman and Mei Ling study at UiTM Shah Alam')).toBe('en');
    expect(taggerDomain('Datuk Seri Anwar Ibrahim melawat Hospital Kuala Lumpur')).toBe('ms');
  });
});

describe('codeSwitching.detectSwitches', () => {
  it('splits Manglish into Malay and English segments with exact offsets', () => {
    const text = 'Weh, meeting tu dah cancel, kita jumpa next week je';
    const r = detectSwitches(text);
    const langOf = (word: string): string | undefined => r.segments.find((s) => s.text.includes(word))?.lang;
    expect([langOf('Weh'), langOf('meeting'), langOf('dah'), langOf('next week'), langOf('je')]).toEqual(['ms', 'en', 'ms', 'en', 'ms']);
    for (const s of r.segments) expect(text.slice(s.start, s.end)).toBe(s.text);
    expect(r.switch_count).toBe(r.segments.length - 1);
    expect(r.switch_count).toBeGreaterThanOrEqual(4);
    expect(r.pattern).toBe('ms-en');
  });

  it('keeps slang, shortforms and particles Malay', () => {
    const r = detectSwitches('xnak la bro, sy dh penat gilerrr');
    expect(r.segments.map((s) => s.lang)).toEqual(['ms']);
    expect(r.switch_count).toBe(0);
    expect(r.pattern).toBe('ms-ms');
  });

  it('does not count names or numbers as a language', () => {
    const r = detectSwitches('Saya jumpa Encik Tan di Kuala Lumpur pukul 3:30pm');
    expect(r.segments.every((s) => s.lang === 'ms')).toBe(true);
  });

  it('lets a name after the last word of a run belong to that run', () => {
    const text = 'Nanti kita pergi Mid Valley, then lunch at Sunway Pyramid';
    const r = detectSwitches(text);
    expect(r.segments.map((s) => [s.text, s.lang])).toEqual([['Nanti kita pergi Mid Valley', 'ms'], ['then lunch at Sunway Pyramid', 'en']]);
    for (const s of r.segments) expect(text.slice(s.start, s.end)).toBe(s.text);
    expect(detectSwitches('Please submit the form before Friday').segments.map((s) => s.text)).toEqual(['Please submit the form before Friday']);
  });

  it.each([
    'A software bug exposed the passwords of users',
    'What time does the train leave?',
    'Set the volume to the default level',
    'Which one do you want, the red or the blue?',
    'Can you open the door',
  ])('keeps plain English "%s" unmixed (English dictionary words, particles mid-clause, clear corpus counts)', (text) => {
    const r = detectSwitches(text);
    expect(r.is_mixed).toBe(false);
    expect(r.pattern).toBe('en-en');
  });

  it('reads `what` and `one` as Manglish particles only at the end of a clause', () => {
    const r = detectSwitches('Dia memang macam tu one, kita nak buat apa');
    expect(r.segments.every((s) => s.lang === 'ms')).toBe(true);
  });

  it('gives English matrix with Malay insertions as en-ms', () => {
    expect(detectSwitches('I really love the nasi lemak at this place lah').pattern).toBe('en-ms');
  });

  it('returns no segments for text without Latin words', () => {
    expect(detectSwitches('😂 123').segments).toEqual([]);
  });
});
