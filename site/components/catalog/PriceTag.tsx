/** A product's price as lists show it, 'Rs. 1,599/-', after the struck-through original when it is on sale. */
import { isOnSale } from '../../../schema/payloads/products';
import { listPrice } from '../../lib/money';
import type { CardProduct } from './card-product';

export function PriceTag({
  product,
  className,
}: {
  product: Pick<CardProduct, 'price' | 'compareAtPrice'>;
  className: string;
}) {
  const onSale = isOnSale(product);
  return (
    <p className={className}>
      {onSale && product.compareAtPrice !== null && (
        <s>
          <span className="visually-hidden">Was </span>
          {listPrice(product.compareAtPrice)}
        </s>
      )}
      <span>
        {onSale && <span className="visually-hidden">Now </span>}
        {listPrice(product.price)}
      </span>
    </p>
  );
}
