import { describe, expect, it } from 'vitest';
import { asksForOils, asksForSomething, boundedQuery, MAX_QUERY, querySpellings, readQuery } from './search-words';
import { fold, wordsOf } from './fold';
import { readPrices } from './price-words';

describe('fold and wordsOf', () => {
  it('reads any case and accents, and drops apostrophes', () => {
    expect(fold("Rosé d'ÉTÉ")).toBe('rose dete');
    expect(wordsOf("Angel's Kiss, Eau de Parfum")).toEqual(['angels', 'kiss', 'eau', 'de', 'parfum']);
    expect(wordsOf('  ')).toEqual([]);
  });

  it('reads Urdu and Arabic digits as 0-9', () => {
    expect(fold('۰۱۲۳۴۵۶۷۸۹ ٠١٢٣٤٥٦٧٨٩ ٢٬٥٠٠')).toBe('0123456789 0123456789 2,500');
  });
});

describe('querySpellings', () => {
  it("looks up the shoppers' own words under the catalog's", () => {
    expect(querySpellings('Gulab')).toEqual([['gulab', 'rose']]);
    expect(querySpellings('itr')).toEqual([['itr', 'attar']]);
    expect(querySpellings('aud')).toEqual([['aud', 'oud']]);
    expect(querySpellings('mogra')).toEqual([['mogra', 'jasmine']]);
    expect(querySpellings('sandal')[0]).toContain('sandalwood');
  });

  it('expands a word still being typed, from three letters on', () => {
    expect(querySpellings('chame')).toEqual([['chame', 'jasmine']]);
    expect(querySpellings('ch')).toEqual([['ch']]);
  });

  it("reads a local word with a letter wrong as that word, from five letters on, and sandal's usual misspelling", () => {
    expect(querySpellings('chamelli')).toEqual([['chamelli', 'chameli', 'jasmine']]);
    expect(querySpellings('zafraan')).toEqual([['zafraan', 'zafran', 'saffron']]);
    expect(querySpellings('sandle')).toEqual([['sandle', 'sandal', 'sandalwood']]);
    // One letter from 'ood' (oud), but a word of the catalog's own.
    expect(querySpellings('wood')).toEqual([['wood']]);
    expect(querySpellings('sport')).toEqual([['sport', 'gym']]);
  });

  it('keeps one list of spellings per typed word', () => {
    expect(querySpellings('blue  MIST')).toEqual([['blue'], ['mist']]);
  });
});

describe('asksForOils', () => {
  it('hears attars and perfume oils in any spelling the search knows', () => {
    for (const query of ['attar', 'Itr', 'ittar gulab', 'perfume oil', 'oils', 'tel', 'تیل', 'خوشبو کا تیل', 'عطروں'])
      expect(asksForOils(query), query).toBe(true);
    for (const query of ['oud', 'gulab', 'oily', '']) expect(asksForOils(query), query).toBe(false);
  });
});

describe('plural and oblique forms, and a letter typed twice', () => {
  it('are read as the word the search knows, in either script', () => {
    for (const [plural, word] of [
      ['گلابوں', 'گلاب'],
      ['gulabon', 'gulab'],
      ['عطروں', 'عطر'],
      ['attaron', 'attar'],
      ['چنبیلیوں', 'چنبیلی'],
      ['لیموؤں', 'لیموں'],
    ])
      expect(querySpellings(plural!), plural).toEqual(querySpellings(word!));
    // A letter held down on a phone's keyboard is typed once.
    expect(querySpellings('khuss')).toEqual([['khuss', ...querySpellings('khus')[0]!]]);
    // A word the search does not know is kept as typed: a name may end so (Samson, Maison).
    expect(querySpellings('maison')).toEqual([['maison']]);
  });
});

describe('Urdu script', () => {
  it('finds in Urdu script what the Roman spellings find', () => {
    const pairs: [urdu: string, roman: string][] = [
      ['گلاب', 'gulab'],
      ['چنبیلی', 'chambeli'],
      ['عود', 'oud'],
      ['عطر', 'attar'],
      ['صندل', 'sandal'],
      ['زعفران', 'zafran'],
      ['مشک', 'mushk'],
    ];
    for (const [urdu, roman] of pairs) expect(querySpellings(urdu), urdu).toEqual(querySpellings(roman));
    expect(querySpellings('گلاب')).toEqual([['gulab', 'rose']]);
    expect(asksForOils('عطر')).toBe(true);
  });

  it('reads the Arabic keyboard, vowel marks and hamzas as Urdu', () => {
    // Arabic kaf and yeh, a zabar, a stretching line and a zero-width non-joiner.
    expect(querySpellings('مشك')).toEqual(querySpellings('mushk'));
    expect(querySpellings('چنبيلي')).toEqual(querySpellings('chambeli'));
    expect(querySpellings('گُلاب')).toEqual(querySpellings('gulab'));
    expect(querySpellings('گلـاب')).toEqual(querySpellings('gulab'));
    expect(querySpellings('پودینه')).toEqual(querySpellings('pudina'));
    expect(wordsOf('عطر، گلاب۔')).toEqual(['عطر', 'گلاب']);
  });

  it('expands an Urdu word still being typed, and mixes scripts in one query', () => {
    expect(querySpellings('چنب')).toEqual([['چنب', 'chambeli', 'jasmine']]);
    expect(querySpellings('گ')).toEqual([['گ']]);
    expect(querySpellings('black عود')).toEqual([['black'], ['oud']]);
  });
});

describe('readQuery', () => {
  it('drops filler words and keeps the rest in any order', () => {
    expect(readQuery('best oud perfume for me').words).toEqual([['oud']]);
    expect(readQuery('khushbu gulab wali')).toMatchObject({
      words: [['gulab', 'rose']],
      genders: null,
      maxPrice: null,
    });
  });

  it('hears who the perfume is for; a unisex one is for men and women too', () => {
    expect(readQuery('rose for men')).toMatchObject({ words: [['rose']], genders: ['male', 'unisex'] });
    expect(readQuery('Ladies')).toMatchObject({ words: [], genders: ['female', 'unisex'] });
    expect(readQuery('unisex').genders).toEqual(['unisex']);
    expect(readQuery('men and women').genders).toBeNull();
  });

  it('hears perfume itself asked for, in English, Roman Urdu and Urdu script, and nothing in no words', () => {
    for (const query of ['perfume', 'Perfumes', 'scent', 'khushbu', 'fragrance', 'خوشبو', 'سینٹ', 'پرفیوم']) {
      const asked = readQuery(query);
      expect(asked, query).toEqual({
        words: [],
        genders: null,
        minPrice: null,
        maxPrice: null,
        anyPerfume: true,
        onSale: false,
        cheapFirst: false,
        testers: false,
      });
      expect(asksForSomething(asked), query).toBe(true);
    }
    for (const query of ['', '  ', "'"]) expect(asksForSomething(readQuery(query)), JSON.stringify(query)).toBe(false);
  });

  it('reads filler alone as the start of a name being typed, and skips it around other words', () => {
    expect(readQuery('a').words).toEqual([['a']]);
    expect(readQuery('ki').words).toEqual([['ki']]);
    expect(readQuery('for me').words.map(([typed]) => typed)).toEqual(['for', 'me']);
    expect(readQuery('angels k').words).toEqual([['angels']]);
    expect(readQuery('ki for men')).toMatchObject({ words: [], genders: ['male', 'unisex'] });
    expect(readQuery('a perfume')).toMatchObject({ words: [], anyPerfume: true, onSale: false });
  });

  it('hears the most a shopper will pay', () => {
    expect(readQuery('under 2000').maxPrice).toBe(2000);
    expect(readQuery('oud below Rs. 2,500')).toMatchObject({ words: [['oud']], maxPrice: 2500 });
    expect(readQuery('3000 tak').maxPrice).toBe(3000);
    expect(readQuery('1500 se kam musk')).toMatchObject({ words: [['musk']], maxPrice: 1500 });
    expect(readQuery('oud 2000').maxPrice).toBeNull();
  });

  it('reads Urdu script: filler, who for, seasons and occasions, price words and Urdu digits', () => {
    expect(readQuery('مردوں کے لیے عود')).toMatchObject({
      words: [['oud']],
      genders: ['male', 'unisex'],
      maxPrice: null,
    });
    expect(readQuery('گلاب کی خوشبو')).toEqual({
      words: [['gulab', 'rose']],
      genders: null,
      minPrice: null,
      maxPrice: null,
      anyPerfume: true,
      onSale: false,
      cheapFirst: false,
      testers: false,
    });
    expect(readQuery('گرمیوں کے پرفیوم').words).toEqual([['garmiyon', 'summer']]);
    expect(readQuery('زنانہ').genders).toEqual(['female', 'unisex']);
    expect(readQuery('3000 سے کم عود')).toEqual({
      words: [['oud']],
      genders: null,
      minPrice: null,
      maxPrice: 3000,
      anyPerfume: false,
      onSale: false,
      cheapFirst: false,
      testers: false,
    });
    expect(readQuery('۳۰۰۰ سے کم عود').maxPrice).toBe(3000);
    expect(readQuery('عود ٢٬٥٠٠ روپے تک').maxPrice).toBe(2500);
    expect(readQuery('3000 سے کمی').maxPrice).toBeNull();
  });

  it('reads Roman Urdu and English the same way', () => {
    expect(readQuery('mardon ke liye oud')).toEqual(readQuery('oud for men'));
    expect(readQuery('khawateen').genders).toEqual(['female', 'unisex']);
    expect(readQuery('larkiyon ke liye').genders).toEqual(['female', 'unisex']);
    expect(readQuery('summer perfume for women')).toEqual({
      words: [['summer']],
      genders: ['female', 'unisex'],
      minPrice: null,
      maxPrice: null,
      anyPerfume: true,
      onSale: false,
      cheapFirst: false,
      testers: false,
    });
    expect(readQuery('shadi').words).toEqual([['shadi', 'parties']]);
    expect(readQuery('perfume for wedding').words).toEqual([['wedding', 'parties']]);
    expect(readQuery('everyday').words).toEqual([['everyday']]);
    expect(readQuery('gift for wife')).toEqual({
      words: [],
      genders: ['female', 'unisex'],
      minPrice: null,
      maxPrice: null,
      anyPerfume: true,
      onSale: false,
      cheapFirst: false,
      testers: false,
    });
    expect(readQuery('oud 3000 se kam').maxPrice).toBe(3000);
    expect(readQuery('eid sale')).toMatchObject({ words: [['eid', 'parties']], onSale: true });
    for (const query of ['on sale', 'discount', 'offers', 'عید سیل', 'سیل'])
      expect(readQuery(query).onSale, query).toBe(true);
    expect(readQuery('sage').onSale).toBe(false);
    expect(readQuery('budget 2500 rupay').maxPrice).toBe(2500);
  });
});

/**
 * How long `read` takes, in milliseconds. The bounds below catch a read that starts again at each character (minutes
 * at these lengths: about a second at 16,000 characters) and leave room for a busy machine, where a linear read of
 * 200,000 characters took 130 ms at a load of 13 on two cores; how fast the search is, the bench says.
 */
function timed(read: () => unknown): number {
  const start = performance.now();
  read();
  return performance.now() - start;
}

describe('readPrices', () => {
  it('reads the price words with any spaces between them, and leaves the rest', () => {
    const read = (text: string) => {
      const { maxPrice, rest } = readPrices(text);
      return { maxPrice, rest: wordsOf(rest) };
    };
    expect(read('oud  under \t rs.  2,500 for men')).toEqual({ maxPrice: 2500, rest: ['oud', 'for', 'men'] });
    expect(read('musk 3000rs tak')).toEqual({ maxPrice: 3000, rest: ['musk'] });
    expect(read('12,34 5 tak')).toEqual({ maxPrice: 5, rest: ['12', '34'] });
    expect(read('oud 2000')).toEqual({ maxPrice: null, rest: ['oud', '2000'] });
  });

  // Each took about a second at 16,000 characters, as each digit (or space) started the number again.
  it.each([
    ['digits', '1'.repeat(200_000)],
    ['digits and commas', '1,'.repeat(100_000)],
    ['digits and a price word far after them', `${'9'.repeat(200_000)} x tak`],
    ['spaces', `${' '.repeat(200_000)}x`],
    ['a price word and spaces', `under${' '.repeat(200_000)}x`],
    ['rupees', 'rs. '.repeat(50_000)],
    ['price words', 'under 1 tak '.repeat(20_000)],
    ['Urdu price words', '1 سے کم '.repeat(25_000)],
    ['Urdu rupees', 'روپے '.repeat(40_000)],
    ['Urdu rupees and digits', `${'1 روپے '.repeat(28_000)}x`],
    ['digits and points', '1.'.repeat(100_000)],
    ['thousands', `${'9'.repeat(200_000)}k x`],
    ['prices and range words', '1 - x '.repeat(33_000)],
    ['Urdu floor words', '1 سے زیا '.repeat(22_000)],
    ['Roman floor words', '1 se zy '.repeat(25_000)],
  ])('reads 200,000 characters of %s at once', (_, text) => {
    expect(timed(() => readPrices(text))).toBeLessThan(2_000);
  });
});

describe('boundedQuery', () => {
  it('keeps a query up to MAX_QUERY characters, trimmed', () => {
    expect(boundedQuery('  oud for men  ')).toBe('oud for men');
    expect(boundedQuery('a'.repeat(MAX_QUERY))).toBe('a'.repeat(MAX_QUERY));
  });

  it('cuts a longer one to its first MAX_QUERY characters, never half of one', () => {
    expect(boundedQuery(`${'a'.repeat(MAX_QUERY)}b`)).toBe('a'.repeat(MAX_QUERY));
    expect(boundedQuery(`${'a'.repeat(MAX_QUERY - 1)}🌹🌹`)).toBe('a'.repeat(MAX_QUERY - 1));
    expect(boundedQuery(`oud ${' '.repeat(MAX_QUERY)}musk`)).toBe('oud');
  });

  it('lets readQuery read 65,000 digits, or any pasted text, at once', () => {
    expect(timed(() => readQuery('1'.repeat(65_000)))).toBeLessThan(1_000);
    expect(timed(() => readQuery('gulab chambeli itr '.repeat(5_000)))).toBeLessThan(1_000);
    expect(readQuery(`${'oud '.repeat(24)}under 2000`).maxPrice).toBeNull();
  });
});
