/**
 * PostEx's merchant integration API as docs/couriers.md describes it, on a local port: a `token` header, answers
 * `{ statusCode, statusMessage, dist }` (a refusal can be HTTP 200 with another statusCode), a bad token 401
 * "TOKEN IS INVALID". Parcels are kept per account, so booking, tracking and cancelling agree.
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

export const POSTEX_PATH = '/services/integration/api/order';

const ok = (dist: unknown, statusMessage = 'SUCCESSFULLY OPERATED'): Answer => ({
  status: 200,
  body: { statusCode: '200', statusMessage, dist },
});
const refused = (status: number, statusMessage: string, statusCode = String(status)): Answer => ({
  status,
  body: { statusCode, statusMessage },
});

/** PostEx's status names by its codes, as tracking answers them. */
const MESSAGES: Record<string, string> = {
  '0001': "At Merchant's Warehouse",
  '0003': 'At PostEx Warehouse',
  '0004': 'Package on Route',
  '0005': 'Delivered',
  '0006': 'Returned',
  '0013': 'Attempt Made',
};

/** The order's transactionStatus in PostEx's words, by its last code; a parcel cancelled or lost says so. */
const STATUS_OF: Record<string, string> = {
  '0005': 'Delivered',
  '0006': 'Returned',
  cancelled: 'Cancelled',
  Lost: 'Lost',
};

/**
 * What PostEx says in the order's transactionStatus alone, with no event of its own in the history: no code of the
 * table the guide's clients quote means lost, so the history ends at the parcel's last event before it.
 */
const STATUS_ONLY = new Set(['Lost']);

const MINIMAL_PDF = new TextEncoder().encode('%PDF-1.4\n% PostEx stand-in airway bill\n%%EOF\n');

const cityOf = (name: string) => STAND_IN_CITIES.find((city) => city.toLowerCase() === name.trim().toLowerCase());

function trackingResponse(account: Account, trackingNumber: string) {
  const parcel = account.parcels.get(trackingNumber)!;
  return {
    trackingNumber,
    orderRefNumber: parcel.reference,
    cityName: parcel.city.toUpperCase(),
    invoicePayment: parcel.codAmount,
    customerName: parcel.fields.customerName,
    transactionStatus: STATUS_OF[parcel.status] ?? 'Booked',
    transactionStatusHistory: parcel.history
      .filter((event) => !STATUS_ONLY.has(event.status))
      .map((event) => ({
        transactionStatusMessage: event.reason
          ? `${MESSAGES[event.status] ?? event.status}: ${event.reason}`
          : (MESSAGES[event.status] ?? event.status),
        transactionStatusMessageCode: event.status,
        modifiedDatetime: event.at,
      })),
  };
}

export const postexProtocol: Protocol = {
  newCredentials: () => ({ token: `PX${digits(8)}${crypto.randomUUID().replaceAll('-', '')}` }),
  accountOf: (accounts, request) => accounts.find((a) => a.credentials.token === request.headers.token) ?? null,
  down: { status: 503, body: 'Service Unavailable', type: 'text/html' },
  busy: refused(200, 'TOO MANY REQUESTS, PLEASE TRY AGAIN LATER', '429'),
  untracked: (answer) => {
    const body = answer.body as { dist?: unknown };
    return { ...answer, body: { ...body, dist: { ...(body.dist as object), trackingNumber: '' } } };
  },
  answer(account, request) {
    if (!request.path.startsWith(POSTEX_PATH)) return refused(404, 'Not Found');
    const path = request.path.slice(POSTEX_PATH.length);
    if (!account) return refused(401, 'TOKEN IS INVALID');
    const { body, query } = request;

    if (request.method === 'GET' && path === '/v2/get-operational-city')
      return ok(
        STAND_IN_CITIES.map((city) => ({
          operationalCityName: city.toUpperCase(),
          countryName: 'Pakistan',
          isPickupCity: true,
          isDeliveryCity: true,
        })),
      );

    if (request.method === 'POST' && path === '/v3/create-order') {
      const city = cityOf(String(body.cityName ?? ''));
      if (!city) return refused(400, `Invalid City Name: ${String(body.cityName ?? '')}`);
      if (!/^03\d{9}$/.test(String(body.customerPhone ?? ''))) return refused(400, 'Invalid customer phone number');
      const trackingNumber = bookedNumber(account, () => digits(14));
      account.parcels.set(trackingNumber, {
        trackingNumber,
        reference: String(body.orderRefNumber ?? ''),
        city,
        codAmount: Number(body.invoicePayment ?? 0),
        status: '0001',
        reason: '',
        history: [{ status: '0001', at: nowText(), reason: '' }],
        fields: body,
      });
      return ok({ trackingNumber, orderStatus: 'Unbooked', orderDate: nowText() }, 'ORDER HAS BEEN CREATED');
    }

    if (request.method === 'GET' && path === '/v1/get-order-detail-by-ref-number') {
      // The newest parcel under the reference: one booked again after a cancelled one is the one PostEx details.
      const parcel = [...account.parcels.values()].filter((p) => p.reference === query.get('orderRefNumber')).at(-1);
      return parcel ? ok(trackingResponse(account, parcel.trackingNumber)) : refused(200, 'RECORD NOT FOUND', '404');
    }

    if (request.method === 'PUT' && path === '/v1/cancel-order') {
      const parcel = account.parcels.get(String(body.trackingNumber ?? ''));
      if (!parcel) return refused(200, 'RECORD NOT FOUND', '404');
      if (parcel.status !== '0001') return refused(200, 'Order cannot be cancelled in its current status', '400');
      parcel.status = 'cancelled';
      parcel.history.push({ status: 'cancelled', at: nowText(), reason: '' });
      return ok(null, 'ORDER HAS BEEN CANCELLED');
    }

    if (request.method === 'GET' && path === '/v1/track-bulk-order') {
      const numbers = (query.get('TrackingNumbers') ?? '').split(',').filter(Boolean);
      return ok(
        numbers.map((trackingNumber) =>
          account.parcels.has(trackingNumber)
            ? {
                trackingNumber,
                message: 'SUCCESSFULLY OPERATED',
                trackingResponse: trackingResponse(account, trackingNumber),
              }
            : { trackingNumber, message: 'ORDER NOT FOUND' },
        ),
      );
    }

    if (request.method === 'GET' && path === '/v1/get-invoice') {
      const numbers = (query.get('trackingNumbers') ?? '').split(',').filter(Boolean);
      const unknown = numbers.find((n) => !account.parcels.has(n));
      if (unknown) return refused(404, `Order not found with tracking Number : ${unknown}`);
      return { status: 200, body: MINIMAL_PDF, type: 'application/pdf' };
    }

    const paid = /^\/v1\/payment-status\/(.+)$/.exec(path);
    if (request.method === 'GET' && paid) {
      const parcel = account.parcels.get(decodeURIComponent(paid[1]!));
      if (!parcel) return refused(200, 'RECORD NOT FOUND', '404');
      const payment = parcel.payment;
      return ok({
        orderRefNumber: parcel.reference,
        trackingNumber: parcel.trackingNumber,
        settle: payment !== undefined,
        ...(payment ? { settlementDate: payment.date, cprNumber_1: payment.reference } : {}),
      });
    }

    return refused(404, 'Not Found');
  },
};

export const startPostEx = (port?: number) => startStandIn(postexProtocol, port);
