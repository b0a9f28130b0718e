/**
 * Recording one courier's payout: the courier's reference and the delivered orders it covers (every order the
 * courier still owes for is listed and ticked; untick any the payout left out), what reached the bank and what the
 * courier kept back (left empty, the payout is the whole cash). Where the courier's own system reported orders paid
 * without saying how much (PostEx), the form says so, and one tap ticks those orders and fills in its reference. The
 * API refuses the whole payout, naming the orders, if any no longer qualifies; a payout that does not add up is kept,
 * its shortfall shown in the payouts list.
 */
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { CHARGE_KINDS } from '#schema/cash';
import type { Courier } from '#schema/couriers';
import type { Order } from '#schema/answers/orders';
import { MAX_PAYOUT_REFERENCE } from '#schema/payloads/text-limits';
import { ordersOwedBy, recordRemittance } from '#site/api/cod';
import { amount } from '#schema/money';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';
import { useFieldChecks } from '../use-field-checks';

/** An order whose cash the courier holds, of either kind; only a perfume order's parcel carries a payment report. */
type Owed = Pick<Order, '_id' | 'displayOrderId' | 'totalPrice'> & Partial<Pick<Order, 'courierPaid'>>;

interface Props {
  courier: Courier;
  /** `recorded`: the payout was saved (the owed figures change). */
  onDone: (recorded: boolean) => void;
}

export default function PayoutForm({ courier, onDone }: Props) {
  const [orders, setOrders] = useState<Owed[]>([]);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { words: all, courierName, refused } = useConsoleWords();
  const label = courierName(courier);
  const { card, cash, cod } = all;
  const words = cash.payout;
  const checks = useFieldChecks();

  useEffect(() => {
    ordersOwedBy(courier).then(
      (owed) => {
        setOrders(owed);
        setTicked(new Set(owed.map((order) => order._id)));
      },
      (failure) => setError(refused(failure, words.loadFailed)),
    );
  }, [courier, words.loadFailed, refused]);

  const total = orders.filter((order) => ticked.has(order._id)).reduce((sum, order) => sum + order.totalPrice, 0);
  /** The courier's reports, each payment reference with the orders it says it paid. */
  const reports = new Map<string, string[]>();
  for (const order of orders) {
    const paidAs = order.courierPaid?.reference;
    if (paidAs) reports.set(paidAs, [...(reports.get(paidAs) ?? []), order._id]);
  }

  // A reference typed otherwise than the courier reported for orders ticked: said before it is saved so.
  const typed = reference.trim();
  const otherwise = typed
    ? [...reports].filter(([paidAs, ids]) => paidAs !== typed && ids.some((id) => ticked.has(id)))
    : [];

  function toggle(id: string, on: boolean) {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    const form = new FormData(event.currentTarget);
    const rupees = (name: string) => {
      const typed = String(form.get(name) ?? '').trim();
      return typed === '' ? undefined : Number(typed);
    };
    const charges = CHARGE_KINDS.flatMap((kind) => {
      const charged = rupees(`charge-${kind}`);
      return charged ? [{ kind, amount: charged }] : [];
    });
    setBusy(true);
    setError('');
    try {
      await recordRemittance({
        courier,
        reference: reference.trim(),
        orderIds: [...ticked],
        amountReceived: rupees('amountReceived'),
        charges,
      });
      onDone(true);
    } catch (failure) {
      setError(refused(failure, words.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="payout-form" aria-label={words.form(label)} onSubmit={submit} noValidate>
      <label>
        {words.reference(label)}
        <input
          required
          maxLength={MAX_PAYOUT_REFERENCE}
          autoComplete="off"
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          {...checks.field('reference')}
        />
      </label>
      {checks.problem('reference')}
      {otherwise.map(([paidAs]) => (
        <p key={paidAs} className="payout-form__mismatch" role="status">
          {words.notAsReported(label, paidAs, typed)}
        </p>
      ))}
      {[...reports].map(([paidAs, ids]) => (
        <p key={paidAs} className="payout-form__report">
          {words.reported(label, paidAs, ids.length)}{' '}
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              setTicked(new Set(ids));
              setReference(paidAs);
            }}
          >
            {words.useReport(paidAs)}
          </button>
        </p>
      ))}
      <fieldset>
        <legend>{words.covers}</legend>
        {orders.map((order) => (
          <label key={order._id} className="payout-form__order">
            <input
              type="checkbox"
              checked={ticked.has(order._id)}
              onChange={(event) => toggle(order._id, event.currentTarget.checked)}
            />
            <bdi dir="ltr">{order.displayOrderId}</bdi> · <bdi dir="ltr">{amount(order.totalPrice)}</bdi>
            {order.courierPaid?.reference && words.reportedPaid(order.courierPaid.reference)}
          </label>
        ))}
      </fieldset>
      <p>
        {words.collected}
        <strong>{amount(total)}</strong>
      </p>
      <label>
        {words.received}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={String(total)}
          {...checks.field('amountReceived')}
        />
      </label>
      {checks.problem('amountReceived')}
      <fieldset>
        <legend>{words.keptBack(label)}</legend>
        {CHARGE_KINDS.map((kind) => (
          <Fragment key={kind}>
            <label className="payout-form__charge">
              {words.charge(cod.kinds[kind])}
              <input type="number" inputMode="numeric" min={0} step={1} {...checks.field(`charge-${kind}`)} />
            </label>
            {checks.problem(`charge-${kind}`)}
          </Fragment>
        ))}
      </fieldset>
      <Alert message={error} />
      <div className="order-actions">
        <button type="submit" className="button" disabled={busy || ticked.size === 0}>
          {words.save}
        </button>
        <button type="button" className="button secondary" onClick={() => onDone(false)}>
          {card.status.back}
        </button>
      </div>
    </form>
  );
}
