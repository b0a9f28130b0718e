/**
 * What blocking a number leaves to decide: its orders that have not left the shop. A block stops only new orders,
 * so the owner sees these at once, each with a link to it, and either cancels them all (stock goes back, through
 * the orders' own status changes) or keeps them, to call the customer first; kept, each order card still says the
 * number is blocked.
 */
import { useState } from 'react';
import type { OpenOrder } from '#schema/answers/cash';
import { amount } from '#schema/money';
import { paths } from '#schema/paths';
import { formatPhone } from '#schema/phone';
import { bulkChangeStatus } from '../../../api/orders';
import { changeOilsOrderStatus } from '../../../api/oils';
import { failureMessage } from '../../../lib/api';
import Alert from '../../forms/Alert';
import StatusBadge from '../../orders/StatusBadge';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Where the owner reads an order: a perfume order's receipt; an oils order has none, so the Oils orders section. */
const hrefOf = (order: OpenOrder) => (order.kind === 'perfumes' ? paths.orderConfirmation(order._id) : '#oils');

interface Props {
  phone: string;
  orders: OpenOrder[];
  onDone: () => void;
}

export function OpenOrdersOfBlocked({ phone, orders, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [cancelled, setCancelled] = useState<string[] | null>(null);
  const number = formatPhone(phone);

  async function cancelAll() {
    if (!window.confirm(`Cancel ${plural(orders.length, 'order')} from ${number}? Their items go back into stock.`))
      return;
    setBusy(true);
    setError('');
    try {
      const perfumes = orders.filter((order) => order.kind === 'perfumes').map((order) => order._id);
      const done = perfumes.length > 0 ? (await bulkChangeStatus(perfumes, 'cancelled')).changed : [];
      for (const order of orders.filter((one) => one.kind === 'oils')) {
        await changeOilsOrderStatus(order._id, 'cancelled');
        done.push(order._id);
      }
      setCancelled(done);
      if (done.length < orders.length)
        setError('Some orders could not be cancelled: they may have moved on. Please check them.');
    } catch (failure) {
      setError(failureMessage(failure, 'Could not cancel the orders. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (orders.length === 0) return <p role="status">{number} is blocked. It has no orders waiting to be sent.</p>;
  return (
    <div className="blocked-phones__open" role="region" aria-label={`Open orders from ${number}`}>
      <p>
        {number} is blocked, and has {plural(orders.length, 'order')} not yet shipped. The block stops only new orders:
        cancel these, or keep them to call the customer first.
      </p>
      <ul>
        {orders.map((order) => (
          <li key={order._id}>
            <a href={hrefOf(order)} target={order.kind === 'perfumes' ? '_blank' : undefined} rel="noopener">
              {order.displayOrderId}
            </a>{' '}
            <StatusBadge status={order.status} /> {amount(order.total)}
            {cancelled?.includes(order._id) && <strong> · cancelled</strong>}
          </li>
        ))}
      </ul>
      <Alert message={error} />
      {cancelled ? (
        <p role="status">{plural(cancelled.length, 'order')} cancelled.</p>
      ) : (
        <div className="order-actions">
          <button type="button" className="button danger" disabled={busy} onClick={() => void cancelAll()}>
            Cancel {orders.length === 1 ? 'this order' : `these ${orders.length} orders`}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={onDone}>
            Keep {orders.length === 1 ? 'it' : 'them'}
          </button>
        </div>
      )}
    </div>
  );
}
