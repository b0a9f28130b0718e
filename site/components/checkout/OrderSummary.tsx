/** The checkout's side summary: each perfume with its quantity and 50ml, then Subtotal, Shipping and Total. */
import { lineSubtotal, orderTotals } from '../../../schema/pricing';
import { PERFUME_FORMAT } from '../../../schema/shop';
import { amount, shippingAmount } from '../../lib/money';
import type { CartLine } from '../../stores/cart';

interface Props {
  lines: CartLine[];
  shippingMethod: string;
  loading: boolean;
}

export default function OrderSummary({ lines, shippingMethod, loading }: Props) {
  const priced = lines.map((line) => ({ price: line.product.price, quantity: line.quantity }));
  const totals = orderTotals(priced, shippingMethod);
  return (
    <aside className="checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      {loading ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Loading your cart…
        </p>
      ) : (
        <ul>
          {lines.map(({ product, quantity }) => (
            <li key={product._id}>
              <img src={product.image} alt="" width="56" height="56" loading="lazy" />
              <span>
                {product.name || 'Unnamed Product'} <span className="summary__qty">× {quantity}</span>
                <br />
                <small>{PERFUME_FORMAT}</small>
              </span>
              <span>{amount(lineSubtotal({ price: product.price, quantity }))}</span>
            </li>
          ))}
        </ul>
      )}
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd>{amount(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{shippingAmount(totals.shippingCost)}</dd>
        </div>
        <div className="summary__total">
          <dt>Total</dt>
          <dd>{amount(totals.total)}</dd>
        </div>
      </dl>
    </aside>
  );
}
