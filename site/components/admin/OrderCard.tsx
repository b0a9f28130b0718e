/**
 * One perfume order on the admin page: every field of the order and its address, its status history, the buttons
 * that move it along (only the changes schema/order-status.ts allows) and the WhatsApp confirmation for cash on
 * delivery.
 */
import { useState } from 'react';
import { nextStatuses, type OrderStatus } from '../../../schema/order-status';
import { formatPhone } from '../../../schema/phone';
import type { Order } from '../../../schema/payloads/order';
import { changeOrderStatus, readOrder } from '../../api/orders';
import { failureMessage } from '../../lib/api';
import { lineSubtotal } from '../../../schema/pricing';
import { amount, shippingAmount } from '../../lib/money';
import { orderDate } from '../orders/dates';
import StatusBadge from '../orders/StatusBadge';
import StatusHistory from '../orders/StatusHistory';
import { confirmationLink } from './confirm-message';

const ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark Pending',
  processing: 'Mark Processing',
  shipped: 'Mark Shipped',
  delivered: 'Mark Delivered',
  cancelled: 'Cancel Order',
};

interface Props {
  order: Order;
  onChange: (order: Order) => void;
}

export default function OrderCard({ order, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const a = order.shippingAddress;
  const whatsapp = confirmationLink(order);
  const headingId = `order-${order._id}`;

  async function move(to: OrderStatus) {
    if (to === 'cancelled' && !window.confirm(`Cancel order ${order.displayOrderId}? Its items go back into stock.`)) return;
    setBusy(true);
    setError('');
    try {
      const answer = await changeOrderStatus(order._id, to);
      onChange(answer.order);
    } catch (failure) {
      setError(failureMessage(failure, 'Could not change the status. Please try again.'));
      // Someone else may have moved it meanwhile: show the order as it now is.
      readOrder(order._id).then((answer) => onChange(answer.order), () => {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-head">
        <h3 id={headingId}>Order {order.displayOrderId}</h3>
        <StatusBadge status={order.status} />
      </header>
      <p className="muted">Placed {orderDate(order.createdAt)}</p>
      <dl className="order-fields">
        <dt>Customer</dt>
        <dd>{a.firstName} {a.lastName}</dd>
        <dt>Email</dt>
        <dd><a href={`mailto:${a.email}`}>{a.email}</a></dd>
        <dt>Phone</dt>
        <dd><a href={`tel:${a.phone}`}>{formatPhone(a.phone)}</a></dd>
        <dt>Alternate phone</dt>
        <dd>{a.alternatePhone ? formatPhone(a.alternatePhone) : '—'}</dd>
        <dt>Address</dt>
        <dd>{a.address}, {a.city}, {a.country}</dd>
        <dt>Apartment</dt>
        <dd>{a.apartment || '—'}</dd>
      </dl>
      <table className="order-lines">
        <caption className="visually-hidden">Items in order {order.displayOrderId}</caption>
        <thead>
          <tr><th scope="col">Product</th><th scope="col">Format</th><th scope="col">Qty</th><th scope="col">Subtotal</th></tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line.product._id}>
              <td>{line.name}</td><td>{line.format}</td><td>{line.quantity}</td><td>{amount(lineSubtotal(line))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th scope="row" colSpan={3}>Shipping</th><td>{shippingAmount(order.shippingCost)}</td></tr>
          <tr><th scope="row" colSpan={3}>Total</th><td>{amount(order.totalPrice)}</td></tr>
        </tfoot>
      </table>
      <StatusHistory history={order.statusHistory} titleId={`${headingId}-progress`} level={4} />
      <div className="order-actions no-print">
        {nextStatuses(order.status).map((to) => (
          <button key={to} type="button" className={`button ${to === 'cancelled' ? 'danger' : ''}`} disabled={busy} onClick={() => move(to)}>
            {ACTION_LABELS[to]}
          </button>
        ))}
        {whatsapp && (
          <a className="button whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">Confirm on WhatsApp</a>
        )}
      </div>
      {error && <p className="error-text" role="alert">{error}</p>}
    </article>
  );
}
