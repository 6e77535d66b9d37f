/**
 * Manglish slang spellings, Malaysian-spelled English, common misspellings and regional (dialect)
 * spellings, each mapped to its standard spelling.
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian usage. Slang that is a
 * word in its own right (`syok`, `lepak`, `tapau`, `best`) maps only its spelling variants to the usual
 * spelling; turning slang into formal Malay is `formal.ts`'s job. Dialect words map to the standard
 * Malay word with the same meaning. `hang`, `pi`, `mai` and `sat` are left out on purpose: they are also English
 * words or names, so `northern.ts` reads them in context.
 *
 * Format: as in `shortforms.ts`, `standard: variant variant …`.
 */
export const SLANG_TABLE = `
# Manglish slang: spelling variants of the usual form
syok: syiok shiok siok syokk
best: bes bezz bestt
gempak: gmpk gempax
terer: terrer tere
cun: cunz cunn
power: pwr powerr
sempoi: smpoi sempoii
lepak: lpk lepax
tapau: tpau tapao dabao
kantoi: kantoy
gebang: gbg
kecoh: kcoh
gaduh: gdoh gado
bengang: bngg bengeng
geram: grm gerem
sembang: smbg
borak: brk
jom: jum
member: mbr
bro: brader brudder brah bruh
sis: sist sista
geng: gng
action: eksyen ekshen
awek: awex
pakwe: pkwe
makwe: mkwe
cikaro: ckaro
rempit: rmpt
usha: usya usyar
kencing: kncing
tipu: tpu
sembunyi: smbunyi
# Malaysian spellings of English words used in Manglish
sorry: sori sowi soryy sory
please: plis pliss plez
thanks: tenks tanks tengs
welcome: welkam
okay lah: okla oklah
confirm: konfem confem komfem cfm
enjoy: enjoi
happy: hepi
because: bcoz bcos
whatsapp: wasap wassap watsap
handphone: henpon
fighting: faiting
complain: komplen komplain
# common misspellings of standard words
di mana: dimana
di sini: disini
di sana: disana
di situ: disitu
ke mana: kemana
ke sini: kesini
ke sana: kesana
ke situ: kesitu
di atas: diatas
di bawah: dibawah
di dalam: didalam
di luar: diluar
ke atas: keatas
ke dalam: kedalam
sama ada: samada
walau bagaimanapun: walaubagaimanapun
berbahaya: merbahaya
memastikan: mempastikan
nasihat: nasehat
risiko: resiko
kualiti: kwaliti
tandas: tndas
kemudahan: kmudahan
keputusan: kputusan
kesihatan: ksihatan kesihtn
pengalaman: pngalaman
perempuan: pmpuan pompuan prmpuan
lelaki: llaki
# regional spellings (Kedah, Perlis, Penang: -q for -r, -ai for -al)
air: ayaq ayeq
lapar: lapaq
sabar: sabaq
kotor: kotoq
pasar: pasaq
keluar: kluaq keluaq
ular: ulaq
tidur: tidoq
khabar: habaq
pasal: pasai
kenapa: awat pasaipa
mereka: depa
bosan: cemuih
sekarang: lani
kejar: ligan
kamu semua: hangpa
jangan: toksah
sekejap lagi: satgi
macam mana: lagumana
# Kelantan and Terengganu
saya: ambo kawe
kamu: mung
apa: gapo
kelantan: kelate
bagaimana: guano
kenapa: bakpo
cakap: kecek
orang: oghe
yang: hok
selalu: sokmo
keluar: tubik
boleh: buleh
makan: makang
ikan: ikang
bercakap: becakap
balik: kelik
kerja: kijo
tengok: kelih
dengan: nga
rumah: ghumoh
sekarang: loni lening
tiada: tokdok
jumpa: jupo
# Negeri Sembilan
saya: den
kau: ekau
apa: apo
benar: bona
mana: mano
# Perak
kamu: kome
atas: ateh
rumah: ghumah
# Sarawak
saya: kamek
kamu: kitak
mereka: sidak
yang: nang
tidak: sik
mahu: maok
sekarang: kinek
nanti: kelak
tahu: tauk
tiada: sikda
buat: polah
beritahu: madah
jahat: jaik
pandai: pande
# Sabah (sia for saya is left out: across the Peninsula it is the particle of "best sia")
tidak: nda ndak
bodoh: palui
beri: kasi kaci
`;
