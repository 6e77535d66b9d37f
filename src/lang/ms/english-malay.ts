/**
 * Common English words used in Manglish, with their standard Malay equivalents, for `formalize`.
 *
 * How it was made: written by the manglish-nlp team from the English words Malaysians most often mix
 * into Malay (work, school, food, feelings, technology), each with the word a Malay editor would use.
 * English words that are also Malay words (`air`, `jam`, `data`, `bas`, `pen`) are left out on purpose.
 *
 * Format: `english: malay`, one pair per line.
 */
export const ENGLISH_MALAY_TABLE = `
# work and study
meeting: mesyuarat
boss: ketua
office: pejabat
company: syarikat
staff: kakitangan
manager: pengurus
deadline: tarikh akhir
project: projek
report: laporan
salary: gaji
job: kerja
work: kerja
interview: temu duga
resign: meletak jawatan
school: sekolah
teacher: guru
student: pelajar
class: kelas
exam: peperiksaan
homework: kerja rumah
lecturer: pensyarah
assignment: tugasan
# time
today: hari ini
tomorrow: esok
yesterday: semalam
tonight: malam ini
weekend: hujung minggu
morning: pagi
night: malam
week: minggu
month: bulan
year: tahun
later: nanti
now: sekarang
always: sentiasa
sometimes: kadang-kadang
# actions
confirm: mengesahkan
cancel: membatalkan
update: mengemas kini
check: menyemak
call: menelefon
reply: membalas
send: menghantar
share: berkongsi
try: mencuba
wait: menunggu
help: membantu
buy: membeli
sell: menjual
pay: membayar
book: menempah
order: memesan
enjoy: menikmati
join: menyertai
# feelings and judgements
happy: gembira
sad: sedih
angry: marah
tired: penat
busy: sibuk
bored: bosan
boring: membosankan
scared: takut
excited: teruja
stress: tekanan
stressed: tertekan
nice: bagus
good: baik
bad: teruk
great: hebat
awesome: hebat
beautiful: cantik
handsome: kacak
cheap: murah
expensive: mahal
easy: mudah
difficult: susah
hard: susah
late: lewat
early: awal
fast: cepat
slow: perlahan
free: percuma
sorry: maaf
thanks: terima kasih
thank you: terima kasih
please: sila
welcome: dialu-alukan
problem: masalah
sure: pasti
confirm plus chop: pasti
okay: baiklah
ok: baiklah
# everyday nouns
car: kereta
house: rumah
friend: rakan
friends: rakan-rakan
family: keluarga
food: makanan
drink: minuman
lunch: makan tengah hari
dinner: makan malam
breakfast: sarapan
phone: telefon
handphone: telefon bimbit
message: mesej
traffic: lalu lintas
traffic jam: kesesakan lalu lintas
road: jalan
shop: kedai
money: wang
price: harga
discount: diskaun
holiday: cuti
trip: perjalanan
movie: filem
song: lagu
game: permainan
photo: gambar
picture: gambar
video: video
online: dalam talian
offline: luar talian
internet: internet
website: laman web
email: e-mel
password: kata laluan
download: muat turun
upload: muat naik
app: aplikasi
apps: aplikasi
`;
