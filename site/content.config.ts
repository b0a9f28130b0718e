/** The catalog the pages are built from: D1's, through site/content/catalog-loader.ts. */
import { defineCollection } from 'astro:content';
import { catalogPerfumes } from './content/catalog-ahead';
import { perfumeSchema } from './content/catalog-loader';

export const collections = {
  perfumes: defineCollection({ loader: catalogPerfumes, schema: perfumeSchema }),
};
