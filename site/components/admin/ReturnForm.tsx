/**
 * Recording a parcel that came back: why (only the reasons that fit where the order is), and (for perfumes) whether
 * its bottles go back on the shelf, ticked unless the reason says they were damaged. Asked in place of the status
 * buttons, as shipping asks for the courier.
 */
import { useState, type FormEvent } from 'react';
import type { OrderStatus } from '#schema/order-status';
import { isReturnReason, restocksByDefault, returnReasonsFrom, type ReturnReason } from '#schema/returns';
import { ReturnReasonSelect } from './ReturnReasonSelect';
import { useConsoleWords } from './console-words';
import { useFieldChecks } from './use-field-checks';
import './ship-form.css';

export interface ReturnDetails {
  returnReason: ReturnReason;
  restock: boolean;
}

interface Props {
  displayOrderId: string;
  /** Where the order is now: a delivered one came back for fewer reasons. */
  status: OrderStatus;
  busy: boolean;
  /** Perfume bottles can go back in stock; oils are mixed to order and cannot. */
  restockable: boolean;
  onReturn: (details: ReturnDetails) => void;
  onBack: () => void;
}

export default function ReturnForm({ displayOrderId, status, busy, restockable, onReturn, onBack }: Props) {
  const [restock, setRestock] = useState(true);
  const words = useConsoleWords().words.card.status;
  const checks = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    const fields = new FormData(event.currentTarget);
    const returnReason = fields.get('returnReason');
    if (!isReturnReason(returnReason)) return;
    onReturn({ returnReason, restock: restockable && restock });
  }

  return (
    <form className="ship-form no-print" aria-label={words.returnForm(displayOrderId)} onSubmit={submit} noValidate>
      <ReturnReasonSelect
        checks={checks}
        label={words.whyBack}
        reasons={returnReasonsFrom(status)}
        onPick={(reason) => setRestock(restocksByDefault(reason))}
      />
      {restockable && (
        <label className="ship-form__check">
          <input
            type="checkbox"
            name="restock"
            checked={restock}
            onChange={(event) => setRestock(event.currentTarget.checked)}
          />
          {words.restock}
        </label>
      )}
      <div className="order-actions">
        <button type="submit" className="button" disabled={busy}>
          {words.saveReturned}
        </button>
        <button type="button" className="button secondary" onClick={onBack}>
          {words.back}
        </button>
      </div>
    </form>
  );
}
