/**
 * A product's stock: adjust it with a reason (restock, damaged, correction, return) and an optional note, then its
 * ledger (StockHistory.tsx). Stock only changes here, so it always is the sum of the ledger. A refusal about the change
 * or the note shows beside its box (the API's `change` is the Quantity box), any other at the foot of the form.
 */
import { useState, type FormEvent } from 'react';
import { ApiFailure } from '#site/lib/api';
import { MAX_STOCK_NOTE } from '#schema/payloads/text-limits';
import { adjustStock } from '#site/api/admin-catalog';
import type { AdminProduct } from '#schema/answers/admin-products';
import type { OwnerReason } from '#site/api/admin-catalog';
import { Field } from '../../forms/Field';
import { Choice } from './FormParts';
import { OWNER_REASONS } from './stock-labels';
import { useConsoleWords, type FieldWords } from '../console-words';
import { useFieldChecks } from '../use-field-checks';
import { StockHistory } from './StockHistory';
import './stock.css';
import Alert from '../../forms/Alert';

/** The form's box for each field of the API's adjustment. */
const BOXES: Partial<Record<string, string>> = { change: 'quantity', note: 'note' };

interface Props {
  product: AdminProduct;
  onChanged: (product: AdminProduct) => void;
}

export function StockPanel({ product, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  /** Counts this panel's adjustments, so the history reads itself again after each. */
  const [adjusted, setAdjusted] = useState(0);
  const { refused, words: all } = useConsoleWords();
  const words = all.catalog.stock;
  const checks = useFieldChecks();
  const fields: FieldWords = {
    label: (path) => ({ change: words.quantity, reason: words.reason, note: words.note })[path],
    rules: words.rules,
  };

  async function adjust(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // What the last adjustment was told (a refusal, the stock it left) is not about this one, checked or sent.
    setError('');
    setNotice('');
    if (!checks.passed(form)) return;
    const data = new FormData(form);
    const direction = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'take' ? -1 : 1;
    const quantity = Number(data.get('quantity'));
    setBusy(true);
    try {
      const changed = await adjustStock(
        product._id,
        direction * quantity,
        data.get('reason') as OwnerReason,
        String(data.get('note') ?? '').trim(),
      );
      onChanged(changed);
      setNotice(words.now(changed.stock));
      setAdjusted((count) => count + 1);
      form.reset();
    } catch (failure) {
      const message = refused(failure, words.failed, {}, fields);
      const box = failure instanceof ApiFailure && failure.code !== 'internal' ? BOXES[failure.field ?? ''] : undefined;
      if (box) checks.refuse(form, box, message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stock-panel" aria-labelledby="stock-title">
      <h4 id="stock-title">{words.title(product.stock)}</h4>
      <form className="stock-form" onSubmit={adjust} aria-label={words.form} noValidate>
        <div className="field-row">
          <Field
            id="stock-quantity"
            name="quantity"
            label={words.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            error={checks.message('quantity')}
            onInput={() => checks.clear('quantity')}
          />
          <Choice id="stock-reason" name="reason" label={words.reason} defaultValue="restock">
            {OWNER_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {words.reasons[reason]}
              </option>
            ))}
          </Choice>
        </div>
        <Field
          id="stock-note"
          name="note"
          label={words.note}
          maxLength={MAX_STOCK_NOTE}
          error={checks.message('note')}
          onInput={() => checks.clear('note')}
        />
        <div className="form-buttons">
          <button type="submit" className="button" value="add" disabled={busy}>
            {words.add}
          </button>
          <button type="submit" className="button secondary" value="take" disabled={busy}>
            {words.take}
          </button>
        </div>
        <Alert message={error} />
        <p className="success-text" role="status">
          {notice}
        </p>
      </form>
      <StockHistory productId={product._id} refresh={adjusted} />
    </section>
  );
}
