/**
 * THE slug rule: a product's address (/perfumes/{slug}) is made from its name once, by this function, on the
 * Worker when the owner creates a product and in the seed catalog, so both give the same address for one name.
 * Accents fold to their letters, apostrophes vanish (Angel's Kiss is angels-kiss), and every other run of
 * characters that is not a letter or digit becomes one dash. A name with none of those (all Urdu) is 'perfume'; the
 * Worker adds -2, -3, ... to a slug already taken.
 */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’‘`]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'perfume'
  );
}
