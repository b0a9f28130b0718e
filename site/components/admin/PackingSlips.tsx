/**
 * Packing slips, one page per order of either kind, for the parcel: the shop as sender, the customer's address and
 * phones (an oils order's recipient and street address as the owner wrote them at booking, else its account name; its
 * phone and city), the items, and the cash the courier collects in large type.
 * They exist only on paper: on screen they are hidden, and while they are printed everything else is
 * (packing-slips.css), so printing slips never prints the console.
 */
import { createPortal } from 'react-dom';
import { formatPhone } from '#schema/phone';
import { SHOP } from '#schema/shop';
import { amount } from '#schema/money';
import Shipment from '../orders/Shipment';
import type { KindOrder } from './kind-order';
import './packing-slips.css';

export default function PackingSlips({ orders }: { orders: KindOrder[] }) {
  return createPortal(
    <div className="packing-slips" aria-label="Packing slips">
      {orders.map((of) => (
        <PackingSlip key={of.order._id} of={of} />
      ))}
    </div>,
    document.body,
  );
}

function PackingSlip({ of }: { of: KindOrder }) {
  const { order } = of;
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
        <DeliverTo of={of} />
      </section>
      <table className="slip__items">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">{of.kind === 'perfume' ? 'Perfume' : 'Oil'}</th>
            <th scope="col">{of.kind === 'perfume' ? 'Format' : 'Volume'}</th>
            {of.kind === 'perfume' && <th scope="col">Qty</th>}
          </tr>
        </thead>
        <tbody>
          {of.kind === 'perfume'
            ? of.order.products.map((line) => (
                <tr key={line.name}>
                  <td>{line.name}</td>
                  <td>{line.format}</td>
                  <td>{line.quantity}</td>
                </tr>
              ))
            : of.order.items.map((item, i) => (
                <tr key={i}>
                  <td>{item.product}</td>
                  <td>{item.volume} ml</td>
                </tr>
              ))}
        </tbody>
      </table>
      <p className="slip__cash">
        Cash to collect <strong>{amount(order.totalPrice)}</strong>
      </p>
      {of.kind === 'perfume' && <Shipment courier={of.order.courier} trackingNumber={of.order.trackingNumber} />}
    </article>
  );
}

function DeliverTo({ of }: { of: KindOrder }) {
  if (of.kind === 'oils') {
    const { user, city, phone, deliverTo } = of.order;
    return (
      <address>
        {deliverTo?.name ?? user.username}
        <br />
        {deliverTo && (
          <>
            {deliverTo.address}
            <br />
          </>
        )}
        {city ?? ''}
        <br />
        {phone && <>Phone: {formatPhone(phone)}</>}
      </address>
    );
  }
  const a = of.order.shippingAddress;
  return (
    <>
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
    </>
  );
}
