/**
 * The couriers the shop hands parcels to, and where a shopper follows a parcel on the courier's own site. A courier
 * whose public tracking address takes the number in a known pattern gets a link; the others show the number alone
 * (the shopper types it on the courier's site).
 */
export const COURIERS = ['TCS', 'Leopards', 'PostEx', 'M&P', 'Trax', 'BlueEx', 'other'] as const;

export type Courier = (typeof COURIERS)[number];

export const COURIER_LABELS: Record<Courier, string> = {
  TCS: 'TCS',
  Leopards: 'Leopards',
  PostEx: 'PostEx',
  'M&P': 'M&P',
  Trax: 'Trax',
  BlueEx: 'BlueEx',
  other: 'Other courier',
};

/**
 * A courier's name as a page or message says it: its own brand in every language, and 'other' in the words of the
 * page's language (`otherCourier`), where COURIER_LABELS has it in English.
 */
export const courierName = (courier: Courier, otherCourier: string): string =>
  courier === 'other' ? otherCourier : COURIER_LABELS[courier];

const TRACKING_PAGES: Partial<Record<Courier, (number: string) => string>> = {
  TCS: (number) => `https://www.tcsexpress.com/track/${number}`,
  PostEx: (number) => `https://postex.pk/tracking?cn=${number}`,
};

export function isCourier(value: unknown): value is Courier {
  return typeof value === 'string' && (COURIERS as readonly string[]).includes(value);
}

/** The courier's public page for this parcel, or null when its address pattern is not known. */
export function trackingLink(courier: Courier, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[courier];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}

/** 'TCS 779404029990': how the card, the receipt and the slip name a shipment. */
export function shipmentLabel(courier: Courier, trackingNumber: string): string {
  return `${COURIER_LABELS[courier]} ${trackingNumber}`;
}
