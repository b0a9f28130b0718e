/**
 * Changing an order before it ships: each line's quantity (0 takes the line off) and the delivery details. The
 * server re-prices the lines and moves the stock; a change someone else made first is refused and the card shows
 * theirs.
 */
import { useState, type FormEvent } from 'react';
import type { Order } from '../../../schema/payloads/order';
import type { OrderEditInput } from '../../../schema/payloads/order-edits';
import { MAX_LINE_QUANTITY } from '../../../schema/shop';
import { editOrder } from '../../api/orders';
import './order-changes.css';

const DELIVERY_FIELDS = [
  ['phone', 'Phone'],
  ['alternatePhone', 'Alternate phone'],
  ['address', 'Address'],
  ['apartment', 'Apartment'],
  ['city', 'City'],
] as const;

interface Props {
  order: Order;
  busy: boolean;
  run: (action: () => Promise<Order>, fallback: string) => Promise<boolean>;
}

/** What the form changes, as PATCH /api/orders/:id takes it: only the lines and fields that differ. */
function changesOf(order: Order, fields: FormData): OrderEditInput {
  const lines = order.products
    .map((line) => ({ productId: line.product._id, quantity: Number(fields.get(`quantity-${line.product._id}`)) }))
    .filter((line) => line.quantity > 0);
  const sameLines =
    lines.length === order.products.length && order.products.every((line, i) => lines[i]?.quantity === line.quantity);
  const shippingAddress: Record<string, string> = {};
  for (const [field] of DELIVERY_FIELDS) {
    const typed = String(fields.get(field) ?? '').trim();
    if (typed !== (order.shippingAddress[field] ?? '')) shippingAddress[field] = typed;
  }
  return {
    version: order.version,
    ...(sameLines ? {} : { lines }),
    ...(Object.keys(shippingAddress).length > 0 ? { shippingAddress } : {}),
  };
}

export default function OrderEditor({ order, busy, run }: Props) {
  const [open, setOpen] = useState(false);
  if (order.status !== 'pending' && order.status !== 'processing') return null;
  if (!open) {
    return (
      <div className="order-actions no-print">
        <button type="button" className="button secondary" onClick={() => setOpen(true)}>
          Change order
        </button>
      </div>
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const edit = changesOf(order, new FormData(event.currentTarget));
    if (!edit.lines && !edit.shippingAddress) return setOpen(false);
    const saved = await run(
      async () => (await editOrder(order._id, edit)).order,
      'Could not save the change. Please try again.',
    );
    if (saved) setOpen(false);
  }

  return (
    <form className="order-editor no-print" aria-label={`Change order ${order.displayOrderId}`} onSubmit={save}>
      <fieldset>
        <legend>Quantities (0 takes the perfume off)</legend>
        {order.products.map((line) => (
          <label key={line.product._id}>
            Quantity of {line.name}
            <input
              type="number"
              name={`quantity-${line.product._id}`}
              min={0}
              max={MAX_LINE_QUANTITY}
              defaultValue={line.quantity}
              inputMode="numeric"
            />
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Delivery</legend>
        {DELIVERY_FIELDS.map(([field, label]) => (
          <label key={field}>
            {label}
            <input name={field} defaultValue={order.shippingAddress[field] ?? ''} autoComplete="off" />
          </label>
        ))}
      </fieldset>
      <div className="order-actions">
        <button type="submit" className="button" disabled={busy}>
          Save changes
        </button>
        <button type="button" className="button secondary" onClick={() => setOpen(false)}>
          Back
        </button>
      </div>
    </form>
  );
}
