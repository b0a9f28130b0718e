/** The catalog as the pages read it at build time (the `perfumes` collection, from D1), in the API's name order. */
import { getCollection } from 'astro:content';
import type { Category } from '#schema/catalog/categories';
import { HOME_SALE_IDS } from '#schema/catalog/featured';
import type { Perfume } from './perfume';

export { cardOf } from './card';

export async function allPerfumes(): Promise<Perfume[]> {
  const entries = await getCollection('perfumes');
  return entries.map((entry) => entry.data).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export async function perfumesIn(category: Category): Promise<Perfume[]> {
  return (await allPerfumes()).filter((p) => p.categories.includes(category));
}

/**
 * The perfumes the owner put on the home page: the Eid sale's, in the order of the seed's sale and then by name
 * (as GET /api/products/featured answers them), and the featured (Miraj) spot, if any.
 */
export async function homePerfumes(): Promise<{ sale: Perfume[]; miraj: Perfume | undefined }> {
  const perfumes = await allPerfumes();
  const drawn = (p: Perfume) => (HOME_SALE_IDS as readonly string[]).indexOf(p.id) + 1 || Infinity;
  const sale = perfumes.filter((p) => p.featured === 'sale').sort((a, b) => drawn(a) - drawn(b));
  return { sale, miraj: perfumes.find((p) => p.featured === 'miraj') };
}
