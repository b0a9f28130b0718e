/**
 * What the Worker reads from D1 for a page Astro draws on demand, handed to the page as `Astro.locals.page`: the
 * Worker owns the database, the site's components own the HTML, and this is all they share.
 */
import type { PerfumeReviewsAnswer } from '../answers/reviews';
import type { ShopProduct } from '../catalog/shop-products';
import type { Results } from '../search/results';

/** /perfumes/{slug}: the perfume, the listed perfumes of its scent type ('More ...'), and its approved reviews. */
export interface ProductPageData {
  kind: 'product';
  perfume: ShopProduct;
  sameType: ShopProduct[];
  reviews: PerfumeReviewsAnswer;
}

/** /search?q=: what the words find, or the best sellers when they find nothing. */
export interface SearchPageData {
  kind: 'search';
  results: Results;
}

/** A listed perfume as sitemap.xml names it: its address, its categories, and when its page last changed. */
export interface SitemapPerfume {
  slug: string;
  categories: readonly string[];
  changedAt: number;
}

/** /sitemap.xml: every listed perfume, as D1 holds them now. */
export interface SitemapData {
  kind: 'sitemap';
  perfumes: SitemapPerfume[];
}

/** A parcel's label as the shop prints it where the courier gives no airway bill: what the rider needs at a glance. */
export interface ShippingLabel {
  displayOrderId: string;
  /** The courier's name, when the order has one. */
  courier: string | null;
  trackingNumber: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  /** Whole rupees the rider collects. */
  codAmount: number;
  /** The customer's other number, and what they asked of the rider, when they gave them. */
  alternatePhone: string | null;
  notes: string | null;
}

/** The shop's printable labels, one a page, in the order asked for: the console's airway bills API answers them. */
export interface LabelsPageData {
  kind: 'labels';
  labels: ShippingLabel[];
}

/** Where Astro draws the labels: an address of no page of the shop's, which the Worker answers no browser at. */
export const LABELS_PAGE = '/airway-labels';

export type OnDemandPage = ProductPageData | SearchPageData | LabelsPageData | SitemapData;
