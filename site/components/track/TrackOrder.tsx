/**
 * The tracking page's form: the order number (filled in from ?order= when the receipt or the WhatsApp text linked
 * here) and the phone given with the order. The server checks both and answers the order's progress, or one
 * "not found" whatever was wrong; its words are shown as they come.
 */
import { useState, type FormEvent } from 'react';
import type { TrackedOrder as Tracked } from '../../../schema/answers/orders';
import { SHOP, whatsappLink } from '../../../schema/shop';
import { trackOrder } from '../../api/track';
import { failureMessage } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { Field } from '../forms/Field';
import { TrackedOrder } from './TrackedOrder';
import './track.css';

type Errors = { orderNumber?: string; phone?: string };

const linkedOrderNumber = () => (new URLSearchParams(location.search).get('order') ?? '').slice(0, 20);

export default function TrackOrder() {
  const hydrated = useHydrated();
  // Until the shopper types, the number is the one the link carried (read once hydrated: the HTML has none).
  const [typed, setOrderNumber] = useState<string | null>(null);
  const orderNumber = typed ?? (hydrated ? linkedOrderNumber() : '');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<Tracked | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Errors = {
      orderNumber: orderNumber.trim() ? undefined : 'Please enter your order number.',
      phone: phone.trim() ? undefined : 'Please enter the phone number on your order.',
    };
    setErrors(missing);
    setFailure('');
    if (missing.orderNumber || missing.phone) return;
    setBusy(true);
    try {
      setOrder(await trackOrder(orderNumber, phone));
    } catch (error) {
      setOrder(null);
      setFailure(failureMessage(error, 'Could not look up the order. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="track">
      <form className="track__form" onSubmit={submit} noValidate aria-label="Track an order">
        <Field
          id="track-order-number"
          label="Order number"
          name="orderNumber"
          required
          autoComplete="off"
          placeholder="FS-10427"
          maxLength={20}
          value={orderNumber}
          error={errors.orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
        />
        <Field
          id="track-phone"
          label="Phone number on the order"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          placeholder="03XX-XXXXXXX"
          maxLength={30}
          value={phone}
          error={errors.phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Looking…' : 'Track Order'}
        </button>
        <p className="error-text" role="alert">
          {failure}
        </p>
        {failure && (
          <p>
            Still cannot find it?{' '}
            <a
              href={whatsappLink(`Assalam o Alaikum ${SHOP.name}, I cannot find my order ${orderNumber.trim()}.`)}
              rel="noopener"
              target="_blank"
            >
              Ask us on WhatsApp
            </a>
          </p>
        )}
      </form>
      {order && <TrackedOrder order={order} />}
    </div>
  );
}
