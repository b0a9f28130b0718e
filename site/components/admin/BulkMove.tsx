/**
 * Moves the ticked orders to one status, 200 to a call. The API moves those the change allows and skips the
 * others; the console then says how many moved and, order by order, which were skipped and why. Shipping is not
 * offered: each parcel needs its own courier and tracking number, given on its card. A return asks its reason and
 * whether the bottles go back in stock, once for all the orders.
 */
import { useState, type FormEvent } from 'react';
import { MAX_BULK_ORDERS, type OrderStatus } from '#schema/order-status';
import type { Order } from '#schema/answers/orders';
import { isReturnReason, restocksByDefault } from '#schema/returns';
import { bulkChangeStatus } from '../../api/orders';
import { ReturnReasonSelect } from './ReturnReasonSelect';
import { skippedWhy } from './skipped-why';
import { useConsoleWords } from './console-words';
import { useFieldChecks } from './use-field-checks';
import { BUYING_WORDS } from '../../i18n/buying';
import './selection.css';
import Alert from '../forms/Alert';

const TARGETS: OrderStatus[] = ['processing', 'delivered', 'cancelled', 'returned'];

interface Outcome {
  to: OrderStatus;
  changed: number;
  skipped: { label: string; message: string }[];
  error: string;
}

interface Props {
  selected: Order[];
  /** After a move: the list reloads and the selection clears. */
  onDone: () => void;
}

export default function BulkMove({ selected, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [target, setTarget] = useState<OrderStatus>('processing');
  const [restock, setRestock] = useState(true);
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.bulk.move;
  const statuses = BUYING_WORDS[lang].orders.status;
  const checks = useFieldChecks();

  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    const fields = new FormData(event.currentTarget);
    const to = fields.get('status') as OrderStatus;
    const reason = fields.get('returnReason');
    const back = isReturnReason(reason) ? { returnReason: reason, restock } : undefined;
    const count = selected.length;
    if (to === 'cancelled' && !window.confirm(words.cancelAsk(count))) return;
    setBusy(true);
    const byId = new Map(selected.map((order) => [order._id, order]));
    const result: Outcome = { to, changed: 0, skipped: [], error: '' };
    try {
      for (let i = 0; i < selected.length; i += MAX_BULK_ORDERS) {
        const ids = selected.slice(i, i + MAX_BULK_ORDERS).map((order) => order._id);
        const answer = await bulkChangeStatus(ids, to, to === 'returned' ? back : undefined);
        result.changed += answer.changed.length;
        result.skipped.push(
          ...answer.skipped.map((skip) => ({
            label: byId.get(skip.id)?.displayOrderId ?? skip.id,
            message: skippedWhy(lang, skip, to, back?.returnReason),
          })),
        );
      }
    } catch (failure) {
      result.error = refused(failure, words.failed);
    } finally {
      setBusy(false);
      setOutcome(result);
      onDone();
    }
  }

  return (
    <>
      <form className="bulk-move" aria-label={words.form} onSubmit={move} noValidate>
        <label>
          {words.to}
          <select
            name="status"
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value as OrderStatus)}
          >
            {TARGETS.map((status) => (
              <option key={status} value={status}>
                {statuses[status]}
              </option>
            ))}
          </select>
        </label>
        {target === 'returned' && (
          <>
            <ReturnReasonSelect
              label={words.whyBack}
              onPick={(reason) => setRestock(restocksByDefault(reason))}
              checks={checks}
            />
            <label className="bulk-move__check">
              <input
                type="checkbox"
                name="restock"
                checked={restock}
                onChange={(event) => setRestock(event.currentTarget.checked)}
              />
              {words.restock}
            </label>
          </>
        )}
        <button type="submit" className="button" disabled={busy || selected.length === 0}>
          {busy ? words.moving : words.submit}
        </button>
      </form>
      {outcome && <BulkOutcome outcome={outcome} />}
    </>
  );
}

function BulkOutcome({ outcome }: { outcome: Outcome }) {
  const { to, changed, skipped, error } = outcome;
  const { lang, words: all } = useConsoleWords();
  const words = all.bulk.move;
  return (
    <div className="bulk-outcome" role="status">
      <p>
        {words.moved(changed, BUYING_WORDS[lang].orders.status[to])}
        {skipped.length > 0 && words.skipped(skipped.length)}
      </p>
      {skipped.length > 0 && (
        <ul aria-label={words.skippedList}>
          {skipped.map((entry) => (
            <li key={entry.label}>
              <bdi dir="ltr">{entry.label}</bdi>: {entry.message}
            </li>
          ))}
        </ul>
      )}
      <Alert message={error} />
    </div>
  );
}
