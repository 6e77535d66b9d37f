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
};
