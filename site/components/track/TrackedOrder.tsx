/** What the tracking page shows of an order: its status, progress, the parcel with the courier's link, and the items. */
import { COURIER_LABELS, trackingLink } from '../../../schema/couriers';
import type { TrackedOrder as Tracked } from '../../../schema/answers/orders';
import StatusBadge from '../orders/StatusBadge';
import ReturnedNote from '../orders/ReturnedNote';
import StatusHistory from '../orders/StatusHistory';
import { orderDate } from '../orders/dates';

function Parcel({ order }: { order: Tracked }) {
  if (!order.courier || !order.trackingNumber) {
    const waiting = order.status === 'pending' || order.status === 'processing';
    return waiting ? <p>The courier and tracking number show here once your parcel ships.</p> : null;
  }
  const link = trackingLink(order.courier, order.trackingNumber);
  return (
    <dl className="tracked__facts">
      <div>
        <dt>Courier</dt>
        <dd>{COURIER_LABELS[order.courier]}</dd>
      </div>
      <div>
        <dt>Tracking number</dt>
        <dd>
          {order.trackingNumber}
          {link && (
            <>
              {' '}
              <a href={link} target="_blank" rel="noopener noreferrer">
                Follow it on {COURIER_LABELS[order.courier]}&apos;s site
              </a>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}

export function TrackedOrder({ order }: { order: Tracked }) {
  return (
    <article className="tracked" aria-labelledby="tracked-title">
      <h2 id="tracked-title">Order {order.displayOrderId}</h2>
      <dl className="tracked__facts">
        <div>
          <dt>Placed</dt>
          <dd>{orderDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
      </dl>
      <Parcel order={order} />
      <ReturnedNote history={order.statusHistory} orderNumber={order.displayOrderId} />
      <StatusHistory history={order.statusHistory} titleId="tracked-progress" />
      <section aria-labelledby="tracked-items">
        <h3 id="tracked-items">Items</h3>
        <ul className="tracked__items">
          {order.items.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              {item.name} <span className="muted">× {item.quantity}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
