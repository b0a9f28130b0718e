/**
 * A courier's payment sheet, read: which column holds the tracking number, what was paid for the parcel, the cash
 * collected and each charge, found by the header's words (case, spaces and punctuation aside), then each row in the
 * shop's terms. Neither PostEx nor Leopards publishes the columns of the sheet its portal exports, and the owner may
 * have retyped it, so the names are the ones those sheets and Pakistani couriers' invoices commonly use: the API's
 * own field names (booked_packet_cn, collect_amount, invoice_cheque_no, cprNumber), "CN #", "Tracking Number",
 * "COD Amount", "Net Payable", "Delivery Charges", "COD Fee", "Return Charges" and the like.
 */
import { CHARGE_KINDS, type ChargeKind, type RemittanceCharge } from '#schema/cash';
import { MAX_PAYOUT_RUPEES } from '#schema/payloads/remittances';
import { withoutHiddenCharacters } from '#schema/payloads/plain-text';
import { ApiError } from '../http/errors';

/** The header's words without case, spaces or punctuation: 'CN #' is 'cn', 'Net Amount (Rs)' is 'netamountrs'. */
const key = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const TRACKING = [
  'trackingnumber',
  'trackingno',
  'tracking',
  'trackno',
  'tracknumber',
  'cn',
  'cnno',
  'cnnumber',
  'consignmentno',
  'consignmentnumber',
  'bookedpacketcn',
  'awb',
  'awbno',
  'awbnumber',
];
/** What reached the shop for the parcel, after the courier's charges. */
const PAID = [
  'netamount',
  'netpayable',
  'payable',
  'payableamount',
  'amountpaid',
  'paidamount',
  'paymentamount',
  'netamountrs',
  'amount',
];
/** The cash the rider collected at the door, before the charges. */
const COLLECTED = [
  'codamount',
  'cod',
  'codamountrs',
  'collectamount',
  'collectedamount',
  'invoicepayment',
  'orderamount',
];
const REFERENCE = [
  'cprnumber',
  'cprno',
  'cpr',
  'cprnumber1',
  'invoicechequeno',
  'chequeno',
  'paymentreference',
  'paymentref',
  'invoiceno',
];
const CHARGES: Record<ChargeKind, string[]> = {
  delivery: [
    'deliverycharges',
    'deliverycharge',
    'shippingcharges',
    'shippingcharge',
    'freight',
    'freightcharges',
    'servicecharges',
    'bookingcharges',
  ],
  'cod-fee': [
    'codfee',
    'codcharges',
    'codcharge',
    'codservicecharges',
    'cashhandling',
    'cashhandlingcharges',
    'cashhandlingfee',
  ],
  return: ['returncharges', 'returncharge', 'rtocharges', 'returnfee'],
  other: ['tax', 'gst', 'salestax', 'fuelsurcharge', 'fuelcharges', 'othercharges', 'insurance'],
};

interface Columns {
  tracking: number;
  paid: number;
  collected: number;
  reference: number;
  charges: { kind: ChargeKind; at: number }[];
}

const first = (keys: string[], names: string[]) => {
  for (const name of names) {
    const at = keys.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
};

/** The columns the sheet's header names; a sheet without a tracking number, or with no amount at all, is refused. */
export function sheetColumns(header: string[]): Columns {
  const keys = header.map(key);
  const columns: Columns = {
    tracking: first(keys, TRACKING),
    paid: first(keys, PAID),
    collected: first(keys, COLLECTED),
    reference: first(keys, REFERENCE),
    charges: CHARGE_KINDS.flatMap((kind) =>
      keys.flatMap((name, at) => (CHARGES[kind].includes(name) ? [{ kind, at }] : [])),
    ),
  };
  if (columns.tracking < 0)
    throw new ApiError(400, 'The sheet has no tracking number column (Tracking Number or CN #).', {
      code: 'sheet_no_tracking_column',
      field: 'csv',
    });
  if (columns.paid < 0 && columns.collected < 0)
    throw new ApiError(400, 'The sheet has no amount column (Net Amount, Amount Paid or COD Amount).', {
      code: 'sheet_no_amount_column',
      field: 'csv',
    });
  return columns;
}

/**
 * Whole rupees from a sheet's cell ('Rs 1,500.00', '1500', '-', '-150' for a charge written as a deduction); null
 * when it is no amount, or one no payout could hold (over MAX_PAYOUT_RUPEES either way, '1e308').
 */
export function rupeesOf(cell: string | undefined): number | null {
  const plain = (cell ?? '').replace(/rs\.?|pkr|,|\s/gi, '');
  if (plain === '' || plain === '-') return null;
  const value = Math.round(Number(plain));
  return Number.isFinite(value) && Math.abs(value) <= MAX_PAYOUT_RUPEES ? value : null;
}

/**
 * A payment reference as a sheet's cell holds it, on one line: line breaks become spaces, and hidden characters go by
 * the shop's one rule for free text (schema/payloads/plain-text.ts).
 */
const oneLine = (cell: string | undefined) => withoutHiddenCharacters((cell ?? '').replace(/\s+/g, ' ')).trim() || null;

/** One row of the sheet in the shop's terms; `paid` is what reached the shop for the parcel, null when unreadable. */
export interface SheetRow {
  /** The row's place in the sheet, the header being row 1. */
  line: number;
  trackingNumber: string;
  paid: number | null;
  charges: RemittanceCharge[];
  reference: string | null;
}

export function sheetRows(rows: string[][]): SheetRow[] {
  const [header, ...body] = rows;
  if (!header) throw new ApiError(400, 'The sheet is empty.', { code: 'sheet_empty', field: 'csv' });
  const columns = sheetColumns(header);
  return body.flatMap((cells, i) => {
    // A parcel's number is read without spaces, as the sheet wrote it otherwise; its order is found by its key, dashes
    // and case aside (import.ts).
    const trackingNumber = (cells[columns.tracking] ?? '').replace(/\s/g, '');
    // A totals line at the foot of the sheet names no parcel.
    if (trackingNumber === '') return [];
    const charges = columns.charges.flatMap(({ kind, at }) => {
      const amount = rupeesOf(cells[at]);
      return amount ? [{ kind, amount: Math.abs(amount) }] : [];
    });
    const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
    const collected = columns.collected >= 0 ? rupeesOf(cells[columns.collected]) : null;
    const paid = columns.paid >= 0 ? rupeesOf(cells[columns.paid]) : collected === null ? null : collected - charged;
    const reference = columns.reference >= 0 ? oneLine(cells[columns.reference]) : null;
    return [{ line: i + 2, trackingNumber, paid, charges, reference }];
  });
}
