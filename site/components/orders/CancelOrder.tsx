/**
 * My orders' way to cancel a pending order: one tap to ask, a second to be sure. Once the shop has started on the
 * order the server refuses and says to message the shop; the card shows that reason.
 */
import { useState } from 'react';
import type { Order } from '#schema/answers/orders';
import { cancelOrder } from '../../api/orders';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { refusalIn } from '../../i18n/refusals';
import Alert from '../forms/Alert';

interface Props {
  order: Order;
  onCancelled: (order: Order) => void;
  lang: Lang;
}

export default function CancelOrder({ order, onCancelled, lang }: Props) {
  const words = BUYING_WORDS[lang].myOrders;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function cancel() {
    setBusy(true);
    setError('');
    try {
      onCancelled((await cancelOrder(order._id)).order);
    } catch (failure) {
      setError(refusalIn(lang, failure, words.cancelFailed));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="my-orders__cancel">
      {asking ? (
        <div role="group" aria-label={words.cancelQuestion(order.displayOrderId)}>
          <p>{words.cancelQuestion(order.displayOrderId)}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void cancel()}>
            {words.cancelYes}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(false)}>
            {words.keep}
          </button>
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={() => setAsking(true)}>
          {words.cancel}
        </button>
      )}
      <Alert message={error} />
    </div>
  );
}
