/** The dashboard's short lists: best sellers, perfumes running low, and quote requests waiting for an answer. */
import type { Dashboard } from '#schema/answers/dashboard';
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
