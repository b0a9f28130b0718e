/**
 * A perfume the owner adds in the console after the build, on a running local shop: Astro draws its page in the
 * Worker from D1, as every perfume's. The audit measures that page beside the others.
 * The owner is made as a shop gets its first one: an account registered on the site, then the owner's own command
 * (`npm run admin`) on the shop's database; the perfume is created through the admin API, as the console does.
 */
import { ADMIN_PRODUCTS, AUTH, pathOf } from '#schema/api';
import type { CreateProduct } from '#schema/payloads/admin-products';
import { paths } from '#schema/paths';
import { slugify } from '#schema/slug';
import { post } from './api-post';
import { onLocalDatabase } from './local-database';

export const UNBUILT_PERFUME: CreateProduct = {
  name: 'Noor al Layl',
  description: 'Night-blooming jasmine and saffron over soft oud and amber, a quiet glow for evenings after Eid.',
  descriptionUr: 'رات کی چنبیلی اور زعفران، نرم عود اور عنبر پر: عید کے بعد کی شاموں کے لیے ایک دھیمی چمک۔',
  notes: { top: ['Saffron', 'Bergamot'], heart: ['Jasmine', 'Rose'], base: ['Oud', 'Amber'] },
  notesUr: {},
  concentration: 'eau de parfum',
  sizeMl: 100,
  price: 2299,
  compareAtPrice: null,
  lowStockAt: 5,
  scentType: 'oud',
  genders: ['unisex'],
  seasons: ['winter'],
  occasions: ['parties'],
  // The seed's artwork of another perfume, whose link preview the build drew: an owner's upload needs R2's photo.
  images: ['/images/products/rawayat.svg'],
  featured: null,
  archived: false,
  stock: 20,
};

/** Its page, as the audit names pages (no leading slash). */
export const UNBUILT_PAGE = paths.perfume(slugify(UNBUILT_PERFUME.name)).slice(1);

/** Adds UNBUILT_PERFUME to the shop at `origin`, whose local D1 is `state`, and checks its page answers. */
export async function addUnbuiltPerfume(origin: string, state: string): Promise<void> {
  const owner = { username: 'Audit Owner', email: 'owner@audit.pk', password: 'oud-and-amber-7' };
  const { token } = await post(origin, pathOf(AUTH.register), owner);
  // The API reads the account's role from D1 on every call: the token it was registered with is now an owner's.
  await onLocalDatabase('npx', ['tsx', 'scripts/make-admin.ts', owner.email, '--persist-to', state]);
  await post(origin, pathOf(ADMIN_PRODUCTS.create), UNBUILT_PERFUME, String(token));
  const page = await fetch(`${origin}/${UNBUILT_PAGE}`, { redirect: 'manual' });
  if (page.status !== 200) throw new Error(`/${UNBUILT_PAGE} answered ${page.status} after it was added`);
}
