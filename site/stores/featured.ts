/**
 * Today's price and stock of the home page's featured perfumes (the Eid sale and Miraj), loaded once for every
 * island that shows one of them. The page is rendered with the catalog's figures; those stay if the load fails
 * (a failed product load is only logged: the page still works with them).
 */
import { atom, onMount } from 'nanostores';
import type { ListedProduct } from '#schema/answers/products';
import { fetchFeatured } from '../api/catalog';

/** By product id; empty until the API answers. */
export const $featured = atom<Record<string, ListedProduct>>({});

onMount($featured, () => {
  // Pre-rendering reads the catalog itself; only a browser asks the API for today's figures.
  if (import.meta.env.SSR) return;
  fetchFeatured().then(
    (answer) => $featured.set(Object.fromEntries(answer.products.map((p) => [p._id, p]))),
    (error: unknown) => console.error('Could not refresh the featured perfumes', error),
  );
});
