/**
 * What blocking a number leaves to decide: its orders that have not left the shop. A block stops only new orders,
 * so the owner sees these at once, each with a link to it, and either cancels them all (stock goes back, through
 * the orders' own status changes) or keeps them, to call the customer first; kept, each order card still says the
 * number is blocked.
 */
import { useState } from 'react';
import type { OpenOrder } from '#schema/answers/cash';
import { amount } from '#schema/money';
import { paths } from '#schema/paths';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { formatPhone } from '#schema/phone';
import { bulkChangeStatus } from '#site/api/orders';
import { changeOilsOrderStatus } from '#site/api/oils';
import Alert from '../../forms/Alert';
import StatusBadge from '../../orders/StatusBadge';
import { useConsoleWords } from '../console-words';

/**
 * Where the owner reads an order: a perfume order's receipt, in the console's language; an oils order has none, so
 * the Oils orders section.
 */
const hrefOf = (order: OpenOrder, lang: Lang) =>
  order.kind === 'perfumes' ? hrefIn(lang, paths.orderConfirmation(order._id)) : '#oils';

interface Props {
  phone: string;
  orders: OpenOrder[];
  onDone: () => void;
}

export function OpenOrdersOfBlocked({ phone, orders, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [cancelled, setCancelled] = useState<string[] | null>(null);
  const number = formatPhone(phone);
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.cash.open;

  async function cancelAll() {
    if (!window.confirm(words.cancelAsk(orders.length, number))) return;
    setBusy(true);
    setError('');
    try {
      const perfumes = orders.filter((order) => order.kind === 'perfumes').map((order) => order._id);
      const done = perfumes.length > 0 ? (await bulkChangeStatus(perfumes, 'cancelled')).changed : [];
      for (const order of orders.filter((one) => one.kind === 'oils')) {
        await changeOilsOrderStatus(order._id, 'cancelled');
        done.push(order._id);
      }
      setCancelled(done);
      if (done.length < orders.length) setError(words.someFailed);
    } catch (failure) {
      setError(refused(failure, words.failed));
    } finally {
      setBusy(false);
    }
  }

  if (orders.length === 0) return <p role="status">{words.none(number)}</p>;
  return (
    <div className="blocked-phones__open" role="region" aria-label={words.region(number)}>
      <p>{words.explained(number, orders.length)}</p>
      <ul>
        {orders.map((order) => (
          <li key={order._id}>
            <a href={hrefOf(order, lang)} target={order.kind === 'perfumes' ? '_blank' : undefined} rel="noopener">
              <bdi dir="ltr">{order.displayOrderId}</bdi>
            </a>{' '}
            <StatusBadge status={order.status} lang={lang} /> <bdi dir="ltr">{amount(order.total)}</bdi>
            {cancelled?.includes(order._id) && <strong>{words.cancelledFlag}</strong>}
          </li>
        ))}
      </ul>
      <Alert message={error} />
      {cancelled ? (
        <p role="status">{words.cancelled(cancelled.length)}</p>
      ) : (
        <div className="order-actions">
          <button type="button" className="button danger" disabled={busy} onClick={() => void cancelAll()}>
            {words.cancel(orders.length)}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={onDone}>
            {words.keep(orders.length)}
          </button>
        </div>
      )}
    </div>
  );
}
