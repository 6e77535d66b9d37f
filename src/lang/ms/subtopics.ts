/**
 * Subtopic cue words for `topic.classifyTopic`: within the predicted topic, the subtopic whose cues
 * occur most is returned. Cues are lower-case words or phrases, matched on normalised tokens.
 *
 * How it was made: written by the manglish-nlp team for Malaysian news and chat (Malay and English
 * terms, local names of teams, events, institutions and brands).
 */
export const SUBTOPICS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  politics: {
    election: ['pilihan raya', 'pru', 'prn', 'undi', 'mengundi', 'pengundi', 'calon', 'kerusi', 'spr', 'election', 'vote', 'voters', 'ballot', 'campaign', 'kempen'],
    government: ['kabinet', 'menteri', 'perdana menteri', 'kerajaan', 'dasar', 'akta', 'parlimen', 'dewan rakyat', 'cabinet', 'minister', 'parliament', 'policy', 'bill'],
    corruption: ['rasuah', 'sprm', 'skandal', 'salah guna', 'corruption', 'bribery', 'macc', 'scandal'],
    parties: ['umno', 'pkr', 'pas', 'dap', 'bersatu', 'amanah', 'gps', 'pakatan', 'perikatan', 'barisan', 'parti', 'party', 'coalition', 'gabungan'],
  },
  sports: {
    football: ['bola sepak', 'bola', 'football', 'soccer', 'gol', 'goal', 'jdt', 'harimau malaya', 'liga super', 'epl', 'liverpool', 'manchester', 'penyerang', 'striker', 'futsal', 'penjaga gol', 'piala dunia'],
    badminton: ['badminton', 'bulu tangkis', 'smash', 'bwf', 'piala thomas', 'lee zii jia', 'aaron chia', 'shuttler'],
    motorsport: ['motogp', 'f1', 'formula', 'sepang', 'pelumba', 'lumba', 'racing', 'grand prix'],
    athletics: ['marathon', 'maraton', 'larian', 'pelari', 'lari', '100 meter', 'olimpik', 'olympics', 'runner', 'sprint'],
    aquatics: ['renang', 'perenang', 'terjun', 'swimming', 'swimmer', 'diving', 'pandelela'],
    racket_and_others: ['tenis', 'tennis', 'skuasy', 'squash', 'hoki', 'hockey', 'sepak takraw', 'bowling', 'golf'],
    esports: ['esports', 'e-sukan', 'mobile legends', 'dota', 'gamer'],
  },
  entertainment: {
    music: ['lagu', 'album', 'single', 'konsert', 'penyanyi', 'muzik', 'song', 'concert', 'singer', 'band', 'ajl', 'juara lagu'],
    film: ['filem', 'movie', 'wayang', 'pawagam', 'cinema', 'box office', 'pengarah', 'director'],
    tv_and_drama: ['drama', 'siri', 'series', 'netflix', 'episod', 'episode', 'tv', 'rancangan', 'slot akasia'],
    celebrity: ['pelakon', 'selebriti', 'artis', 'influencer', 'actor', 'actress', 'celebrity', 'kahwin', 'bercerai', 'gosip', 'viral'],
  },
  business: {
    markets: ['saham', 'bursa', 'pelabur', 'indeks', 'stock', 'shares', 'investor', 'kripto', 'crypto', 'bitcoin'],
    economy: ['ekonomi', 'inflasi', 'kadar faedah', 'opr', 'ringgit', 'kkdn', 'economy', 'inflation', 'interest rate', 'gdp', 'eksport', 'export'],
    property: ['rumah', 'hartanah', 'sewa', 'property', 'housing', 'rent', 'pemaju', 'developer'],
    companies: ['syarikat', 'keuntungan', 'kerugian', 'pendapatan', 'company', 'profit', 'revenue', 'ceo', 'kilang', 'factory'],
    small_business: ['peniaga', 'usahawan', 'bisnes', 'perniagaan', 'gerai', 'kedai', 'sme', 'entrepreneur', 'jualan', 'niaga'],
  },
  technology: {
    mobile: ['phone', 'telefon', 'smartphone', 'iphone', 'samsung', 'android', 'aplikasi', 'app', 'apps'],
    computing: ['laptop', 'komputer', 'computer', 'software', 'windows', 'chip', 'cip', 'pemproses', 'processor', 'pendrive'],
    ai: ['ai', 'kecerdasan buatan', 'artificial intelligence', 'robot', 'chatgpt', 'machine learning'],
    security: ['penggodam', 'godam', 'hacker', 'hack', 'scam', 'scammer', 'data bocor', 'kebocoran data', 'password', 'kata laluan', 'phishing'],
    telecom: ['5g', 'internet', 'wifi', 'broadband', 'telco', 'rangkaian', 'network', 'fiber'],
    space: ['angkasa', 'satelit', 'roket', 'space', 'satellite', 'rocket', 'nasa', 'planet', 'teleskop'],
  },
  health: {
    infectious_disease: ['denggi', 'covid', 'covid-19', 'influenza', 'campak', 'wabak', 'jangkitan', 'virus', 'vaksin', 'dengue', 'outbreak', 'vaccine', 'measles', 'tb', 'batuk kering'],
    chronic_disease: ['diabetes', 'kencing manis', 'darah tinggi', 'kanser', 'sakit jantung', 'strok', 'asma', 'cancer', 'heart disease', 'stroke', 'kolesterol'],
    mental_health: ['mental', 'kemurungan', 'tekanan', 'stress', 'depression', 'anxiety', 'psikiatri', 'kebimbangan'],
    fitness_and_diet: ['senaman', 'bersenam', 'diet', 'exercise', 'gym', 'pemakanan', 'nutrition', 'sayur', 'vegetables', 'berat badan'],
    healthcare: ['hospital', 'klinik', 'doktor', 'jururawat', 'nurse', 'doctor', 'clinic', 'ubat', 'rawatan', 'medicine', 'mc'],
  },
  education: {
    exams: ['spm', 'stpm', 'upsr', 'pt3', 'peperiksaan', 'exam', 'ujian', 'keputusan', 'kuiz', 'markah'],
    higher_education: ['universiti', 'university', 'ipta', 'ipts', 'ptptn', 'biasiswa', 'scholarship', 'graduan', 'graduate', 'pensyarah', 'lecturer', 'semester', 'yuran'],
    schools: ['sekolah', 'murid', 'guru', 'cikgu', 'school', 'pupils', 'teacher', 'tadika', 'darjah', 'tingkatan', 'kelas'],
    curriculum: ['kurikulum', 'silibus', 'subjek', 'curriculum', 'syllabus', 'pembelajaran', 'learning'],
  },
  lifestyle: {
    food: ['resepi', 'masak', 'makan', 'kafe', 'restoran', 'recipe', 'cafe', 'food', 'kek', 'nasi', 'kuih', 'brunch'],
    travel: ['cuti', 'bercuti', 'percutian', 'holiday', 'travel', 'trip', 'hotel', 'pantai', 'pulau', 'camping', 'beach', 'resort'],
    fashion: ['fesyen', 'baju', 'tudung', 'kasut', 'fashion', 'dress', 'outfit', 'trend'],
    home_and_family: ['rumah', 'dapur', 'hias', 'anak', 'keluarga', 'kahwin', 'kenduri', 'home', 'family', 'wedding', 'berkebun', 'gardening'],
  },
  religion: {
    islam: ['solat', 'masjid', 'surau', 'puasa', 'ramadan', 'zakat', 'haji', 'umrah', 'quran', 'ustaz', 'ustazah', 'mufti', 'fatwa', 'aidilfitri', 'aidiladha', 'tahlil', 'allah', 'tarawih', 'muslims'],
    christianity: ['gereja', 'krismas', 'christmas', 'church', 'christians', 'paderi', 'mass'],
    hinduism: ['kuil', 'deepavali', 'thaipusam', 'hindu', 'hindus', 'batu caves', 'temple'],
    buddhism_and_chinese: ['tokong', 'wesak', 'buddha', 'buddhist', 'buddhists', 'sami'],
  },
  other: {
    weather_and_disasters: ['cuaca', 'hujan', 'jerebu', 'banjir', 'gempa', 'ribut', 'weather', 'rain', 'flood', 'haze', 'kemarau'],
    accidents_and_crime: ['kemalangan', 'kebakaran', 'polis', 'bomba', 'suspek', 'mangsa', 'accident', 'fire', 'police', 'crime', 'hilang', 'missing'],
    geography: ['gunung', 'sungai', 'pulau', 'tasik', 'laut', 'mountain', 'river', 'island', 'lake', 'selat', 'terletak'],
  },
};
