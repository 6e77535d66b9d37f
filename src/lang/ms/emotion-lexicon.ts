/**
 * Emotion words and emoji in Malay, Manglish and English, for the seven emotions of `emotion()`.
 * Evidence for each emotion on top of the trained model, which learns five emotions from Indonesian tweets
 * and `surprise` and `disgust`, for which no open data exists, from the team's sentences and these words
 * alone; it also holds Malay and Manglish words the Indonesian data lacks.
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian usage (standard Malay,
 * chat spellings after normalisation, English words common in Manglish) and the emoji Malaysians use
 * for each feeling. Entries are normalised, lower-case forms. Not listed, because Malaysian English uses them
 * for something else: `damn` (an intensifier: `damn shiok`) and `what` (`don't know what to do`). News words of
 * disaster and outbreak (`wabak`, `banjir kilat`) count as fear and of lives lost (`maut`, `terkorban`) as sadness,
 * as the common English emotion lexicons list `flood` and `epidemic` under fear, since news tells them plainly.
 * Relief is joy: `terselamat` and `selamat sampai` (safe and sound, not the greeting `selamat`), since news of a
 * rescue names the disaster too. Results in sport are told plainly as well: a title, a final, a record are joy
 * (`menjuarai`, `mara ke final`), losing and going out sadness (`tewas`, `tersingkir`). Boredom (`bosan`, `boring`,
 * `jemu`) is sadness, as low spirits are; a slow or lagging device or service (`slow`, `lembab`, `lag`) is a
 * complaint, anger (not `hang`, which is also `hang out`).
 */
export const EMOTION_LEXICON: Readonly<Record<'joy' | 'anger' | 'sadness' | 'fear' | 'surprise' | 'disgust' | 'love', readonly string[]>> = {
  joy: [
    'gembira', 'seronok', 'syok', 'happy', 'bersorak', 'bahagia', 'suka', 'best', 'gelak', 'ketawa', 'senyum', 'lega', 'puas',
    'teruja', 'excited', 'yay', 'yeay', 'yes', 'alhamdulillah', 'bersyukur', 'syukur', 'menang', 'berjaya', 'lulus',
    'cuti', 'haha', 'hehe', 'lawak', 'kelakar', 'riang', 'ceria', 'girang', 'fun', 'enjoy', 'glad', 'awesome', 'hore',
    'tahniah', 'congrats', 'mantap', 'terbaik', 'sukacita', 'gumbira', 'bangga', 'proud',
    'cemerlang', 'syabas', 'keep it up', 'good job', 'tip top', 'selamat sampai', 'selamat pulang', 'selamat tiba', 'terselamat',
    'juara', 'menjuarai', 'mara ke final', 'mara ke separuh akhir', 'pecah rekod', 'memecahkan rekod', 'pingat emas',
    'sedap', 'lazat', 'enak', 'nikmat', 'padu', 'gempak', 'terhibur', 'puas hati', 'delicious', 'tasty', 'yummy', 'amazing',
    'friendly', 'helpful', 'polite', 'nice', 'great', 'excellent', 'superb', 'worth it', 'recommended', 'berbaloi', 'ramah', 'peramah', 'sopan',
    '😂', '🤣', '😄', '😁', '😆', '😊', '🥳', '🎉', '😃', '👍', '🙌', ':)', ':D', 'xD', 'XD', '^_^',
  ],
  anger: [
    'marah', 'geram', 'bengang', 'berang', 'naik angin', 'benci', 'sakit hati', 'menyampah', 'meluat', 'bodoh', 'bangang', 'celaka', 'sial',
    'bongok', 'babi', 'angry', 'mad', 'pissed', 'annoyed', 'annoying', 'hate', 'furious', 'kurang ajar', 'biadap',
    'tak guna', 'menyakitkan', 'jahanam', 'hampeh', 'hampagas', 'sengal', 'mengamuk', 'mengong', 'bodo', 'cis', 'ish',
    'stupid', 'idiot', 'wtf', 'tipu', 'penipu', 'zalim', 'rasuah', 'tak puas hati', 'tidak puas hati',
    'menyusahkan', 'cannot tahan', 'tak tahan', 'fed up', 'kena tipu', 'scam', 'geram betul',
    'slow', 'lembab', 'lag', 'lagging',
    '😡', '😠', '🤬', '👿', '💢', '>:(',
  ],
  sadness: [
    'sedih', 'pilu', 'hiba', 'hampa', 'berduka', 'dukacita', 'sebak', 'kecewa', 'menangis', 'nangis', 'sayu', 'rindu', 'kesian', 'sunyi', 'patah hati', 'down',
    'sad', 'upset', 'cry', 'crying', 'depressed', 'lonely', 'miss', 'hancur', 'duka', 'derita', 'merana', 'pergi buat selamanya',
    'meninggal', 'arwah', 'al-fatihah', 'takziah', 'innalillah', 'gagal', 'frust', 'frustrated', 'heartbroken', 'sorry',
    'huhu', 'huhuhu', 'sob', 'penat', 'letih', 'putus asa', 'alone', 'sien', 'sian', 'retrench',
    'kena buang kerja', 'maut', 'terkorban', 'korban', 'lemas', 'nahas', 'kemalangan jalan raya', 'meragut nyawa',
    'tewas', 'tersingkir', 'terkandas', 'bosan', 'boring', 'bored', 'jemu',
    '😢', '😭', '😞', '😔', '🥺', '💔', '☹️', ':(', "T_T", ':((', ';_;',
  ],
  fear: [
    'takut', 'seram', 'cemas', 'risau', 'bimbang', 'gementar', 'ngeri', 'panik', 'gelisah', 'berdebar', 'scared', 'afraid',
    'fear', 'terrified', 'worried', 'nervous', 'anxious', 'creepy', 'scary', 'frightening', 'horror', 'hantu', 'bahaya', 'ancaman', 'cuak',
    'kecut perut', 'menggigil', 'trauma', 'gerun', 'khuatir', 'resah',
    'wabak', 'bencana', 'banjir kilat', 'tanah runtuh', 'ribut petir', 'amaran', 'dijangkiti', 'jangkitan',
    '😨', '😰', '😱', '😟', '😧', '👻',
  ],
  surprise: [
    'terkejut', 'terperanjat', 'kejut', 'wow', 'wah', 'eh', 'alamak', 'biar betul', 'biar benar', 'serius', 'seriously',
    'omg', 'oh my god', 'tak sangka', 'tidak sangka', 'tak percaya', 'surprised', 'shocked', 'shock', 'unexpected',
    'amazing', 'whoa', 'fuyoh', 'fuyo', 'aik', 'hah', 'tiba-tiba', 'mengejutkan', 'luar biasa', 'gempak', 'really',
    'no way', 'kejutan', 'surprise', 'terkesima', 'tergamam', 'ternganga',
    '😮', '😲', '😯', '🤯', '😳', '😦', ':O', ':o',
  ],
  disgust: [
    'jijik', 'geli', 'loya', 'muak', 'mual', 'busuk', 'hanyir', 'kotor', 'menjijikkan', 'eww', 'ew', 'yuck', 'gross',
    'disgusting', 'disgusted', 'nasty', 'meluat', 'menyampah', 'loathe', 'basi', 'berbau', 'bau', 'tengik', 'hamis', 'hapak',
    'muntah', 'nak muntah', 'jelak', 'sick', 'revolting', 'keji', 'hina', 'jijik gila', 'cringe', 'geli geleman',
    '🤢', '🤮', '😖', '😒', '🙄',
  ],
  love: [
    'sayang', 'cinta', 'kasih', 'rindu', 'terharu', 'love', 'loving', 'luv', 'crush', 'sweet', 'comel', 'cute', 'romantik', 'romantic',
    'kekasih', 'buah hati', 'pujaan hati', 'jatuh cinta', 'kahwin', 'tunang', 'isteri', 'suami', 'bidadari', 'baby', 'babe',
    'darling', 'honey', 'sygku', 'sayangku', 'cintaku', 'adore', 'xoxo', 'mesra', 'peluk', 'cium', 'hug', 'kiss',
    '❤️', '❤', '😍', '🥰', '😘', '💕', '💖', '💗', '💞', '😻', '<3',
  ],
};

/**
 * Entries whose `-nya` form is not the feeling (the lexicon reads `sedihnya`, `seronoknya` as `sedih`,
 * `seronok`): `sayangnya` is "unfortunately", `kasihnya` mostly `terima kasihnya`, `baunya` "its smell" (which may
 * be sweet), `cutinya` "his leave".
 */
export const EMOTION_NYA_EXCEPTIONS: readonly string[] = ['sayang', 'kasih', 'bau', 'cuti'];

/**
 * Words that say a feeling when they are negated, by the feeling the negation says: praise of taste or smell
 * (`tak sedap`, `kurang wangi`) is disgust, of a good time (`tak seronok`, `tak happy`) a let-down, sadness; the
 * negation of regret, a loss or boredom (`tak menyesal`, `tak rugi`, `tak teruk pun`, `tak bosan langsung`) is
 * satisfaction, joy. Read right after a negator or after a negator and a degree word (`tak berapa sedap`, `tak begitu
 * meriah`; {@link NEGATION_DEGREE_WORDS}).
 * The words themselves, not negated, count under `EMOTION_LEXICON` as before. Words whose negation says no clear
 * feeling (`tak marah`, `tak takut`, `tak bagus`) are not listed, and a word before `hati` is an idiom of the heart
 * that says its own feeling (`tak sedap hati` is uneasy, fear, which the model reads).
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian usage.
 */
export const NEGATED_FEELINGS: Readonly<Partial<Record<'joy' | 'sadness' | 'disgust', readonly string[]>>> = {
  disgust: ['sedap', 'lazat', 'enak', 'nikmat', 'tasty', 'delicious', 'yummy', 'suka', 'bersih', 'wangi', 'segar'],
  sadness: ['seronok', 'gembira', 'happy', 'bahagia', 'best', 'syok', 'meriah', 'ceria', 'enjoy', 'fun', 'terhibur'],
  joy: ['menyesal', 'rugi', 'teruk', 'kecewa', 'mengecewakan', 'hampa', 'bosan', 'boring', 'jemu'],
};

/**
 * Degree words that may stand between a negator and the word it negates (`tak berapa sedap`, `tak begitu best`),
 * and `pernah`, since `tak pernah X` is "never X" (`tak pernah bosan`).
 */
export const NEGATION_DEGREE_WORDS: readonly string[] = ['berapa', 'begitu', 'sangat', 'terlalu', 'amat', 'la', 'lah', 'pernah'];
