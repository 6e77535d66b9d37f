/**
 * Malaysian Malay dialects: how each says common standard words, its own marker words and particles,
 * and its regular sound changes. Used to build the dialect model's training text from standard Malay
 * and as marker features of the model.
 *
 * How it was made: written by the manglish-nlp team from everyday speech and social-media writing in
 * each region (spellings as people type them, not phonetic transcription). Johor and Pahang speech is
 * close to the colloquial standard in writing, so they are not separate classes.
 */

/** One dialect's data. */
export interface DialectData {
  /** Standard word → the dialect's spellings of it. */
  readonly words: Readonly<Record<string, readonly string[]>>;
  /** Words and particles typical of the dialect with no one-word standard equivalent. */
  readonly markers: readonly string[];
  /** Regular sound changes as written: [pattern on a standard word, replacement]. */
  readonly rules: readonly (readonly [RegExp, string])[];
}

export const DIALECTS: Readonly<Record<string, DialectData>> = {
  kelantan: {
    words: {
      saya: ['ambo', 'kawe', 'ambo'], aku: ['kawe', 'aku'], awak: ['demo', 'mu'], kamu: ['demo', 'mu'], kau: ['mu'],
      dia: ['dio'], mereka: ['demo', 'dio', 'oghe tu'], apa: ['gapo', 'apo'], kenapa: ['bakpo', 'gapo pasal'],
      bagaimana: ['guano', 'lagu mano'], macam: ['lagu'], mana: ['mano'], tidak: ['tok', 'tak'], tak: ['tok', 'tak'],
      tiada: ['takdok', 'tokdok'], ada: ['ado', 'dok'], nak: ['nok'], hendak: ['nok'], pergi: ['gi', 'pegi'],
      sudah: ['doh'], dah: ['doh'], sangat: ['sunggoh', 'gak'], sedang: ['dok'], tengah: ['dok'], boleh: ['buleh'],
      orang: ['oghe'], rumah: ['ghumoh'], besar: ['beso'], makan: ['make'], jalan: ['jale'], ikan: ['ike'],
      kita: ['kito'], lama: ['lamo'], sama: ['samo'], saja: ['jah', 'jo'], marah: ['maghoh'], sedap: ['sedak'],
      kerja: ['kijo'], banyak: ['banyok'], budak: ['budok'], baru: ['baghu'], tengok: ['kelih', 'tengok'],
      balik: ['kelik'], cantik: ['comey', 'cakeh'], lapar: ['lapa'], main: ['maing'], dengan: ['nga'],
      semua: ['sumo'], selalu: ['sokmo'], sekarang: ['loni', 'lening'], ini: ['ni', 'ning'], itu: ['tu', 'tuh'],
      sikit: ['sikik'], penat: ['lelah'], mari: ['mari', 'meh'], buat: ['wak', 'buat'], cakap: ['kecek'],
    },
    markers: ['gapo', 'bakpo', 'guano', 'demo', 'ambo', 'kawe', 'takdok', 'kecek', 'sokmo', 'loni', 'lening', 'comey', 'kelik', 'kelih', 'oghe', 'ghumoh', 'deh', 'weh', 'mung', 'nnate', 'sughoh', 'tubik', 'kijo', 'jupo'],
    rules: [[/^(.*)an$/, '$1e'], [/^r(.+)$/, 'gh$1'], [/^(.+[^aeiou])a$/, '$1o'], [/^(.*)ar$/, '$1o']],
  },
  terengganu: {
    words: {
      saya: ['aku', 'kite'], aku: ['aku'], awak: ['mung'], kamu: ['mung'], kau: ['mung'], dia: ['dia', 'die'],
      mereka: ['dia orang', 'budok tu'], apa: ['ape', 'mende'], kenapa: ['bakpe', 'awat'], bagaimana: ['guane', 'gane'],
      macam: ['gane', 'lagu'], mana: ['mane'], tidak: ['dok', 'tok'], tak: ['dok', 'tok'], tiada: ['dok dang', 'dok de'],
      ada: ['ade'], nak: ['nok'], hendak: ['nok'], pergi: ['gi'], sudah: ['doh'], dah: ['doh'], sangat: ['gile', 'sangat'],
      sedang: ['dok'], tengah: ['dok'], boleh: ['buleh'], orang: ['oghang'], rumah: ['ghumoh'], besar: ['besor'],
      makan: ['makang'], jalan: ['jalang'], ikan: ['ikang'], kita: ['kite'], lama: ['lame'], sama: ['same'],
      saja: ['je', 'saje'], banyak: ['banyok'], budak: ['budok'], baru: ['baru'], balik: ['balik'], ini: ['ning', 'ni'],
      itu: ['tu', 'tuh'], benda: ['mende'], selalu: ['sokmo'], sekarang: ['lening', 'loni'], datang: ['mari'],
      cakap: ['royak', 'kabo'], tengok: ['tengok'], lari: ['lari'], mandi: ['mandi'], beri: ['bagi'], kasut: ['kasuk'],
    },
    markers: ['mung', 'guane', 'gane', 'bakpe', 'mende', 'ning', 'sokmo', 'lening', 'royak', 'dok dang', 'oghang', 'ghumoh', 'makang', 'ikang', 'jalang', 'weh', 'gok', 'cettong', 'ppaling', 'kekgi', 'bekwoh'],
    rules: [[/^(.*[aiu])n$/, '$1ng'], [/^r(.+)$/, 'gh$1'], [/^(.+[^aeiou])a$/, '$1e'], [/^(.*)ar$/, '$1or']],
  },
  kedah: {
    words: {
      saya: ['aku', 'cek', 'hang'], aku: ['aku'], awak: ['hang', 'cek'], kamu: ['hang', 'hampa'], kau: ['hang'],
      dia: ['dia'], mereka: ['depa'], apa: ['apa', 'pa'], kenapa: ['awat', 'pasaipa'],
      bagaimana: ['lagu mana', 'lagumana'], macam: ['lagu'], tidak: ['tak', 'dak'], tak: ['tak', 'dak'],
      tiada: ['takdak', 'tak dak'], ada: ['ada'], nak: ['nak'], pergi: ['pi'], datang: ['mai'], mari: ['mai'],
      sudah: ['dah'], sangat: ['sangat', 'teruk'], sedang: ['dok'], tengah: ['dok'], sekejap: ['sat'],
      sekarang: ['la ni', 'lani'], khabar: ['habaq'], besar: ['besaq'], pasar: ['pasaq'], air: ['ayaq'],
      tidur: ['tidoq'], panas: ['panaih'], beras: ['beraih'], pasal: ['pasai'], yang: ['hat'], jangan: ['toksah', 'jangan'],
      kejar: ['ligan'], cakap: ['kata', 'habaq'], lapar: ['lapaq'], ular: ['ulaq'],
      keluar: ['keluaq'], dengar: ['dengaq'], lebar: ['lebaq'], kotor: ['kotoq'], habis: ['habeh'],
    },
    markers: ['hang', 'hampa', 'depa', 'awat', 'pasaipa', 'lagumana', 'habaq', 'la ni', 'lani', 'toksah', 'takdak', 'mai', 'sat', 'ligan', 'hat', 'cek', 'pi', 'kupang', 'nak buat pa', 'lagu tu', 'cheq', 'bebenau', 'sokmo', 'ceq'],
    rules: [[/^(.*[aiueo])r$/, '$1q'], [/^(.*)as$/, '$1aih'], [/^(.*)is$/, '$1eh'], [/^(.*)al$/, '$1ai'], [/^(.*)ul$/, '$1ui']],
  },
  negeri_sembilan: {
    words: {
      saya: ['den', 'aden'], aku: ['den', 'aden'], awak: ['ekau', 'kau'], kamu: ['ekau', 'korang'], kau: ['ekau'],
      dia: ['dio'], mereka: ['dorang', 'eden'], apa: ['apo'], kenapa: ['apo pasal', 'bakpo'], bagaimana: ['macam mano', 'camno'],
      mana: ['mano'], siapa: ['sapo'], tidak: ['tak'], tak: ['tak'], tiada: ['tak do', 'takdo'], ada: ['ado'],
      pergi: ['poi', 'pai'], sudah: ['dah'], sangat: ['bonar', 'sangat'], benar: ['bona', 'bonar'], kita: ['kito'],
      lama: ['lamo'], sama: ['samo'], saja: ['yo', 'jo'], datang: ['datang'], mari: ['moh'],
      kerbau: ['kobau'], tempat: ['tompek'], cakap: ['kocek'], kerja: ['kojo'], banyak: ['banyak'], budak: ['budak'],
      boleh: ['boleh', 'bulih'], cantik: ['lawo'], lawa: ['lawo'], ya: ['yo'], juga: ['jugo'], bila: ['bilo'],
      nama: ['namo'], gila: ['gilo'], suka: ['suko'], rasa: ['raso'], cuba: ['cubo'],
    },
    markers: ['den', 'aden', 'ekau', 'apo', 'poi', 'tak do', 'takdo', 'ado', 'mano', 'sapo', 'bona', 'bonar', 'moh', 'tompek', 'kocek', 'kojo', 'dio', 'lawo', 'jugo', 'bilo', 'ghomah', 'mencangut', 'kelopak', 'nak poi', 'boghe'],
    rules: [[/^(.+[^aeiou])a$/, '$1o'], [/^(.*)at$/, '$1ek'], [/^(.*)ap$/, '$1ok']],
  },
  sarawak: {
    words: {
      saya: ['kamek'], aku: ['kamek', 'aku'], awak: ['kitak'], kamu: ['kitak', 'kita'], kau: ['kau', 'kitak'],
      dia: ['sidak', 'ia'], mereka: ['sidak'], apa: ['apa', 'nama'], kenapa: ['kenak', 'apa hal'], bagaimana: ['camne', 'cemne'],
      tidak: ['sik'], tak: ['sik'], tiada: ['sik ada', 'sikda'], ada: ['ada'], nak: ['mok', 'maok'], mahu: ['maok', 'mok'],
      hendak: ['mok'], pergi: ['pergi', 'gi'], sudah: ['udah'], dah: ['udah'], sangat: ['gilak', 'nang'], memang: ['nang'],
      buat: ['polah'], nanti: ['kelak'], tahu: ['tauk'], ini: ['tok'], itu: ['ya', 'nya'], sedap: ['nyaman'],
      jahat: ['jaik'], dengan: ['ngan'], makan: ['makan'], kita: ['kita'], sekarang: ['tok tok'],
      besar: ['besai'], cantik: ['lawa', 'bagus'], pandai: ['pandey'], marah: ['marah'], semua: ['semua'], mana: ['sine', 'mana'],
      macam: ['cam'], balik: ['pulang'], cakap: ['madah'], beritahu: ['madah'], takut: ['takut'], main: ['main'],
    },
    markers: ['kamek', 'kitak', 'sidak', 'sik', 'mok', 'maok', 'udah', 'gilak', 'nang', 'polah', 'kelak', 'tauk', 'tok', 'nyaman', 'jaik', 'kenak', 'madah', 'sikda', 'sik ada', 'camne', 'sine', 'kuch', 'ngeteh', 'belaok', 'pun', 'ajak'],
    rules: [],
  },
  sabah: {
    words: {
      saya: ['sia', 'aku'], aku: ['sia', 'aku'], awak: ['ko', 'kau'], kamu: ['ko', 'kamurang'], kau: ['ko'],
      dia: ['dia'], mereka: ['diorang', 'dorang'], apa: ['apa'], kenapa: ['kenapa', 'apa pasal'], bagaimana: ['macam mana', 'camana'],
      tidak: ['inda', 'ndak', 'nda'], tak: ['inda', 'nda'], tiada: ['inda ada', 'ndada', 'nda ada'], ada: ['ada'],
      nak: ['mau'], mahu: ['mau'], hendak: ['mau'], pergi: ['pigi', 'pergi'], sudah: ['sudah', 'suda'], dah: ['suda'],
      sangat: ['bah', 'sangat'], buat: ['bikin'], beri: ['kasi'], bagi: ['kasi'], cakap: ['bilang'], kata: ['bilang'],
      boleh: ['bulih', 'boleh'], kami: ['kami'], kita: ['kitaorang', 'kita'], nanti: ['nanti'],
      mana: ['mana'], lagi: ['lagi'], sikit: ['sikit-sikit', 'sikit'], jangan: ['jangan'], orang: ['urang', 'orang'],
      tengok: ['tingu', 'tengok'], faham: ['paham'], betul: ['butul', 'betul'], tidur: ['tidur'], nakal: ['jahat'],
    },
    markers: ['bah', 'inda', 'ndak', 'nda', 'ndada', 'sia', 'ko', 'mau', 'pigi', 'bikin', 'kasi', 'bilang', 'bulih', 'kamurang', 'kitaorang', 'tingu', 'paham', 'butul', 'suda', 'bilang', 'lai', 'bah kan', 'palui', 'kunuk', 'sanang'],
    rules: [],
  },
  perak: {
    words: {
      saya: ['teman', 'koi'], aku: ['teman', 'aku'], awak: ['mike', 'kome'], kamu: ['kome', 'mike'], kau: ['mike'],
      dia: ['die'], mereka: ['deme'], apa: ['ape'], kenapa: ['ngape', 'ape hal'], bagaimana: ['macam mane', 'camne'],
      mana: ['mane'], siapa: ['sape'], tidak: ['tak'], ada: ['ade'], nak: ['nak'], pergi: ['gi', 'pegi'], sudah: ['dah'],
      sangat: ['benor', 'sangat'], benar: ['beno', 'benor'], kita: ['kite'], lama: ['lame'], sama: ['same'], saja: ['je'],
      rumah: ['ghumah'], orang: ['oghang'], besar: ['beso'], merah: ['meghah'], mati: ['kojol'], laju: ['menonong'],
      rasa: ['rase'], suka: ['suke'], cuba: ['cube'], nama: ['name'], kata: ['kate'], juga: ['gak'], mari: ['mai'],
    },
    markers: ['teman', 'koi', 'mike', 'kome', 'deme', 'ngape', 'kojol', 'menonong', 'benor', 'beno', 'gelenyar', 'ghumah', 'oghang', 'meghah', 'mendonan', 'jeghang', 'cokang', 'kekoh'],
    rules: [[/^r(.+)$/, 'gh$1'], [/^(.+[^aeiou])a$/, '$1e']],
  },
};

/** The dialects the detector knows besides `standard`. */
export const DIALECT_NAMES: readonly string[] = Object.keys(DIALECTS);

/**
 * Colloquial spellings written all over Malaysia, in Kuala Lumpur chat as much as in any region, though some
 * dialects use them too (`ko`, `ape`, `gile`, `camne`): no evidence of a dialect by themselves. They are not
 * marker features, and a rewrite whose only changes are these counts as standard chat. Not `MALAYSIAN_COLLOQUIAL`
 * (`src/lang/ms/colloquial.ts`): that list sets Malaysian apart from Indonesian and holds regional words too
 * (`depa`, `kitaorang`), which are dialect evidence.
 */
export const PAN_MALAYSIAN_COLLOQUIAL: ReadonlySet<string> = new Set([
  'ko', 'kau', 'aku', 'korang', 'diorang', 'dorang', 'kitorang', 'mau', 'paham', 'kasi', 'ni', 'tu', 'je', 'jer',
  'ape', 'mane', 'sape', 'ade', 'suke', 'same', 'lame', 'saje', 'kite', 'gile', 'camne', 'cam', 'macam mane',
  'gi', 'pegi', 'ngan', 'weh', 'die', 'buleh', 'nape', 'ape hal', 'sangat', 'jangan', 'tengok', 'buat', 'mari', 'tak',
]);
