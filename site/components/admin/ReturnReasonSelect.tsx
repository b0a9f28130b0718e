/** The reason a parcel came back, asked the same way for one order and for a selection. */
import { RETURN_REASON_LABELS, RETURN_REASONS } from '#schema/returns';

export function ReturnReasonSelect({ label }: { label: string }) {
  return (
    <label>
      {label}
      <select name="returnReason" required defaultValue="">
        <option value="" disabled>
          Pick the reason
        </option>
        {RETURN_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {RETURN_REASON_LABELS[reason]}
          </option>
        ))}
      </select>
    </label>
  );
}
