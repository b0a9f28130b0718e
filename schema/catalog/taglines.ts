/**
 * One line about each category, shown over its banner on the category page (HTML, so it stays readable on a
 * phone) and drawn on its link preview by scripts/make-art.ts.
 */
import type { Category } from './categories';

export const CATEGORY_TAGLINES: Record<Category, string> = {
  woody: 'Cedar, sandalwood and vetiver, grounded and warm',
  spicy: 'Saffron, cardamom and clove with a fiery glow',
  floral: 'Rose, jasmine and tuberose in full bloom',
  aquatic: 'Sea spray and cool water for hot days',
  aromatic: 'Lavender, sage and fresh green herbs',
  citrus: 'Kinnow, lemon and bergamot, bright as morning',
  oud: 'Precious oud, amber and saffron',
  fruity: 'Berries, mango and pomegranate, sweet and juicy',
  male: 'Confident scents for him',
  female: 'Graceful scents for her',
  unisex: 'Made to be shared',
  summer: 'Light and fresh for the long, hot days',
  spring: 'Blossoms, green leaves and new beginnings',
  winter: 'Rich, warm trails for cold nights',
  autumn: 'Amber, spice and falling leaves',
  office: 'Polished and quiet, never loud',
  gym: 'Fresh energy that keeps up with you',
  parties: 'Bold trails for long nights out',
  'everyday-wear': 'Easy favourites for every day',
};
