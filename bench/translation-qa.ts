/**
 * Translation (15-word sentences, both directions) and question answering (200-word contexts, several
 * questions per context, and one question per context). The QA contexts are team-written here.
 */
import { lib, report, throughput } from './lib.js';

const MS = [
  'Kerajaan akan menaikkan gaji minimum untuk semua pekerja di sektor swasta mulai tahun depan',
  'Saya bercadang untuk pergi bercuti ke Langkawi bersama keluarga pada cuti sekolah nanti ini',
  'Harga barang keperluan harian terus meningkat dan ramai pengguna mula mengurangkan perbelanjaan mereka',
  'Pasukan bola sepak negara berlatih setiap petang di stadium untuk persediaan perlawanan akhir',
];
const EN = [
  'The government will raise the minimum wage for all workers in the private sector next year',
  'I am planning to go on holiday to Langkawi with my family during the school break',
  'The price of daily necessities keeps rising and many consumers have started to spend less',
  'The national football team trains every evening at the stadium to prepare for the final',
];

/** A 200-word team-written context about a fictional town, and questions about it. */
const CONTEXT = [
  'Bandar Seri Kenanga terletak di tebing Sungai Perak dan diasaskan oleh seorang pedagang bernama Tok Kamal pada tahun 1887.',
  'Pada awalnya, bandar kecil itu hanya mempunyai sebuah pasar, sebuah masjid kayu dan beberapa buah rumah kedai.',
  'Selepas landasan kereta api dibina pada tahun 1912, penduduknya bertambah dengan pesat kerana ramai pekerja datang untuk bekerja di lombong bijih timah.',
  'Kini, Bandar Seri Kenanga mempunyai kira-kira 45,000 penduduk dan terkenal dengan mi kari serta kuih tradisional.',
  'Sekolah pertama di bandar itu, Sekolah Melayu Kenanga, dibuka pada tahun 1921 oleh Cikgu Hamidah.',
  'Setiap bulan Ogos, penduduk menganjurkan pesta air di sungai yang menarik ribuan pelancong dari seluruh negara.',
  'Majlis perbandaran dipimpin oleh Datuk Bandar Rahman Ismail sejak tahun 2019, dan beliau berjanji untuk membina sebuah perpustakaan baharu.',
  'Perpustakaan itu dijangka siap pada tahun 2026 dengan kos sebanyak RM12 juta.',
  'Walaupun bandar itu semakin moden, bangunan lama di sepanjang Jalan Stesen masih dipelihara kerana nilai sejarahnya.',
  'Ramai penduduk berpendapat bahawa pelancongan warisan boleh menjadi sumber ekonomi yang penting pada masa depan.',
].join(' ');
const QUESTIONS = [
  'Siapakah yang mengasaskan Bandar Seri Kenanga?', 'Bilakah landasan kereta api dibina?', 'Berapakah jumlah penduduk bandar itu sekarang?',
  'Di manakah Bandar Seri Kenanga terletak?', 'Siapa Datuk Bandar sekarang?', 'Bila sekolah pertama dibuka?', 'Berapa kos perpustakaan baharu?',
  'When is the water festival held?',
];

export async function benchTranslationQa(): Promise<Record<string, number>> {
  const { translation, qa } = await lib();
  const ms = throughput(() => (MS.forEach((s) => translation.translate(s, { sourceLang: 'ms', targetLang: 'en' })), MS.length), 3000);
  report('translation.translate ms→en (15 words)', ms.unitsPerSecond, 'sentences/s', '(target ≥ 500)');
  const en = throughput(() => (EN.forEach((s) => translation.translate(s, { sourceLang: 'en', targetLang: 'ms' })), EN.length), 3000);
  report('translation.translate en→ms (15 words)', en.unitsPerSecond, 'sentences/s', '(target ≥ 500)');
  const same = throughput(() => (QUESTIONS.forEach((q) => qa.answer(q, CONTEXT)), QUESTIONS.length), 3000);
  report('qa.answer, 200-word context, 8 questions each', same.unitsPerSecond, 'questions/s', '(target ≥ 2,000)');
  let k = 0;
  const fresh = throughput(() => {
    // A different context every call (a number changes), so nothing about it is reused.
    qa.answer(QUESTIONS[k % QUESTIONS.length] as string, `${CONTEXT} Nombor rujukan ${k++}.`);
    return 1;
  }, 3000);
  report('qa.answer, 200-word context, a new context each', fresh.unitsPerSecond, 'questions/s');
  return { msToEn: ms.unitsPerSecond, enToMs: en.unitsPerSecond, qaSame: same.unitsPerSecond, qaFresh: fresh.unitsPerSecond };
}
