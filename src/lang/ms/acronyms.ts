/**
 * Malaysian acronyms that people also write in lower case in chat (`naik lrt`, `akaun rhb`): banks,
 * agencies, transport, parties and everyday terms. The respeller must not read them as vowel-dropped
 * words (`lrt` is not `larut`, `spr` is not `separa`).
 *
 * How it was made: written by the manglish-nlp team from Malaysian news and everyday usage. Only
 * acronyms without a vowel-dropped Malay reading in chat belong here (`dpt` is `dapat`, `mkn` is `makan`
 * and `brt` is `berat`, so they are not).
 */
export const MALAYSIAN_ACRONYMS: readonly string[] = [
  // transport
  'lrt', 'mrt', 'ktm', 'ktmb', 'klia', 'nkve', 'ldp', 'mrr', 'jpj', 'rtm',
  // banks, money and companies
  'rhb', 'cimb', 'bimb', 'ambank', 'tng', 'tnb', 'iwk', 'kwsp', 'epf', 'socso', 'perkeso', 'ptptn',
  'lhdn', 'sst', 'gst', 'ssm', 'mydin', 'kfc', 'mcd',
  // government, law and politics
  'spr', 'pru', 'pdrm', 'jpn', 'jkm', 'jakim', 'sprm', 'macc', 'umno', 'pkr', 'dap', 'pas', 'bn', 'ph',
  'pn', 'grs', 'gps', 'mco', 'pkp', 'pkpb', 'sop', 'kkm', 'kpm', 'moh', 'moe',
  // places and education
  'kl', 'klcc', 'pj', 'jb', 'kk', 'kch', 'utm', 'ukm', 'upm', 'usm', 'uitm', 'uum', 'spm', 'stpm', 'upsr',
  'pt3',
];

/**
 * Acronyms whose letters are also a chat shortform, so they stay as written only in capitals: `jumpa HR
 * esok` (human resources; `hr` is `hari`), `PSA` (`psa` is `puasa`), `AP` kereta (approved permit; `ap` is
 * `apa`), `SJK` (Sekolah Jenis Kebangsaan; `sjk` is `sejuk`), `PN` (Perikatan Nasional; `pn` is `pun`), `KT`
 * (Kuala Terengganu; `kt` is `kat`), `JKKK` (not an elongated `jk`); also a few Indonesian ones (`PNS`, `BCA`,
 * `PKI`), since Indonesian text passes through the same normaliser.
 *
 * How it was made: written by the manglish-nlp team, by reading the shortform tables' two- to four-letter
 * forms (`lang/ms/shortforms.ts`) for those that are also common acronyms in Malaysian or Indonesian writing.
 * Forms read both ways in capitals are left out: `DR` is `Dr` in `DR MAHATHIR` and `dari` in `DR KL`, `SM` is
 * Sekolah Menengah or `sama`, `MS` a page or `masa`.
 */
export const CAPITALISED_ACRONYMS: readonly string[] = [
  'hr', 'psa', 'ap', 'spa', 'sjk', 'pn', 'pd', 'kt', 'lg', 'mtr', 'jkkk', 'pns', 'bca', 'pki',
];

/**
 * Acronyms of things, not of names — agreements, rates, taxes, measures, roles, degrees, devices, income
 * groups — that Malaysian news writes in capitals, so that a tagger reading their shape takes them for
 * organisations: `menandatangani MoU`, `mengekalkan OPR`, `dikenakan SST`. A one-word entity that is one of
 * them is not an entity (`src/analysis/ner.ts`).
 *
 * How it was made: written by the manglish-nlp team from Malaysian news and office usage, in lower case.
 * Acronyms that are also the names of parties, bodies or places (`GPS`, Gabungan Parti Sarawak; `PAS`) and
 * currency codes (`USD`, which the malaya tokens label MISC) are left out.
 */
export const COMMON_NOUN_ACRONYMS: readonly string[] = [
  // agreements, money and the economy
  'mou', 'moa', 'loi', 'opr', 'gst', 'sst', 'kdnk', 'gdp', 'ipo', 'roi', 'atm', 'b40', 'm40', 't20',
  // work and study
  'kpi', 'ceo', 'cfo', 'coo', 'cto', 'phd', 'cgpa', 'hr', 'ot', 'asap', 'faq', 'sop', 'tvet', 'ict', 'stem',
  // health, devices and everyday things
  'dna', 'hiv', 'icu', 'cctv', 'pdf', 'sms', 'suv', 'ev', 'ai', 'wifi', 'ic', 'ppr',
];
