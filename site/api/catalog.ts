/** The site's calls to /api/products: today's price and stock of a category, and of the home page's perfumes. */
import type { ProductListAnswer } from '../../schema/payloads/products';
import { api } from '../lib/api';

const PRODUCTS = '/api/products';

export const fetchFeatured = () => api<ProductListAnswer>(`${PRODUCTS}/featured`);

export const fetchCategory = (category: string) =>
  api<ProductListAnswer>(`${PRODUCTS}/category/${encodeURIComponent(category)}`);
