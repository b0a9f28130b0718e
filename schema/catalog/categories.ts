/**
 * The 19 categories a shopper can browse, the route each one lives at, and the sidebar that lists them.
 * API paths use the category key (`/api/products/category/unisex`); pages use the route (`/uni-sex-perfumes`).
 */
export const SCENT_TYPES = ['woody', 'spicy', 'floral', 'aquatic', 'aromatic', 'citrus', 'oud', 'fruity'] as const;
export const GENDERS = ['male', 'female', 'unisex'] as const;
export const SEASONS = ['summer', 'spring', 'winter', 'autumn'] as const;
export const OCCASIONS = ['office', 'gym', 'parties', 'everyday-wear'] as const;

export type ScentType = (typeof SCENT_TYPES)[number];
export type Gender = (typeof GENDERS)[number];
export type Season = (typeof SEASONS)[number];
export type Occasion = (typeof OCCASIONS)[number];

export const CATEGORIES = [...SCENT_TYPES, ...GENDERS, ...SEASONS, ...OCCASIONS] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The page route of a category: `woody` → `woody-perfumes`, `unisex` → `uni-sex-perfumes`. */
export function categoryRoute(category: Category): string {
  return category === 'unisex' ? 'uni-sex-perfumes' : `${category}-perfumes`;
}

export function categoryFromRoute(route: string): Category | undefined {
  return CATEGORIES.find((category) => categoryRoute(category) === route);
}

/** How many products each scent type holds: the sidebar prints these as static labels. */
export const SCENT_TYPE_COUNTS: Record<ScentType, number> = {
  woody: 26,
  spicy: 25,
  floral: 24,
  aquatic: 20,
  aromatic: 22,
  citrus: 22,
  oud: 17,
  fruity: 12,
};

/** Every gender, season and occasion route lists at least this many products. */
export const MIN_PRODUCTS_PER_TAG = 6;

export interface SidebarOption {
  category: Category;
  label: string;
  count?: number;
}

export interface SidebarSection {
  title: string;
  options: SidebarOption[];
}

const LABELS: Record<Category, string> = {
  woody: 'Woody',
  spicy: 'Spicy',
  floral: 'Floral',
  aquatic: 'Aquatic',
  aromatic: 'Aromatic',
  citrus: 'Citrus',
  oud: 'Oud',
  fruity: 'Fruity',
  male: 'Men',
  female: 'Women',
  unisex: 'Uni Sex',
  summer: 'Summer',
  spring: 'Spring',
  winter: 'Winter',
  autumn: 'Autumn',
  office: 'Office',
  gym: 'Gym',
  parties: 'Parties',
  'everyday-wear': 'Everyday Wear',
};

export function categoryLabel(category: Category): string {
  return LABELS[category];
}

export const SIDEBAR: SidebarSection[] = [
  { title: 'Gender', options: GENDERS.map((category) => ({ category, label: LABELS[category] })) },
  { title: 'Season', options: SEASONS.map((category) => ({ category, label: LABELS[category] })) },
  { title: 'Occasion', options: OCCASIONS.map((category) => ({ category, label: LABELS[category] })) },
  {
    title: 'Type',
    options: SCENT_TYPES.map((category) => ({ category, label: LABELS[category], count: SCENT_TYPE_COUNTS[category] })),
  },
];
