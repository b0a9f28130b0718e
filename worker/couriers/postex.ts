/**
 * PostEx's merchant integration API (docs/couriers.md names the sources): a `token` header from the merchant
 * portal, JSON in and out, every answer `{ statusCode: "200", statusMessage, dist }`, where a refusal may come back
 * as HTTP 200 with another statusCode, so the body decides, not the status. PostEx's own names stay in this file.
 */
import {
  returnReasonOf,
  type Booked,
  type Connection,
  type CourierAdapter,
  type Parcel,
  type Payment,
} from './courier';
import { CourierRefused, CourierUnreachable, courierFetch, isRecord, jsonOf, text } from './courier';
import type { ParcelState, Tracked } from './courier';
import { sameCity } from './nearest-cities';

export const POSTEX_PRODUCTION_URL = 'https://api.postex.pk/services/integration/api/order';

export interface PostExCredentials {
  token: string;
}

/** PostEx prints at most this many airway bills in one PDF. */
export const POSTEX_AIRWAY_BILL_MAX = 10;
/** Tracking numbers per track-bulk-order call. */
const TRACK_BATCH = 50;

/** transactionStatusMessageCode of the last event → where the parcel is. */
const STATE_OF_CODE: Record<string, ParcelState> = {
  '0001': 'booked', // At Merchant's Warehouse
  '0002': 'returned',
  '0005': 'delivered',
  '0006': 'returned',
  '0007': 'returned',
};

/** transactionStatus, when the answer carries no history. */
function stateOfStatus(status: string): ParcelState {
  const said = status.toLowerCase();
  if (said === 'delivered') return 'delivered';
  if (said.startsWith('return')) return 'returned';
  if (said.startsWith('cancel')) return 'cancelled';
  if (said === 'lost') return 'lost';
  if (said === 'unbooked' || said === 'booked') return 'booked';
  return 'in-transit';
}

const COURIER = 'PostEx';

export function postex(connection: Connection<PostExCredentials>): CourierAdapter {
  const headers = { token: connection.credentials.token, 'content-type': 'application/json' };

  /**
   * One call; the body's `dist` when PostEx says 200, null when it says it knows no such record. Its "no" is an
   * answer in its own shape with another statusCode, or an HTTP 4xx; its own failure (a 5xx, in the body too) and an
   * answer with no "no" to read in it (a proxy's page, JSON cut short) leave unknown what it did.
   */
  async function call(path: string, init: RequestInit = {}, notFound: 'null' | 'refuse' = 'refuse') {
    const response = await courierFetch(COURIER, connection, path, { ...init, headers });
    const body = await jsonOf(response);
    const code = isRecord(body) ? text(body.statusCode) : '';
    const words = isRecord(body) ? text(body.statusMessage) || text(body.message) || text(body.error) : '';
    const readable = code !== '' || words !== '';
    if (readable && (response.status === 404 || code === '404') && notFound === 'null') return null;
    if (readable && response.ok && code === '200') return isRecord(body) ? (body.dist ?? null) : null;
    if (code.startsWith('5'))
      throw new CourierUnreachable({ courier: COURIER, why: 'failed', status: Number(code) || 500 });
    if (readable || response.status >= 400) throw CourierRefused.said(COURIER, words, response.status);
    throw CourierUnreachable.unreadable(COURIER, response.status);
  }

  /**
   * A parcel as PostEx details it: where it is, and its last event (none when it carries no history). A lost parcel
   * is said in the order's status alone (no event code means lost), so that word outranks the last event, which is
   * the one before it was lost (still at the merchant's warehouse, or on route), and is the event the owner reads.
   */
  function stateOf(order: Record<string, unknown>) {
    const history = Array.isArray(order.transactionStatusHistory)
      ? order.transactionStatusHistory.filter(isRecord)
      : [];
    const status = text(order.transactionStatus);
    if (stateOfStatus(status) === 'lost') return { state: 'lost' as const, status, last: undefined };
    const last = history.at(-1);
    const state = (last && STATE_OF_CODE[text(last.transactionStatusMessageCode)]) || stateOfStatus(status);
    return { state, status, last };
  }

  /**
   * The parcel booked under a reference; one cancelled since (a booking the owner cancelled) is none. A parcel said
   * without its tracking number is there all the same, its number unknown.
   */
  const trackingOf = (dist: unknown): Booked | null => {
    const row = Array.isArray(dist) ? dist[0] : dist;
    if (!isRecord(row) || stateOf(row).state === 'cancelled') return null;
    const trackingNumber = text(row.trackingNumber);
    if (!trackingNumber) throw CourierUnreachable.untracked(COURIER);
    return { trackingNumber };
  };

  function tracked(row: Record<string, unknown>): Tracked | null {
    const order = row.trackingResponse;
    if (!isRecord(order)) return null;
    const { state, status, last } = stateOf(order);
    const courierStatus = last ? text(last.transactionStatusMessage) : status;
    return {
      trackingNumber: text(order.trackingNumber) || text(row.trackingNumber),
      state,
      courierStatus,
      at: last ? text(last.modifiedDatetime) || text(last.updatedAt) || null : null,
      ...(state === 'returned' ? { returnReason: returnReasonOf(courierStatus) } : {}),
    };
  }

  async function operationalCities() {
    const dist = await call('/v2/get-operational-city');
    return (Array.isArray(dist) ? dist.filter(isRecord) : [])
      .map((row) => text(row.operationalCityName))
      .filter(Boolean);
  }

  return {
    async verify() {
      await call('/v2/get-operational-city');
    },

    async book(parcel: Parcel) {
      const dist = await call('/v3/create-order', {
        method: 'POST',
        body: JSON.stringify({
          orderRefNumber: parcel.reference,
          invoicePayment: parcel.codAmount,
          orderDetail: parcel.description,
          customerName: parcel.name,
          customerPhone: parcel.phone,
          deliveryAddress: parcel.address,
          // PostEx has no field for a second number: its notes carry it, beside the customer's own.
          transactionNotes: [parcel.notes, parcel.alternatePhone && `Other phone: ${parcel.alternatePhone}`]
            .filter(Boolean)
            .join('. '),
          cityName: parcel.city,
          invoiceDivision: 1,
          items: parcel.pieces,
          pickupAddressCode: parcel.pickupAddress ?? connection.pickupAddress ?? '',
          orderType: 'Normal',
        }),
      }).catch(async (err: unknown) => {
        // PostEx's refusal of a city it does not deliver to names it in its own words: said as the city it lacks,
        // with the nearest it lists, where its list of cities says so.
        if (!(err instanceof CourierRefused)) throw err;
        const listed = await operationalCities().catch(() => null);
        if (!listed || listed.some((name) => sameCity(name, parcel.city))) throw err;
        throw CourierRefused.unknownCity(COURIER, parcel.city, listed);
      });
      // PostEx said 200: whatever else its answer lacks, the parcel is booked.
      const booked = trackingOf(dist);
      if (!booked) throw CourierUnreachable.untracked(COURIER);
      return booked;
    },

    async findByReference(reference: string) {
      const query = new URLSearchParams({ orderRefNumber: reference });
      return trackingOf(await call(`/v1/get-order-detail-by-ref-number?${query}`, {}, 'null'));
    },

    async cancel(trackingNumber: string) {
      await call('/v1/cancel-order', { method: 'PUT', body: JSON.stringify({ trackingNumber }) });
    },

    async track(trackingNumbers: string[]) {
      const found: Tracked[] = [];
      for (let i = 0; i < trackingNumbers.length; i += TRACK_BATCH) {
        const query = new URLSearchParams({ TrackingNumbers: trackingNumbers.slice(i, i + TRACK_BATCH).join(',') });
        const dist = await call(`/v1/track-bulk-order?${query}`);
        for (const row of Array.isArray(dist) ? dist.filter(isRecord) : []) {
          const parcel = tracked(row);
          if (parcel) found.push(parcel);
        }
      }
      return found;
    },

    async airwayBill(trackingNumbers: string[]) {
      // One PDF for more than PostEx prints at once would be several: the shop prints its own labels instead.
      if (trackingNumbers.length > POSTEX_AIRWAY_BILL_MAX) return null;
      const query = new URLSearchParams({ trackingNumbers: trackingNumbers.join(',') });
      const response = await courierFetch(COURIER, connection, `/v1/get-invoice?${query}`, {
        headers: { token: connection.credentials.token, accept: 'application/pdf' },
      });
      if (response.ok && (response.headers.get('content-type') ?? '').includes('pdf')) return response;
      const body = await jsonOf(response);
      throw CourierRefused.said(COURIER, isRecord(body) ? text(body.statusMessage) : '', response.status);
    },

    async payments(trackingNumbers: string[]) {
      const paid: Payment[] = [];
      for (const trackingNumber of trackingNumbers) {
        const dist = await call(`/v1/payment-status/${encodeURIComponent(trackingNumber)}`, {}, 'null');
        if (!isRecord(dist)) continue;
        paid.push({
          trackingNumber,
          settled: dist.settle === true,
          reference: text(dist.cprNumber_1) || null,
          amount: null,
          paidOn: text(dist.settlementDate) || null,
        });
      }
      return paid;
    },

    cities: operationalCities,
  };
}
