/**
 * One order on the admin page, of either kind: who ordered and where it goes, its lines, its status history, the
 * buttons that move it along (only the changes schema/order-status.ts allows), the cash-on-delivery confirmation (and
 * who gave it), its timeline, and what the shop's orders from its phone say (PhoneRisk). A perfume order also shows
 * its address and cash, its parcel, the WhatsApp messages after shipping, changes before it ships and notes. A
 * pending or processing order of either kind books its parcel with a connected courier (BookParcel) and prints its
 * packing slip, and a shipped perfume order booked so cancels it while the courier allows (CancelBooking).
 */
import { lineKey } from '#schema/size-name';
import type { ReactNode } from 'react';
import { CASH_LABELS } from '#schema/cash';
import { COURIER_LABELS } from '#schema/couriers';
import { formatPhone } from '#schema/phone';
import type { Order } from '#schema/answers/orders';
import { lineSubtotal } from '#schema/pricing';
import { amount, shippingAmount } from '#schema/money';
import { orderDate } from '../orders/dates';
import StatusBadge from '../orders/StatusBadge';
import Shipment from '../orders/Shipment';
import StatusHistory from '../orders/StatusHistory';
import { confirmationLink } from './confirm-message';
import ConfirmationControl from './ConfirmationControl';
import { kindActions, perfumeOrder, type KindOrder } from './kind-order';
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
  of: KindOrder;
  onChange: (changed: KindOrder) => void;
  /** Prints the order's packing slip. */
  onPrintSlip?: () => void;
}

/** What each kind shows of the order: its title, the fields of who ordered, its lines and the phone it came from. */
function shownOf({ kind, order }: KindOrder) {
  if (kind === 'oils')
    return {
      title: 'Oils order',
      phone: order.phone,
      fields: [
        ['Username', order.user.username],
        ['Email', <a href={`mailto:${order.user.email}`}>{order.user.email}</a>],
        ['Phone', order.phone ? <a href={`tel:${order.phone}`}>{formatPhone(order.phone)}</a> : '—'],
        ['City', order.city ?? '—'],
      ] as [string, ReactNode][],
      columns: ['Product', 'Volume', 'Price'],
      lines: order.items.map((item, i) => ({
        key: String(i),
        cells: [item.product, `${item.volume} ml`, amount(item.price)],
      })),
      totals: [['Total price', amount(order.totalPrice)]],
    };
  const a = order.shippingAddress;
  return {
    title: 'Order',
    phone: a.phone,
    fields: [
      [
        'Customer',
        <>
          {a.firstName} {a.lastName}
        </>,
      ],
      ['Email', <a href={`mailto:${a.email}`}>{a.email}</a>],
      ['Phone', <a href={`tel:${a.phone}`}>{formatPhone(a.phone)}</a>],
      ['Alternate phone', a.alternatePhone ? formatPhone(a.alternatePhone) : '—'],
      ['Address', `${a.address}, ${[a.city, a.province].filter(Boolean).join(', ')}, ${a.country}`],
      ['Apartment', a.apartment || '—'],
      ['Landmark', a.landmark || '—'],
      ['Delivery notes', a.deliveryNotes || '—'],
      ['Cash', CASH_LABELS[order.cash]],
    ] as [string, ReactNode][],
    columns: ['Product', 'Format', 'Qty', 'Subtotal'],
    lines: order.products.map((line) => ({
      key: lineKey({ productId: line.product._id, ml: line.size }),
      // The perfume's own name: the format says the size.
      cells: [line.product.name, line.format, String(line.quantity), amount(lineSubtotal(line))],
    })),
    totals: [
      ['Shipping', shippingAmount(order.shippingCost)],
      ['Total', amount(order.totalPrice)],
    ],
  };
}

export default function OrderCard({ of, onChange, onPrintSlip }: Props) {
  const actions = kindActions(of);
  const { busy, error, run } = useCardAction(onChange, actions.reload);
  const { order } = of;
  const shown = shownOf(of);
  const headingId = `${of.kind === 'perfume' ? 'order' : 'oils'}-${order._id}`;
  const confirmedBy = latest(order.timeline, (entry) => entry.kind === 'confirmation')?.by;
  const cancelled = latest(order.timeline, (entry) => entry.kind === 'status' && entry.status === 'cancelled');
  const perfume = of.kind === 'perfume' ? of.order : null;
  const runPerfume = (action: () => Promise<Order>, fallback: string) =>
    run(async () => perfumeOrder(await action()), fallback);

  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-head">
        <h3 id={headingId}>
          {shown.title} {order.displayOrderId}
        </h3>
        <StatusBadge status={order.status} />
      </header>
      <p className="muted">Placed {orderDate(order.createdAt)}</p>
      <dl className="order-fields">
        {shown.fields.map(([label, value]) => (
          <FieldRow key={label} label={label} value={value} />
        ))}
      </dl>
      {shown.phone && order.risk && (
        <PhoneRisk
          phone={shown.phone}
          risk={order.risk}
          busy={busy}
          onChange={(action, fallback) =>
            void run(async () => {
              const blocked = !order.risk?.blocked;
              await action();
              return actions.phoneBlocked(blocked);
            }, fallback)
          }
        />
      )}
      <table className="order-lines">
        <caption className="visually-hidden">
          Items in {shown.title.toLowerCase()} {order.displayOrderId}
        </caption>
        <thead>
          <tr>
            {shown.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.lines.map((line) => (
            <tr key={line.key}>
              {line.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {shown.totals.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" colSpan={shown.columns.length - 1}>
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {perfume && <Shipment courier={perfume.courier} trackingNumber={perfume.trackingNumber} />}
      {perfume?.courierEvent && perfume.courier && (
        <p className="courier-event">
          {COURIER_LABELS[perfume.courier]}&rsquo;s latest: {perfume.courierEvent.status},{' '}
          <time dateTime={perfume.courierEvent.at}>{orderDate(perfume.courierEvent.at)}</time>
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
        cancelNote={perfume ? 'Its items go back into stock.' : ''}
        asksForShipment={Boolean(perfume)}
        restockable={Boolean(perfume)}
        onMove={(to, details) => run(() => actions.move(to, details), 'Could not change the status. Please try again.')}
      />
      <BookParcel of={of} onChange={onChange} reload={actions.reload} />
      <CancelBooking of={of} onChange={onChange} reload={actions.reload} />
      <ConfirmationControl
        displayOrderId={order.displayOrderId}
        status={order.status}
        confirmation={order.confirmation}
        history={order.confirmationHistory}
        whatsapp={confirmationLink(of)}
        by={actorText(confirmedBy ?? null)}
        onWhatsapp={perfume ? () => recordSent(perfume, 'confirmation', runPerfume) : undefined}
        busy={busy}
        onSet={(to) => void run(() => actions.confirm(to), 'Could not save the confirmation. Please try again.')}
      />
      {cancelled?.by && (
        <p className="muted">
          Cancelled by {actorText(cancelled.by)}, <time dateTime={cancelled.at}>{orderDate(cancelled.at)}</time>
        </p>
      )}
      {perfume && (
        <>
          <FollowUpMessages order={perfume} run={runPerfume} />
          <OrderEditor order={perfume} busy={busy} run={runPerfume} />
          <OrderNotes order={perfume} busy={busy} run={runPerfume} />
        </>
      )}
      {order.timeline && <OrderTimeline displayOrderId={order.displayOrderId} timeline={order.timeline} />}
      {onPrintSlip && ['pending', 'processing', 'shipped'].includes(order.status) && (
        <button type="button" className="button secondary no-print print-slip" onClick={onPrintSlip}>
          Print packing slip
        </button>
      )}
      <Alert message={error} />
    </article>
  );
}

function FieldRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
