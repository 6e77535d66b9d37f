/**
 * Malay SMS and chat shortforms, each mapped to its standard spelling.
 *
 * How it was made: written by the manglish-nlp team from everyday Malaysian chat, SMS and social-media
 * usage (vowel-dropped skeletons such as `dgn`, `mkn`; clipped forms such as `skrg`; spelling variants
 * such as `sye`). Nothing here was copied from a third-party list. The target keeps the register of the
 * word that was abbreviated (`nk` → `nak`, not `hendak`); turning colloquial words into formal ones is
 * the job of `formal.ts`.
 *
 * Format: one line per standard word, `standard: variant variant …`. A variant maps to exactly one
 * standard word; lines are grouped by word class only for the reader.
 */
export const SHORTFORM_TABLE = `
# pronouns and forms of address
saya: sy sya saye sey sye
aku: ak aq akw akoo
kau: ko kao
kamu: kmu kamoo
awak: awk aw wak
engkau: engko engkao
dorang: dorg drg diorg diorang dieorang diaorang dowang dorng
korang: krg korg kowang korng
kitorang: ktorg kitorg kitrg kiteorg kiteorang
kami: kmi
kita: kte kta
mereka: mrk mreka mrka
beliau: blau
semua: smua sume smue sumer semue
abang: abg abng
adik: adk
encik: ecik
# question words
apa: ap ape apo aper pe
apa-apa: apa2 ape2 ap2
kenapa: knp knape kenape npe napa nape knapa kenapo
apasal: apsal apahal
bagaimana: bgmn bgaimana bgmana bagaimane
macam mana: camne cmne camna cmna macammana mcmna macamne
bila: bla bile bilo
mana: mne mna mane
siapa: sape spa siape sapa sapo
berapa: brp brape berape brapa bape
# function words and conjunctions
yang: yg yng
nya: nye nyer
dengan: dgn dngn dgan ngan dg ngn
untuk: utk ntuk untk utuk
dan: dn
atau: ato atw atu
tapi: tp tpi tape
tetapi: ttp ttpi
kalau: klu kalo klo kalu klau kalou
sebab: sbb sbab
kerana: krn krna kerna kerane
daripada: drpd drp dripd daripd
dari: dr dri
kepada: kpd kpda kepade
pada: pd pde pda
dalam: dlm dalm dlam dlem
dekat: dkt dekt
kat: kt
atas: ats
bawah: bwh bawh
depan: dpn dpan
belakang: blkg blkng blakang
sebelah: sblh sebelh
sini: sni cni
sana: sne sna
situ: stu
itu: tu itoo
ini: ni nie inie
juga: jg jge jgk juge jugak jgak jugok
lagi: lg lgi lagik agi
sudah: sdh sudh sdah
dah: dh da
belum: blm blom blum
telah: tlh tlah
masih: msh mseh masi
akan: akn
boleh: blh bole boley bleh bley
tak: tk x
tidak: tdk tdak tidk
bukan: bkn bukn
jangan: jgn jgan jngn
hanya: hny hnya
sahaja: shj sahje sje sja saje
je: jer jek ja aje
semalam: smlm smalam semlm
esok: esk eso
sekarang: skrg skg skrng skarang sekrg skang skrang
nanti: nnt nti nnti nanty
tadi: td tdi
lepas: lps lpas
lepas itu: lepastu lpstu pastu pstu
sebelum: sblm sblum
selepas: slps slepas
kemudian: kmdn kemudn
lama: lme lma
baru: br bru
selalu: sll slalu selalo
kadang: kdg kdng kdang
kadang-kadang: kdg2 kadang2 kdng2
sentiasa: sntiasa
mungkin: mngkin mgkn mungkn
memang: mmg mmang memng
betul: btl btul btol betol
sangat: sgt sngt sangt
sikit: sket sikt ckit cikit cket
sikit-sikit: skt2 sikit2 sket2
sedikit: sdkit sdikit
banyak: byk bnyk byak banyk
tentang: ttg tntg
macam: mcm mcam cam
seperti: spt sprti seprti
supaya: spy supaye
jadi: jd jdi jdik
bagi: bg bgi
punya: pnya pny punye pnye
sendiri: sndiri sdri sendri
sama: sm sme
lain: laen len
setiap: stiap stp
antara: antra
pun: pon pn
ialah: ialh
adalah: adlh adalh adlah
ada: ade ader
tiada: tiade
tak ada: takde tkde takdak takdok
nak: nk nok
hendak: hndk hendk
mahu: mau mhu
mesti: msti mst mesty
perlu: prlu plu perlo
patut: ptt ptut
kena: kene kna
cuba: cba cuber
pernah: prnh pnh pernh
selamat: slmt selamt slamat
terima kasih: tq tenkiu tenkyu tqvm tqsm tengkiu trimas
sama-sama: sm2 sama2 same2
maaf: mf maap mahap
tolong: tlg tlng
okay: k ok okeh okey oke okie okies
ya: ye yup yep aah haah
tak apa: takpe tkpe takpa tkpa
tak tahu: tktau tatau
tak nak: taknak tknak tknk
tak boleh: takleh tkleh tkblh
tak payah: takpayah tkpayah
tak mahu: tkmau takmau
pula: plak pulak pulok plk
lah: la laa
# verbs
pergi: pg pgi pegi gi p
datang: dtg dtng dtang
balik: blk blik balek
pulang: plg plng
makan: mkn mkan makn
minum: mnm minm
tidur: tdo tido tdur tdr
bangun: bgn bngun
tengok: tgk tngk tngok tgok tnguk
lihat: liht lht
dengar: dgr dngr dgar dengo
cakap: ckp ckap cakp
beritahu: bgtau bitau bgitau bagitau bgtahu
tanya: tny tnya tanye
tanya-tanya: tny2
jawab: jwb jawb jwap
tahu: tau taw tawu
faham: fhm phm paham fham fhem
ingat: igt ingt inget
lupa: lpa lupe
rasa: rse rsa rase
fikir: fkr fikr pikir fikiq
buat: bt bwt
kerja: krja kije keje kje kerje kojo
main: maen
baca: bce bca
tulis: tlis
beli: bli
bayar: byr byar
jual: jwl
cari: cr cri
jumpa: jmpa jmp jumpe
tunggu: tggu tgu tnggu
jalan: jlan
jalan-jalan: jln2 jalan2
naik: naek
turun: trun trn
masuk: msk msuk masok
keluar: klr kluar kuar keluo
duduk: ddk dduk
pakai: pki pake pakei pkai
ambil: amik ambik amek amk
kongsi: kngsi
hantar: hntr hntar
bawa: bwa bawak bwk
guna: gna gune
tukar: tkr tukr
belajar: blajar blaja belaja
sayang: syg syang sayg sygg
suka: ske suke
benci: bnci
marah: mrh mrah
gelak: glk glak
senyum: snyum
nangis: nngis nangeh
menangis: mnangis
sakit: skt sakt
penat: pnt pnat
mandi: mndi
masak: msak
basuh: bsuh
kemas: kms kmas
sampai: smpai smpi sampe
mula: mule mla
habis: abis hbs abih habes abeh
siap: siyap
menang: mnang
kalah: klh
tolak: tlak
terima: trima trime
hilang: ilang hlg
jatuh: jth jatoh
lari: lri
kahwin: kawin khwin
telefon: tpon tepon fon
mesej: msj mesg
# nouns
orang: org oghang
rumah: rmh umah rumh
kereta: krta kete keta krete
motosikal: moto mtr
motor: mtor
stesen: stesyen
tiba-tiba: tetibe tetiba
kedai: kdai kdi
sekolah: sklh skola skolah
universiti: uni univ
kolej: klej
pejabat: pjbt opis
kerajaan: kjaan krjaan
negara: ngra
negeri: ngri
bandar: bndr
kampung: kmpg kampong kpg
taman: tmn tman
duit: dit duet
barang: brg brng
wang: wg
harga: hrga hrg
masa: ms mse msa
hari: hr hri ari
minggu: mggu mgu
bulan: bln
tahun: thn thun taun
petang: ptg ptang ptng
malam: mlm mlam
tengah hari: tghari
tengah: tgh tngah
jam: jm
pukul: pkl pukol
minit: mnt
kawan: kwn kwan kawn
member: membe mmber
keluarga: klrga kluarga
anak: ank anok
budak: bdk bdak
abah: abh
ibu: ibo
bapa: bpa bapak
isteri: istri
suami: swami
cikgu: cg cgu chikgu
pelajar: plajar
doktor: dktr
makanan: mknn mkanan
minuman: mnuman
nasi: nsi
ayam: aym
ikan: ikn
daging: dging
kuih: kueh
roti: rti
gambar: gmbr gmbar
cerita: crita cite cter citer ceriter
berita: brita
lagu: lgu
filem: flm filim
soalan: soaln slan
jawapan: jwpn jwpan
masalah: mslh masaalah
maklumat: mklmt
tempat: tmpt tmpat
nombor: nmbr
perkara: pkara prkara
benda: bnda bende
cara: cra
khabar: kabo kbr
# adjectives and adverbs
besar: bsr besa
kecil: kcl kcik kecik
sedap: sdp sedp sdap
cantik: cntk cntik
hensem: hensome hansem
lawa: lwa
buruk: bruk
baik: bek baek
bagus: bgs bgus
teruk: truk trok
senang: sng snang
susah: ssh ssah
mudah: mdh mdah
mahal: mhl mhal
murah: murh
panas: pns pnas
sejuk: sjk sejok
lapar: lpr lapaq
dahaga: dhaga
kenyang: kyg kenyg
letih: lth letey
mengantuk: ngantuk ngntuk
malas: mls mlas
rajin: rjn rajen
pandai: pndai pandi
bodoh: bdoh bodo bdo
gila: gle gilo gler giler
pelik: plik pelek
sunyi: sunye
ramai: rmai rami
lambat: lmbt lmbat
cepat: cpt cpat
awal: awl
lewat: lwt lwat
jauh: jaoh
dekat-dekat: dkt2
penuh: pnuh
kosong: ksong
lama-lama: lma2 lame2
betul-betul: btl2 betul2 btul2
cepat-cepat: cpt2 cepat2
perlahan-lahan: pelan2 perlahan2
elok: elk
seronok: sronok
bosan: bosn bsn
sedih: sdih sedeh
gembira: gmbira
risau: risao rsau
takut: tkut takot
# numbers and quantities
tiga: tige
empat: empt mpat
separuh: sprh
sekali: skali skli
sekejap: skjp skejap kjap jap kejap
sebentar: sbntar
# more verbs
hujan: hjn ujan
panggil: pggl pnggil
pinjam: pjm pinjm
rindu: rndu
cinta: cnta cinte
minta: mnta mintak mntk
suruh: srh
dapat: dpt dpat dapt
bincang: bncg bincng
tempah: tmph
tinggal: tgl tinggl
ajar: ajr
belanja: blnja blanja
sewa: swa
kira: kire
buka: bka buke
tutup: ttup tutop
letak: ltk letk
simpan: smpn simpn
pilih: plh pilh
harap: hrp harp
percaya: pcaya prcaya caya
setuju: stuju stju
kacau: kcau
bercakap: bckp
berjalan: bjln
bermain: bmain
bekerja: bkrja bkerja
berehat: brehat
berbual: bbual
puasa: psa puase
berbuka: bbuka
solat: slt
periksa: prksa
# more adverbs and connectives
sebenarnya: sbnrnya sbenarnya sebnrnya
terus: trus trs
terlalu: tlalu trlalu
tetap: ttap
tentu: tntu
biasa: bse biase
agak: agk
hampir: hmpir
lebih: lbh lbih
kurang: krang kureng
hari ini: harini arini
lusa: lsa
sambil: smbil
walaupun: walaupon wlpn wlaupun
namun: nmun
manakala: mnakala
contohnya: cthnya contohnye
misalnya: msalnya
terutamanya: trutamanya
akhirnya: akhirnye akhrnya
nampaknya: nmpknya nampaknye
rasanya: rsanya rasenye rasenya
agaknya: agaknye agknya
pasal: psl
tahniah: thniah tahnia
jemput: jmpt
perlahan: plahan prlahan
# more nouns and adjectives
lemah: lmh
sihat: shat sht
demam: dmm dmam
batuk: btk
selesema: slsema
ubat: ubt
hospital: hosp hsptl
gaji: gj
pasar: psr
teksi: texi
bilik: bilk
dapur: dpur
katil: ktl
meja: mje
kerusi: krusi
pintu: pntu
tingkap: tngkp
baju: bju baje
seluar: sluar sluo
kasut: kst ksut
komputer: kmptr kompter
video: vdo
menteri: mnteri
rakyat: rkyt rakyt
askar: askr
kelas: kls
cuti: cti
masjid: msjd masjd
agama: agme
sarapan: srpn
pedas: pds pdas
manis: mns
masin: msin
masam: msam
ribut: rbt
cuaca: cuace
matahari: mthari
bintang: bntg
langit: lngit
pantai: pntai
gunung: gnung
pokok: pkok
bunga: bnga
kucing: kcng kcing
anjing: anjg
lembu: lmbu
kambing: kmbg
# feelings, body and people
sumpah: smpah
serius: srius
kenal: knl kenl
kesian: ksian
sabar: sbr sabo
tenang: tnang
pandang: pndg
lawan: lwn
nampak: nmpk nmpak
muka: mka
mata: mta
kepala: kpla kpale
tangan: tgn tngn
kaki: kki
badan: bdn
perut: prut
rambut: rmbt
suara: suare
hati: hti
hidup: hdp hdup
mati: mti
bahagia: bhgia bahagie
kecewa: kcewa kecewe
bangga: bgga
malu: mlu
berani: brani
cemburu: cmburu
sombong: smbong
jahat: jht jahet
nakal: nkl
comel: cmel comey
kelakar: klakar
hebat: hbt
mantap: mntp
dahsyat: dasyat dasat
selesa: slesa
senyap: snyap
bising: bsing
kotor: ktor
bersih: brsih bsih
muda: mda
tinggi: tggi tnggi
rendah: rndh
panjang: pjg pnjg
pendek: pndek
berat: brat
ringan: ringn
saudara: sdra
sepupu: spupu
nenek: nnek
atuk: atok
jiran: jrn
pekerja: pkerja pkrja
pelanggan: plgn
syarikat: syrkt
projek: prjk
mesyuarat: msyrt
laporan: lpran
tugas: tgs
# greetings and religious expressions
assalamualaikum: aslmkm askum assalamualaikom slm
waalaikumsalam: wslm waalaikumussalam walaikumsalam
insya-allah: insyaallah inshaallah insyallah isyaallah inshallah
alhamdulillah: alhamdulilah alhamdullilah alhmdllh
subhanallah: subhanalah
masya-allah: masyaallah mashaallah masyallah
# common phrases written as one chunk
macam ini: mcmni camni cmni
macam itu: mcmtu camtu cmtu
`;

/**
 * Chat spellings that Indonesian chat writes too, with the same meaning (`lom makan`, `tuk kau`): the normaliser
 * reads them as their standard word, but language identification does not count them as words only Malaysians
 * write (`malaysianChatWords`), and the chat versions of training sentences do not use them. Without them the
 * respeller had turned `lom` into `lama`, `tuk` into `tauke`, `pape` into `papan` and `tuh` into `tuah`.
 *
 * How it was made: written by the team (2026-11-24); same format as {@link SHORTFORM_TABLE}.
 */
export const SHARED_SHORTFORM_TABLE = `
belum: lom lum
untuk: tuk
apa-apa: pape
ini: nih
itu: tuh
entah: ntah
`;

/**
 * `x`-negation forms: `x` (and `tak` written solid) in front of a verb or adjective.
 *
 * How it was made: written by the team; each line is a solid chat form and its spaced standard
 * colloquial spelling. Forms not listed here are expanded by the rule in `text/normalize.ts`
 * (`x` + a known word).
 */
export const X_NEGATION_TABLE = `
xnak: tak nak
xnk: tak nak
xmau: tak mahu
xmo: tak mahu
xde: tak ada
xda: tak ada
xdo: tak ada
xada: tak ada
xleh: tak boleh
xlh: tak boleh
xblh: tak boleh
xboleh: tak boleh
xbole: tak boleh
xtau: tak tahu
xtw: tak tahu
xtahu: tak tahu
xpyh: tak payah
xpayah: tak payah
xkisah: tak kisah
xksh: tak kisah
xsuka: tak suka
xske: tak suka
xjadi: tak jadi
xjd: tak jadi
xpernah: tak pernah
xpnh: tak pernah
xbest: tak best
xsedap: tak sedap
xsdp: tak sedap
xlarat: tak larat
xlrt: tak larat
xsempat: tak sempat
xsmpt: tak sempat
xsampai: tak sampai
xsmpi: tak sampai
xfaham: tak faham
xfhm: tak faham
xphm: tak faham
xpaham: tak faham
xingat: tak ingat
xigt: tak ingat
xreti: tak reti
xrti: tak reti
xpandai: tak pandai
xcukup: tak cukup
xckp: tak cukup
xmampu: tak mampu
xperlu: tak perlu
xprlu: tak perlu
xguna: tak guna
xgna: tak guna
xkena: tak kena
xkne: tak kena
xbetul: tak betul
xbtl: tak betul
xsihat: tak sihat
xsedar: tak sedar
xsabar: tak sabar
xtido: tak tidur
xtdo: tak tidur
xmkn: tak makan
xmakan: tak makan
xpegi: tak pergi
xpg: tak pergi
xdtg: tak datang
xdatang: tak datang
xbalik: tak balik
xblk: tak balik
xsenang: tak senang
xmurah: tak murah
xmahal: tak mahal
xcantik: tak cantik
xpuas: tak puas
xpuashati: tak puas hati
xhensem: tak hensem
xselesa: tak selesa
xok: tak okay
xokay: tak okay
xapa: tak apa
xpe: tak apa
xpa: tak apa
xper: tak apa
xcaya: tak percaya
xpercaya: tak percaya
xsetuju: tak setuju
xstuju: tak setuju
xlayan: tak layan
xhabis: tak habis
xabis: tak habis
xsiap: tak siap
xmasuk: tak masuk
xmsk: tak masuk
xlaku: tak laku
xhairan: tak hairan
xtentu: tak tentu
xsure: tak pasti
xpasti: tak pasti
`;
