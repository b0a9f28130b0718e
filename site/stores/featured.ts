/**
 * Today's price and stock of the home page's featured perfumes (the Eid sale and Miraj), for every island that
 * shows one of them: the same answer the island directive asked for to decide whether the built cards still hold
 * (todays-listing.ts), so hydrating asks nothing again. The page is rendered with the catalog's figures; those stay
 * if the load fails (a failed product load is only logged: the page still works with them).
 */
import { atom, onMount } from 'nanostores';
import { pathOf, PRODUCTS } from '#schema/api';
import type { ListedProduct } from '#schema/answers/products';
import { todaysListing } from '../lib/todays-listing';

/** By product id; empty until the API answers. */
export const $featured = atom<Record<string, ListedProduct>>({});

onMount($featured, () => {
  // Pre-rendering reads the catalog itself; only a browser asks the API for today's figures.
  if (import.meta.env.SSR) return;
  todaysListing(pathOf(PRODUCTS.featured)).then(
    (products) => $featured.set(Object.fromEntries(products.map((p) => [p._id, p]))),
    (error: unknown) => console.error('Could not refresh the featured perfumes', error),
  );
});
