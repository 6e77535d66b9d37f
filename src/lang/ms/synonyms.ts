/**
 * Synonym groups for augmentation: words that can replace each other in most sentences.
 *
 * How it was made: written by the manglish-nlp team for everyday Malaysian Malay, Manglish and English.
 * Each line is one group; every word in it may stand for any other. Register differences are kept
 * (`cantik` and the colloquial `lawa` in one group) because augmented training text should have both.
 * Words with several unrelated senses (`bisa`, `kali`, `jam`) are left out.
 */
export const SYNONYM_TABLE = `
# adjectives
cantik, lawa, jelita, molek, comel
besar, gergasi, luas
kecil, halus, kerdil
bagus, baik, elok, best, mantap
teruk, buruk, hancur
sedap, lazat, enak
mahal, tinggi harganya
murah, berpatutan
cepat, laju, pantas, deras
lambat, perlahan, slow
penat, letih, lesu, lelah
gembira, seronok, happy, suka hati
sedih, pilu, duka, sayu
marah, berang, geram, bengang
takut, gerun, cuak
pandai, bijak, cerdik, pintar
bodoh, bebal, dungu
kaya, berada, mewah
miskin, susah, papa
sibuk, busy, banyak kerja
senang, mudah, easy
susah, sukar, payah, rumit
panas, bahang, terik
sejuk, dingin, nyaman
bersih, kemas, suci
kotor, comot, cemar
baru, baharu, terkini
lama, usang, tua
penting, utama, mustahak
pelik, aneh, ganjil, weird
# verbs
cakap, kata, beritahu, sebut, bagitau
tengok, lihat, pandang, tonton
dengar, mendengar, dengari
makan, menjamu selera, santap
minum, teguk
pergi, menuju, bertolak
balik, pulang, kembali
datang, tiba, sampai
beli, membeli, borong
jual, menjual, lelong
buat, membuat, lakukan, bikin
tolong, bantu, membantu
fikir, rasa, anggap
suka, gemar, minat, sayang
benci, meluat, menyampah
mula, mulakan, memulakan
habis, siap, selesai, tamat
cari, mencari, selongkar
ambil, mengambil, capai
bagi, beri, kasi, hulur
tunggu, menanti
jalan, berjalan, melangkah
lari, berlari, pecut
tidur, lelap, rehat
kerja, bekerja, berkhidmat
belajar, mengaji, study
# nouns
rumah, kediaman, teratak
kereta, kenderaan, motokar
duit, wang, fulus, money
kawan, rakan, sahabat, geng, member
kerja, pekerjaan, jawatan
makanan, juadah, hidangan
masalah, isu, problem
cikgu, guru, pendidik
budak, kanak-kanak, anak kecil
orang, manusia, insan
kedai, gerai, premis
jalan, lorong, lebuh
negara, negeri, tanah air
bandar, kota, pekan
harga, kos, bayaran
hadiah, cenderamata, buah tangan
# English
good, great, nice, fine
bad, terrible, awful, poor
big, large, huge
small, little, tiny
fast, quick, rapid
slow, sluggish
happy, glad, pleased
sad, unhappy, upset
angry, mad, furious
tired, exhausted, worn out
buy, purchase, get
help, assist, support
start, begin, commence
finish, complete, end
problem, issue, trouble
friend, buddy, pal
money, cash, funds
car, vehicle, ride
house, home, place
food, meal, dish
`;
