/**
 * Words for hate-speech detection: neutral names of groups (race, religion, gender, sexuality,
 * nationality, disability), slurs, insults, profanity, dehumanising words and threats, in Malay,
 * Indonesian and English. They name the categories of a detected text and build the team's training
 * templates; whether a text is hate speech is the model's decision, not a word match (a neutral
 * mention such as `kedai Cina` or `nasi lemak Melayu` is not hate).
 *
 * How it was made: written by the manglish-nlp team from moderation experience with Malaysian and
 * Indonesian social media. Offensive by necessity; kept to what detection needs.
 */

/** The protected-group categories. */
export const GROUP_CATEGORIES = ['race', 'religion', 'gender', 'sexuality', 'nationality', 'disability'] as const;

/** Neutral names of groups, by category (lower-case). */
export const GROUP_TERMS: Readonly<Record<(typeof GROUP_CATEGORIES)[number], readonly string[]>> = {
  race: ['etnis', 'arab', 'keturunan cina', 'orang arab', 'melayu', 'cina', 'india', 'orang melayu', 'orang cina', 'orang india', 'bumiputera', 'dayak', 'iban', 'kadazan', 'orang asli', 'malay', 'malays', 'chinese', 'indian', 'indians', 'tionghoa', 'jawa', 'batak', 'pribumi'],
  religion: ['umat islam', 'umat kristen', 'ulama', 'habib', 'ustad', 'ustadz', 'pendeta', 'ahmadiyah', 'islam', 'muslim', 'orang islam', 'kristian', 'kristen', 'christian', 'christians', 'hindu', 'buddha', 'buddhist', 'yahudi', 'jew', 'jews', 'ateis', 'atheist', 'syiah', 'katolik'],
  gender: ['perempuan', 'wanita', 'lelaki', 'women', 'woman', 'girls', 'men', 'cewek', 'cowok', 'ibu-ibu', 'makcik'],
  sexuality: ['gay', 'lesbian', 'lgbt', 'transgender', 'trans', 'homoseksual', 'gays'],
  nationality: ['bangladesh', 'warga asing', 'pendatang', 'pendatang asing', 'indonesia', 'myanmar', 'rohingya', 'nepal', 'pakistan', 'foreigners', 'immigrants', 'migrants', 'pelarian', 'refugees', 'aseng', 'asing'],
  disability: ['oku', 'orang cacat', 'cacat', 'buta', 'pekak', 'bisu', 'autisme', 'autistik', 'disabled', 'lembam', 'terencat'],
};

/** Slurs and derogatory names of groups, by category (lower-case). */
export const SLURS: Readonly<Record<(typeof GROUP_CATEGORIES)[number], readonly string[]>> = {
  race: ['aseng', 'cina kafir', 'keling', 'kling', 'tongsan', 'apek', 'mamak keling', 'melayu malas', 'cina babi', 'negro', 'nigger', 'chink', 'onta', 'cokin', 'nenek moyang beruk'],
  religion: ['kafir', 'kapir', 'onta', 'kaum kafir', 'penista agama', 'penista', 'islam radikal', 'teroris', 'murtad', 'liberal sesat', 'puak sesat', 'kadrun', 'jihadis', 'penyembah berhala', 'ajaran sesat'],
  gender: ['betina', 'perempuan murahan', 'pelacur', 'lonte', 'bitch', 'slut', 'jalang', 'sundal'],
  sexuality: ['pondan', 'bapok', 'darai', 'maknyah', 'homo', 'faggot', 'banci', 'bencong', 'songsang'],
  nationality: ['bangla', 'indon', 'pati', 'pendatang haram', 'aseng', 'orang asing jijik'],
  disability: ['cacat otak', 'sewel', 'gila babi', 'retard', 'terencat akal', 'idiot', 'autis'],
};

/** Insults aimed at a person or group (lower-case). */
export const INSULTS: readonly string[] = [
  'bodoh', 'bangang', 'bebal', 'bengap', 'tolol', 'bego', 'goblok', 'dungu', 'lembab', 'sial', 'celaka', 'keparat',
  'bangsat', 'jahanam', 'kurang ajar', 'tak guna', 'sampah', 'hina', 'jijik', 'busuk', 'pemalas', 'penipu', 'pengkhianat',
  'bodo', 'bongok', 'bahlul', 'sengal', 'mangkuk', 'lahanat', 'haprak', 'hotak', 'kepala hotak', 'muka tembok', 'mampus',
  'pergi mampus', 'tak tahu malu', 'tidak tahu malu', 'tak tahu diuntung', 'tak sedar diri', 'tidak tahu diri', 'ga tau diri',
  'stupid', 'idiot', 'moron', 'dumb', 'useless', 'trash', 'disgusting', 'pathetic', 'loser', 'brengsek', 'kampret',
  // Indonesian (tweets and comments)
  'goblok', 'goblog', 'geblek', 'sinting', 'edan', 'gila', 'bajingan', 'munafik', 'penjilat', 'pecundang', 'bacot',
  'cebong', 'kampret', 'kadrun', 'buzzer', 'antek', 'antek asing', 'pki', 'komunis', 'kampungan', 'norak', 'laknat',
  'biadab', 'asu', 'sontoloyo', 'dungu', 'pembohong', 'pendusta', 'maling', 'koruptor', 'pengecut', 'otak udang',
];

/** Profanity (lower-case). */
export const PROFANITY: readonly string[] = [
  'babi', 'anjing', 'sial', 'celaka', 'bangsat', 'pukimak', 'puki', 'pantat', 'lancau', 'pundek', 'kimak', 'butoh',
  'fuck', 'fucking', 'shit', 'damn', 'bastard', 'asshole', 'wtf', 'anjir', 'anjay', 'kontol', 'memek', 'jancuk', 'taik',
  'tahi', 'setan', 'haram jadah', 'bajingan', 'babi hutan',
];

/** Dehumanising words (lower-case). */
export const DEHUMANISING: readonly string[] = [
  'binatang', 'haiwan', 'anjing', 'babi', 'beruk', 'monyet', 'kera', 'lintah', 'parasit', 'virus', 'penyakit', 'sampah masyarakat',
  'animals', 'vermin', 'parasites', 'cockroaches', 'lipas', 'tikus', 'najis',
];

/** Threat and incitement words (lower-case). */
export const THREATS: readonly string[] = [
  'bunuh', 'sembelih', 'bakar', 'tembak', 'pukul', 'belasah', 'hapuskan', 'halau', 'usir', 'hantar balik', 'bom', 'serang',
  'hancurkan', 'musnahkan', 'basmi', 'ganyang', 'kill', 'burn', 'shoot', 'beat up', 'wipe out', 'get rid of', 'deport',
  'bantai', 'tikam', 'cincang', 'gantung', 'rejam',
];
