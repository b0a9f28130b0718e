/** The shop's words in English, as the spec writes them: the dictionary every other language follows key for key. */
import { CATEGORIES, categoryLabel, type Category } from '../catalog/categories';

export const en = {
  /** The name of the language, in itself: what the switch to it says. */
  languageName: 'English',
  languageSwitch: 'Language',
  skipToContent: 'Skip to content',
  searchPerfumes: 'Search perfumes',
  menu: 'Menu',
  /** The cart icon's name; # is the number of entries (filled in by the header's script). */
  cartEntries: { one: 'Cart, 1 item', many: 'Cart, # items' },
  mainNav: 'Main',
  /** The header's links. */
  nav: {
    home: 'Home',
    orders: 'Orders',
    buyPerfumes: 'Buy Perfumes',
    wholeSale: 'Whole Sale',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    requestQuote: 'Request A Quote',
    myOrders: 'My orders',
    logout: 'Logout',
    login: 'Login',
  },
  /** The categories by the names the sidebar gives them. */
  categories: Object.fromEntries(CATEGORIES.map((c) => [c, categoryLabel(c)])) as Record<Category, string>,
  /** The sidebar's groups of categories, by their English titles. */
  categoryGroups: { Type: 'Type', Gender: 'Gender', Season: 'Season', Occasion: 'Occasion' } as Record<string, string>,
};

export type Dictionary = typeof en;
