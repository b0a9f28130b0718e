/**
 * Moves the ticked orders to one status, 200 to a call. The API moves those the change allows and skips the
 * others; the console then says how many moved and, order by order, which were skipped and why. Shipping is not
 * offered: each parcel needs its own courier and tracking number, given on its card. A return asks its reason and
 * whether the bottles go back in stock, once for all the orders.
 */
import { useState, type FormEvent } from 'react';
import { MAX_BULK_ORDERS, STATUS_LABELS, type OrderStatus } from '#schema/order-status';
import type { Order } from '#schema/answers/orders';
import { isReturnReason, restocksByDefault } from '#schema/returns';
import { bulkChangeStatus } from '../../api/orders';
import { failureMessage } from '../../lib/api';
import { ReturnReasonSelect } from './ReturnReasonSelect';
import './selection.css';
import Alert from '../forms/Alert';

const TARGETS: OrderStatus[] = ['processing', 'delivered', 'cancelled', 'returned'];

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
  const [target, setTarget] = useState<OrderStatus>('processing');
  const [restock, setRestock] = useState(true);

  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const to = fields.get('status') as OrderStatus;
    const reason = fields.get('returnReason');
    const back = isReturnReason(reason) ? { returnReason: reason, restock } : undefined;
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
        const answer = await bulkChangeStatus(ids, to, to === 'returned' ? back : undefined);
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
          <select
            name="status"
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value as OrderStatus)}
          >
            {TARGETS.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        {target === 'returned' && (
          <>
            <ReturnReasonSelect
              label="Why did they come back?"
              onPick={(reason) => setRestock(restocksByDefault(reason))}
            />
            <label className="bulk-move__check">
              <input
                type="checkbox"
                name="restock"
                checked={restock}
                onChange={(event) => setRestock(event.currentTarget.checked)}
              />
              Put the bottles back in stock
            </label>
          </>
        )}
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
      <Alert message={error} />
    </div>
  );
}
