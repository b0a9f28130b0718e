/**
 * Cancelling a shipped order's parcel booked with a courier through its API, from its card, while the courier still
 * allows it (it has not picked the parcel up): asked first, since the courier forgets the parcel and its tracking
 * number at once. The order goes back to processing, ready to book again or ship by hand. A courier that says no
 * (the parcel is already on its way) says so here in its own words, and the order stays shipped. Either kind's
 * answer says whether its parcel was booked through a courier's API.
 */
import { useState } from 'react';
import { cancelBooking } from '../../api/couriers';
import Alert from '../forms/Alert';
import { kindOrderOf, type KindOrder } from './kind-order';
import { useCardAction } from './use-card-action';
import { useConsoleWords } from './console-words';
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
  const words = useConsoleWords().words.card.booking;
  const { order } = of;
  if (order.status !== 'shipped' || !order.courierBooked) return null;
  const courier = order.courier ?? words.theCourier;

  async function cancel() {
    await run(async () => kindOrderOf(await cancelBooking(order._id)), words.cancelFailed(courier));
    setAsking(false);
  }

  return (
    <div className="cancel-booking no-print">
      {asking ? (
        <div className="order-actions" role="group" aria-label={words.cancelAsk(courier, order.displayOrderId)}>
          <p>{words.cancelExplained(courier, order.trackingNumber ?? '')}</p>
          <button type="button" className="button danger" disabled={busy} onClick={() => void cancel()}>
            {busy ? words.cancelling : words.cancelYes}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(false)}>
            {words.keep}
          </button>
        </div>
      ) : (
        <div className="order-actions">
          <button type="button" className="button secondary" onClick={() => setAsking(true)}>
            {words.cancel}
          </button>
        </div>
      )}
      <Alert message={error} />
    </div>
  );
}
