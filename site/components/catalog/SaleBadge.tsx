/**
 * A running sale's badge on a perfume, as every place that shows the perfume shows it: the category and home cards,
 * the product page, /search's results and the search box's suggestions. Nothing when no sale sets its price.
 */
import type { Lang } from '#schema/i18n/languages';
import type { SaleBadge as Sale } from '#schema/search/search-index';
import { saleBadgeIn } from './sale-words';

export function SaleBadge({ sale, lang }: { sale: Sale | null | undefined; lang: Lang }) {
  return sale ? <span className="sale-badge">{saleBadgeIn(lang, sale)}</span> : null;
}
