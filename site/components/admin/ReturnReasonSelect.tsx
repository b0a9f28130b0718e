/** The reason a parcel came back, asked the same way for one order and for a selection. */
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from '#schema/returns';

interface Props {
  label: string;
  /** The reasons that fit (a delivered order's are fewer: schema/returns.ts); all of them by default. */
  reasons?: readonly ReturnReason[];
}

export function ReturnReasonSelect({ label, reasons = RETURN_REASONS }: Props) {
  return (
    <label>
      {label}
      <select name="returnReason" required defaultValue="">
        <option value="" disabled>
          Pick the reason
        </option>
        {reasons.map((reason) => (
          <option key={reason} value={reason}>
            {RETURN_REASON_LABELS[reason]}
          </option>
        ))}
      </select>
    </label>
  );
}
