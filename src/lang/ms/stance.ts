/**
 * Stance data: target aliases (so `kerajaan` also finds `government`, `PM` finds `perdana menteri`) and
 * sarcasm cues that turn praise into opposition (`bagus sangat la tu 🙄`).
 *
 * How it was made: written by the manglish-nlp team for Malaysian public discussion.
 */

/** Groups of names for one target; a target matches every name in its group. */
export const TARGET_ALIASES: readonly (readonly string[])[] = [
  ['kerajaan', 'government', 'gomen', 'kerajaan persekutuan', 'kerajaan pusat'],
  ['perdana menteri', 'pm', 'prime minister', 'tpm'],
  ['pembangkang', 'opposition'],
  ['menteri', 'minister', 'kementerian', 'ministry'],
  ['cukai', 'tax', 'taxes', 'sst', 'gst'],
  ['tol', 'toll', 'lebuh raya', 'highway'],
  ['vaksin', 'vaccine', 'vaccination', 'suntikan', 'pemvaksinan'],
  ['kerja dari rumah', 'work from home', 'wfh', 'bekerja dari rumah'],
  ['pengangkutan awam', 'public transport', 'lrt', 'mrt', 'bas', 'ets', 'ktm'],
  ['gaji minimum', 'minimum wage', 'gaji'],
  ['subsidi', 'subsidy', 'subsidies'],
  ['sekolah', 'school', 'schools'],
  ['polisi', 'policy', 'dasar'],
  ['undang-undang', 'law', 'akta', 'act'],
];

/** Sarcasm cues: emoji, phrases and particles that mark praise as mockery. */
export const SARCASM_CUES: readonly string[] = [
  '🙄', '😒', '🤡', '🙃', '😏', 'konon', 'kononnya', 'yelah tu', 'ye la tu', 'la sangat', 'lah sangat', 'sangat la tu',
  'sangat lah tu', 'hebat sangat', 'pandai sangat', 'bijak sangat', 'terbaik la', 'syabas la', 'thanks a lot',
  'just what we needed', 'yeah right', 'oh great', 'slow clap', 'genius', 'tahniah la',
];
