/** A category page's heading: 'Woody Perfumes', 'Summer Perfumes', but 'Perfumes for Men' rather than 'Men Perfumes'. */
import { categoryLabel, type Category } from './categories';

const GENDER_TITLES: Partial<Record<Category, string>> = {
  male: 'Perfumes for Men',
  female: 'Perfumes for Women',
  unisex: 'Unisex Perfumes',
};

export function categoryTitle(category: Category): string {
  return GENDER_TITLES[category] ?? `${categoryLabel(category)} Perfumes`;
}
