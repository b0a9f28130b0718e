/** What the tracking page shows of an order: its status, progress, the parcel with the courier's link, and the items. */
import { courierName, trackingLink } from '#schema/couriers';
import type { TrackedOrder as Tracked } from '#schema/answers/orders';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import StatusBadge from '../orders/StatusBadge';
import ReturnedNote from '../orders/ReturnedNote';
import StatusHistory from '../orders/StatusHistory';
import { orderDate } from '../orders/dates';

function Parcel({ order, lang }: { order: Tracked; lang: Lang }) {
  const words = BUYING_WORDS[lang].track;
  if (!order.courier || !order.trackingNumber) {
    const waiting = order.status === 'pending' || order.status === 'processing';
    return waiting ? <p>{words.waiting}</p> : null;
  }
  const link = trackingLink(order.courier, order.trackingNumber);
  const courier = courierName(order.courier, BUYING_WORDS[lang].orders.otherCourier);
  return (
    <dl className="tracked__facts">
      <div>
        <dt>{words.courier}</dt>
        <dd>{courier}</dd>
      </div>
      <div>
        <dt>{words.trackingNumber}</dt>
        <dd>
          <bdi dir="ltr">{order.trackingNumber}</bdi>
          {link && (
            <>
              {' '}
              <a href={link} target="_blank" rel="noopener noreferrer">
                {words.followOn(courier)}
              </a>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}

export function TrackedOrder({ order, lang }: { order: Tracked; lang: Lang }) {
  const words = BUYING_WORDS[lang].track;
  return (
    <article className="tracked" aria-labelledby="tracked-title">
      <h2 id="tracked-title">
        {words.order('')}
        <bdi dir="ltr">{order.displayOrderId}</bdi>
      </h2>
      <dl className="tracked__facts">
        <div>
          <dt>{words.placed}</dt>
          <dd>{orderDate(order.createdAt, lang)}</dd>
        </div>
        <div>
          <dt>{words.status}</dt>
          <dd>
            <StatusBadge status={order.status} lang={lang} />
          </dd>
        </div>
      </dl>
      <Parcel order={order} lang={lang} />
      <ReturnedNote history={order.statusHistory} orderNumber={order.displayOrderId} lang={lang} />
      <StatusHistory history={order.statusHistory} titleId="tracked-progress" lang={lang} />
      <section aria-labelledby="tracked-items">
        <h3 id="tracked-items">{words.items}</h3>
        <ul className="tracked__items">
          {order.items.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              {item.name}
              {item.ml !== null && ` ${item.ml} ${BUYING_WORDS[lang].ml}`}{' '}
              <span className="muted">× {item.quantity}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
