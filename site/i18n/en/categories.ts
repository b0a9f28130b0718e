/** The category pages' words in English, as the spec writes them. */
import { CATEGORIES, type Category } from '#schema/catalog/categories';
import { CATEGORY_TAGLINES } from '#schema/catalog/taglines';
import { categoryTitle } from '#schema/catalog/category-title';

export const categories = {
  /** Each page's heading: 'Woody Perfumes', 'Perfumes for Men'. */
  titles: Object.fromEntries(CATEGORIES.map((c) => [c, categoryTitle(c)])) as Record<Category, string>,
  /** The line over each page's banner. */
  taglines: CATEGORY_TAGLINES as Record<Category, string>,
  description: (count: number, title: string, from: string) =>
    `Shop ${count} ${title.toLowerCase()} from ${from}, with cash on delivery across Pakistan.`,
  sidebar: 'Categories',
  browseOther: 'Browse other categories',
};

export type CategoryWords = typeof categories;
