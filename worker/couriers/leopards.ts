/**
 * Leopards Courier's merchant API (docs/couriers.md names the sources): every call a POST to
 * `<base>/<operation>/format/json/` with `api_key` and `api_password` in the JSON body, every answer
 * `{ status: 1, error: 0, ... }` or `{ status: 0, error: "<its words>" }`. Cities are Leopards' ids, looked up by name
 * in its own list. Leopards' names stay in this file.
 */
import { returnReasonOf, type Connection, type CourierAdapter, type Parcel, type Payment } from './courier';
import { CourierRefused, CourierUnreachable, courierFetch, isRecord, jsonOf, text } from './courier';
import type { ParcelState, Tracked } from './courier';
import { sameCity } from './nearest-cities';

export const LEOPARDS_PRODUCTION_URL = 'https://merchantapi.leopardscourier.com/api';

export interface LeopardsCredentials {
  apiKey: string;
  apiPassword: string;
}

/** Numbers per trackBookedPacket or getPaymentDetails call. */
const BATCH = 50;

/** booked_packet_status → where the parcel is; any other status is on its way (out or back). */
const STATE_OF_STATUS: Record<string, ParcelState> = {
  'pickup request not send': 'booked',
  'pickup request sent': 'booked',
  'consignment booked': 'booked',
  delivered: 'delivered',
  'returned to shipper': 'returned',
  lost: 'lost',
  cancelled: 'cancelled',
};

const COURIER = 'Leopards';

/** Leopards' words for an order id it holds no parcel under. */
const NO_RECORD = /^no record/i;

/** Leopards fills a shipper field it is sent as 'self' from the merchant's account. */
const SELF = 'self';

export function leopards(connection: Connection<LeopardsCredentials>): CourierAdapter {
  const { apiKey, apiPassword } = connection.credentials;

  /**
   * One operation; its answer when Leopards says status 1, else its words (or an HTTP 4xx) as a refusal. An answer
   * not in its shape (a proxy's page, JSON cut short) says no "no": what Leopards did is unknown.
   */
  async function call(operation: string, fields: Record<string, unknown> = {}) {
    const response = await courierFetch(COURIER, connection, `/${operation}/format/json/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: apiKey, api_password: apiPassword, ...fields }),
    });
    const body = await jsonOf(response);
    const readable = isRecord(body) && body.status !== undefined;
    if (readable && response.ok && Number(body.status) === 1) return body;
    if (readable || response.status >= 400)
      throw CourierRefused.said(COURIER, isRecord(body) ? text(body.error) : '', response.status);
    throw CourierUnreachable.unreadable(COURIER, response.status);
  }

  /** Asked once per adapter: a bulk booking looks up every parcel's city in the same list. */
  let cities: Promise<Record<string, unknown>[]> | null = null;
  function cityList() {
    cities ??= call('getAllCities').then(
      (body) => (Array.isArray(body.city_list) ? body.city_list : []).filter(isRecord),
      (err: unknown) => {
        cities = null;
        throw err;
      },
    );
    return cities;
  }

  function tracked(packet: Record<string, unknown>): Tracked {
    const details = Array.isArray(packet['Tracking Detail']) ? packet['Tracking Detail'].filter(isRecord) : [];
    const last = details.at(-1);
    const courierStatus = text(packet.booked_packet_status);
    const state = STATE_OF_STATUS[courierStatus.toLowerCase()] ?? 'in-transit';
    const why = last ? text(last.Reason) || text(last.Status) : courierStatus;
    return {
      trackingNumber: text(packet.track_number),
      state,
      courierStatus,
      at: (last && text(last.Activity_datetime)) || text(packet.activity_date) || null,
      ...(state === 'returned' ? { returnReason: returnReasonOf(why) } : {}),
    };
  }

  return {
    async verify() {
      await call('getAllCities');
    },

    async book(parcel: Parcel) {
      const listed = await cityList();
      const city = listed.find((row) => sameCity(text(row.name), parcel.city));
      if (!city)
        throw CourierRefused.unknownCity(
          COURIER,
          parcel.city,
          listed.map((row) => text(row.name)),
        );
      const body = await call('bookPacket', {
        booked_packet_weight: parcel.weightGrams,
        booked_packet_no_piece: parcel.pieces,
        booked_packet_collect_amount: parcel.codAmount,
        booked_packet_order_id: parcel.reference,
        origin_city: SELF,
        destination_city: city.id,
        shipment_name_eng: SELF,
        shipment_email: SELF,
        shipment_phone: SELF,
        shipment_address: parcel.pickupAddress ?? connection.pickupAddress ?? SELF,
        consignment_name_eng: parcel.name,
        consignment_phone: parcel.phone,
        consignment_phone_two: parcel.alternatePhone ?? '',
        consignment_address: parcel.address,
        special_instructions: parcel.notes ? `${parcel.description}. ${parcel.notes}` : parcel.description,
        shipment_type: 'overnight',
      });
      // Leopards said status 1: the parcel is booked, whether or not its number came with the answer.
      const trackingNumber = text(body.track_number);
      if (!trackingNumber) throw CourierUnreachable.untracked(COURIER);
      return { trackingNumber };
    },

    async findByReference(reference: string) {
      let body: Record<string, unknown>;
      try {
        body = await call('getShipmentDetailsByOrderID', { order_id: reference });
      } catch (err) {
        // Leopards answers status 0 "No record found" for an order id it has no parcel for; any other answer leaves
        // unknown whether it holds one.
        if (err instanceof CourierRefused && err.no.why === 'said' && NO_RECORD.test(err.no.words)) return null;
        throw err;
      }
      const rows = Array.isArray(body.data) ? body.data : Array.isArray(body.packet_list) ? body.packet_list : [];
      // A parcel cancelled under this reference (a booking the owner cancelled before) is no parcel to ship with.
      const row = rows.filter(isRecord).find((packet) => tracked(packet).state !== 'cancelled');
      if (!row) return null;
      const trackingNumber = text(row.track_number) || text(row.cn_number);
      if (!trackingNumber) throw CourierUnreachable.untracked(COURIER);
      return { trackingNumber };
    },

    async cancel(trackingNumber: string) {
      await call('cancelBookedPackets', { cn_numbers: trackingNumber });
    },

    async track(trackingNumbers: string[]) {
      const found: Tracked[] = [];
      for (let i = 0; i < trackingNumbers.length; i += BATCH) {
        const body = await call('trackBookedPacket', { track_numbers: trackingNumbers.slice(i, i + BATCH).join(',') });
        const packets = Array.isArray(body.packet_list) ? body.packet_list.filter(isRecord) : [];
        found.push(...packets.map(tracked).filter((parcel) => parcel.trackingNumber));
      }
      return found;
    },

    /** Leopards gives a slip link per booking rather than one PDF for many: the shop prints its own label. */
    async airwayBill() {
      return null;
    },

    async payments(trackingNumbers: string[]) {
      const paid: Payment[] = [];
      for (let i = 0; i < trackingNumbers.length; i += BATCH) {
        const body = await call('getPaymentDetails', { cn_numbers: trackingNumbers.slice(i, i + BATCH).join(',') });
        for (const row of Array.isArray(body.payment_list) ? body.payment_list.filter(isRecord) : []) {
          const amount = Number(row.collect_amount);
          paid.push({
            trackingNumber: text(row.booked_packet_cn),
            settled: text(row.status).toLowerCase() === 'paid',
            reference: text(row.invoice_cheque_no) || null,
            amount: Number.isFinite(amount) && text(row.collect_amount) !== '' ? amount : null,
            paidOn: text(row.invoice_cheque_date) || null,
          });
        }
      }
      return paid;
    },

    async cities() {
      return (await cityList()).map((row) => text(row.name)).filter(Boolean);
    },
  };
}
