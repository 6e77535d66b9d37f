/**
 * Universal Dependencies tags of colloquial Malay and Manglish words that the tagged corpora (formal
 * Indonesian and Malay) never show. The POS tagger reads them as dictionary features, not as fixed answers.
 *
 * How it was made: written by the manglish-nlp team, following UD Indonesian conventions for the formal
 * equivalents (`nak` like `mahu` → AUX, `dah` like `sudah` → AUX, `kat` like `di` → ADP, `ni` like `ini` → DET).
 */
export const COLLOQUIAL_POS: Readonly<Record<string, string>> = {
  nak: 'AUX|VERB', dah: 'AUX', tak: 'PART', takde: 'VERB', xde: 'VERB', tengah: 'AUX|ADJ', boleh: 'AUX', kena: 'AUX|VERB',
  mesti: 'AUX', pernah: 'AUX', baru: 'ADV|ADJ', je: 'ADV', jer: 'ADV', aje: 'ADV', saje: 'ADV', pun: 'PART', jugak: 'ADV',
  lagi: 'ADV', sangat: 'ADV', gila: 'ADV|ADJ', sikit: 'ADV|ADJ', kat: 'ADP', dekat: 'ADP|ADJ', dgn: 'ADP', ngan: 'ADP',
  dari: 'ADP', untuk: 'ADP|SCONJ', pasal: 'ADP|SCONJ', macam: 'ADP|ADV', camne: 'ADV', macammana: 'ADV', kenapa: 'ADV',
  apasal: 'ADV', bila: 'ADV|SCONJ', mana: 'PRON|DET', apa: 'PRON', siapa: 'PRON', ni: 'DET', tu: 'DET', sini: 'PRON',
  situ: 'PRON', sana: 'PRON', aku: 'PRON', kau: 'PRON', ko: 'PRON', korang: 'PRON', dorang: 'PRON', kitorang: 'PRON',
  awak: 'PRON', dia: 'PRON', diorang: 'PRON', kami: 'PRON', kita: 'PRON', saya: 'PRON', sy: 'PRON', tapi: 'CCONJ',
  pastu: 'ADV', lepas: 'SCONJ|ADP', sebab: 'SCONJ', kalau: 'SCONJ', sampai: 'SCONJ|VERB', penat: 'ADJ', best: 'ADJ',
  syok: 'ADJ', sedap: 'ADJ', cun: 'ADJ', teruk: 'ADJ', seronok: 'ADJ', bosan: 'ADJ', jom: 'PART|VERB', tolong: 'VERB',
  tengok: 'VERB', pegi: 'VERB', pergi: 'VERB', balik: 'VERB', makan: 'VERB', buat: 'VERB', cakap: 'VERB', bagi: 'VERB',
  ambik: 'VERB', lepak: 'VERB', tapau: 'VERB', bro: 'NOUN', sis: 'NOUN', member: 'NOUN', geng: 'NOUN', haha: 'INTJ',
  hahaha: 'INTJ', wah: 'INTJ', alamak: 'INTJ', aiyo: 'INTJ', eh: 'INTJ', ok: 'INTJ|ADJ', okay: 'INTJ|ADJ', ya: 'INTJ',
  hang: 'PRON', depa: 'PRON', hampa: 'PRON', pi: 'VERB', mai: 'VERB', mung: 'PRON', demo: 'PRON', gi: 'VERB',
};

/**
 * Universal Dependencies tags of everyday Malaysian standard words that Indonesian spells or says otherwise
 * (`baharu` for `baru`, `stesen` for `stasiun`, `cuba` for `coba`, `percuma` for `gratis`), so the tagged
 * Indonesian corpora never show them. The POS tagger's dictionary takes them only where the corpora list
 * nothing, as features, not as fixed answers.
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian usage, tagged by the UD Indonesian
 * conventions for the Indonesian equivalents.
 */
export const MALAYSIAN_POS: Readonly<Record<string, string>> = {
  // Things, places, people, services.
  bil: 'NOUN', basikal: 'NOUN', teksi: 'NOUN', tayar: 'NOUN', bomba: 'NOUN', stesen: 'NOUN', elektrik: 'NOUN|ADJ',
  kedai: 'NOUN', tandas: 'NOUN', lebuh: 'NOUN', lebuhraya: 'NOUN', simpang: 'NOUN', longkang: 'NOUN', parit: 'NOUN',
  almari: 'NOUN', peti: 'NOUN', kipas: 'NOUN', tilam: 'NOUN', bantal: 'NOUN', selimut: 'NOUN', seluar: 'NOUN',
  tudung: 'NOUN', kasut: 'NOUN', stokin: 'NOUN', telefon: 'NOUN', fon: 'NOUN', kad: 'NOUN', akaun: 'NOUN',
  gaji: 'NOUN', cukai: 'NOUN', saman: 'NOUN|VERB', lesen: 'NOUN', insurans: 'NOUN', tiket: 'NOUN', kaunter: 'NOUN',
  cikgu: 'NOUN', murid: 'NOUN', mak: 'NOUN', abah: 'NOUN', makcik: 'NOUN', pakcik: 'NOUN', jiran: 'NOUN',
  kawan: 'NOUN', rakan: 'NOUN', budak: 'NOUN', bayi: 'NOUN', doktor: 'NOUN', jururawat: 'NOUN', pemandu: 'NOUN',
  peperiksaan: 'NOUN', kuih: 'NOUN', lauk: 'NOUN', kuah: 'NOUN', sambal: 'NOUN', bawang: 'NOUN', cili: 'NOUN',
  pinggan: 'NOUN', cawan: 'NOUN', periuk: 'NOUN', kuali: 'NOUN', sudu: 'NOUN', garpu: 'NOUN', lantai: 'NOUN',
  bumbung: 'NOUN', tingkap: 'NOUN', pagar: 'NOUN', laman: 'NOUN', kereta: 'NOUN', motosikal: 'NOUN', lori: 'NOUN',
  // How someone or something is.
  baharu: 'ADJ', percuma: 'ADJ', letih: 'ADJ', comel: 'ADJ', lawa: 'ADJ', hodoh: 'ADJ', kelakar: 'ADJ',
  selesa: 'ADJ', risau: 'ADJ', bimbang: 'ADJ', lapar: 'ADJ', dahaga: 'ADJ', mengantuk: 'ADJ', cergas: 'ADJ',
  sihat: 'ADJ', nipis: 'ADJ', tebal: 'ADJ', sejuk: 'ADJ', basah: 'ADJ', kering: 'ADJ', bersih: 'ADJ', kotor: 'ADJ',
  laju: 'ADJ', perlahan: 'ADJ|ADV', gemuk: 'ADJ', kurus: 'ADJ', rajin: 'ADJ', malas: 'ADJ', garang: 'ADJ',
  pandai: 'ADJ', bodoh: 'ADJ', kedekut: 'ADJ', pemurah: 'ADJ', sombong: 'ADJ', peramah: 'ADJ', sunyi: 'ADJ',
  bising: 'ADJ', sesak: 'ADJ', lengang: 'ADJ', mahal: 'ADJ', murah: 'ADJ', sakit: 'ADJ', demam: 'ADJ|NOUN',
  // Doing: roots that formal text writes with `meN-`, and `ter-` verbs.
  cuba: 'VERB', buang: 'VERB', basuh: 'VERB', sapu: 'VERB', potong: 'VERB|NOUN', tukar: 'VERB', kemas: 'VERB|ADJ',
  jemur: 'VERB', sidai: 'VERB', lipat: 'VERB', gosok: 'VERB', cuci: 'VERB', masak: 'VERB|ADJ', goreng: 'VERB',
  rebus: 'VERB', bakar: 'VERB', hantar: 'VERB', jemput: 'VERB', tunggu: 'VERB', tanya: 'VERB', jawab: 'VERB',
  bayar: 'VERB', pinjam: 'VERB', simpan: 'VERB', cari: 'VERB', jumpa: 'VERB', beli: 'VERB', jual: 'VERB',
  pakai: 'VERB', guna: 'VERB', angkat: 'VERB', tolak: 'VERB', tarik: 'VERB', kutip: 'VERB', isi: 'VERB|NOUN',
  tercicir: 'VERB', terlupa: 'VERB', terjatuh: 'VERB', tertidur: 'VERB', terjejas: 'VERB', terlepas: 'VERB',
  tersilap: 'VERB', terkejut: 'VERB|ADJ', tersangkut: 'VERB', terbakar: 'VERB', terselamat: 'VERB',
};
