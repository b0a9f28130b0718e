/**
 * The console's words for its Catalog: its parts, the perfume list and each perfume's row, the change log and
 * Publish. (The perfume, sale and oil editors are written in English alone for now.)
 */
import type { AuditAction } from '#schema/answers/audit';
import { categoryLabel, SCENT_TYPES, type ScentType } from '#schema/catalog/categories';

export const catalogWords = {
  title: 'Catalog',
  parts: { products: 'Perfumes', sales: 'Sales', oils: 'Oils', audit: 'Change log', publish: 'Publish' },
  scentTypes: Object.fromEntries(SCENT_TYPES.map((type) => [type, categoryLabel(type)])) as Record<ScentType, string>,
  products: {
    add: 'Add a perfume',
    filter: 'Filter perfumes',
    search: 'Search',
    name: 'Name',
    scentType: 'Scent type',
    allTypes: 'All scent types',
    show: 'Show',
    views: { all: 'All on sale', low: 'Low stock', out: 'Sold out', archived: 'Archived' },
    submit: 'Show perfumes',
    empty: 'No perfumes match.',
    loading: 'Loading perfumes…',
    showing: (count: number, more: boolean) =>
      `Showing ${count} perfume${count === 1 ? '' : 's'}${more ? ' (more below)' : ''}.`,
    list: 'Perfumes',
    archivedList: 'Archived perfumes',
    loadMore: 'Load more perfumes',
    loadFailed: 'Could not load the perfumes. Please try again.',
  },
  row: {
    stock: (count: number) => `Stock: ${count}`,
    edit: 'Edit',
    editOf: (name: string) => `Edit ${name}`,
  },
  audit: {
    /** What was done, before what it was done to. */
    actions: {
      'product.create': 'Added perfume',
      'product.update': 'Changed perfume',
      'product.archive': 'Archived perfume',
      'product.restore': 'Restored perfume',
      'stock.adjust': 'Adjusted the stock of',
      'product.sizes': 'Changed the tester and sample sizes of',
      'oil.create': 'Added oil',
      'oil.update': 'Changed oil',
      'oil.hide': 'Hid oil',
      'oil.show': 'Showed oil',
      'image.upload': 'Uploaded photo',
      'sale.create': 'Started sale',
      'sale.update': 'Changed sale',
      'sale.delete': 'Deleted sale',
      'role.change': 'Changed the role of',
      'staff.invite': 'Made a staff invite link',
      'staff.join': 'Joined the staff:',
      'reset-link.create': 'Made a password reset link for',
      'phone.block': 'Blocked phone',
      'phone.unblock': 'Unblocked phone',
      'remittance.record': 'Recorded payout',
      'review.approve': 'Approved the review of',
      'review.hide': 'Hid the review of',
      'settings.change': 'Changed the shop settings',
    } satisfies Record<AuditAction, string>,
    aPhoto: 'a photo',
    by: (date: string, who: string) => `${date} · by ${who}`,
    empty: 'No changes yet.',
    list: 'Changes made',
    loadMore: 'Load more changes',
    loadFailed: 'Could not load the change log. Please try again.',
  },
  publish: {
    explained:
      'Prices, stock and new or archived perfumes show to shoppers as soon as you save them. Publish when you are done for the day: it rebuilds the shop’s pages (their text, each perfume’s page, search results and the sitemap) and puts them live in a few minutes.',
    publish: 'Publish the shop',
    publishing: 'Publishing…',
    failed: 'Could not start publishing. Please try again.',
  },
};

export type CatalogWords = typeof catalogWords;
