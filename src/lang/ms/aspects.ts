/**
 * Aspect terms per review domain, in Malay, Manglish and English: the words that show which aspect of a
 * restaurant, product or app a clause talks about.
 *
 * How it was made: written by the manglish-nlp team from the way Malaysians review food stalls,
 * restaurants, online purchases and apps. Terms are lower-case and normalised (standard spelling).
 */
export type AspectDomain = 'restaurant' | 'product' | 'app' | 'general';

const RESTAURANT = {
  food: ['makanan', 'makan', 'food', 'nasi', 'lauk', 'mee', 'mi', 'roti', 'ayam', 'daging', 'ikan', 'sambal', 'kuah', 'rasa', 'taste', 'sedap', 'menu', 'dish', 'portion', 'hidangan', 'masakan', 'burger', 'pizza', 'satay', 'laksa', 'rendang', 'kuih', 'dessert', 'pencuci mulut'],
  drink: ['minuman', 'air', 'drink', 'drinks', 'teh', 'kopi', 'coffee', 'tea', 'milo', 'jus', 'juice', 'sirap'],
  service: ['servis', 'service', 'layanan', 'pelayan', 'staff', 'staf', 'kakitangan', 'waiter', 'waitress', 'pekerja', 'cashier', 'juruwang', 'owner', 'tauke', 'tunggu', 'wait', 'lambat', 'slow', 'cepat', 'fast', 'mesra', 'friendly', 'rude', 'sombong'],
  price: ['harga', 'price', 'prices', 'mahal', 'murah', 'expensive', 'cheap', 'value', 'berbaloi', 'worth', 'bayar', 'bill', 'bil', 'ringgit', 'rm'],
  ambience: ['suasana', 'ambience', 'ambiance', 'tempat', 'place', 'kedai', 'restoran', 'restaurant', 'deko', 'decor', 'bising', 'noisy', 'selesa', 'comfortable', 'panas', 'aircond', 'sejuk', 'muzik', 'music'],
  cleanliness: ['bersih', 'kotor', 'clean', 'dirty', 'kebersihan', 'cleanliness', 'tandas', 'toilet', 'lalat', 'lipas', 'busuk', 'meja', 'table'],
  location: ['lokasi', 'location', 'parking', 'letak kereta', 'jauh', 'dekat', 'jalan', 'jem', 'jam'],
} as const;

const PRODUCT = {
  quality: ['kualiti', 'quality', 'material', 'bahan', 'kain', 'fabric', 'tahan', 'durable', 'rosak', 'broken', 'koyak', 'original', 'ori', 'tiruan', 'fake', 'build'],
  price: ['harga', 'price', 'mahal', 'murah', 'expensive', 'cheap', 'berbaloi', 'worth', 'value', 'diskaun', 'discount', 'promo', 'sale'],
  delivery: ['penghantaran', 'delivery', 'pos', 'kurier', 'courier', 'sampai', 'arrived', 'shipping', 'parcel', 'pos laju', 'lambat', 'cepat', 'lama'],
  packaging: ['bungkusan', 'packaging', 'packing', 'kotak', 'box', 'balut', 'wrap', 'bubble wrap'],
  seller: ['penjual', 'seller', 'kedai', 'shop', 'store', 'respon', 'response', 'reply', 'balas', 'layanan', 'service'],
  size: ['saiz', 'size', 'ukuran', 'muat', 'fit', 'besar', 'kecil', 'ketat', 'longgar'],
  battery: ['bateri', 'battery', 'cas', 'charge', 'charging', 'tahan lama'],
  design: ['reka bentuk', 'design', 'warna', 'colour', 'color', 'cantik', 'lawa', 'rupa', 'look'],
} as const;

/** A domain's terms for an aspect less the ambiguous ones. */
function without(terms: readonly string[], ambiguous: readonly string[]): readonly string[] {
  return terms.filter((t) => !ambiguous.includes(t));
}

export const ASPECT_TERMS: Readonly<Record<AspectDomain, Readonly<Record<string, readonly string[]>>>> = {
  restaurant: RESTAURANT,
  product: PRODUCT,
  app: {
    performance: ['laju', 'lambat', 'slow', 'fast', 'lag', 'loading', 'load', 'hang', 'crash', 'performance', 'prestasi', 'berat', 'ringan'],
    usability: ['mudah', 'senang', 'susah', 'easy', 'difficult', 'confusing', 'mengelirukan', 'interface', 'antara muka', 'ui', 'ux', 'design', 'navigasi', 'navigation'],
    bugs: ['bug', 'bugs', 'error', 'ralat', 'rosak', 'broken', 'crash', 'force close', 'masalah', 'problem', 'glitch', 'tak boleh', 'cannot'],
    features: ['ciri', 'feature', 'features', 'fungsi', 'function', 'option', 'pilihan', 'tetapan', 'settings', 'notifikasi', 'notification'],
    login: ['login', 'log masuk', 'daftar', 'register', 'password', 'kata laluan', 'otp', 'akaun', 'account', 'verify', 'pengesahan'],
    payment: ['bayaran', 'payment', 'bayar', 'pay', 'ewallet', 'e-wallet', 'kad', 'card', 'fpx', 'topup', 'top up', 'refund', 'caj', 'charge'],
    updates: ['update', 'kemas kini', 'versi', 'version', 'upgrade'],
    support: ['support', 'sokongan', 'customer service', 'khidmat pelanggan', 'respon', 'reply', 'bantuan', 'help'],
  },
  general: {
    quality: ['kualiti', 'quality', 'bagus', 'teruk', 'good', 'bad'],
    price: ['harga', 'price', 'mahal', 'murah', 'expensive', 'cheap', 'berbaloi', 'worth', 'kos', 'cost'],
    service: ['servis', 'service', 'layanan', 'staff', 'staf', 'kakitangan', 'pekerja', 'pelayan', 'support', 'respon'],
    time: ['masa', 'time', 'lambat', 'cepat', 'lewat', 'late', 'tunggu', 'wait', 'lama'],
    location: ['lokasi', 'location', 'tempat', 'place', 'parking', 'jauh', 'dekat'],
    experience: ['pengalaman', 'experience', 'puas hati', 'satisfied', 'kecewa', 'disappointed', 'overall', 'keseluruhan'],
    // Any review may be of a meal, a drink, a room or a parcel, so the default domain knows these too, less the
    // terms that mean something else outside a restaurant or a shop (`makan`, `rasa` "feel", `air`, `sampai`).
    food: without(RESTAURANT.food, ['makan', 'rasa']),
    drink: without(RESTAURANT.drink, ['air']),
    cleanliness: without(RESTAURANT.cleanliness, ['meja', 'table']),
    delivery: without(PRODUCT.delivery, ['pos', 'sampai', 'arrived', 'lambat', 'cepat', 'lama']),
  },
};

/** Words that split a review into clauses that may differ in sentiment (`sedap tapi mahal`). */
export const CLAUSE_BREAKS: readonly string[] = [
  'tapi', 'tetapi', 'namun', 'cuma', 'cumanya', 'but', 'however', 'although', 'though', 'walaupun', 'walau', 'sayangnya',
  'malangnya', 'unfortunately', 'except', 'kecuali', 'manakala', 'whereas', 'while', 'sedangkan', 'yet',
];
