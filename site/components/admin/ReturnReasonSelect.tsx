/** The reason a parcel came back, asked the same way for one order and for a selection. */
import { isReturnReason, RETURN_REASONS, type ReturnReason } from '#schema/returns';
import { useConsoleWords } from './console-words';
import type { FieldChecks } from './use-field-checks';

interface Props {
  label: string;
  /** The reasons that fit (a delivered order's are fewer: schema/returns.ts); all of them by default. */
  reasons?: readonly ReturnReason[];
  /** Told each reason picked, so the form can set its restock to what fits it. */
  onPick?: (reason: ReturnReason) => void;
  /** The form's own check, which says beside the list when no reason is picked. */
  checks: FieldChecks;
}

export function ReturnReasonSelect({ label, reasons = RETURN_REASONS, onPick, checks }: Props) {
  const words = useConsoleWords().words.card.status;
  return (
    <>
      <label>
        {label}
        <select
          required
          {...checks.field('returnReason')}
          defaultValue=""
          onChange={(event) => {
            const reason = event.currentTarget.value;
            if (isReturnReason(reason)) onPick?.(reason);
          }}
        >
          <option value="" disabled>
            {words.pickReason}
          </option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {words.reasons[reason]}
            </option>
          ))}
        </select>
      </label>
      {checks.problem('returnReason')}
    </>
  );
}
