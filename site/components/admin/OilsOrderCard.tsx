/**
 * One oils order on the admin page: who ordered, their phone and city, the oils, its status with its history and
 * the buttons that move it along, the customer's confirmation, and what the shop's orders from its phone say
 * (PhoneRisk), as a perfume order's card has them.
 */
import type { OilsOrder } from '#schema/answers/oils';
import { formatPhone } from '#schema/phone';
import { changeOilsOrderConfirmation, changeOilsOrderStatus } from '../../api/oils';
import { amount } from '#schema/money';
import { orderDate } from '../orders/dates';
import StatusBadge from '../orders/StatusBadge';
import StatusHistory from '../orders/StatusHistory';
import ConfirmationControl from './ConfirmationControl';
import PhoneRisk from './PhoneRisk';
import { oilsConfirmationLink } from './oils-confirm-message';
import StatusActions from './StatusActions';
import { useCardAction } from './use-card-action';
import OrderTimeline, { latest } from './OrderTimeline';
import { actorText } from './timeline-text';
import Alert from '../forms/Alert';

export default function OilsOrderCard({ order, onChange }: { order: OilsOrder; onChange: (order: OilsOrder) => void }) {
  const { busy, error, run } = useCardAction(onChange);
  const headingId = `oils-${order._id}`;
  const confirmedBy = latest(order.timeline, (entry) => entry.kind === 'confirmation')?.by;
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-head">
        <h3 id={headingId}>Oils order {order.displayOrderId}</h3>
        <StatusBadge status={order.status} />
      </header>
      <p className="muted">Placed {orderDate(order.createdAt)}</p>
      <dl className="order-fields">
        <dt>Username</dt>
        <dd>{order.user.username}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${order.user.email}`}>{order.user.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{order.phone ? <a href={`tel:${order.phone}`}>{formatPhone(order.phone)}</a> : '—'}</dd>
        <dt>City</dt>
        <dd>{order.city ?? '—'}</dd>
      </dl>
      {order.phone && order.risk && (
        <PhoneRisk
          phone={order.phone}
          risk={order.risk}
          busy={busy}
          // Blocking answers no order, so the card takes the new state of the number itself.
          onChange={(action, fallback) =>
            void run(async () => {
              const blocked = !order.risk?.blocked;
              await action();
              return { ...order, risk: { ...order.risk!, blocked } };
            }, fallback)
          }
        />
      )}
      <table className="order-lines">
        <caption className="visually-hidden">Items in oils order {order.displayOrderId}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Volume</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td>{item.product}</td>
              <td>{item.volume} ml</td>
              <td>{amount(item.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total price
            </th>
            <td>{amount(order.totalPrice)}</td>
          </tr>
        </tfoot>
      </table>
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
        cancelNote=""
        asksForShipment={false}
        restockable={false}
        onMove={(to, details) =>
          run(
            () =>
              changeOilsOrderStatus(
                order._id,
                to,
                details && 'returnReason' in details ? details.returnReason : undefined,
              ),
            'Could not change the status. Please try again.',
          )
        }
      />
      <ConfirmationControl
        displayOrderId={order.displayOrderId}
        status={order.status}
        confirmation={order.confirmation}
        history={order.confirmationHistory}
        whatsapp={oilsConfirmationLink(order)}
        by={actorText(confirmedBy ?? null)}
        busy={busy}
        onSet={(to) =>
          void run(
            () => changeOilsOrderConfirmation(order._id, to),
            'Could not save the confirmation. Please try again.',
          )
        }
      />
      {order.timeline && <OrderTimeline displayOrderId={order.displayOrderId} timeline={order.timeline} />}
      <Alert message={error} />
    </article>
  );
}
