/**
 * My orders' way to cancel a pending order: one tap to ask, a second to be sure. Once the shop has started on the
 * order the server refuses and says to message the shop; the card shows that reason.
 */
import { useState } from 'react';
import type { Order } from '../../../schema/answers/orders';
import { cancelOrder } from '../../api/orders';
import { failureMessage } from '../../lib/api';

export default function CancelOrder({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function cancel() {
    setBusy(true);
    setError('');
    try {
      onCancelled((await cancelOrder(order._id)).order);
    } catch (failure) {
      setError(failureMessage(failure, 'Your order could not be cancelled. Please try again.'));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="my-orders__cancel">
      {asking ? (
        <div role="group" aria-label={`Cancel order ${order.displayOrderId}?`}>
          <p>Cancel order {order.displayOrderId}?</p>
          <button type="button" className="button" disabled={busy} onClick={() => void cancel()}>
            Yes, cancel it
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={() => setAsking(true)}>
          Cancel order
        </button>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
