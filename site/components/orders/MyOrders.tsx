/** 'My orders' (beyond the spec): the shopper's own orders, newest first, each opening its receipt. */
import { useEffect, useState } from 'react';
import type { Order, OrdersAnswer } from '../../../schema/payloads/order';
import { api } from '../../lib/api';
import { amount } from '../../lib/money';
import { paths } from '../../lib/paths';
import StatusBadge from './StatusBadge';
import { orderDate } from './dates';

type State =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; orders: Order[]; next: string | null; loadingMore: boolean };

async function nextState(earlier: Order[], cursor?: string): Promise<State> {
  try {
    // mine=1: an admin's My orders are their own too, not the whole shop's.
    const path = cursor ? `/api/orders?mine=1&cursor=${encodeURIComponent(cursor)}` : '/api/orders?mine=1';
    const page = await api<OrdersAnswer & { nextCursor?: string | null }>(path);
    return { kind: 'ready', orders: [...earlier, ...(page.orders ?? [])], next: page.nextCursor ?? null, loadingMore: false };
  } catch (error) {
    console.error('Loading orders failed:', error);
    return { kind: 'error' };
  }
}

export default function MyOrders() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    nextState([]).then(setState);
  }, []);

  if (state.kind === 'loading') {
    return (
      <p className="loading-status" role="status">
        <span className="spinner" aria-hidden="true" /> Loading your orders…
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <p className="alert" role="alert">
        Your orders could not be loaded. Please try again.
      </p>
    );
  }
  if (state.orders.length === 0) {
    return (
      <p>
        You have not placed an order yet. <a href={paths.buyPerfumes}>Browse perfumes</a>
      </p>
    );
  }
  const { orders, next, loadingMore } = state;
  return (
    <>
      <ul className="my-orders">
        {orders.map((order) => (
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
      {next && (
        <button
          type="button"
          className="button secondary my-orders__more"
          disabled={loadingMore}
          onClick={() => {
            setState({ ...state, loadingMore: true });
            nextState(orders, next).then(setState);
          }}
        >
          {loadingMore ? 'Loading…' : 'Show older orders'}
        </button>
      )}
    </>
  );
}
