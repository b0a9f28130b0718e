/**
 * What the names of the seed catalog's perfumes mean in English, by the perfume's name, where the whole name is a
 * note or a thing a shopper searches by: Gulab is rose, Zafran saffron, Khas vetiver. A shopper who types the English
 * word is looking for the perfume named for it, so the search ranks it first, before the perfumes that only have the
 * note. A name that holds the word among others (Rooh-e-Zafran, the soul of saffron) is left out: its name means more.
 * A perfume the owner adds has none until one is written here.
 */
export const NAME_MEANINGS: Readonly<Record<string, readonly string[]>> = {
  Gulab: ['rose'],
  Zafran: ['saffron'],
  Khas: ['vetiver'],
  Motia: ['jasmine'],
  Chambeli: ['jasmine'],
  Elaichi: ['cardamom'],
  Darchini: ['cinnamon'],
  Laung: ['clove'],
  Nargis: ['narcissus'],
  Tulsi: ['basil'],
  Qahwa: ['coffee'],
  Anaar: ['pomegranate'],
  Khubani: ['apricot'],
  Limoo: ['lemon'],
  Kinnow: ['mandarin'],
  Sindhri: ['mango'],
  Samandar: ['sea'],
  Baarish: ['rain'],
};
