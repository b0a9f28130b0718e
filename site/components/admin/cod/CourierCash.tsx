/**
 * The couriers' cash (owner): what each courier still holds of delivered orders, recording a courier's payout (the
 * courier, its reference, the orders it covers, all ticked at first), bringing in a courier's payment sheet, and the
 * payouts recorded so far.
 */
import { useEffect, useState } from 'react';
import { COURIER_LABELS, type Courier } from '#schema/couriers';
import type { CourierOwes, Remittance } from '#schema/answers/cash';
import { listRemittances } from '../../../api/cod';
import { failureMessage } from '../../../lib/api';
import { amount } from '#schema/money';
import { orderDate } from '../../orders/dates';
import PayoutForm from './PayoutForm';
import PaymentSheetForm from './PaymentSheetForm';
import './cod.css';
import Alert from '../../forms/Alert';

export default function CourierCash() {
  const [owed, setOwed] = useState<CourierOwes[]>([]);
  const [payouts, setPayouts] = useState<Remittance[]>([]);
  const [error, setError] = useState('');
  const [paying, setPaying] = useState<Courier | null>(null);
  const [importing, setImporting] = useState(false);

  function load() {
    listRemittances().then(
      (answer) => {
        setOwed(answer.owed);
        setPayouts(answer.remittances);
        setError('');
      },
      (failure) => setError(failureMessage(failure, "Could not load the couriers' cash. Please try again.")),
    );
  }

  useEffect(load, []);

  return (
    <section className="admin-section courier-cash no-print" aria-labelledby="courier-cash-title">
      <h2 id="courier-cash-title">Couriers&rsquo; cash</h2>
      <Alert message={error} />
      {owed.length === 0 && !error && <p>No courier holds cash for the shop.</p>}
      {owed.length > 0 && (
        <ul className="courier-cash__owed" aria-label="Still owed by courier">
          {owed.map((entry) => (
            <li key={entry.courier}>
              <span>
                <strong>{COURIER_LABELS[entry.courier]}</strong> owes {amount(entry.amount)} for {entry.orders} order
                {entry.orders === 1 ? '' : 's'}
              </span>
              <button type="button" className="button secondary" onClick={() => setPaying(entry.courier)}>
                Record {COURIER_LABELS[entry.courier]} payout
              </button>
            </li>
          ))}
        </ul>
      )}
      {!importing && (
        <button type="button" className="button secondary" onClick={() => setImporting(true)}>
          Bring in a payment sheet
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
          <h3>Payouts recorded</h3>
          <ul className="courier-cash__payouts" aria-label="Payouts recorded">
            {payouts.map((payout) => (
              <li key={payout._id}>
                {COURIER_LABELS[payout.courier]} {payout.reference}: {amount(payout.total)} for {payout.orderIds.length}{' '}
                order{payout.orderIds.length === 1 ? '' : 's'}, {orderDate(payout.at)} by {payout.by}
                {payout.amountReceived !== payout.total && `; received ${amount(payout.amountReceived)}`}
                {payout.short !== 0 && (
                  <strong>
                    {' '}
                    ({payout.short > 0 ? 'short' : 'over'} by {amount(Math.abs(payout.short))})
                  </strong>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
