import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OCCASIONS, SCENT_TYPES, SEASONS } from '#schema/catalog/categories';
import { buildSearchIndex, CHUNK_SIZE, searchIndexFiles, type SearchProduct } from '#schema/search/search-index';
import { CatalogSearch, MANIFEST_PATH } from '#schema/search/search-lookup';
import { wordsOf } from '#schema/search/fold';

const perfume = (name: string, notes: string[], extra: Partial<SearchProduct> = {}): SearchProduct => {
  const slug = wordsOf(name).join('-');
  return {
    _id: slug,
    slug,
    name,
    notes,
    notesUr: {},
    scentType: 'floral',
    concentration: 'Eau de Parfum',
    price: 1999,
    compareAtPrice: null,
    image: `/images/products/${slug}.svg`,
    inStock: true,
    sizesOnly: false,
    sizes: [],
    sale: null,
    genders: ['unisex'],
    seasonsAndOccasions: [],
    ...extra,
  };
};

/** The index served from memory, counting the files read. */
function searchOf(catalog: SearchProduct[]) {
  const index = buildSearchIndex(catalog);
  const files = searchIndexFiles(index);
  const read: string[] = [];
  const search = new CatalogSearch(async (path) => {
    if (path === MANIFEST_PATH) return index.manifest;
    const name = path.replace(`/search-index/${index.manifest.version}/`, '');
    read.push(name);
    return structuredClone(files[name]);
  });
  return { search, read, files };
}

async function names(search: CatalogSearch, query: string) {
  return (await search.perfumes(await search.find(query), query)).map((p) => p.name);
}

const catalog = [
  perfume('Taif Rose Veil', ['rose', 'saffron', 'musk'], { genders: ['female'] }),
  perfume('Gulab', ['rose', 'honey']),
  perfume('Black Oud', ['oud', 'leather'], {
    scentType: 'oud',
    price: 3999,
    compareAtPrice: 4999,
    genders: ['male'],
    sale: { name: 'Eid Sale', badge: 'EID SALE', nameUr: 'عید سیل' },
  }),
  perfume('Crème Brûlée', ['vanilla', 'caramel'], { _id: 'p-77', image: '/media/abc-thumb.webp', inStock: false }),
  perfume('Rosemary Breeze', ['rosemary', 'lemon'], { scentType: 'aromatic' }),
  perfume('Sultan Sandal', ['sandalwood', 'saffron'], { scentType: 'woody', concentration: 'Attar' }),
];

describe('the catalog search', () => {
  it('finds names, notes and scent types, names first, whatever the case and accents', async () => {
    const { search } = searchOf(catalog);
    // The whole word before the start of one: Rose before Rosemary, wherever it is; and first Gulab, whose name means it.
    expect(await names(search, 'ROSE')).toEqual(['Gulab', 'Taif Rose Veil', 'Rosemary Breeze']);
    expect(await names(search, 'ROSEM')).toEqual(['Rosemary Breeze']);
    expect(await names(search, 'creme brulee')).toEqual(['Crème Brûlée']);
    expect(await names(search, 'oud')).toEqual(['Black Oud']);
    expect(await names(search, 'woody')).toEqual(['Sultan Sandal']);
    expect(await names(search, 'rose saffron')).toEqual(['Taif Rose Veil']);
    expect(await names(search, 'xylophone')).toEqual([]);
  });

  it("understands the shoppers' own words", async () => {
    const { search } = searchOf(catalog);
    expect(await names(search, 'gulab')).toEqual(['Gulab', 'Taif Rose Veil']);
    expect(await names(search, 'aud')).toEqual(['Black Oud']);
    expect(await names(search, 'itr')).toEqual(['Sultan Sandal']);
    expect(await names(search, 'chandan')).toEqual(['Sultan Sandal']);
  });

  it('finds a perfume named or noted in Urdu script by its own words, typed in either script', async () => {
    const urdu = perfume('عطرِ گلاب خان', ['صندل'], { _id: 'p-78', slug: 'perfume' });
    const { search } = searchOf([...catalog, urdu]);
    expect(await names(search, 'عطرِ گلاب خان')).toEqual(['عطرِ گلاب خان']);
    expect(await names(search, 'attar gulab')).toEqual(['عطرِ گلاب خان']);
    expect(await names(search, 'گلا خا')).toEqual(['عطرِ گلاب خان']);
    expect(await names(search, 'صندل')).toEqual(['Sultan Sandal', 'عطرِ گلاب خان']);
  });

  it('reads the words in any order, skips filler, and narrows by who it is for and by price', async () => {
    const { search } = searchOf(catalog);
    expect(await names(search, 'oud perfume')).toEqual(['Black Oud']);
    expect(await names(search, 'saffron rose')).toEqual(['Taif Rose Veil']);
    expect(await names(search, 'rose for men')).toEqual(['Gulab', 'Rosemary Breeze']);
    expect(await names(search, 'perfume for women')).toEqual([
      'Crème Brûlée',
      'Gulab',
      'Rosemary Breeze',
      'Sultan Sandal',
      'Taif Rose Veil',
    ]);
    expect(await names(search, 'unisex gulab')).toEqual(['Gulab']);
    expect(await names(search, 'oud under 2000')).toEqual([]);
    expect(await names(search, 'oud under Rs. 4,000')).toEqual(['Black Oud']);
    expect(await names(search, 'mardana 4000 tak')).toEqual([
      'Black Oud',
      'Crème Brûlée',
      'Gulab',
      'Rosemary Breeze',
      'Sultan Sandal',
    ]);
    expect(await names(search, 'the for')).toEqual([]);
  });

  it('answers what a result shows: address, price, sale, stock and photo', async () => {
    const { search } = searchOf(catalog);
    const [creme] = await search.perfumes(await search.find('caramel'), 'caramel');
    expect(creme).toEqual({
      _id: 'p-77',
      slug: 'creme-brulee',
      name: 'Crème Brûlée',
      scentType: 'floral',
      price: 1999,
      compareAtPrice: null,
      image: '/media/abc-thumb.webp',
      inStock: false,
      sizesOnly: false,
      sale: null,
    });
    // Its bottle sold out, its tester not.
    const tester = searchOf([...catalog, perfume('Ghazal', ['jasmine'], { inStock: false, sizesOnly: true })]).search;
    const [ghazal] = await tester.perfumes(await tester.find('ghazal'), 'ghazal');
    expect(ghazal).toMatchObject({ inStock: false, sizesOnly: true });
    const [oud] = await search.perfumes(await search.find('black'), 'black');
    expect(oud).toMatchObject({ image: '/images/products/black-oud.svg', compareAtPrice: 4999, scentType: 'oud' });
    // The running sale that sets its price, for the badge the cards show.
    expect(oud!.sale).toEqual({ badge: 'EID SALE', nameUr: 'عید سیل' });
  });

  it('reads a word that finds nothing with one letter wrong, in its own file of words', async () => {
    const { search, read } = searchOf(catalog);
    // Gulab's name, and the perfumes with rose: gulaab is gulab with a letter more.
    expect(await names(search, 'gulaab')).toEqual(['Gulab', 'Taif Rose Veil']);
    expect(await names(search, 'sultna')).toEqual(['Sultan Sandal']);
    expect(await names(search, 'roes')).toEqual(['Taif Rose Veil', 'Gulab']);
    expect(await names(search, 'blak oud')).toEqual(['Black Oud']);
    // Short words are too often another word with a letter changed.
    expect(await names(search, 'ouf')).toEqual([]);
    expect(read.filter((file) => file.startsWith('words-')).sort()).toEqual([
      'words-b.json',
      'words-g.json',
      'words-o.json',
      'words-r.json',
      'words-s.json',
    ]);
  });

  it("finds the seasons and occasions a perfume is for, in the shoppers' words", async () => {
    const { search } = searchOf([
      ...catalog,
      perfume('Dulhan', ['rose'], { seasonsAndOccasions: ['winter', 'parties'], genders: ['female'] }),
      perfume('Lehar', ['sea salt'], { seasonsAndOccasions: ['summer', 'office', 'everyday-wear'], genders: ['male'] }),
    ]);
    expect(await names(search, 'shadi')).toEqual(['Dulhan']);
    expect(await names(search, 'perfume for wedding')).toEqual(['Dulhan']);
    expect(await names(search, 'گرمیوں کے پرفیوم')).toEqual(['Lehar']);
    expect(await names(search, 'office for men')).toEqual(['Lehar']);
    expect(await names(search, 'daily')).toEqual(['Lehar']);
    expect(await names(search, 'summer for women')).toEqual([]);
    expect(await names(search, 'dulhan')).toEqual(['Dulhan']);
  });

  it('reads only the files the typed words need, each once', async () => {
    const { search, read } = searchOf(catalog);
    await names(search, 'rose');
    await names(search, 'rosem');
    expect(read).toEqual(['words-r.json', 'perfumes-0.json']);
    await search.find('qqq');
    expect(read).toHaveLength(2);
  });
});

/**
 * A catalog the size of a big shop: names of two or three words, nine notes each, two seasons and two occasions
 * each, every photo an upload.
 */
function bigCatalog(count: number): SearchProduct[] {
  const nameWords =
    'amber noor oud royal shahi rose gul musk night velvet sultan mist blue desert saffron zafran rain jasmine silk pearl'.split(
      ' ',
    );
  const notes = (
    'rose oud musk amber vanilla jasmine saffron sandalwood cedar vetiver patchouli bergamot lemon lime orange mandarin ' +
    'grapefruit neroli petitgrain lavender rosemary sage basil mint thyme cardamom clove cinnamon nutmeg pepper ginger ' +
    'tobacco leather incense frankincense myrrh benzoin labdanum tonka honey caramel coffee cacao iris violet lily tuberose ' +
    'gardenia magnolia peony orchid freesia lotus apple pear peach plum cherry raspberry blackcurrant fig coconut pineapple ' +
    'mango litchi pomegranate apricot melon watermelon sea salt ambergris driftwood seaweed aldehydes ozone rain moss ' +
    'oakmoss birch pine fir juniper cypress guaiac teak ebony mahogany agarwood attar kewra khus mitti marigold narcissus'
  ).split(' ');
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  return Array.from({ length: count }, (_, i) => {
    const name = `${nameWords[random(20)]} ${nameWords[random(20)]} ${i % 3 ? nameWords[random(20)] : ''} ${i}`.trim();
    const key = randomBytes(32).toString('hex');
    return perfume(
      name,
      Array.from({ length: 9 }, () => notes[random(notes.length)]!),
      {
        scentType: SCENT_TYPES[random(8)],
        price: 900 + random(4000),
        image: `/media/${key}-thumb.webp`,
        seasonsAndOccasions: [SEASONS[random(4)]!, SEASONS[random(4)]!, OCCASIONS[random(4)]!, OCCASIONS[random(4)]!],
      },
    );
  });
}

describe('the index size', () => {
  const gzipped = (value: unknown) => gzipSync(JSON.stringify(value)).length;

  it('loads at most 15 KB gzipped per file for 5,000 perfumes', () => {
    const { files } = searchOf(bigCatalog(5000));
    const sizes = Object.values(files).map(gzipped);
    expect(Object.keys(files).filter((f) => f.startsWith('perfumes-'))).toHaveLength(5000 / CHUNK_SIZE);
    expect(Math.max(...sizes)).toBeLessThan(15 * 1024);
  });
});
