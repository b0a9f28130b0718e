/**
 * A perfume as the pages read it, checked once per build for the built pages and once per page for those Astro
 * draws on demand: the shop's shape, its scent type and tags narrowed to the shop's own words, which the category
 * pages are named by.
 */
import { z } from '#schema/payloads/zod';
import { CATEGORIES, SCENT_TYPES } from '#schema/catalog/categories';
import { shopProductShape } from '#schema/catalog/shop-products';

export const perfumeSchema = shopProductShape.extend({
  scentType: z.enum(SCENT_TYPES),
  categories: z.array(z.enum(CATEGORIES)),
});

export type Perfume = z.infer<typeof perfumeSchema>;
