/**
 * The checkout's side summary: each perfume with its quantity and size ('50ml', or the bottle's own), then Subtotal,
 * Shipping and Total.
 */
import { lineSubtotal } from '#schema/pricing';
import { shownTotals } from '../cart/shown-totals';
import { DeliveryCharge } from '../cart/DeliveryCharge';
import { lineKey, sizedName } from '#schema/size-name';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { amount } from '#schema/money';
import type { CartLine } from '../../stores/cart';

interface Props {
  lines: CartLine[];
  shippingMethod: string;
  loading: boolean;
  lang: Lang;
}

export default function OrderSummary({ lines, shippingMethod, loading, lang }: Props) {
  const words = BUYING_WORDS[lang];
  const priced = lines.map((line) => ({ price: line.product.price, quantity: line.quantity }));
  const totals = shownTotals(priced, shippingMethod);
  return (
    <aside className="checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{words.checkout.summary}</h2>
      {loading ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {words.cart.loading}
        </p>
      ) : (
        <ul>
          {lines.map(({ product, quantity, size, format }) => (
            <li key={lineKey({ productId: product._id, ml: size })}>
              <img src={product.image} alt="" width="56" height="56" loading="lazy" />
              <span>
                {sizedName(product.name || words.unnamed, size)} <span className="summary__qty">× {quantity}</span>
                <br />
                <small>{words.size(format)}</small>
              </span>
              <bdi dir="ltr">{amount(lineSubtotal({ price: product.price, quantity }))}</bdi>
            </li>
          ))}
        </ul>
      )}
      <dl>
        <div>
          <dt>{words.checkout.subtotal}</dt>
          <dd>
            <bdi dir="ltr">{amount(totals.subtotal)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{words.checkout.shipping}</dt>
          <dd>
            <DeliveryCharge shippingCost={totals.shippingCost} free={words.free} />
          </dd>
        </div>
        <div className="summary__total">
          <dt>{words.checkout.total}</dt>
          <dd>
            <bdi dir="ltr">{amount(totals.total)}</bdi>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
