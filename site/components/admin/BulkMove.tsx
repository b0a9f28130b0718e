/**
 * Moves the ticked orders to one status, 200 to a call. The API moves those the change allows and skips the
 * others; the console then says how many moved and, order by order, which were skipped and why. Shipping is not
 * offered: each parcel needs its own courier and tracking number, given on its card.
 */
import { useState, type FormEvent } from 'react';
import { MAX_BULK_ORDERS, STATUS_LABELS, type OrderStatus } from '../../../schema/order-status';
import type { Order } from '../../../schema/payloads/order';
import { bulkChangeStatus } from '../../api/orders';
import { failureMessage } from '../../lib/api';
import './selection.css';

const TARGETS: OrderStatus[] = ['processing', 'delivered', 'cancelled'];

interface Outcome {
  to: OrderStatus;
  changed: number;
  skipped: { label: string; message: string }[];
  error: string;
}

interface Props {
  selected: Order[];
  /** After a move: the list reloads and the selection clears. */
  onDone: () => void;
}

export default function BulkMove({ selected, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = new FormData(event.currentTarget).get('status') as OrderStatus;
    const count = selected.length;
    if (
      to === 'cancelled' &&
      !window.confirm(`Cancel ${count} order${count === 1 ? '' : 's'}? Their items go back into stock.`)
    )
      return;
    setBusy(true);
    const labels = new Map(selected.map((order) => [order._id, order.displayOrderId]));
    const result: Outcome = { to, changed: 0, skipped: [], error: '' };
    try {
      for (let i = 0; i < selected.length; i += MAX_BULK_ORDERS) {
        const ids = selected.slice(i, i + MAX_BULK_ORDERS).map((order) => order._id);
        const answer = await bulkChangeStatus(ids, to);
        result.changed += answer.changed.length;
        result.skipped.push(...answer.skipped.map(({ id, message }) => ({ label: labels.get(id) ?? id, message })));
      }
    } catch (failure) {
      result.error = failureMessage(failure, 'Could not change the orders. Please try again.');
    } finally {
      setBusy(false);
      setOutcome(result);
      onDone();
    }
  }

  return (
    <>
      <form className="bulk-move" aria-label="Move the selected orders" onSubmit={move}>
        <label>
          Move selected to
          <select name="status" defaultValue="processing">
            {TARGETS.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={busy || selected.length === 0}>
          {busy ? 'Moving…' : 'Move orders'}
        </button>
      </form>
      {outcome && <BulkOutcome outcome={outcome} />}
    </>
  );
}

function BulkOutcome({ outcome }: { outcome: Outcome }) {
  const { to, changed, skipped, error } = outcome;
  return (
    <div className="bulk-outcome" role="status">
      <p>
        Moved {changed} order{changed === 1 ? '' : 's'} to {STATUS_LABELS[to]}.
        {skipped.length > 0 && ` Skipped ${skipped.length}:`}
      </p>
      {skipped.length > 0 && (
        <ul aria-label="Skipped orders">
          {skipped.map((entry) => (
            <li key={entry.label}>
              {entry.label}: {entry.message}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
