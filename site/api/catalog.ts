/** The site's calls to /api/products: today's price and stock of a category and of one perfume (home's perfumes: todays-listing.ts). */
import { PRODUCTS } from '#schema/api';
import { call } from '../lib/api';

export const fetchCategory = (category: string) => call(PRODUCTS.category, { params: { category } });

export const fetchProduct = (slug: string) => call(PRODUCTS.read, { params: { slug } });
