/**
 * Packing slips, one page per order, for the parcel: the shop as sender, the customer's address and phones, the
 * items, and the cash the courier collects in large type. They exist only on paper: on screen they are hidden, and
 * while they are printed everything else is (packing-slips.css), so printing slips never prints the console.
 */
import { createPortal } from 'react-dom';
import type { Order } from '#schema/answers/orders';
import { formatPhone } from '#schema/phone';
import { SHOP } from '#schema/shop';
import { amount } from '#schema/money';
import Shipment from '../orders/Shipment';
import './packing-slips.css';

export default function PackingSlips({ orders }: { orders: Order[] }) {
  return createPortal(
    <div className="packing-slips" aria-label="Packing slips">
      {orders.map((order) => (
        <PackingSlip key={order._id} order={order} />
      ))}
    </div>,
    document.body,
  );
}

function PackingSlip({ order }: { order: Order }) {
  const a = order.shippingAddress;
  return (
    <article className="packing-slip" aria-label={`Packing slip for order ${order.displayOrderId}`}>
      <header className="slip__head">
        <p>
          <strong>From: {SHOP.name}</strong>
          <br />
          {SHOP.address}, {SHOP.city}, {SHOP.country} · {SHOP.phone}
        </p>
        <p className="slip__order">Order {order.displayOrderId}</p>
      </header>
      <section className="slip__to">
        <h2>Deliver to</h2>
        <address>
          {a.firstName} {a.lastName}
          <br />
          {a.address}
          {a.apartment && <>, {a.apartment}</>}
          <br />
          {a.landmark && (
            <>
              Landmark: {a.landmark}
              <br />
            </>
          )}
          {[a.city, a.province, a.country].filter(Boolean).join(', ')}
          <br />
          Phone: {formatPhone(a.phone)}
          {a.alternatePhone && <> · Alternate phone: {formatPhone(a.alternatePhone)}</>}
        </address>
        {a.deliveryNotes && <p className="slip__notes">Delivery notes: {a.deliveryNotes}</p>}
      </section>
      <table className="slip__items">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Perfume</th>
            <th scope="col">Format</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line.product._id}>
              <td>{line.name}</td>
              <td>{line.format}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="slip__cash">
        Cash to collect <strong>{amount(order.totalPrice)}</strong>
      </p>
      <Shipment courier={order.courier} trackingNumber={order.trackingNumber} />
    </article>
  );
}
