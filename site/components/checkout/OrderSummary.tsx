/**
 * The checkout's side summary: each perfume with its quantity and size ('50ml', or the bottle's own), then Subtotal,
 * Shipping and Total. A line the order would be refused for is said at the top, with the way back to the cart where
 * it is changed, and left out of the total.
 */
import { lineSubtotal } from '#schema/pricing';
import { cartTotals } from '../cart/shown-totals';
import { heldBackLines, isHeldBack } from '../cart/held-back';
import { DeliveryCharge } from '../cart/DeliveryCharge';
import { lineKey, sizedName } from '#schema/size-name';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';
import { BUYING_WORDS } from '../../i18n/buying';
import { amount } from '#schema/money';
import type { CartLine } from '../../stores/cart';

interface Props {
  lines: CartLine[];
  shippingMethod: string;
  loading: boolean;
  lang: Lang;
}

/** Why a held-back line cannot be ordered, in the cart's own words for it. */
function whyHeldBack(line: CartLine, name: string, lang: Lang): string {
  const words = BUYING_WORDS[lang].cart;
  return line.noLongerSold ? words.noLongerSold(name) : words.stockLeft(name, line.stockLeft ?? 0);
}

export default function OrderSummary({ lines, shippingMethod, loading, lang }: Props) {
  const words = BUYING_WORDS[lang];
  const totals = cartTotals(lines, shippingMethod);
  const nameOf = ({ product, size }: CartLine) => sizedName(product.name || words.unnamed, size);
  const heldBack = loading ? [] : heldBackLines(lines);
  return (
    <aside className="checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{words.checkout.summary}</h2>
      {heldBack.length > 0 && (
        <div className="summary__held-back" role="alert">
          <p>{words.checkout.heldBack}</p>
          {heldBack.map((line) => (
            <p key={lineKey({ productId: line.product._id, ml: line.size })}>{whyHeldBack(line, nameOf(line), lang)}</p>
          ))}
          <a href={hrefIn(lang, paths.cart)}>{words.checkout.backToCart}</a>
        </div>
      )}
      {loading ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {words.cart.loading}
        </p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={lineKey({ productId: line.product._id, ml: line.size })}>
              <img src={line.product.image} alt="" width="56" height="56" loading="lazy" />
              <span>
                {nameOf(line)} <span className="summary__qty">× {line.quantity}</span>
                <br />
                <small>{words.size(line.format)}</small>
                {isHeldBack(line) && (
                  <>
                    <br />
                    <small className="summary__not-counted">{words.checkout.notInTotal}</small>
                  </>
                )}
              </span>
              <bdi dir="ltr" className={isHeldBack(line) ? 'summary__struck' : undefined}>
                {amount(lineSubtotal({ price: line.product.price, quantity: line.quantity }))}
              </bdi>
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
