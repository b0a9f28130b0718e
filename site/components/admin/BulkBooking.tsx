/**
 * Booking the ticked orders that wait to ship (pending or processing) with one connected courier, in one go: an
 * optional weight for each parcel, one button per courier ('Book 3 orders with PostEx'), then one line per order:
 * booked with its tracking number, or why not in the console's language (a courier's refusal around its own words,
 * naming the courier). A city the courier does not list comes with the nearest it does, one button each on that
 * order's line that changes its city (as the card's do), to book it again. The API takes MAX_BULK_BOOKINGS a call; a
 * courier that stops answering leaves the rest unsent, each said so, to book again.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { BookingResult } from '#schema/answers/couriers';
import type { Order } from '#schema/answers/orders';
import { COURIER_OF_API, isCourierApiId, type CourierApiId } from '#schema/courier-apis';
import { MAX_BULK_BOOKINGS, MAX_PARCEL_GRAMS } from '#schema/payloads/couriers';
import { bookOrders } from '../../api/couriers';
import { editOrder } from '../../api/orders';
import { $connectedCouriers } from '../../stores/couriers';
import Alert from '../forms/Alert';
import { useConsoleWords } from './console-words';
import { nearestCities, type NearestCities } from './nearest-cities';
import { useFieldChecks } from './use-field-checks';
import './selection.css';

const waitsToShip = (order: Order) => order.status === 'pending' || order.status === 'processing';

interface Line {
  label: string;
  text: string;
  booked: boolean;
  /** The refused order, and its courier's cities nearest to its own, when that courier does not list it. */
  order?: Order;
  nearest?: NearestCities;
}

interface Props {
  selected: Order[];
  /** The orders booked, as they now are (shipped with the courier's tracking number); the list reloads. */
  onBooked: (orders: Order[]) => void;
  /** An order's city changed from its line: the list reloads. */
  onChanged: () => void;
}

export default function BulkBooking({ selected, onBooked, onChanged }: Props) {
  const connected = useStore($connectedCouriers);
  const [busy, setBusy] = useState(false);
  const [lines, setLines] = useState<Line[] | null>(null);
  const [error, setError] = useState('');
  const { words: all, refused } = useConsoleWords();
  const { bulk, card } = all;
  const words = bulk.booking;
  const checks = useFieldChecks();

  /** Why an order was not booked: why the courier said no, else the outcome in the console's words, else the server's. */
  function notBooked(result: Exclude<BookingResult, { outcome: 'booked' }>, courier: CourierApiId): string {
    if (result.courier) return all.couriers.no(result.courier);
    const own = result.outcome !== 'refused' && words.notBooked?.[result.untracked ? 'untracked' : result.outcome];
    return own ? own(COURIER_OF_API[courier]) : result.message;
  }
  const waiting = selected.filter(waitsToShip);
  if (connected.length === 0) return null;

  async function bookAll(courier: CourierApiId, weightGrams: number | undefined) {
    const byId = new Map(waiting.map((order) => [order._id, order]));
    const done: Line[] = [];
    const booked: Order[] = [];
    setBusy(true);
    setError('');
    setLines(null);
    try {
      for (let i = 0; i < waiting.length; i += MAX_BULK_BOOKINGS) {
        const ids = waiting.slice(i, i + MAX_BULK_BOOKINGS).map((order) => order._id);
        for (const result of await bookOrders(courier, ids, weightGrams)) {
          const order = byId.get(result.orderId);
          const label = order?.displayOrderId ?? result.orderId;
          if (result.outcome === 'booked') {
            const { trackingNumber } = result.booking;
            done.push({ label, text: words.booked(trackingNumber), booked: true });
            if (order) booked.push({ ...order, status: 'shipped', courier: COURIER_OF_API[courier], trackingNumber });
          } else
            done.push({
              label,
              text: notBooked(result, courier),
              booked: false,
              order,
              nearest: nearestCities(result.outcome === 'refused' ? result.courier : undefined),
            });
        }
      }
    } catch (failure) {
      setError(refused(failure, words.failed));
    } finally {
      setBusy(false);
      setLines(done);
      if (booked.length > 0) onBooked(booked);
    }
  }

  /** Changes a refused order's city to one its courier lists; its line then says so, or why not. */
  async function moveTo(line: Line, city: string) {
    const { order } = line;
    if (!order) return;
    setBusy(true);
    let text: string;
    try {
      await editOrder(order._id, { version: order.version, shippingAddress: { city } });
      text = words.cityChanged(city);
      onChanged();
    } catch (failure) {
      text = refused(failure, card.booking.cityFailed);
    }
    setBusy(false);
    setLines((now) => now?.map((each) => (each === line ? { ...line, text, nearest: undefined } : each)) ?? null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const courier = submitter instanceof HTMLButtonElement ? submitter.value : '';
    if (!isCourierApiId(courier)) return;
    const weight = String(new FormData(event.currentTarget).get('weightGrams') ?? '').trim();
    void bookAll(courier, weight ? Number(weight) : undefined);
  }

  const count = waiting.length;
  const booked = lines?.filter((line) => line.booked).length ?? 0;
  return (
    <>
      {count > 0 && (
        <form className="bulk-move" aria-label={words.form} onSubmit={submit} noValidate>
          <label>
            {words.weight}
            <input type="number" inputMode="numeric" min={1} max={MAX_PARCEL_GRAMS} {...checks.field('weightGrams')} />
          </label>
          {checks.problem('weightGrams')}
          {connected.map((courier) => (
            <button key={courier.id} type="submit" name="courier" value={courier.id} className="button" disabled={busy}>
              {words.bookWith(count, courier.name)}
            </button>
          ))}
        </form>
      )}
      {busy && <p role="status">{card.booking.booking}</p>}
      {lines && (
        <div className="bulk-outcome" role="status">
          <p>{words.outcome(booked, lines.length)}</p>
          <ul aria-label={words.results}>
            {lines.map((line) => (
              <li key={line.label}>
                <bdi dir="ltr">{line.label}</bdi>: {line.text}
                {line.nearest && (
                  <div className="order-actions" role="group" aria-label={card.booking.nearest(line.nearest.courier)}>
                    {line.nearest.cities.map((city) => (
                      <button
                        key={city}
                        type="button"
                        className="button secondary"
                        disabled={busy}
                        onClick={() => void moveTo(line, city)}
                      >
                        {card.booking.useCity(city)}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Alert message={error} />
    </>
  );
}
