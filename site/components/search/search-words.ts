/**
 * How the catalog search reads words, the same when the index is built and when a shopper types: accents folded
 * (Rosé is rose), any case, apostrophes dropped (Angel's is angels), and the words Pakistani shoppers use for
 * notes and kinds of perfume (gulab is rose, itr is attar) looked up under the names the catalog gives them.
 */

/** Lower case, accents and apostrophes gone. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '');
}

/** The words of a text as the index keeps them. */
export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Urdu, Punjabi and Arabic words for notes and kinds of perfume, with the catalog's words for them. */
export const LOCAL_WORDS: Readonly<Record<string, readonly string[]>> = {
  gulab: ['rose'],
  chameli: ['jasmine'],
  chambeli: ['jasmine'],
  mogra: ['jasmine'],
  motia: ['jasmine'],
  aud: ['oud'],
  ood: ['oud'],
  oudh: ['oud'],
  agar: ['oud', 'agarwood'],
  itr: ['attar'],
  ittar: ['attar'],
  itar: ['attar'],
  atar: ['attar'],
  sandal: ['sandalwood'],
  chandan: ['sandalwood'],
  sandalwood: ['sandal'],
  zafran: ['saffron'],
  kesar: ['saffron'],
  elaichi: ['cardamom'],
  laung: ['clove'],
  darchini: ['cinnamon'],
  khus: ['vetiver', 'khus'],
  khas: ['vetiver'],
  nimbu: ['lemon'],
  limoo: ['lemon'],
  narangi: ['orange'],
  kinnow: ['mandarin', 'orange'],
  mushk: ['musk'],
  kasturi: ['musk'],
  anbar: ['amber'],
  loban: ['frankincense', 'incense'],
  lobaan: ['frankincense', 'incense'],
  bakhoor: ['incense'],
  pudina: ['mint'],
  tulsi: ['basil'],
  saunf: ['fennel'],
  shehad: ['honey'],
  chai: ['tea'],
  mitti: ['earth', 'petrichor'],
  kewra: ['pandan', 'screwpine'],
  nargis: ['narcissus'],
  raat: ['tuberose'],
  rajnigandha: ['tuberose'],
  seb: ['apple'],
  aam: ['mango'],
  anaar: ['pomegranate'],
  khubani: ['apricot'],
  falsa: ['berry'],
  dariya: ['aquatic', 'sea'],
  samandar: ['aquatic', 'sea'],
};

/** The shortest typed word that is looked up among LOCAL_WORDS as the start of one ('chame' finds chameli). */
const MIN_LOCAL_PREFIX = 3;

/**
 * The typed query as words, each with what it may also mean: the word as typed (first) matches the start of a
 * perfume's word, since the shopper may still be typing it; its meanings match whole words (gulab is rose, not
 * rosemary). A word still being typed already has them: 'chame' means jasmine.
 */
export function querySpellings(query: string): string[][] {
  return wordsOf(query).map((word) => {
    const spellings = new Set([word]);
    for (const [local, meanings] of Object.entries(LOCAL_WORDS)) {
      const typed = local === word || (word.length >= MIN_LOCAL_PREFIX && local.startsWith(word));
      if (typed) meanings.forEach((meaning) => spellings.add(meaning));
    }
    return [...spellings];
  });
}

/** Words that ask for perfume oils, which the shop sells by volume on its wholesale page rather than as perfumes. */
const OIL_WORDS = new Set(['attar', 'oil', 'oils']);

/** Whether a search asks for attars or perfume oils, in any spelling the search understands (itr, ittar, ...). */
export const asksForOils = (query: string): boolean =>
  querySpellings(query).some((spellings) => spellings.some((word) => OIL_WORDS.has(word)));
