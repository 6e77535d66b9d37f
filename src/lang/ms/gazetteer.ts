/**
 * A Malaysian gazetteer for the named-entity tagger: states and federal territories, major cities and
 * towns, well-known institutions, honorifics and the words that introduce place and organisation names.
 * The tagger uses membership as features, not as the answer: context decides.
 *
 * How it was made: written by the manglish-nlp team from general knowledge of Malaysia (administrative
 * divisions, the larger towns, national institutions, political parties, banks and companies everyone
 * names, the federal and royal honorific system). Multi-word entries are written with single spaces.
 */

/** States and federal territories. */
export const STATES: readonly string[] = [
  'Johor', 'Kedah', 'Kelantan', 'Melaka', 'Malacca', 'Negeri Sembilan', 'Pahang', 'Perak', 'Perlis', 'Pulau Pinang',
  'Penang', 'Sabah', 'Sarawak', 'Selangor', 'Terengganu', 'Kuala Lumpur', 'Putrajaya', 'Labuan', 'Wilayah Persekutuan',
];

/** Cities and towns. */
export const CITIES: readonly string[] = [
  'Johor Bahru', 'Iskandar Puteri', 'Batu Pahat', 'Muar', 'Kluang', 'Segamat', 'Pontian', 'Kota Tinggi', 'Kulai', 'Mersing',
  'Alor Setar', 'Sungai Petani', 'Kulim', 'Langkawi', 'Jitra', 'Kota Bharu', 'Pasir Mas', 'Tumpat', 'Tanah Merah',
  'Machang', 'Gua Musang', 'Kuala Krai', 'Ayer Keroh', 'Alor Gajah', 'Jasin', 'Seremban', 'Port Dickson', 'Nilai',
  'Kuala Pilah', 'Rembau', 'Kuantan', 'Temerloh', 'Bentong', 'Raub', 'Cameron Highlands', 'Genting Highlands',
  'Pekan', 'Jerantut', 'Ipoh', 'Taiping', 'Teluk Intan', 'Sitiawan', 'Lumut', 'Kampar', 'Kuala Kangsar', 'Batu Gajah',
  'Tanjung Malim', 'Kangar', 'Arau', 'Padang Besar', 'George Town', 'Georgetown', 'Butterworth', 'Bukit Mertajam',
  'Bayan Lepas', 'Nibong Tebal', 'Kota Kinabalu', 'Sandakan', 'Tawau', 'Lahad Datu', 'Keningau', 'Semporna', 'Kudat',
  'Ranau', 'Kuching', 'Miri', 'Sibu', 'Bintulu', 'Mukah', 'Sri Aman', 'Kapit', 'Limbang', 'Shah Alam', 'Petaling Jaya',
  'Subang Jaya', 'Klang', 'Kajang', 'Bangi', 'Puchong', 'Cyberjaya', 'Rawang', 'Selayang', 'Ampang', 'Sepang',
  'Sungai Buloh', 'Gombak', 'Cheras', 'Damansara', 'Bangsar', 'Setapak', 'Kepong', 'Wangsa Maju', 'Bukit Bintang',
  'Chow Kit', 'Brickfields', 'Kuala Terengganu', 'Kemaman', 'Dungun', 'Marang', 'Besut', 'Cukai', 'Singapore',
  'Singapura', 'Jakarta', 'Bangkok', 'London', 'Beijing', 'Tokyo', 'Dubai', 'Mekah', 'Makkah', 'Madinah',
];

/** Countries and regions Malaysians often name. */
export const COUNTRIES: readonly string[] = [
  'Malaysia', 'Indonesia', 'Thailand', 'Brunei', 'Filipina', 'Philippines', 'Vietnam', 'Myanmar', 'Kemboja', 'Cambodia',
  'Laos', 'China', 'Taiwan', 'Jepun', 'Japan', 'Korea', 'India', 'Pakistan', 'Bangladesh', 'Arab Saudi', 'Saudi Arabia',
  'Amerika Syarikat', 'United States', 'Amerika', 'Britain', 'United Kingdom', 'Australia', 'Rusia', 'Russia', 'Perancis',
  'France', 'Jerman', 'Germany', 'Turki', 'Turkey', 'Palestin', 'Palestine', 'Israel', 'Iran', 'Mesir', 'Egypt',
  'Asia Tenggara', 'ASEAN', 'Eropah', 'Europe', 'Semenanjung', 'Sabah dan Sarawak',
];

/** Institutions, parties, agencies and companies. */
export const INSTITUTIONS: readonly string[] = [
  'Parlimen', 'Dewan Rakyat', 'Dewan Negara', 'Kabinet', 'Jabatan Perdana Menteri', 'Kementerian Kesihatan',
  'Kementerian Pendidikan', 'Kementerian Kewangan', 'Kementerian Dalam Negeri', 'Polis Diraja Malaysia', 'PDRM',
  'Angkatan Tentera Malaysia', 'ATM', 'Suruhanjaya Pencegahan Rasuah Malaysia', 'SPRM', 'MACC', 'Bank Negara Malaysia',
  'Bank Negara', 'Suruhanjaya Pilihan Raya', 'SPR', 'Jabatan Imigresen', 'Jabatan Pendaftaran Negara', 'JPN', 'LHDN',
  'KWSP', 'EPF', 'PERKESO', 'SOCSO', 'PTPTN', 'MARA', 'FELDA', 'Petronas', 'Tenaga Nasional', 'TNB', 'Telekom Malaysia',
  'Maybank', 'CIMB', 'Public Bank', 'RHB', 'Hong Leong Bank', 'AmBank', 'Bank Islam', 'Bursa Malaysia', 'AirAsia',
  'Malaysia Airlines', 'MAS', 'Proton', 'Perodua', 'Grab', 'Shopee', 'Lazada', 'Astro', 'Media Prima', 'Bernama',
  'Berita Harian', 'Utusan Malaysia', 'Harian Metro', 'The Star', 'New Straits Times', 'Malaysiakini', 'Sinar Harian',
  'UMNO', 'PAS', 'DAP', 'PKR', 'Bersatu', 'Amanah', 'MCA', 'MIC', 'GPS', 'Barisan Nasional', 'BN', 'Pakatan Harapan',
  'PH', 'Perikatan Nasional', 'PN', 'Universiti Malaya', 'UM', 'Universiti Kebangsaan Malaysia', 'UKM',
  'Universiti Putra Malaysia', 'UPM', 'Universiti Sains Malaysia', 'USM', 'Universiti Teknologi Malaysia', 'UTM',
  'Universiti Teknologi MARA', 'UiTM', 'Universiti Islam Antarabangsa Malaysia', 'UIAM', 'IIUM', 'Universiti Utara Malaysia',
  'UUM', 'Taylor\'s', 'Sunway', 'KLIA', 'MRT', 'LRT', 'KTM', 'Prasarana', 'Rapid KL', 'Majlis Bandaraya Kuala Lumpur',
  'DBKL', 'Dewan Bahasa dan Pustaka', 'DBP', 'PBB', 'United Nations', 'WHO', 'FIFA', 'FAM', 'Harimau Malaya',
  // Ministries, agencies and courts as the news and chat name them (2026-11-24), often by their acronyms.
  'Kementerian Pengajian Tinggi', 'Kementerian Pengangkutan', 'Kementerian Kerja Raya', 'Kementerian Belia dan Sukan',
  'KKM', 'KPM', 'KDN', 'KPT', 'MOH', 'MOE', 'MITI', 'MOF', 'Jabatan Kerja Raya', 'JKR', 'Jabatan Pengangkutan Jalan',
  'JPJ', 'Jabatan Bomba dan Penyelamat', 'Bomba', 'Jabatan Kemajuan Islam Malaysia', 'JAKIM', 'Majlis Keselamatan Negara',
  'MKN', 'Angkatan Pertahanan Awam', 'APM', 'Dewan Undangan Negeri', 'DUN', 'Mahkamah Persekutuan', 'Mahkamah Rayuan',
  'Mahkamah Tinggi', 'Istana Negara', 'SIRIM', 'Khazanah Nasional', 'Tabung Haji', 'Permodalan Nasional Berhad', 'PNB',
  // Firms that Malaysians name every day: telcos, post, retail, conglomerates.
  'Pos Malaysia', 'Maxis', 'Celcom', 'Digi', 'U Mobile', 'Unifi', 'Touch \'n Go', 'Sime Darby', 'Genting', 'Top Glove',
  'Mydin', 'Aeon', 'Petronas Dagangan',
];

/** Honorifics and titles that come before a person's name (`Datuk Seri`, `Tan Sri`, `Encik`). */
export const HONORIFICS: readonly string[] = [
  'Tun', 'Toh Puan', 'Tan Sri', 'Puan Sri', 'Datuk Seri', 'Dato\' Seri', 'Datin Seri', 'Datuk', 'Dato\'', 'Dato',
  'Datin', 'Datuk Patinggi', 'Tengku', 'Tunku', 'Ungku', 'Raja', 'Syed', 'Sharifah', 'Wan', 'Nik', 'Megat', 'Puteri',
  'Haji', 'Hajjah', 'Hj', 'Hjh', 'Encik', 'En', 'Puan', 'Pn', 'Cik', 'Tuan', 'Tn', 'Dr', 'Prof', 'Profesor', 'Ir',
  'Ustaz', 'Ustazah', 'Sultan', 'Sultanah', 'Yang di-Pertuan Agong', 'Agong', 'Mr', 'Mrs', 'Ms', 'Madam', 'Mdm',
  'YB', 'YAB', 'Yang Berhormat', 'Sarjan', 'Koperal', 'Inspektor', 'Kapten', 'Mejar', 'Leftenan', 'Jeneral',
  'Cikgu', 'Doktor', 'Dato\' Sri', 'Datuk Sri', 'Cik Puan', 'Senator', 'Imam', 'Sheikh', 'Syeikh', 'Konstabel',
  'Superintendan', 'ASP', 'DSP', 'ACP', 'SAC', 'Sjn', 'Kpl', 'Insp',
];

/** Words that start a place name (`Jalan Ampang`, `Taman Melawati`, `Kampung Baru`). */
export const PLACE_WORDS: readonly string[] = [
  'Jalan', 'Jln', 'Lorong', 'Lrg', 'Taman', 'Tmn', 'Kampung', 'Kg', 'Bandar', 'Sungai', 'Sg', 'Bukit', 'Bkt', 'Pulau',
  'Tanjung', 'Teluk', 'Kuala', 'Batu', 'Air', 'Padang', 'Pantai', 'Gunung', 'Seksyen', 'Presint', 'Persiaran', 'Lebuh',
  'Lebuhraya', 'Simpang', 'Pekan', 'Felda', 'Mukim', 'Daerah',
];

/**
 * Words that end an English name of a road or a bridge (`Federal Highway`, `Middle Ring Road 2`, `Penang Second
 * Bridge`): a place. Not `Drive` (`Google Drive`), nor plurals (`PLUS Expressways Berhad` is a firm).
 */
export const ROAD_WORDS: readonly string[] = ['Highway', 'Expressway', 'Road', 'Street', 'Avenue', 'Boulevard', 'Bridge', 'Lane', 'Bypass'];

/** Words that start or end an organisation name (`Universiti …`, `… Sdn Bhd`). */
export const ORG_WORDS: readonly string[] = [
  'Universiti', 'University', 'Kolej', 'College', 'Sekolah', 'SMK', 'SK', 'Kementerian', 'Ministry', 'Jabatan',
  'Department', 'Majlis', 'Council', 'Suruhanjaya', 'Commission', 'Lembaga', 'Board', 'Persatuan', 'Association',
  'Parti', 'Party', 'Bank', 'Syarikat', 'Company', 'Sdn', 'Bhd', 'Berhad', 'Corporation', 'Group', 'Holdings',
  'Hospital', 'Klinik', 'Institut', 'Institute', 'Akademi', 'Agensi', 'Agency', 'Kelab', 'Club', 'Pasukan', 'Yayasan',
  'Foundation', 'Pertubuhan', 'Organisation', 'Organization', 'Dewan', 'Mahkamah', 'Court', 'Polis', 'Police',
];

/**
 * Words that open the name of a building or venue (`Hospital Sultanah Aminah`, `Masjid Negeri`, `Dewan Tun Hussein
 * Onn`): a place, as the entity sets label venues. Read after tagging only, where a person's name follows one.
 */
export const VENUE_WORDS: readonly string[] = [
  'Hospital', 'Klinik', 'Dewan', 'Masjid', 'Surau', 'Stadium', 'Stesen', 'Wisma', 'Menara', 'Kompleks', 'Istana',
  'Dataran', 'Lapangan',
];
