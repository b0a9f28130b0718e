/**
 * Booking a pending or processing order's parcel with a connected courier, from its card: an optional weight (the
 * courier's default from its connection, else one boxed bottle's) and one button per connected courier. The
 * courier gives the tracking number and the card shows the order shipped with it; a courier's refusal (an unknown
 * city, a bad phone) shows here in its own words, and the order stays as it was.
 */
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { isCourierApiId } from '#schema/courier-apis';
import { MAX_PARCEL_GRAMS } from '#schema/payloads/couriers';
import { bookOrder } from '../../api/couriers';
import { $connectedCouriers } from '../../stores/couriers';
import Alert from '../forms/Alert';
import { useCardAction } from './use-card-action';
import { kindOrderOf, type KindOrder } from './kind-order';
import { useConsoleWords } from './console-words';
import './ship-form.css';

interface Props {
  of: KindOrder;
  onChange: (changed: KindOrder) => void;
  /** The order as it now is, after a refusal (another admin may have booked it meanwhile). */
  reload?: () => Promise<KindOrder>;
}

export default function BookParcel({ of, onChange, reload }: Props) {
  const { order } = of;
  const connected = useStore($connectedCouriers);
  const { busy, error, run } = useCardAction(onChange, reload);
  const words = useConsoleWords().words.card.booking;
  if (connected.length === 0 || (order.status !== 'pending' && order.status !== 'processing')) return null;

  function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const courier = submitter instanceof HTMLButtonElement ? submitter.value : '';
    if (!isCourierApiId(courier)) return;
    const weight = String(new FormData(event.currentTarget).get('weightGrams') ?? '').trim();
    void run(
      async () => kindOrderOf((await bookOrder(order._id, courier, weight ? Number(weight) : undefined)).order),
      words.failed,
    );
  }

  return (
    <form className="ship-form no-print" aria-label={words.form(order.displayOrderId)} onSubmit={book}>
      <label>
        {words.weight}
        <input name="weightGrams" type="number" inputMode="numeric" min={1} max={MAX_PARCEL_GRAMS} />
      </label>
      <div className="order-actions">
        {connected.map((courier) => (
          <button key={courier.id} type="submit" name="courier" value={courier.id} className="button" disabled={busy}>
            {words.bookWith(courier.name)}
          </button>
        ))}
      </div>
      {busy && <p role="status">{words.booking}</p>}
      <Alert message={error} />
    </form>
  );
}
