/**
 * Booking a pending or processing order's parcel with a connected courier, from its card: an optional weight (the
 * courier's default from its connection, else one boxed bottle's), for an oils order who and where the parcel goes
 * (its page asks only a phone and a city: the owner writes what the customer said on WhatsApp, kept on the order),
 * and one button per connected courier, asked first (a booking is a real pickup; the ask says so when the customer
 * has not confirmed the order). The courier gives the tracking number and the card shows the order shipped with it;
 * a courier's refusal (an unknown city, a bad phone) shows here in its own words, and the order stays as it was. A
 * city the courier does not list comes with the nearest it does, one button each: for a perfume order it changes the
 * order's city (as Change order would), for an oils order it writes the city into the booking's own field; then the
 * owner books again.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent } from 'react';
import { isCourierApiId, type CourierApiId } from '#schema/courier-apis';
import { MAX_PARCEL_GRAMS, MAX_RECIPIENT, MAX_STREET_ADDRESS, type DeliverTo } from '#schema/payloads/couriers';
import { MAX_CITY } from '#schema/payloads/text-limits';
import { bookOrder } from '../../api/couriers';
import { editOrder } from '../../api/orders';
import { ApiFailure } from '../../lib/api';
import { $connectedCouriers } from '../../stores/couriers';
import Alert from '../forms/Alert';
import { useCardAction } from './use-card-action';
import { kindOrderOf, perfumeOrder, type KindOrder } from './kind-order';
import { nearestCities, type NearestCities } from './nearest-cities';
import { useConsoleWords } from './console-words';
import { useFieldChecks } from './use-field-checks';
import './ship-form.css';

/** What the owner asked for: the courier, the weight, and an oils order's recipient and street address. */
interface Booking {
  courier: CourierApiId;
  weight?: number;
  deliverTo?: DeliverTo;
}

interface Props {
  of: KindOrder;
  onChange: (changed: KindOrder) => void;
  /** The order as it now is, after a refusal (another admin may have booked it meanwhile). */
  reload?: () => Promise<KindOrder>;
}

export default function BookParcel({ of, onChange, reload }: Props) {
  const { order } = of;
  const connected = useStore($connectedCouriers);
  const [asking, setAsking] = useState<Booking | null>(null);
  const [nearest, setNearest] = useState<NearestCities>();
  const cityField = useRef<HTMLInputElement>(null);
  const { busy, error, run } = useCardAction(onChange, reload);
  const words = useConsoleWords().words.card.booking;
  const checks = useFieldChecks();
  if (connected.length === 0 || (order.status !== 'pending' && order.status !== 'processing')) return null;
  const nameOf = (id: CourierApiId) => connected.find((courier) => courier.id === id)?.name ?? words.theCourier;

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const courier = submitter instanceof HTMLButtonElement ? submitter.value : '';
    if (!isCourierApiId(courier)) return;
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const weight = field('weightGrams');
    const deliverTo =
      of.kind === 'oils'
        ? { name: field('deliverName'), address: field('deliverAddress'), city: field('deliverCity') }
        : undefined;
    setAsking({ courier, weight: weight ? Number(weight) : undefined, deliverTo });
  }

  async function book({ courier, weight, deliverTo }: Booking) {
    setNearest(undefined);
    await run(
      async () => kindOrderOf((await bookOrder(order._id, courier, weight, deliverTo)).order),
      words.failed,
      (failure) => {
        setNearest(failure instanceof ApiFailure ? nearestCities(failure.about.courier) : undefined);
        return false;
      },
    );
    setAsking(null);
  }

  async function moveTo(city: string) {
    // An oils order's city is written with its booking, as its recipient and address are: the field takes the city.
    if (of.kind === 'oils') {
      if (cityField.current) cityField.current.value = city;
      cityField.current?.focus();
      setNearest(undefined);
      return;
    }
    const edit = { version: of.order.version, shippingAddress: { city } };
    if (await run(async () => perfumeOrder((await editOrder(of.order._id, edit)).order), words.cityFailed))
      setNearest(undefined);
  }

  return (
    <form className="ship-form no-print" aria-label={words.form(order.displayOrderId)} onSubmit={ask} noValidate>
      {of.kind === 'oils' && (
        <fieldset className="ship-form__deliver">
          <legend>{words.deliverTo}</legend>
          <label>
            {words.deliverName}
            <input
              required
              maxLength={MAX_RECIPIENT}
              defaultValue={of.order.deliverTo?.name ?? of.order.user.username}
              {...checks.field('deliverName')}
            />
          </label>
          {checks.problem('deliverName')}
          <label>
            {words.deliverAddress}
            <input
              required
              maxLength={MAX_STREET_ADDRESS}
              defaultValue={of.order.deliverTo?.address ?? ''}
              {...checks.field('deliverAddress')}
            />
          </label>
          {checks.problem('deliverAddress')}
          <label>
            {words.deliverCity}
            <input
              ref={cityField}
              required
              maxLength={MAX_CITY}
              defaultValue={of.order.city ?? ''}
              {...checks.field('deliverCity')}
            />
          </label>
          {checks.problem('deliverCity')}
        </fieldset>
      )}
      <label>
        {words.weight}
        <input type="number" inputMode="numeric" min={1} max={MAX_PARCEL_GRAMS} {...checks.field('weightGrams')} />
      </label>
      {checks.problem('weightGrams')}
      {asking ? (
        <div
          className="order-actions"
          role="group"
          aria-label={words.bookAsk(nameOf(asking.courier), order.displayOrderId)}
        >
          <p>
            {words.bookExplained(nameOf(asking.courier))}
            {order.confirmation !== 'confirmed' && ` ${words.notConfirmed}`}
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => void book(asking)}>
            {busy ? words.booking : words.bookYes(nameOf(asking.courier))}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(null)}>
            {words.notNow}
          </button>
        </div>
      ) : (
        <div className="order-actions">
          {connected.map((courier) => (
            <button key={courier.id} type="submit" name="courier" value={courier.id} className="button">
              {words.bookWith(courier.name)}
            </button>
          ))}
        </div>
      )}
      <Alert message={error} />
      {nearest && (
        <div className="order-actions" role="group" aria-label={words.nearest(nearest.courier)}>
          {nearest.cities.map((city) => (
            <button
              key={city}
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => void moveTo(city)}
            >
              {words.useCity(city)}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
