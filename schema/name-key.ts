/**
 * THE name rule for uniqueness: two product (or oil) names are the same name when they read the same, whatever
 * their case, their width, how their letters are composed or which joiners they hide. "Éclat" and "éclat", "Amber
 * Ｗood" (full-width) and "Amber Wood", "Rose  Oud" and "Rose Oud", "Amber Wood" and the same with a zero-width joiner
 * or an emoji's variation selector after it are one name. NFKC folds widths, ligatures and compositions; upper then
 * lower case folds case beyond ASCII (ß is ss), which SQLite's lower() does not; the joiners and variation
 * selectors that text may hold (Urdu spelling and emoji use them) change how letters join, never which name it is.
 * The names themselves are stored as typed; this key, stored beside them, carries the unique index.
 */
const JOINERS = /\u200C|\u200D|\p{Variation_Selector}/gu;

export const nameKey = (name: string) =>
  name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(JOINERS, '').replace(/\s+/g, ' ').trim();
