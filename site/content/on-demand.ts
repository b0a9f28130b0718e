/**
 * What a page Astro draws on demand reads: the Worker's D1 reads for it (`Astro.locals.page`,
 * schema/pages/on-demand.ts), checked as the build checks its catalog.
 */
import type { LabelsPageData, OnDemandPage, SearchPageData, SitemapData } from '#schema/pages/on-demand';
import type { PerfumeReviewsAnswer } from '#schema/answers/reviews';
import { perfumeSchema, type Perfume } from './perfume';
import { relatedAmong } from './related';

/** Asked for outside the Worker (a page's address typed into `astro dev`'s own server): the Worker reads its data. */
const noData = (route: string) => new Error(`${route} is drawn by the Worker, which reads its perfumes from D1.`);

export function productPageData(page: OnDemandPage | undefined): {
  perfume: Perfume;
  related: Perfume[];
  reviews: PerfumeReviewsAnswer;
} {
  if (page?.kind !== 'product') throw noData('/perfumes/{slug}');
  const perfume = perfumeSchema.parse(page.perfume);
  const sameType = page.sameType.map((p) => perfumeSchema.parse(p));
  return { perfume, related: relatedAmong(sameType)(perfume), reviews: page.reviews };
}

export function searchPageData(page: OnDemandPage | undefined): SearchPageData['results'] {
  if (page?.kind !== 'search') throw noData('/search');
  return page.results;
}

export function labelsPageData(page: OnDemandPage | undefined): LabelsPageData['labels'] {
  if (page?.kind !== 'labels') throw noData('/airway-labels');
  return page.labels;
}

export function sitemapData(page: OnDemandPage | undefined): SitemapData['perfumes'] {
  if (page?.kind !== 'sitemap') throw noData('/sitemap.xml');
  return page.perfumes;
}
