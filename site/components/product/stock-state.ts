import { CATALOG_WORDS } from '../../i18n/catalog';
import type { Lang } from '#schema/i18n/languages';

/** What a product page says of its stock: in stock, 'Only N left' at or below its low-stock level, or sold out. */
export function stockText(inStock: boolean, left: number | null, lang: Lang = 'en'): string {
  const words = CATALOG_WORDS[lang].offer;
  if (!inStock) return words.soldOut;
  return left ? words.only(left) : words.inStock;
}

/** 'eau de parfum' as a label: 'Eau de Parfum'. */
export function concentrationLabel(concentration: string): string {
  return concentration.replace(/\b([a-z])([a-z]*)/g, (word, first: string, rest: string) =>
    word === 'de' ? word : first.toUpperCase() + rest,
  );
}
