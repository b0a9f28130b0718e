/**
 * The order confirmation page: a spinner, an error, or the receipt of /order-confirmation/{id}.
 * One pre-rendered page serves every id (the Worker hands it out), so the id is read from the address.
 */
import { useEffect, useState } from 'react';
import type { Order } from '../../../schema/answers/orders';
import { formatPhone } from '../../../schema/phone';
import { lineSubtotal } from '../../../schema/pricing';
import { readOrder } from '../../api/orders';
import { refusedWith } from '../../lib/api';
import { amount, shippingAmount } from '../../lib/money';
import { orderIdFromPath, paths } from '../../lib/paths';
import { LoadingStatus } from '../LoadingStatus';
import { NextSteps, ShopDetails } from './ReceiptNotes';
import Shipment from './Shipment';
import StatusBadge from './StatusBadge';
import './receipt.css';
import ReturnedNote from './ReturnedNote';
import StatusHistory from './StatusHistory';
import { orderDate } from './dates';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; order: Order };

async function fetchOrder(id: string): Promise<State> {
  if (!id) return { kind: 'error', message: 'Order ID not found' };
  try {
    return { kind: 'ready', order: (await readOrder(id)).order };
  } catch (error) {
    console.error('Loading the order failed:', error);
    if (refusedWith(error, 'not_found')) return { kind: 'error', message: 'Order ID not found' };
    if (refusedWith(error, 'unreadable')) return { kind: 'error', message: 'Invalid order data received' };
    return { kind: 'error', message: 'Error loading order details' };
  }
}

export default function OrderReceipt() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    fetchOrder(orderIdFromPath(location.pathname)).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'loading') {
    return <LoadingStatus>Loading your order…</LoadingStatus>;
  }
  if (state.kind === 'error') {
    return (
      <div className="receipt-status">
        <p className="alert" role="alert">
          {state.message}
        </p>
        <a className="button secondary" href={paths.home}>
          Return to Home
        </a>
      </div>
    );
  }
  return <Receipt order={state.order} />;
}

function Receipt({ order }: { order: Order }) {
  const address = order.shippingAddress;
  const details = order.orderDetails;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <ShopDetails displayOrderId={order.displayOrderId} />
        <h2 id="receipt-title">Thank you for your order!</h2>
        <dl className="receipt__facts">
          <div>
            <dt>Order number</dt>
            <dd>{order.displayOrderId}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{orderDate(order.createdAt)}</dd>
          </div>
          <div>
            <dt>Payment method</dt>
            <dd>Cash on Delivery</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={order.status} />
            </dd>
          </div>
        </dl>
      </header>

      {(order.status === 'pending' || order.status === 'processing' || order.status === 'shipped') && (
        <NextSteps order={order} />
      )}

      <ReturnedNote history={order.statusHistory} orderNumber={order.displayOrderId} />
      <StatusHistory history={order.statusHistory} titleId="receipt-progress" />
      <Shipment courier={order.courier} trackingNumber={order.trackingNumber} />

      <div className="receipt__people">
        <section aria-labelledby="receipt-customer">
          <h3 id="receipt-customer">Customer</h3>
          <p>
            {address.firstName} {address.lastName}
            <br />
            {address.email}
            <br />
            Phone: {formatPhone(address.phone)}
            {address.alternatePhone && (
              <>
                <br />
                Alternate phone: {formatPhone(address.alternatePhone)}
              </>
            )}
          </p>
        </section>
        <section aria-labelledby="receipt-shipping">
          <h3 id="receipt-shipping">Shipping address</h3>
          <address>
            {address.address}
            {address.apartment && (
              <>
                <br />
                {address.apartment}
              </>
            )}
            <br />
            {address.city}, {address.country}
          </address>
        </section>
      </div>

      <table className="receipt__items">
        <caption className="visually-hidden">Items ordered</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Format</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line.product._id}>
              <th scope="row">{line.name}</th>
              <td>{line.format}</td>
              <td>{line.quantity}</td>
              <td>
                {amount(lineSubtotal(line))}
                {line.quantity > 1 && <span className="receipt__each"> ({amount(line.price)} each)</span>}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Subtotal
            </th>
            <td>{amount(details.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Shipping
            </th>
            <td>{shippingAmount(details.shippingCost)}</td>
          </tr>
          <tr className="receipt__total">
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td>{amount(details.total)}</td>
          </tr>
        </tfoot>
      </table>

      <div className="receipt__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print Receipt
        </button>
        <a className="button secondary" href={paths.trackOrderFor(order.displayOrderId)}>
          Track this order
        </a>
        <a className="button secondary" href={paths.home}>
          Return to Home
        </a>
      </div>
    </article>
  );
}
