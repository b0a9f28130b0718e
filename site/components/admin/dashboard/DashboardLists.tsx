/**
 * The dashboard's short lists: best sellers, perfumes running low, quote requests waiting for an answer, and parcels
 * booked with a courier that have not moved.
 */
import type { ReactNode } from 'react';
import type { Dashboard } from '#schema/answers/dashboard';
import { COURIER_OF_API } from '#schema/courier-apis';
import { amount } from '#schema/money';
import { orderDate } from '../../orders/dates';
import { useConsoleWords } from '../console-words';

export function BestSellers({ sellers }: { sellers: Dashboard['bestSellers'] }) {
  const words = useConsoleWords().words.lists;
  return (
    <section className="dash-card" aria-labelledby="dash-best">
      <h3 id="dash-best">{words.best}</h3>
      {sellers.length === 0 ? (
        <p className="muted">{words.noneSold}</p>
      ) : (
        <ol className="dash-list">
          {sellers.map((seller) => (
            <li key={seller.productId}>
              <span>{seller.name}</span>
              <span className="muted">
                {words.sold(seller.quantity)}
                {seller.revenue !== undefined && ` · ${amount(seller.revenue)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A list's card: its heading, a line saying how many (or that there are none), the list's first few, and more. */
function ListCard(props: { id: string; title: string; summary: string; items: ReactNode[]; children?: ReactNode }) {
  return (
    <section className="dash-card" aria-labelledby={props.id}>
      <h3 id={props.id}>{props.title}</h3>
      <p className="muted">{props.summary}</p>
      {props.items.length > 0 && <ul className="dash-list">{props.items}</ul>}
      {props.children}
    </section>
  );
}

export function LowStock({ low }: { low: Dashboard['lowStock'] }) {
  const words = useConsoleWords().words.lists;
  return (
    <ListCard
      id="dash-low"
      title={words.low}
      summary={low.count === 0 ? words.wellStocked : words.lowCount(low.count)}
      items={low.products.map((product) => (
        <li key={product.productId}>
          <span>{product.name}</span>
          <span className={product.stock === 0 ? 'error-text' : 'muted'}>
            {product.stock === 0 ? words.outOfStock : words.left(product.stock)}
          </span>
        </li>
      ))}
    />
  );
}

export function WaitingQuotes({ quotes }: { quotes: Dashboard['quotes'] }) {
  const { lang, words: all } = useConsoleWords();
  const words = all.lists;
  return (
    <ListCard
      id="dash-quotes"
      title={words.quotes}
      summary={quotes.waiting === 0 ? words.noneWaiting : words.waiting(quotes.waiting)}
      items={quotes.newest.map((quote) => (
        <li key={quote._id}>
          <span>{quote.name}</span>
          <time className="muted" dateTime={quote.createdAt}>
            {orderDate(quote.createdAt, lang)}
          </time>
        </li>
      ))}
    >
      {quotes.waiting > 0 && <a href="#inbox">{words.toQuotes}</a>}
    </ListCard>
  );
}

/** Parcels booked with a courier that its system has not moved for days: to chase with the courier, the longest first. */
export function StuckParcels({ stuck }: { stuck: Dashboard['stuckParcels'] }) {
  const words = useConsoleWords().words.lists;
  return (
    <ListCard
      id="dash-stuck"
      title={words.stuck}
      summary={stuck.count === 0 ? words.allMoving : words.stuckCount(stuck.count)}
      items={stuck.parcels.map((parcel) => (
        <li key={parcel.orderId}>
          <span>
            {parcel.displayOrderId} · {COURIER_OF_API[parcel.courier]} {parcel.trackingNumber}
            {parcel.courierStatus && <span className="muted"> · {parcel.courierStatus}</span>}
          </span>
          <span className="error-text">{words.days(parcel.daysSince)}</span>
        </li>
      ))}
    />
  );
}
