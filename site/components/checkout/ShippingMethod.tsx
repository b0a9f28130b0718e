/** Checkout's delivery choice (standard delivery, the one offered), what it costs, how long it takes and how it is paid. */
import { shippingCostFor, type ShippingMethod as Method } from '../../../schema/pricing';
import { DELIVERY_TIME } from '../../../schema/shop';
import { exactAmount } from '../../lib/money';
import { paths } from '../../lib/paths';

export function ShippingMethod({ method }: { method: Method }) {
  return (
    <fieldset>
      <legend>Shipping Cost</legend>
      <label className="shipping-option">
        <input type="radio" name="shippingMethod" value={method} defaultChecked />
        <span>Standard delivery</span>
        <strong>{exactAmount(shippingCostFor(method))}</strong>
      </label>
      <p className="checkout__note">
        Delivered in {DELIVERY_TIME}. Payment: Cash on Delivery. Read our <a href={paths.shipping}>shipping</a> and{' '}
        <a href={paths.returns}>returns</a> policies.
      </p>
    </fieldset>
  );
}
