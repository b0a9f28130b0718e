/**
 * My orders' way to cancel a pending order of either kind: one tap to ask, a second to be sure. Once the shop has
 * started on the order the server refuses and says to message the shop; the card shows that reason, and the order
 * as it now is, so its Cancel button goes (an oils order read again through the list by its number).
 */
import { ORDERS } from '#schema/api';
import { useState } from 'react';
import type { OilsOrder } from '#schema/answers/oils';
import type { Order } from '#schema/answers/orders';
import { readOilsOrderOf } from '../../api/oils';
import { cancelOrder, readOrder } from '../../api/orders';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { refusalIn } from '../../i18n/refusals';
import { refusedWith } from '../../lib/api';
import Alert from '../forms/Alert';
import { unavailableWhen } from '../unavailable-button';

interface Props<T extends Order | OilsOrder> {
  order: T;
  /** The order as the shop now has it: cancelled, or moved on since the page loaded. */
  onChange: (order: T) => void;
  lang: Lang;
}

export default function CancelOrder<T extends Order | OilsOrder>({ order, onChange, lang }: Props<T>) {
  const words = BUYING_WORDS[lang].myOrders;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function cancel() {
    setBusy(true);
    setError('');
    try {
      // The shop answers an order in its own kind's shape.
      onChange((await cancelOrder(order._id)).order as T);
    } catch (failure) {
      setError(
        refusalIn(lang, failure, ORDERS.cancel, words.cancelFailed, { not_found: BUYING_WORDS.ur.receipt.notFound }),
      );
      setAsking(false);
      // No longer pending: the card shows where the order is now. The reason stays said if that read fails.
      if (refusedWith(failure, 'order_not_cancellable')) {
        const now = await (
          'shippingAddress' in order
            ? readOrder(order._id).then(({ order: read }) => read)
            : readOilsOrderOf(order._id, order.displayOrderId)
        ).catch(() => null);
        if (now) onChange(now as T);
      }
    } finally {
      setBusy(false);
    }
  }

  // Once the order is no longer pending the card keeps only the refusal's reason, in the same place.
  const pending = order.status === 'pending';
  if (!pending && !error) return null;
  return (
    <div className="my-orders__cancel">
      {pending &&
        (asking ? (
          <div role="group" aria-label={words.cancelQuestion(order.displayOrderId)}>
            <p>{words.cancelQuestion(order.displayOrderId)}</p>
            <button type="button" className="button" {...unavailableWhen(busy, () => void cancel())}>
              {words.cancelYes}
            </button>
            <button type="button" className="button secondary" {...unavailableWhen(busy, () => setAsking(false))}>
              {words.keep}
            </button>
          </div>
        ) : (
          <button type="button" className="button secondary" onClick={() => setAsking(true)}>
            {words.cancel}
          </button>
        ))}
      <Alert message={error} />
    </div>
  );
}
