import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '#schema/catalog/products';
import { SHOP } from '#schema/shop';
import { BUYING_WORDS } from './buying';
import { BUYING_PAGE_WORDS } from './buying-pages';
import { CATALOG_WORDS } from './catalog';
import { CATEGORY_WORDS } from './categories';
import { HOME_WORDS } from './home';
import { MESSAGE_WORDS } from './messages';
import { PRODUCT_WORDS } from './product';
import { READING_WORDS } from './reading';
import { SHOP_WORDS } from './shop';
import { WHOLESALE_WORDS } from './wholesale';
import { WIDGET_WORDS } from './widgets';

/** Every text of a dictionary, its wordings filled in with figures (as text, which both numbers and words take). */
const texts = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return texts((value as (...n: string[]) => unknown)('2', '3', '4', '5'));
  return Object.values(value as object).flatMap(texts);
};

describe("each area's Urdu words", () => {
  const names = PRODUCTS.map((p) => p.name).sort((a, b) => b.length - a.length);
  const areas = {
    buying: BUYING_WORDS,
    buyingPages: BUYING_PAGE_WORDS,
    messages: MESSAGE_WORDS,
    catalog: CATALOG_WORDS,
    categories: CATEGORY_WORDS,
    home: HOME_WORDS,
    product: PRODUCT_WORDS,
    reading: READING_WORDS,
    shop: SHOP_WORDS,
    widgets: WIDGET_WORDS,
    wholesale: WHOLESALE_WORDS,
  };

  // The shop's name and amounts ('Rs 200') stay as they are in Urdu text, as perfume names do.
  it.each(Object.entries(areas))('are written in Urdu script, perfume names apart (%s)', (_, words) => {
    for (const text of texts(words.ur)) {
      const rest = [...names, SHOP.name]
        .reduce((left, name) => left.split(name).join(''), text)
        .replace(/Rs [\d,]+/g, '');
      expect(rest, text).not.toMatch(/[A-Za-z]/);
    }
  });

  it.each(Object.entries(areas))('has a wording for every English one (%s)', (_, words) => {
    expect(texts(words.ur)).toHaveLength(texts(words.en).length);
  });
});
