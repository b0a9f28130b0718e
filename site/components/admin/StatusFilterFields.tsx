/** The Status and Confirmation fields of an admin order filter, perfume or oils (blank: any). */
import { CONFIRMATION_LABELS, CONFIRMATIONS } from '#schema/confirmation';
import { ORDER_STATUSES, STATUS_LABELS } from '#schema/order-status';

export function StatusFilterFields() {
  return (
    <>
      <label>
        Status
        <select name="status" defaultValue="">
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Confirmation
        <select name="confirmation" defaultValue="">
          <option value="">Any confirmation</option>
          {CONFIRMATIONS.map((answer) => (
            <option key={answer} value={answer}>
              {CONFIRMATION_LABELS[answer]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
