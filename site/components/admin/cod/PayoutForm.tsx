/**
 * Recording one courier's payout: the courier's reference and the delivered orders it covers (every order the
 * courier still owes for is listed and ticked; untick any the payout left out). The API refuses the whole payout,
 * naming the orders, if any no longer qualifies.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { COURIER_LABELS, type Courier } from '#schema/couriers';
import type { Order } from '#schema/answers/orders';
import { MAX_PAYOUT_REFERENCE } from '#schema/payloads/text-limits';
import { ordersOwedBy, recordRemittance } from '../../../api/cod';
import { failureMessage } from '../../../lib/api';
import { amount } from '#schema/money';
import Alert from '../../forms/Alert';

interface Props {
  courier: Courier;
  /** `recorded`: the payout was saved (the owed figures change). */
  onDone: (recorded: boolean) => void;
}

export default function PayoutForm({ courier, onDone }: Props) {
  const [orders, setOrders] = useState<Order[]>([]);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const label = COURIER_LABELS[courier];

  useEffect(() => {
    ordersOwedBy(courier).then(
      (answer) => {
        setOrders(answer.orders);
        setTicked(new Set(answer.orders.map((order) => order._id)));
      },
      (failure) => setError(failureMessage(failure, 'Could not load the orders. Please try again.')),
    );
  }, [courier]);

  const total = orders.filter((order) => ticked.has(order._id)).reduce((sum, order) => sum + order.totalPrice, 0);

  function toggle(id: string, on: boolean) {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reference = String(new FormData(event.currentTarget).get('reference') ?? '').trim();
    setBusy(true);
    setError('');
    try {
      await recordRemittance({ courier, reference, orderIds: [...ticked] });
      onDone(true);
    } catch (failure) {
      setError(failureMessage(failure, 'Could not record the payout. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="payout-form" aria-label={`${label} payout`} onSubmit={submit}>
      <label>
        {label}&rsquo;s payment reference
        <input name="reference" required maxLength={MAX_PAYOUT_REFERENCE} autoComplete="off" />
      </label>
      <fieldset>
        <legend>Orders this payout covers</legend>
        {orders.map((order) => (
          <label key={order._id} className="payout-form__order">
            <input
              type="checkbox"
              checked={ticked.has(order._id)}
              onChange={(event) => toggle(order._id, event.currentTarget.checked)}
            />
            {order.displayOrderId} · {amount(order.totalPrice)}
          </label>
        ))}
      </fieldset>
      <p>
        Payout total: <strong>{amount(total)}</strong>
      </p>
      <Alert message={error} />
      <div className="order-actions">
        <button type="submit" className="button" disabled={busy || ticked.size === 0}>
          Save payout
        </button>
        <button type="button" className="button secondary" onClick={() => onDone(false)}>
          Back
        </button>
      </div>
    </form>
  );
}
