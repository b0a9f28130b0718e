/**
 * What the shop's orders from this phone say, on the order card: how many it placed, refused at the door and came
 * back otherwise, and whether it is blocked, in amber when any of these; how many the customer sent back after
 * delivery, said without the amber; with the owner's block (with a reason) or unblock in place (staff see the counts).
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { OrderRisk } from '#schema/answers/common';
import { formatPhone } from '#schema/phone';
import { MAX_BLOCK_REASON } from '#schema/payloads/text-limits';
import { blockPhone, unblockPhone } from '../../api/cod';
import { $isOwner } from '../../stores/auth';
import { useConsoleWords } from './console-words';
import { useFieldChecks } from './use-field-checks';
import './risk.css';

interface Props {
  phone: string;
  risk: OrderRisk;
  busy: boolean;
  /** Runs the block or unblock as the card's action, then reloads the order. */
  onChange: (action: () => Promise<unknown>, fallback: string) => void;
}

export default function PhoneRisk({ phone, risk, busy, onChange }: Props) {
  const [asking, setAsking] = useState(false);
  const { card } = useConsoleWords().words;
  const words = card.risk;
  // Blocking a number is the owner's; staff see the counts.
  const owner = useStore($isOwner);
  const risky = risk.refused > 0 || risk.returned > 0 || risk.blocked;
  const checks = useFieldChecks();

  function block(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    onChange(() => blockPhone(phone, reason), words.blockFailed);
    setAsking(false);
  }

  return (
    <div className={`phone-risk ${risky ? 'phone-risk--warn' : ''}`}>
      <p>
        {words.record(risk.phoneOrders, risk.refused, risk.returned)}
        {risk.sentBack > 0 && words.sentBack(risk.sentBack)}
        {risk.blocked && <strong className="phone-risk__blocked">{words.blocked}</strong>}
      </p>
      {!owner ? null : risk.blocked ? (
        <button
          type="button"
          className="button secondary no-print"
          disabled={busy}
          onClick={() => onChange(() => unblockPhone(phone), words.unblockFailed)}
        >
          {words.unblock(formatPhone(phone))}
        </button>
      ) : asking ? (
        <form
          className="phone-risk__form no-print"
          aria-label={words.block(formatPhone(phone))}
          onSubmit={block}
          noValidate
        >
          <label>
            {words.why}
            <input required maxLength={MAX_BLOCK_REASON} autoComplete="off" {...checks.field('reason')} />
          </label>
          {checks.problem('reason')}
          <div className="order-actions">
            <button type="submit" className="button danger" disabled={busy}>
              {words.blockNumber}
            </button>
            <button type="button" className="button secondary" onClick={() => setAsking(false)}>
              {card.status.back}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button secondary no-print" disabled={busy} onClick={() => setAsking(true)}>
          {words.block(formatPhone(phone))}
        </button>
      )}
    </div>
  );
}
