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
