/**
 * A running sale's name and badge as a page in each language shows them. Urdu pages show the sale's Urdu name for
 * both (Urdu has no capitals to set a badge apart), or the plain word for a sale when the owner gave none: never the
 * English name, which an Urdu reader may not read.
 */
import type { ListedSale } from '#schema/answers/products';
import type { PriceChange } from '#schema/answers/cart';
import { CATALOG_WORDS } from '../../i18n/catalog';
import type { Lang } from '#schema/lang';
import { saleNameOf } from './sale-name';

type Named = Pick<ListedSale, 'name' | 'nameUr' | 'badge'>;

export const saleNameIn = (lang: Lang, sale: Pick<Named, 'name' | 'nameUr'>): string =>
  saleNameOf(lang, sale.name, sale.nameUr, CATALOG_WORDS.ur.sale);

export const saleBadgeIn = (lang: Lang, sale: Pick<Named, 'nameUr' | 'badge'>): string =>
  saleNameOf(lang, sale.badge, sale.nameUr, CATALOG_WORDS.ur.sale);

/** The sale a cart line's changed price names, by the same rule; null when no sale has ended (another change). */
export const endedSaleIn = (lang: Lang, { endedSale, endedSaleUr }: PriceChange): string | null =>
  endedSale === null ? null : saleNameIn(lang, { name: endedSale, nameUr: endedSaleUr });
