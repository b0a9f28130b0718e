/**
 * Bringing in a courier's payment sheet (owner): the CSV its portal exports is checked first (a dry run) and the
 * rows shown as the shop matched them: paid right, paid short or not payable (with the order and what the shop
 * expected), and tracking numbers the shop does not know. Only then are the rows paid right recorded as one payout.
 */
import { useState, type FormEvent } from 'react';
import { COURIERS, type Courier } from '#schema/couriers';
import type { PaymentSheetAnswer, SheetRowAnswer } from '#schema/answers/cash';
import { amount } from '#schema/money';
import { importPaymentSheet } from '#site/api/cod';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';
import { useFieldChecks } from '../use-field-checks';

const rupees = (value: number | null | undefined) => (value === null || value === undefined ? '?' : amount(value));

function Rows({ label, rows }: { label: string; rows: SheetRowAnswer[] }) {
  const words = useConsoleWords().words.cash.sheet;
  if (rows.length === 0) return null;
  return (
    <>
      <h4>{label}</h4>
      <ul className="payment-sheet__rows" aria-label={label}>
        {rows.map((row) => (
          <li key={row.line}>
            <strong>
              <bdi dir="ltr">{row.trackingNumber}</bdi>
            </strong>
            {row.displayOrderId && (
              <>
                {' · '}
                <bdi dir="ltr">{row.displayOrderId}</bdi>
              </>
            )}
            {words.paid(rupees(row.paid))}
            {row.problem && ` · ${words.problems[row.problem]}`}
            {row.problem === 'amount' && words.expected(rupees(row.expected))}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function PaymentSheetForm({ onDone }: { onDone: (recorded: boolean) => void }) {
  const [sheet, setSheet] = useState<{ courier: Courier; csv: string } | null>(null);
  const [checked, setChecked] = useState<PaymentSheetAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { words: all, courierName, refused } = useConsoleWords();
  const { card, cash } = all;
  const words = cash.sheet;
  const checks = useFieldChecks();

  async function send(body: { courier: Courier; csv: string; dryRun: boolean }) {
    setBusy(true);
    setError('');
    try {
      return await importPaymentSheet(body);
    } catch (failure) {
      setError(refused(failure, words.failed));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    const form = new FormData(event.currentTarget);
    const file = form.get('sheet');
    if (!(file instanceof File) || file.size === 0) return setError(words.pickFile);
    const picked = { courier: form.get('courier') as Courier, csv: await file.text() };
    setSheet(picked);
    setChecked(await send({ ...picked, dryRun: true }));
  }

  async function record() {
    if (!sheet) return;
    const answer = await send({ ...sheet, dryRun: false });
    if (answer) onDone(true);
  }

  const paid = checked?.matched.reduce((sum, row) => sum + (row.paid ?? 0), 0) ?? 0;
  return (
    <form className="payout-form" aria-label={words.form} onSubmit={check} noValidate>
      <label>
        {words.courier}
        <select name="courier" defaultValue="PostEx">
          {COURIERS.map((courier) => (
            <option key={courier} value={courier}>
              {courierName(courier)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {words.file}
        <input
          type="file"
          accept=".csv,text/csv"
          required
          {...checks.field('sheet')}
          onChange={() => setChecked(null)}
        />
      </label>
      {checks.problem('sheet')}
      {checked && (
        <div className="payment-sheet" aria-live="polite">
          <p>
            {words.summary(checked.matched.length, amount(paid), checked.mismatched.length, checked.unmatched.length)}
          </p>
          <Rows label={words.notMatching} rows={checked.mismatched} />
          <Rows label={words.unknown} rows={checked.unmatched} />
        </div>
      )}
      <Alert message={error} />
      <div className="order-actions">
        <button type="submit" className="button secondary" disabled={busy}>
          {words.check}
        </button>
        {checked && checked.matched.length > 0 && (
          <button type="button" className="button" disabled={busy} onClick={record}>
            {words.record(checked.matched.length)}
          </button>
        )}
        <button type="button" className="button secondary" onClick={() => onDone(false)}>
          {card.status.back}
        </button>
      </div>
    </form>
  );
}
