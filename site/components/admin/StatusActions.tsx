/**
 * The buttons that move an order along, only to the statuses schema/order-status.ts allows from where it is.
 * Cancelling asks first. Marking an order shipped asks for the courier and tracking number in place, since the
 * shopper follows the parcel with them and the courier's cash is counted by them. Marking one returned asks why, and
 * for perfumes whether the bottles go back in stock (ReturnForm).
 */
import { useState, type FormEvent } from 'react';
import { COURIERS, isCourier, type Courier } from '#schema/couriers';
import { nextStatuses, type OrderStatus } from '#schema/order-status';
import { MAX_TRACKING_NUMBER } from '#schema/payloads/text-limits';
import { ApiFailure } from '../../lib/api';
import ReturnForm, { type ReturnDetails } from './ReturnForm';
import { useConsoleWords } from './console-words';
import { useFieldChecks } from './use-field-checks';
import './ship-form.css';

export interface ShipmentDetails {
  courier: Courier;
  trackingNumber: string;
}

/** What goes with a status: a shipment's courier and number, or a return's reason and restock. */
export type MoveDetails = ShipmentDetails | ReturnDetails;

interface Props {
  displayOrderId: string;
  status: OrderStatus;
  busy: boolean;
  /** What cancelling also does, for the question asked first ('Its items go back into stock.'). */
  cancelNote: string;
  /** Whether a return may put the bottles back in stock (perfumes). */
  restockable: boolean;
  /**
   * Resolves true once the order moved; `saidBesideField` places a refusal naming one of the form's fields (a tracking
   * number another order ships under) beside it, answering whether it did.
   */
  onMove: (to: OrderStatus, details?: MoveDetails, saidBesideField?: (failure: unknown) => boolean) => Promise<boolean>;
}

export default function StatusActions(props: Props) {
  const { displayOrderId, status, busy, cancelNote, restockable, onMove } = props;
  // Each form is open for the status it was opened at: once the order moves on (from another phone, seen when a
  // refused change read it again), it closes and the buttons of where the order is now show.
  const [shippingFrom, setShippingFrom] = useState<OrderStatus | null>(null);
  const [returningFrom, setReturningFrom] = useState<OrderStatus | null>(null);
  const shipping = shippingFrom === status;
  const returning = returningFrom === status;
  const setShipping = (open: boolean) => setShippingFrom(open ? status : null);
  const setReturning = (open: boolean) => setReturningFrom(open ? status : null);
  const { words: all, courierName, refused } = useConsoleWords();
  const words = all.card.status;
  const checks = useFieldChecks();

  function move(to: OrderStatus) {
    if (to === 'shipped') return setShipping(true);
    if (to === 'returned') return setReturning(true);
    if (to === 'cancelled' && !window.confirm(words.cancelAsk(displayOrderId, cancelNote))) return;
    void onMove(to);
  }

  async function ship(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    const courier = fields.get('courier');
    const trackingNumber = String(fields.get('trackingNumber') ?? '').trim();
    if (!isCourier(courier)) return;
    if (await onMove('shipped', { courier, trackingNumber }, (failure) => refusedBeside(form, failure)))
      setShipping(false);
  }

  /** A refusal naming the courier or the tracking number goes beside that field, where the owner corrects it. */
  function refusedBeside(form: HTMLFormElement, failure: unknown): boolean {
    const field = failure instanceof ApiFailure ? failure.field : undefined;
    if (field !== 'courier' && field !== 'trackingNumber') return false;
    checks.refuse(form, field, refused(failure, all.card.moveFailed));
    return true;
  }

  if (returning) {
    return (
      <ReturnForm
        displayOrderId={displayOrderId}
        status={status}
        busy={busy}
        restockable={restockable}
        onReturn={(details) => void onMove('returned', details).then((moved) => moved && setReturning(false))}
        onBack={() => setReturning(false)}
      />
    );
  }
  if (shipping) {
    return (
      <form className="ship-form no-print" aria-label={words.shipForm(displayOrderId)} onSubmit={ship} noValidate>
        <label>
          {words.courier}
          <select required defaultValue="" {...checks.field('courier')}>
            <option value="" disabled>
              {words.pickCourier}
            </option>
            {COURIERS.map((courier) => (
              <option key={courier} value={courier}>
                {courierName(courier)}
              </option>
            ))}
          </select>
        </label>
        {checks.problem('courier')}
        <label>
          {words.trackingNumber}
          <input
            required
            maxLength={MAX_TRACKING_NUMBER}
            autoComplete="off"
            pattern="[A-Za-z0-9 \-]+"
            {...checks.field('trackingNumber')}
          />
        </label>
        {checks.problem('trackingNumber')}
        <div className="order-actions">
          <button type="submit" className="button" disabled={busy}>
            {words.saveShipped}
          </button>
          <button type="button" className="button secondary" onClick={() => setShipping(false)}>
            {words.back}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="order-actions no-print">
      {nextStatuses(status).map((to) => (
        <button
          key={to}
          type="button"
          className={`button ${to === 'cancelled' ? 'danger' : ''}`}
          disabled={busy}
          onClick={() => move(to)}
        >
          {words.actions[to]}
        </button>
      ))}
    </div>
  );
}
