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
