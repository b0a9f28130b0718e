/** 'My orders' (beyond the spec): the shopper's own orders, newest first, each opening its receipt. */
import type { Order } from '../../../schema/payloads/order';
import { amount } from '../../lib/money';
import { paths } from '../../lib/paths';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadMoreButton } from '../LoadMoreButton';
import { LoadingStatus } from '../LoadingStatus';
import StatusBadge from './StatusBadge';
import { orderDate } from './dates';

export default function MyOrders() {
  // mine=1: an admin's My orders are their own too, not the whole shop's.
  const list = usePagedList<Order, 'orders'>('/api/orders?mine=1', 'orders', 'Your orders could not be loaded. Please try again.');

  if (!list.loaded && list.loading) return <LoadingStatus>Loading your orders…</LoadingStatus>;
  if (!list.loaded && list.error) {
    return (
      <p className="alert" role="alert">
        {list.error}
      </p>
    );
  }
  if (list.loaded && list.items.length === 0) {
    return (
      <p>
        You have not placed an order yet. <a href={paths.buyPerfumes}>Browse perfumes</a>
      </p>
    );
  }
  return (
    <>
      <ul className="my-orders">
        {list.items.map((order) => (
          <li key={order._id} className="my-orders__order">
            <h2>
              <a href={paths.orderConfirmation(order._id)}>Order {order.displayOrderId}</a>
            </h2>
            <StatusBadge status={order.status} />
            <p>{orderDate(order.createdAt)}</p>
            <p>{order.products.map((line) => `${line.name} × ${line.quantity}`).join(', ')}</p>
            <p className="my-orders__total">Total {amount(order.totalPrice)}</p>
          </li>
        ))}
      </ul>
      {list.loaded && list.error && (
        <p className="alert" role="alert">
          {list.error}
        </p>
      )}
      <LoadMoreButton list={list} label="Show older orders" className="my-orders__more" />
    </>
  );
}
