/**
 * The dashboard's short lists: best sellers, perfumes running low, quote requests waiting for an answer, and parcels
 * booked with a courier that have not moved.
 */
import type { Dashboard } from '#schema/answers/dashboard';
import { COURIER_OF_API } from '#schema/courier-apis';
import { amount } from '#schema/money';
import { orderDate } from '../../orders/dates';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function BestSellers({ sellers }: { sellers: Dashboard['bestSellers'] }) {
  return (
    <section className="dash-card" aria-labelledby="dash-best">
      <h3 id="dash-best">Best sellers, 30 days</h3>
      {sellers.length === 0 ? (
        <p className="muted">Nothing sold in the last 30 days.</p>
      ) : (
        <ol className="dash-list">
          {sellers.map((seller) => (
            <li key={seller.productId}>
              <span>{seller.name}</span>
              <span className="muted">
                {plural(seller.quantity, 'bottle')}
                {seller.revenue !== undefined && ` · ${amount(seller.revenue)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function LowStock({ low }: { low: Dashboard['lowStock'] }) {
  return (
    <section className="dash-card" aria-labelledby="dash-low">
      <h3 id="dash-low">Low stock</h3>
      <p className="muted">
        {low.count === 0
          ? 'Every perfume is well stocked.'
          : `${plural(low.count, 'perfume')} at or under their low-stock mark.`}
      </p>
      {low.products.length > 0 && (
        <ul className="dash-list">
          {low.products.map((product) => (
            <li key={product.productId}>
              <span>{product.name}</span>
              <span className={product.stock === 0 ? 'error-text' : 'muted'}>
                {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function WaitingQuotes({ quotes }: { quotes: Dashboard['quotes'] }) {
  return (
    <section className="dash-card" aria-labelledby="dash-quotes">
      <h3 id="dash-quotes">New quote requests</h3>
      <p className="muted">
        {quotes.waiting === 0 ? 'None waiting.' : `${plural(quotes.waiting, 'request')} waiting for an answer.`}
      </p>
      {quotes.newest.length > 0 && (
        <ul className="dash-list">
          {quotes.newest.map((quote) => (
            <li key={quote._id}>
              <span>{quote.name}</span>
              <time className="muted" dateTime={quote.createdAt}>
                {orderDate(quote.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {quotes.waiting > 0 && <a href="#inbox">Go to the quote requests</a>}
    </section>
  );
}

/** Parcels booked with a courier that its system has not moved for days: to chase with the courier, the longest first. */
export function StuckParcels({ stuck }: { stuck: Dashboard['stuckParcels'] }) {
  return (
    <section className="dash-card" aria-labelledby="dash-stuck">
      <h3 id="dash-stuck">Parcels not moving</h3>
      <p className="muted">
        {stuck.count === 0
          ? 'Every parcel booked with a courier has news from it.'
          : `${plural(stuck.count, 'parcel')} with no news from the courier for days: ask the courier about them.`}
      </p>
      {stuck.parcels.length > 0 && (
        <ul className="dash-list">
          {stuck.parcels.map((parcel) => (
            <li key={parcel.orderId}>
              <span>
                {parcel.displayOrderId} · {COURIER_OF_API[parcel.courier]} {parcel.trackingNumber}
                {parcel.courierStatus && <span className="muted"> · {parcel.courierStatus}</span>}
              </span>
              <span className="error-text">{plural(parcel.daysSince, 'day')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
