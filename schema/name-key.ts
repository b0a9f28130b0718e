/**
 * THE name rule for uniqueness: two product (or oil) names are the same name when they read the same, whatever
 * their case, their width or how their letters are composed. "Éclat" and "éclat", "Amber Ｗood" (full-width) and
 * "Amber Wood", "Rose  Oud" and "Rose Oud" are one name. NFKC folds widths, ligatures and compositions; upper then
 * lower case folds case beyond ASCII (ß is ss), which SQLite's lower() does not. The names themselves are stored as
 * typed; this key, stored beside them, carries the unique index.
 */
export const nameKey = (name: string) =>
  name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(/\s+/g, ' ').trim();
