/** The site's calls to /api/products: today's price and stock of a category, of the home page's perfumes and of one perfume. */
import { PRODUCTS } from '#schema/api';
import { call } from '../lib/api';

export const fetchFeatured = () => call(PRODUCTS.featured);

export const fetchCategory = (category: string) => call(PRODUCTS.category, { params: { category } });

export const fetchProduct = (slug: string) => call(PRODUCTS.read, { params: { slug } });
