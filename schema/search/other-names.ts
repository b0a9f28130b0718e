/**
 * The other names a perfume of the seed catalog goes by, by its name: the one its description gives ('also known as
 * Imagination', in Urdu جسے امیجینیشن بھی کہتے ہیں), and the word the shop's own spelling comes from (Encharntess is
 * Enchantress, two letters apart, past what the search forgives). The search keeps them among the name's words, so a
 * shopper who knows the perfume by another name finds it. A perfume the owner adds has none until one is written here.
 */
export const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  Encharntess: ['Imagination', 'امیجینیشن', 'Enchantress'],
  // As history and phones spell them: Nur Jahan, the empress; Ab-e-Hayat with the e run on.
  'Noor Jahan': ['Nur Jahan', 'Noorjahan', 'Nurjahan'],
  'Aab-e-Hayat': ['Ab-e-Hayat', 'Abe Hayat', 'Aabe Hayat'],
  // The night journey, as Pakistani names spell it; and the English word shoppers take it for.
  Miraj: ['Meraj', 'Mairaj', 'Mehraj', 'Mirage'],
};
