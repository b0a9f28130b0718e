/**
 * One perfume order on the admin page: every field of the order and its address, its status history, the buttons
 * that move it along (only the changes schema/order-status.ts allows), the cash-on-delivery confirmation (and who
 * gave it), the WhatsApp messages after shipping, changes before it ships, notes and the whole timeline, where its cash
 * is, and what the shop's orders from its phone say (PhoneRisk). A pending or processing order books its parcel with
 * a connected courier (BookParcel), and a shipped one booked so cancels it while the courier allows (CancelBooking).
 */
import { CASH_LABELS } from '#schema/cash';
import { COURIER_LABELS } from '#schema/couriers';
import { formatPhone } from '#schema/phone';
import type { Order } from '#schema/answers/orders';
import { changeOrderConfirmation, changeOrderStatus, readOrder } from '../../api/orders';
import { lineSubtotal } from '#schema/pricing';
import { amount, shippingAmount } from '#schema/money';
import { orderDate } from '../orders/dates';
import StatusBadge from '../orders/StatusBadge';
import Shipment from '../orders/Shipment';
import StatusHistory from '../orders/StatusHistory';
import { confirmationLink } from './confirm-message';
import ConfirmationControl from './ConfirmationControl';
import PhoneRisk from './PhoneRisk';
import StatusActions from './StatusActions';
import BookParcel from './BookParcel';
import CancelBooking from './CancelBooking';
import { useCardAction } from './use-card-action';
import FollowUpMessages, { recordSent } from './FollowUpMessages';
import OrderEditor from './OrderEditor';
import OrderNotes from './OrderNotes';
import OrderTimeline, { latest } from './OrderTimeline';
import { actorText } from './timeline-text';
import Alert from '../forms/Alert';

interface Props {
  order: Order;
  onChange: (order: Order) => void;
  onPrintSlip: () => void;
}

export default function OrderCard({ order, onChange, onPrintSlip }: Props) {
  const reload = async () => (await readOrder(order._id)).order;
  const { busy, error, run } = useCardAction(onChange, reload);
  const a = order.shippingAddress;
  const headingId = `order-${order._id}`;
  const confirmedBy = latest(order.timeline, (entry) => entry.kind === 'confirmation')?.by;
  const cancelled = latest(order.timeline, (entry) => entry.kind === 'status' && entry.status === 'cancelled');

  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-head">
        <h3 id={headingId}>Order {order.displayOrderId}</h3>
        <StatusBadge status={order.status} />
      </header>
      <p className="muted">Placed {orderDate(order.createdAt)}</p>
      <dl className="order-fields">
        <dt>Customer</dt>
        <dd>
          {a.firstName} {a.lastName}
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${a.email}`}>{a.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${a.phone}`}>{formatPhone(a.phone)}</a>
        </dd>
        <dt>Alternate phone</dt>
        <dd>{a.alternatePhone ? formatPhone(a.alternatePhone) : '—'}</dd>
        <dt>Address</dt>
        <dd>
          {a.address}, {[a.city, a.province].filter(Boolean).join(', ')}, {a.country}
        </dd>
        <dt>Apartment</dt>
        <dd>{a.apartment || '—'}</dd>
        <dt>Landmark</dt>
        <dd>{a.landmark || '—'}</dd>
        <dt>Delivery notes</dt>
        <dd>{a.deliveryNotes || '—'}</dd>
        <dt>Cash</dt>
        <dd>{CASH_LABELS[order.cash]}</dd>
      </dl>
      {order.risk && (
        <PhoneRisk
          phone={a.phone}
          risk={order.risk}
          busy={busy}
          onChange={(action, fallback) =>
            void run(async () => {
              await action();
              return (await readOrder(order._id)).order;
            }, fallback)
          }
        />
      )}
      <table className="order-lines">
        <caption className="visually-hidden">Items in order {order.displayOrderId}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Format</th>
            <th scope="col">Qty</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line.product._id}>
              <td>{line.name}</td>
              <td>{line.format}</td>
              <td>{line.quantity}</td>
              <td>{amount(lineSubtotal(line))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Shipping
            </th>
            <td>{shippingAmount(order.shippingCost)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td>{amount(order.totalPrice)}</td>
          </tr>
        </tfoot>
      </table>
      <Shipment courier={order.courier} trackingNumber={order.trackingNumber} />
      {order.courierEvent && order.courier && (
        <p className="courier-event">
          {COURIER_LABELS[order.courier]}&rsquo;s latest: {order.courierEvent.status},{' '}
          <time dateTime={order.courierEvent.at}>{orderDate(order.courierEvent.at)}</time>
        </p>
      )}
      <StatusHistory
        history={order.statusHistory}
        titleId={`${headingId}-progress`}
        level={4}
        orderNumber={order.displayOrderId}
        forOwner
      />
      <StatusActions
        displayOrderId={order.displayOrderId}
        status={order.status}
        busy={busy}
        cancelNote="Its items go back into stock."
        asksForShipment
        restockable
        onMove={(to, details) =>
          run(
            async () => (await changeOrderStatus(order._id, to, details)).order,
            'Could not change the status. Please try again.',
          )
        }
      />
      <BookParcel order={order} onChange={onChange} reload={reload} />
      <CancelBooking order={order} onChange={onChange} reload={reload} />
      <ConfirmationControl
        displayOrderId={order.displayOrderId}
        status={order.status}
        confirmation={order.confirmation}
        history={order.confirmationHistory}
        whatsapp={confirmationLink(order)}
        by={actorText(confirmedBy ?? null)}
        onWhatsapp={() => recordSent(order, 'confirmation', run)}
        busy={busy}
        onSet={(to) =>
          void run(
            async () => (await changeOrderConfirmation(order._id, to)).order,
            'Could not save the confirmation. Please try again.',
          )
        }
      />
      {cancelled?.by && (
        <p className="muted">
          Cancelled by {actorText(cancelled.by)}, <time dateTime={cancelled.at}>{orderDate(cancelled.at)}</time>
        </p>
      )}
      <FollowUpMessages order={order} run={run} />
      <OrderEditor order={order} busy={busy} run={run} />
      <OrderNotes order={order} busy={busy} run={run} />
      {order.timeline && <OrderTimeline displayOrderId={order.displayOrderId} timeline={order.timeline} />}
      {(order.status === 'pending' || order.status === 'processing' || order.status === 'shipped') && (
        <button type="button" className="button secondary no-print print-slip" onClick={onPrintSlip}>
          Print packing slip
        </button>
      )}
      <Alert message={error} />
    </article>
  );
}
