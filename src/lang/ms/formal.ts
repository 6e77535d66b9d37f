/**
 * Informal → formal Malay pairs for `formalize`: colloquial words and phrases and their standard
 * written (bahasa baku) equivalents.
 *
 * How it was made: written by the manglish-nlp team from the differences between spoken Malaysian
 * Malay and Dewan Bahasa dan Pustaka written usage. Multi-word keys are matched before single words.
 * `formalize` runs the normaliser first, so keys are standard colloquial spellings (`tak`, not `x`).
 *
 * Format: `informal: formal`, one pair per line.
 */
export const FORMAL_TABLE = `
# pronouns
aku: saya
ku: saya
kau: anda
engkau: anda
awak: anda
kamu: anda
korang: kamu semua
kamu semua: anda semua
dorang: mereka
kitorang: kami
kita orang: kami
dia orang: mereka
# negation and aspect
tak: tidak
tak ada: tiada
takde: tiada
tak apa: tidak mengapa
tak payah: tidak perlu
tak boleh: tidak boleh
tak nak: tidak mahu
tak mahu: tidak mahu
tak tahu: tidak tahu
nak: hendak
dah: sudah
tengah: sedang
baru je: baru sahaja
# demonstratives and place
ni: ini
tu: itu
sini ni: di sini
kat: di
dekat sini: di sini
dekat situ: di situ
kat mana: di mana
mana-mana: mana-mana
# adverbs and particles with meaning
je: sahaja
saja: sahaja
jer: sahaja
pun: pun
jugak: juga
lagi: lagi
sikit: sedikit
banyak gila: sangat banyak
betul-betul: benar-benar
memang: memang
kejap: sebentar
sekejap: sebentar
nanti: nanti
tadi: tadi
selalu: selalu
cepat-cepat: segera
# question words
apasal: mengapa
kenapa: mengapa
macam mana: bagaimana
camne: bagaimana
berapa: berapa
bila: bilakah
# conjunctions
tapi: tetapi
pastu: selepas itu
lepas tu: selepas itu
lepas: selepas
sebab: kerana
pasal: tentang
macam: seperti
kalau: jika
sampai: sehingga
# verbs
call balik: menelefon semula
balik kampung: pulang ke kampung
tengok: lihat
nampak: melihat
cakap: berkata
bagi: beri
bagi tahu: memberitahu
beritahu: memberitahu
ambik: ambil
amik: ambil
balik: pulang
buat: membuat
guna: menggunakan
pakai: memakai
cari: mencari
tunggu: menunggu
jumpa: berjumpa
borak: berbual
sembang: berbual
lepak: bersantai
tapau: bungkus
jom: mari
main: bermain
kerja: bekerja
tidur: tidur
makan: makan
pergi: pergi
naik: menaiki
masuk: memasuki
rasa: berasa
ingat: ingat
fikir: berfikir
suka: suka
# adjectives and slang
best: bagus
syok: seronok
gempak: hebat
terer: hebat
power: hebat
cun: cantik
lawa: cantik
hensem: kacak
sempoi: ringkas
teruk: buruk
gila: sangat
giler: sangat
poyo: berlagak
kecoh: bising
sedap: enak
# nouns
duit: wang
member: rakan
kawan: rakan
geng: kumpulan
mak: ibu
abah: bapa
ayah: bapa
bini: isteri
laki: suami
budak: kanak-kanak
orang putih: orang Inggeris
rumah: rumah
`;
