/**
 * The benchmark corpus: thousands of distinct held-out sentences read from `../shared/data` at bench time
 * (every held-out sentence of the Malay, Indonesian and English corpora — news, translations, software
 * strings, commands, chat — and the held-out sentiment rows: Malay tweets, SmSA, NusaX English, UCI),
 * shuffled by a fixed seed. Nothing from the data is committed. Without the data the benchmark falls back
 * to a small team-written set and says so: its "unseen" figures are then not unseen at all.
 */
import { seeded } from '../src/random.js';
import { hasData } from '../training/common.js';

/** The corpus and where it came from. */
export interface BenchCorpus {
  readonly texts: readonly string[];
  /** True when the texts are the held-out public data (false: the team's fallback sentences). */
  readonly heldOut: boolean;
  readonly description: string;
}

/** The team's fallback sentences (written for the benchmark; not from ../shared/data). */
const FALLBACK = [
  'xnak la bro, sy dh penat gilerrr',
  'Jom makan nasi lemak kat mamak depan ofis, aku belanja RM5 je 😂',
  'Harga minyak naik lagi 3.5% bulan ni, rakyat makin susah nak hidup.',
  'The meeting has been moved to 3:30pm tomorrow, please update your calendar.',
  'Budak2 tu main bola sampai maghrib, mak dorang dah bising2 panggil balik.',
  'Kerajaan akan mengumumkan bajet 2025 pada 18/10/2024 di Parlimen.',
  'Best gila movie semalam!!! Tapi ending dia sedih sikit T_T',
  'Syarikat ABC Sdn. Bhd. melaporkan keuntungan RM10.4m bagi suku ketiga.',
  'Trafik jam teruk gila kat Federal Highway pagi tadi, sampai ofis lambat 1 jam.',
  'Pelajar sekolah menengah perlu menduduki peperiksaan SPM pada hujung tahun.',
];

/**
 * Reads the corpus (distinct texts, shuffled with a fixed seed).
 *
 * @example
 * ```ts
 * const { texts, heldOut } = await benchCorpus(); // about 3,400 texts when ../shared/data is present
 * ```
 */
export async function benchCorpus(): Promise<BenchCorpus> {
  if (!hasData()) {
    return { texts: FALLBACK, heldOut: false, description: `../shared/data is ABSENT: ${FALLBACK.length} team-written sentences, repeated — the "unseen" regime is NOT unseen; run beside ../shared for real figures` };
  }
  const { sentences } = await import('../training/corpora.js');
  const { malayaSentiment, nusax, smsa, uci } = await import('../training/sentiment-data.js');
  const raw = [
    ...[...sentences(['ms', 'id', 'en'])].filter((s) => s.heldOut).map((s) => s.text),
    ...malayaSentiment(true).map((r) => r.text), ...smsa(true).map((r) => r.text), ...nusax('english', true).map((r) => r.text), ...uci(true).map((r) => r.text),
  ];
  const texts = [...new Set(raw.map((t) => t.trim()).filter((t) => t.length > 0))];
  const random = seeded(62);
  for (let i = texts.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [texts[i], texts[j]] = [texts[j] as string, texts[i] as string];
  }
  return { texts, heldOut: true, description: `${texts.length} distinct held-out sentences and posts in Malay, Indonesian and English (news, translations, software strings, commands, chat; held-out sentiment rows)` };
}

/**
 * The corpus split for the regimes: warm on the first half, time the second (which the first never
 * contains, so no memo of a whole text can help).
 */
export function halves(texts: readonly string[]): { warm: readonly string[]; timed: readonly string[] } {
  const half = Math.floor(texts.length / 2);
  return { warm: texts.slice(0, half), timed: texts.slice(half) };
}
