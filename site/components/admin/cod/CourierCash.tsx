/**
 * The couriers' cash (owner): what each courier still holds of delivered orders, recording a courier's payout (the
 * courier, its reference, the orders it covers, all ticked at first), bringing in a courier's payment sheet, and the
 * payouts recorded so far, each of which can be undone (asked first) when it was recorded by mistake.
 */
import { useEffect, useState } from 'react';
import type { Courier } from '#schema/couriers';
import type { CourierOwes, Remittance } from '#schema/answers/cash';
import { listRemittances, undoRemittance } from '#site/api/cod';
import { amount } from '#schema/money';
import { orderDate } from '../../orders/dates';
import PayoutForm from './PayoutForm';
import PaymentSheetForm from './PaymentSheetForm';
import './cod.css';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';
import { actorText } from '../timeline-text';

export default function CourierCash() {
  const [owed, setOwed] = useState<CourierOwes[]>([]);
  const [payouts, setPayouts] = useState<Remittance[]>([]);
  const [error, setError] = useState('');
  const [paying, setPaying] = useState<Courier | null>(null);
  const [importing, setImporting] = useState(false);
  // The payout whose Undo was tapped: undoing asks first, as the money figures move at once.
  const [undoing, setUndoing] = useState<string | null>(null);
  // While the undo is on its way, its buttons wait: a second tap would undo a payout already undone and say it failed.
  const [busy, setBusy] = useState(false);
  const { lang, words: all, courierName, refused } = useConsoleWords();
  const words = all.cash.couriers;

  function load() {
    listRemittances().then(
      (answer) => {
        setOwed(answer.owed);
        setPayouts(answer.remittances);
        setError('');
      },
      (failure) => setError(refused(failure, words.loadFailed)),
    );
  }

  useEffect(load, [words.loadFailed, refused]);

  async function undo(id: string) {
    setBusy(true);
    try {
      await undoRemittance(id);
      setUndoing(null);
      setPayouts((shown) => shown.filter((payout) => payout._id !== id));
      load();
    } catch (failure) {
      setError(refused(failure, words.undoFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-section courier-cash no-print" aria-labelledby="courier-cash-title">
      <h2 id="courier-cash-title">{words.title}</h2>
      <Alert message={error} />
      {owed.length === 0 && !error && <p>{words.nobody}</p>}
      {owed.length > 0 && (
        <ul className="courier-cash__owed" aria-label={words.owedList}>
          {owed.map((entry) => (
            <li key={entry.courier}>
              <span>
                <strong>{courierName(entry.courier)}</strong>
                {words.owes(amount(entry.amount), entry.orders)}
              </span>
              <button type="button" className="button secondary" onClick={() => setPaying(entry.courier)}>
                {words.record(courierName(entry.courier))}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!importing && (
        <button type="button" className="button secondary" onClick={() => setImporting(true)}>
          {words.sheet}
        </button>
      )}
      {importing && (
        <PaymentSheetForm
          onDone={(recorded) => {
            setImporting(false);
            if (recorded) load();
          }}
        />
      )}
      {paying && (
        <PayoutForm
          key={paying}
          courier={paying}
          onDone={(recorded) => {
            setPaying(null);
            if (recorded) load();
          }}
        />
      )}
      {payouts.length > 0 && (
        <>
          <h3>{words.payouts}</h3>
          <ul className="courier-cash__payouts" aria-label={words.payouts}>
            {payouts.map((payout) => (
              <li key={payout._id}>
                {courierName(payout.courier)} <bdi translate="no">{payout.reference}</bdi>
                {words.payout(amount(payout.total), payout.orderIds.length, orderDate(payout.at, lang))}
                {payout.fromCourier ? (
                  actorText({ role: 'courier', name: payout.courier }, lang)
                ) : (
                  <span translate="no">{payout.by}</span>
                )}
                {words.payoutBy}
                {payout.amountReceived !== payout.total && words.received(amount(payout.amountReceived))}
                {payout.short !== 0 && <strong>{words.short(payout.short > 0, amount(Math.abs(payout.short)))}</strong>}
                {undoing === payout._id ? (
                  <div className="order-actions" role="group" aria-label={words.undoAsk(payout.reference)}>
                    <p>{words.undoExplained(payout.orderIds.length)}</p>
                    <button
                      type="button"
                      className="button danger"
                      disabled={busy}
                      onClick={() => void undo(payout._id)}
                    >
                      {words.undoYes}
                    </button>
                    <button type="button" className="button secondary" disabled={busy} onClick={() => setUndoing(null)}>
                      {words.keep}
                    </button>
                  </div>
                ) : (
                  <button
                    type="button"
                    className="button secondary"
                    aria-label={`${words.undo} ${payout.reference}`}
                    onClick={() => setUndoing(payout._id)}
                  >
                    {words.undo}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
