/**
 * A product's price as lists show it, 'Rs. 1,599/-', after the struck-through original when it is on sale. Left to
 * right inside Urdu text too.
 */
import { isOnSale } from '#schema/payloads/products';
import type { Lang } from '#schema/i18n/languages';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { listPrice } from '#schema/money';
import type { CardProduct } from './card-product';

export function PriceTag({
  product,
  className,
  lang,
}: {
  product: Pick<CardProduct, 'price' | 'compareAtPrice'>;
  className: string;
  lang: Lang;
}) {
  const onSale = isOnSale(product);
  const words = CATALOG_WORDS[lang].cart;
  return (
    <p className={className}>
      {onSale && product.compareAtPrice !== null && (
        <s>
          <span className="visually-hidden">{words.was}</span>
          <bdi dir="ltr">{listPrice(product.compareAtPrice)}</bdi>
        </s>
      )}
      <span>
        {onSale && <span className="visually-hidden">{words.now}</span>}
        <bdi dir="ltr">{listPrice(product.price)}</bdi>
      </span>
    </p>
  );
}
