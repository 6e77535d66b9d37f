import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalize } from '../../src/text/normalize.js';

describe('normalize', () => {
  it.each([
    ['issue 2 example', 'xnak la bro, sy dh penat gilerrr', 'tak nak lah bro, saya dah penat gila'],
    ['shortforms', 'sy nk mkn dgn kwn kt kdai', 'saya nak makan dengan kawan kat kedai'],
    ['x-negation from the table', 'xde duit, xleh beli', 'tak ada duit, tak boleh beli'],
    ['x-negation by rule', 'dia xsuka kucing', 'dia tak suka kucing'],
    ['elongation', 'bestttt sgt', 'best sangat'],
    ['2-reduplication', 'budak2 tu main2', 'budak-budak itu main-main'],
    ['laughter', 'hahahaha wkwkwk lol', 'haha haha haha'],
    ['keeps capitalisation', 'Sy dh sampai. SY OK', 'Saya dah sampai. SAYA OKAY'],
    ['regional spellings', 'rumah dia panaih, ghumah besaq', 'rumah dia panas, rumah besar'],
    ['vowel-dropped words', 'hrga mlas bnjr', 'harga malas banjir'],
    ['keeps URLs, mentions, emoji and money', '@ali tgk ni https://x.co/a RM5 😂', '@ali tengok ini https://x.co/a RM5 😂'],
    ['leaves names alone', 'Ahmad dan Siti pergi ke Kuala Lumpur', 'Ahmad dan Siti pergi ke Kuala Lumpur'],
    ['leaves English alone', 'the meeting is postponed', 'the meeting is postponed'],
    ['Malaysian spellings of English words', 'nak komplen kat seller', 'nak complain kat seller'],
    ['leaves place abbreviations and codes alone', 'jumpa kat pj, rumah dia kat SS2 dekat jb', 'jumpa kat pj, rumah dia kat SS2 dekat jb'],
    ['keeps English chat abbreviations (expanded only when aggressive)', 'jumpa tmr, otw dalam 10 mins', 'jumpa tmr, otw dalam 10 mins'],
    ['leaves real Malay words alone', 'ikan ni hanyir, usah beli lemang dengan ciku kat situ', 'ikan ini hanyir, usah beli lemang dengan ciku kat situ'],
    ['leaves Manglish particles alone', 'ok wor, like that hor, dey macha, best sia', 'okay wor, like that hor, dey macha, best sia'],
    ['leaves acronyms written small alone', 'haiya lrt rosak lagi, akaun rhb pun kena hack', 'haiya lrt rosak lagi, akaun rhb pun kena hack'],
    ['leaves honorifics, profanity and interjections alone', 'dato seri cakap blah blah, kimak betul', 'dato seri cakap blah blah, kimak betul'],
    ['keeps kuey teow (kueh is kuih)', 'char kuey teow dengan kueh lapis', 'char kuey teow dengan kuih lapis'],
    ['reads jg as juga', 'aku pun nak pergi jg', 'aku pun nak pergi juga'],
    ['leaves Indonesian words alone (gak is not gua, emang not amaun)', 'makanannya gak enak, emang mahal aja', 'makanannya gak enak, emang mahal aja'],
    ['leaves English inflections and irregular forms alone', 'rider tu threw parcel aku, members group pun marah', 'rider itu threw parcel aku, members group pun marah'],
    ['keeps a capitalised title (dr and pn are dari and pun)', 'Dr Aisyah dr klinik, Pn Rohana pn datang', 'Dr Aisyah dari klinik, Pn Rohana pun datang'],
    ['keeps acronyms in capitals (hr is hari, psa puasa)', 'jumpa HR esok, ada PSA baru, hr ni psa', 'jumpa HR esok, ada PSA baru, hari ini puasa'],
    ['keeps hyphenated acronyms and Roman numerals', 'RMK-11 bagi dana kat NGO-NGO, Perang Dunia II', 'RMK-11 bagi dana kat NGO-NGO, Perang Dunia II'],
    ['writes replacements in capitals when shouting', 'AKU X SUKA LA', 'AKU TAK SUKA LAH'],
    ['capitalises a phrase spelt out from capitals once', 'TQ bos', 'Terima kasih bos'],
    ['leaves English office abbreviations alone', 'dia kerja kat IT dept, approx 20 org', 'dia kerja kat IT dept, approx 20 orang'],
    ['keeps buat dono (ignore; dono was dunia)', 'customer service buat dono je', 'customer service buat dono je'],
  ])('%s', (_name, input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it.each([
    ['expands chat abbreviations and lower-cases', 'Btw sy xtau, IDK', 'by the way saya tak tahu, i do not know'],
    ['drops filler particles', 'best lah, jom la makan meh', 'best, jom makan'],
    ['corrects spelling', 'sekolh kerajaaan', 'sekolah kerajaan'],
  ])('aggressive: %s', (_name, input, expected) => {
    expect(normalize(input, { aggressive: true })).toBe(expected);
  });

  it('is idempotent on Manglish (property)', () => {
    const words = ['sy', 'xnak', 'la', 'gilerrr', 'budak2', 'bestttt', 'hahaha', 'tgk', 'Ahmad', 'RM5', '😂', 'dh', 'panaih', 'btw', 'meh', ',', '!!', 'kt', 'mkn', 'the', 'xyzzy', 'HR', 'TK', 'TQ', 'X', 'RMK-11', 'III', 'Kanak-kanak'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 12 }), fc.boolean(), (parts, aggressive) => {
        const once = normalize(parts.join(' '), { aggressive });
        if (once.trim() === '') return true;
        return normalize(once, { aggressive }) === once;
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''), fc.boolean(), (text, aggressive) => {
        return typeof normalize(text, { aggressive }) === 'string';
      }),
      { numRuns: 300 },
    );
  });

  it('validates its options', () => {
    expect(() => normalize('sy', { aggressive: 'yes' as unknown as boolean })).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_INVALID_OPTION' }));
    expect(() => normalize('  ')).toThrow(expect.objectContaining({ code: 'MANGLISH_ERR_EMPTY_INPUT' }));
  });
});

describe('normalize: northern words that are also English', () => {
  it('reads them as Malay beside Malay words', () => {
    expect(normalize('Awat hang tak pi sekolah semalam?')).toBe('Kenapa awak tak pergi sekolah semalam?');
    expect(normalize('Mai sini sat')).toBe('Mari sini sekejap');
  });

  it('leaves them as English beside an English word, and a capitalised one beside a name', () => {
    expect(normalize('Jom hang out kat mall')).toBe('Jom hang out kat mall');
    expect(normalize('I sat there for an hour')).toBe('I sat there for an hour');
    expect(normalize('Mai Tan datang tadi')).toBe('Mai Tan datang tadi');
  });
});

describe('normalize: colloquial spellings read in context', () => {
  it.each([
    // Colloquial words that are also English: Malay beside Malay words, English beside an English word.
    ['kite balik dulu la', 'kita balik dulu lah'],
    ['dah lame gila tak balik', 'dah lama gila tak balik'],
    ['die tak datang pun', 'dia tak datang pun'],
    ['We flew a kite at the beach', 'We flew a kite at the beach'],
    ['That joke was lame', 'That joke was lame'],
    ['Same here, I also want', 'Same here, I also want'],
    // The clitic -lah written on a chat word; standard and capitalised words stay.
    ['jgnlah macam tu', 'janganlah macam itu'],
    ['xpelah, nanti aku bayar', 'tak apalah, nanti aku bayar'],
    ['jomla gerak', 'jomlah gerak'],
    ['sekolah dia jauh', 'sekolah dia jauh'],
    ['Mala datang tadi', 'Mala datang tadi'],
    // Colloquial -nye for -nya on a known word, also at the start of a sentence; not on a name.
    ['sejuknyer pagi ni', 'sejuknya pagi ini'],
    ['Lawanyeee baju raya dia', 'Lawanya baju raya dia'],
    ['Kanye West datang KL', 'Kanye West datang KL'],
    // The clipped verb `g` after a word that takes a verb; a unit or a letter elsewhere.
    ['jom g mamak', 'jom pergi mamak'],
    ['nk g mane ni', 'nak pergi mana ini'],
    ['kite g dulu', 'kita pergi dulu'],
    ['beli 500 g gula', 'beli 500 g gula'],
    ['Dia dapat gred G', 'Dia dapat gred G'],
  ])('%s → %s', (text, expected) => {
    expect(normalize(text)).toBe(expected);
  });
});

describe('normalize: dialect words', () => {
  it('restores Kelantan, Kedah and Sarawak words to standard Malay', () => {
    expect(normalize('Kamek sik tauk')).toBe('Saya tidak tahu');
    expect(normalize('Cemuih aku duduk rumah')).toBe('Bosan aku duduk rumah');
    expect(normalize('bilo nak kelik ghumoh')).toContain('balik rumah');
  });
});
