/** 'Oils Orders': filtered by username, email and an inclusive date range, a page at a time. */
import type { OilsOrder } from '../../../schema/payloads/oils';
import { amount } from '../../lib/money';
import { orderDate } from '../orders/dates';
import { DateRangeFields } from './DateRangeFields';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadMoreButton } from '../LoadMoreButton';

export default function OilsOrders() {
  const list = usePagedList<OilsOrder, 'orders'>('/api/oilsOrders', 'orders', 'Failed to fetch oils orders. Please try again.');

  return (
    <section className="admin-section no-print" aria-labelledby="oils-orders-title">
      <h2 id="oils-orders-title">Oils Orders</h2>
      <form className="admin-filters" onSubmit={list.filter} aria-label="Filter oils orders">
        <label>
          Username
          <input name="username" type="search" maxLength={100} />
        </label>
        <label>
          Email
          <input name="email" type="search" maxLength={100} />
        </label>
        <DateRangeFields />
        <div className="filter-buttons">
          <button type="submit" className="button" disabled={list.loading}>Filter Oils Orders</button>
        </div>
      </form>
      {list.error && <p className="error-text" role="alert">{list.error}</p>}
      {list.loaded && list.items.length === 0 && <p>No oils orders match these filters.</p>}
      <ol className="admin-cards" aria-label="Oils orders">
        {list.items.map((order) => (
          <li key={order._id}>
            <article className="order-card" aria-labelledby={`oils-${order._id}`}>
              <header className="order-head">
                <h3 id={`oils-${order._id}`}>Oils order {order.displayOrderId}</h3>
              </header>
              <p className="muted">Placed {orderDate(order.createdAt)}</p>
              <dl className="order-fields">
                <dt>Username</dt>
                <dd>{order.user.username}</dd>
                <dt>Email</dt>
                <dd><a href={`mailto:${order.user.email}`}>{order.user.email}</a></dd>
              </dl>
              <table className="order-lines">
                <caption className="visually-hidden">Items in oils order {order.displayOrderId}</caption>
                <thead>
                  <tr><th scope="col">Product</th><th scope="col">Volume</th><th scope="col">Price</th></tr>
                </thead>
                <tbody>
                  {order.items.map((item, i) => (
                    <tr key={i}><td>{item.product}</td><td>{item.volume} ml</td><td>{amount(item.price)}</td></tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr><th scope="row" colSpan={2}>Total price</th><td>{amount(order.totalPrice)}</td></tr>
                </tfoot>
              </table>
            </article>
          </li>
        ))}
      </ol>
      <LoadMoreButton list={list} label="Load more oils orders" />
    </section>
  );
}
