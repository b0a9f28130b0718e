/** The shop's perfume names spelled as Pakistani shoppers type what they heard, in Roman Urdu and Urdu script. */
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../catalog/products';
import { readQuery, withJoiningVowel } from './search-words';
import { found, seedSearch } from './seed-search-fixtures';
import { soundsLike } from './sounds-like';

/** Each spelling, with the perfume it names. */
const HEARD: Record<string, string> = {
  'koh-i-noor': 'Kohinoor',
  'koh e noor': 'Kohinoor',
  'Koh-e-Noor': 'Kohinoor',
  // The joining vowel left out, and its words apart.
  'koh noor': 'Kohinoor',
  'Koh Noor perfume': 'Kohinoor',
  tufan: 'Toofan',
  wazeer: 'Wazir',
  'shish mahal': 'Sheesh Mahal',
  kahwa: 'Qahwa',
  kehwa: 'Qahwa',
  hir: 'Heer',
  ruh: 'Rooh',
  kino: 'Kinnow',
  badshaah: 'Baadshah',
  anar: 'Anaar',
  lahar: 'Lehar',
  riwayat: 'Rawayat',
  کنو: 'Kinnow',
};

describe('a perfume name spelled as it sounds', () => {
  it('finds the perfume it names first, in every spelling', async () => {
    for (const [query, name] of Object.entries(HEARD)) {
      expect(PRODUCTS.map((p) => p.name)).toContain(name);
      expect((await found(query))[0]?.name, query).toBe(name);
    }
  });

  it('finds the named perfume alone where nothing else has the word, and no slip besides', async () => {
    for (const query of [
      'koh-i-noor',
      'koh e noor',
      'koh noor',
      'tufan',
      'wazeer',
      'shish mahal',
      'kahwa',
      'hir',
      'kino',
    ])
      expect((await found(query)).length, query).toBe(1);
    // Bahar, a letter from lahar, is spring: the spring perfumes follow Lehar.
    const lahar = (await found('lahar')).map((p) => p.name);
    expect(lahar.indexOf('Lehar')).toBe(0);
    // Anarkali starts with anar: it follows Anaar.
    expect((await found('anar')).map((p) => p.name)).toEqual(['Anaar', 'Saffron Dusk at Anarkali Bazaar']);
  });

  it('reads two words without a joining vowel as one name with it, where the words allow', () => {
    expect(withJoiningVowel('Koh  Noor')).toEqual(['koh-i-noor']);
    expect(withJoiningVowel('aab hayat under 5000')).toEqual(['aab-i-hayat under 5000', 'aab hayat-i-under 5000']);
    // Words the query reads otherwise, digits and single letters are joined to nothing.
    for (const query of ['oud for men', 'koh 5000', 'koh i noor', 'kohinoor', 'کوہ نور'])
      expect(withJoiningVowel(query), query).toEqual([]);
  });

  it('reads the same sound in each spelling, and keeps sounds apart that differ', () => {
    const same = [
      ['tufan', 'toofan'],
      ['wazeer', 'wazir'],
      ['kahwa', 'qahwa'],
      ['kehwa', 'qahwa'],
      ['hir', 'heer'],
      ['ruh', 'rooh'],
      ['kino', 'kinnow'],
      ['badshaah', 'baadshah'],
      ['lahar', 'lehar'],
      ['riwayat', 'rawayat'],
      ['kohenoor', 'kohinoor'],
      ['کنو', 'کینو'],
    ];
    for (const [typed, name] of same) expect(soundsLike(typed!), typed).toBe(soundsLike(name!));
    expect(soundsLike('riyayat')).not.toBe(soundsLike('rawayat'));
    expect(soundsLike('noor')).not.toBe(soundsLike('nar'));
    // Two letters are the start of too many words to be read by their sound.
    expect(soundsLike('ru')).toBeNull();
  });
});

describe('a slip of a sale word that sounds as a perfume', () => {
  const onSale = seedSearch((p) => (p.name.startsWith('S') ? { badge: 'SALE', nameUr: null, name: 'Eid Sale' } : null));
  const saleNames = PRODUCTS.filter((p) => p.name.startsWith('S')).map((p) => p.name);

  it('riwayat finds Rawayat first, then the perfumes on sale; riyayat and riayaat still only the sale', async () => {
    expect(readQuery('riwayat').onSale).toBe(true);
    const riwayat = (await onSale.found('riwayat')).map((p) => p.name);
    expect(riwayat[0]).toBe('Rawayat');
    expect(riwayat.slice(1).sort()).toEqual([...saleNames].sort());
    for (const query of ['riyayat', 'riayaat', 'sale'])
      expect((await onSale.found(query)).map((p) => p.name).sort(), query).toEqual([...saleNames].sort());
  });
});
