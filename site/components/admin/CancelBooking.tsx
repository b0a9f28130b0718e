/**
 * Cancelling a shipped order's parcel booked with a courier through its API, from its card, while the courier still
 * allows it (it has not picked the parcel up): asked first, since the courier forgets the parcel and its tracking
 * number at once. The order goes back to processing, ready to book again or ship by hand. A courier that says no
 * (the parcel is already on its way) says so here in its own words, and the order stays shipped. A perfume order's
 * answer says whether its parcel was booked through a courier's API; an oils order's does not, so it offers none.
 */
import { useState } from 'react';
import { cancelBooking } from '../../api/couriers';
import Alert from '../forms/Alert';
import { kindOrderOf, type KindOrder } from './kind-order';
import { useCardAction } from './use-card-action';
import './ship-form.css';

interface Props {
  of: KindOrder;
  onChange: (changed: KindOrder) => void;
  /** The order as it now is, after a refusal (the courier may have moved the parcel meanwhile). */
  reload?: () => Promise<KindOrder>;
}

export default function CancelBooking({ of, onChange, reload }: Props) {
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useCardAction(onChange, reload);
  if (of.kind !== 'perfume') return null;
  const { order } = of;
  if (order.status !== 'shipped' || !order.courierBooked) return null;
  const courier = order.courier ?? 'the courier';

  async function cancel() {
    await run(
      async () => kindOrderOf(await cancelBooking(order._id)),
      `Could not cancel the ${courier} booking. Please try again.`,
    );
    setAsking(false);
  }

  return (
    <div className="cancel-booking no-print">
      {asking ? (
        <div
          className="order-actions"
          role="group"
          aria-label={`Cancel the ${courier} booking of ${order.displayOrderId}?`}
        >
          <p>
            Cancel the {courier} booking {order.trackingNumber}? {courier} forgets the parcel and its tracking number,
            and the order goes back to processing, to book again or ship by hand.
          </p>
          <button type="button" className="button danger" disabled={busy} onClick={() => void cancel()}>
            {busy ? 'Cancelling…' : 'Yes, cancel booking'}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(false)}>
            Keep booking
          </button>
        </div>
      ) : (
        <div className="order-actions">
          <button type="button" className="button secondary" onClick={() => setAsking(true)}>
            Cancel booking
          </button>
        </div>
      )}
      <Alert message={error} />
    </div>
  );
}
