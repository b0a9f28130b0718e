/**
 * The cash of a delivered order: the courier collects it at the door and pays the shop later (a remittance covering
 * many orders). `none` until the parcel is delivered, `with-courier` once it is, `remitted` once the courier paid.
 */
export const CASH_STATES = ['none', 'with-courier', 'remitted'] as const;

export type Cash = (typeof CASH_STATES)[number];

export const CASH_LABELS: Record<Cash, string> = {
  none: 'No cash collected',
  'with-courier': 'Cash with the courier',
  remitted: 'Cash paid to the shop',
};

/**
 * What a courier keeps back from the cash it collected before paying the shop: its delivery charge, its fee for
 * collecting the cash, the charge for carrying a refused parcel back, and anything else its sheet lists.
 */
export const CHARGE_KINDS = ['delivery', 'cod-fee', 'return', 'other'] as const;

export type ChargeKind = (typeof CHARGE_KINDS)[number];

export const CHARGE_LABELS: Record<ChargeKind, string> = {
  delivery: 'Delivery charges',
  'cod-fee': 'COD fee',
  return: 'Return charges',
  other: 'Other charges',
};

/** One deduction of a payout, in whole rupees. */
export interface RemittanceCharge {
  kind: ChargeKind;
  amount: number;
}
