/**
 * Leopards Courier's merchant API as docs/couriers.md describes it, on a local port: POST
 * /api/<operation>/format/json/ with api_key and api_password in the body (JSON or a form), answers
 * `{ status: 1, error: 0, ... }` or `{ status: 0, error: '<words>' }`. Parcels are kept per account.
 */
import {
  bookedNumber,
  digits,
  nowText,
  STAND_IN_CITIES,
  startStandIn,
  type Account,
  type Answer,
  type Protocol,
} from './server.ts';

export const LEOPARDS_PATH = '/api';

const ok = (fields: Record<string, unknown>): Answer => ({ status: 200, body: { status: 1, error: 0, ...fields } });
const refused = (error: string): Answer => ({ status: 200, body: { status: 0, error } });

const CITIES = STAND_IN_CITIES.map((name, i) => ({
  id: 100 + i,
  name,
  shipment_type: ['overnight', 'detain', 'overland'],
  allow_as_origin: true,
  allow_as_destination: true,
}));

function packet(account: Account, trackingNumber: string) {
  const parcel = account.parcels.get(trackingNumber)!;
  return {
    track_number: trackingNumber,
    booked_packet_order_id: parcel.reference,
    booked_packet_status: parcel.status,
    booked_packet_collect_amount: parcel.codAmount,
    destination_city_name: parcel.city,
    activity_date: parcel.history.at(-1)!.at,
    'Tracking Detail': parcel.history.map((event) => ({
      Status: event.status,
      Activity_datetime: event.at,
      Reason: event.reason,
    })),
  };
}

const numbersOf = (value: unknown) =>
  (Array.isArray(value) ? value.map(String) : String(value ?? '').split(',')).map((n) => n.trim()).filter(Boolean);

export const leopardsProtocol: Protocol = {
  newCredentials: () => ({
    apiKey: `LK${digits(6)}${crypto.randomUUID().slice(0, 8)}`,
    apiPassword: `LP-${crypto.randomUUID()}`,
  }),
  accountOf: (accounts, request) =>
    accounts.find(
      (a) => a.credentials.apiKey === request.body.api_key && a.credentials.apiPassword === request.body.api_password,
    ) ?? null,
  down: { status: 503, body: '<html><body>Service Temporarily Unavailable</body></html>', type: 'text/html' },
  busy: refused('Too many requests. Please try again later.'),
  // A booking's number, or each parcel's a look-up by order id lists.
  untracked: (answer) => {
    const body = answer.body as { data?: unknown };
    const data = Array.isArray(body.data) ? body.data.map((row: object) => ({ ...row, track_number: '' })) : undefined;
    return { ...answer, body: { ...body, track_number: '', ...(data ? { data } : {}) } };
  },
  answer(account, request) {
    const match = new RegExp(`^${LEOPARDS_PATH}/(\\w+)/format/json/?$`).exec(request.path);
    if (!match || request.method !== 'POST') return { status: 404, body: { status: 0, error: 'Not Found' } };
    if (!account) return refused('Invalid API Key or Password');
    const body = request.body;

    switch (match[1]) {
      case 'getAllCities':
        return ok({ city_list: CITIES });
      case 'bookPacket': {
        const city = CITIES.find((c) => String(c.id) === String(body.destination_city));
        if (!city) return refused('Invalid destination city');
        if (!/^03\d{9}$/.test(String(body.consignment_phone ?? ''))) return refused('Invalid consignment phone');
        const trackingNumber = bookedNumber(account, () => `LE${digits(10)}`);
        account.parcels.set(trackingNumber, {
          trackingNumber,
          reference: String(body.booked_packet_order_id ?? ''),
          city: city.name,
          codAmount: Number(body.booked_packet_collect_amount ?? 0),
          status: 'Pickup Request not Send',
          reason: '',
          history: [{ status: 'Pickup Request not Send', at: nowText(), reason: '' }],
          fields: body,
        });
        return ok({ track_number: trackingNumber, slip_link: `https://stand-in.invalid/slip/${trackingNumber}` });
      }
      case 'getShipmentDetailsByOrderID': {
        const wanted = numbersOf(body.order_id);
        const found = [...account.parcels.values()].filter((p) => wanted.includes(p.reference));
        return found.length > 0
          ? ok({ data: found.map((p) => packet(account, p.trackingNumber)) })
          : refused('No record found');
      }
      case 'cancelBookedPackets': {
        for (const number of numbersOf(body.cn_numbers)) {
          const parcel = account.parcels.get(number);
          if (!parcel) return refused(`Invalid CN Number: ${number}`);
          if (parcel.status !== 'Pickup Request not Send') return refused(`Packet ${number} can not be cancelled`);
        }
        for (const number of numbersOf(body.cn_numbers)) {
          const parcel = account.parcels.get(number)!;
          parcel.status = 'Cancelled';
          parcel.history.push({ status: 'Cancelled', at: nowText(), reason: '' });
        }
        return ok({});
      }
      case 'trackBookedPacket':
        return ok({
          packet_list: numbersOf(body.track_numbers)
            .filter((n) => account.parcels.has(n))
            .map((n) => packet(account, n)),
        });
      case 'getPaymentDetails':
        return ok({
          payment_list: numbersOf(body.cn_numbers)
            .filter((n) => account.parcels.has(n))
            .map((n) => {
              const payment = account.parcels.get(n)!.payment;
              return payment
                ? {
                    booked_packet_cn: n,
                    status: 'Paid',
                    invoice_cheque_no: payment.reference,
                    invoice_cheque_date: payment.date,
                    collect_amount: String(payment.amount),
                  }
                : { booked_packet_cn: n, status: 'Pending', invoice_cheque_no: '', invoice_cheque_date: '' };
            }),
        });
      default:
        return { status: 404, body: { status: 0, error: 'Unknown method' } };
    }
  },
};

export const startLeopards = (port?: number) => startStandIn(leopardsProtocol, port);
