/**
 * 'My orders' (beyond the spec): the shopper's own perfume orders, each opening its receipt (a pending one can be
 * cancelled here), and beside them their wholesale perfume-oil orders, newest first, a page at a time.
 */
import type { ReactNode } from 'react';
import { OILS_ORDERS, ORDERS } from '../../../schema/api';
import { amount } from '../../lib/money';
import { paths } from '../../lib/paths';
import { usePagedList, type PagedList } from '../../lib/use-paged-list';
import { LoadMoreButton } from '../LoadMoreButton';
import { LoadingStatus } from '../LoadingStatus';
import CancelOrder from './CancelOrder';
import Shipment from './Shipment';
import ReturnedNote from './ReturnedNote';
import StatusBadge from './StatusBadge';
import { orderDate } from './dates';

const sameOrder = (a: { _id: string }, b: { _id: string }) => a._id === b._id;

export default function MyOrders() {
  // mine=1: an admin's My orders are their own too, not the whole shop's.
  const perfumes = usePagedList(ORDERS.list, 'orders', 'Your orders could not be loaded. Please try again.', 'mine=1');
  const oils = usePagedList(OILS_ORDERS.list, 'orders', 'Failed to fetch oils orders. Please try again.', 'mine=1');
  return (
    <div className="my-orders-page">
      <section aria-labelledby="my-perfume-orders">
        <h2 id="my-perfume-orders">Perfumes</h2>
        <OrderList list={perfumes} loading="Loading your orders…" none={<NoOrders />}>
          {(order) => (
            <li key={order._id} className="my-orders__order">
              <h3>
                <a href={paths.orderConfirmation(order._id)}>Order {order.displayOrderId}</a>
              </h3>
              <StatusBadge status={order.status} />
              <p>{orderDate(order.createdAt)}</p>
              <p>{order.products.map((line) => `${line.name} × ${line.quantity}`).join(', ')}</p>
              <Shipment courier={order.courier} trackingNumber={order.trackingNumber} />
              <ReturnedNote history={order.statusHistory} orderNumber={order.displayOrderId} />
              <p className="my-orders__total">Total {amount(order.totalPrice)}</p>
              {order.status === 'pending' && (
                <CancelOrder order={order} onCancelled={(next) => perfumes.replace(next, sameOrder)} />
              )}
            </li>
          )}
        </OrderList>
      </section>
      <section aria-labelledby="my-oils-orders">
        <h2 id="my-oils-orders">Perfume oils</h2>
        <OrderList
          list={oils}
          loading="Loading your oils orders…"
          none={
            <p>
              No perfume-oil orders yet. <a href={paths.wholeSale}>Whole Sale</a>
            </p>
          }
        >
          {(order) => (
            <li key={order._id} className="my-orders__order">
              <h3>Order {order.displayOrderId}</h3>
              <StatusBadge status={order.status} />
              <p>{orderDate(order.createdAt)}</p>
              <p>{order.items.map((item) => `${item.product} ${item.volume} ml`).join(', ')}</p>
              <ReturnedNote history={order.statusHistory} orderNumber={order.displayOrderId} />
              <p className="my-orders__total">Total {amount(order.totalPrice)}</p>
            </li>
          )}
        </OrderList>
      </section>
    </div>
  );
}

function NoOrders() {
  return (
    <p>
      You have not placed an order yet. <a href={paths.buyPerfumes}>Browse perfumes</a>
    </p>
  );
}

interface ListProps<T> {
  list: PagedList<T>;
  loading: string;
  none: ReactNode;
  children: (item: T) => ReactNode;
}

function OrderList<T>({ list, loading, none, children }: ListProps<T>) {
  if (!list.loaded && list.loading) return <LoadingStatus>{loading}</LoadingStatus>;
  if (!list.loaded && list.error) {
    return (
      <p className="alert" role="alert">
        {list.error}
      </p>
    );
  }
  if (list.loaded && list.items.length === 0) return <>{none}</>;
  return (
    <>
      <ul className="my-orders">{list.items.map(children)}</ul>
      {list.loaded && list.error && (
        <p className="alert" role="alert">
          {list.error}
        </p>
      )}
      <LoadMoreButton list={list} label="Show older orders" className="my-orders__more" />
    </>
  );
}
