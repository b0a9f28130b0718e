/**
 * The checkout form's pure parts: its fields, their errors (from the same zod schema the Worker uses), the
 * order body it sends, and the Idempotency-Key of each checkout attempt.
 */
import type { SavedDelivery } from '#schema/payloads/account';
import { COUNTRY, shippingAddressSchema } from '#schema/payloads/checkout';
import type { Lang } from '#schema/i18n/languages';
import { cityIn, provinceOf } from '#schema/pakistan-cities';
import { formatPhone } from '#schema/phone';
import { orderTotals, type ShippingMethod } from '#schema/pricing';
import type { CartLine } from '../../stores/cart';

export const FIELDS = [
  'email',
  'country',
  'firstName',
  'lastName',
  'address',
  'apartment',
  'city',
  'province',
  'landmark',
  'deliveryNotes',
  'phone',
  'alternatePhone',
] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;

export const EMPTY_VALUES: Values = {
  email: '',
  country: COUNTRY,
  firstName: '',
  lastName: '',
  address: '',
  apartment: '',
  city: '',
  province: '',
  landmark: '',
  deliveryNotes: '',
  phone: '',
  alternatePhone: '',
};

/** The first problem with each field, worded as the shopper reads it beside the field. */
export function fieldErrors(values: Values): Partial<Record<Field, string>> {
  const result = shippingAddressSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form's field a refusal of the order is about (`shippingAddress.phone` is the phone's); null for the rest. */
export function checkoutFieldOf(path: string | undefined): Field | null {
  const [head, name] = path?.split('.') ?? [];
  return head === 'shippingAddress' && (FIELDS as readonly string[]).includes(name ?? '') ? (name as Field) : null;
}

/** The POST /api/orders body: product ids and quantities, the address, and the totals the shopper was shown. */
export function orderBody(values: Values, lines: CartLine[], shippingMethod: ShippingMethod) {
  const priced = lines.map((line) => ({ price: line.product.price, quantity: line.quantity }));
  return {
    items: lines.map((line) => ({
      productId: line.product._id,
      quantity: line.quantity,
      ...(line.size ? { ml: line.size } : {}),
    })),
    shippingAddress: values,
    shippingMethod,
    orderDetails: orderTotals(priced, shippingMethod),
  };
}

export interface Attempt {
  key: string;
  body: string;
}

/**
 * The Idempotency-Key for sending `body`: a retry of the same order (a double click, a dropped connection)
 * keeps the earlier key, so the server places it once; a changed order gets a new key.
 */
export function attemptFor(previous: Attempt | null, body: unknown, newKey: () => string): Attempt {
  const text = JSON.stringify(body);
  return previous?.body === text ? previous : { key: newKey(), body: text };
}

/** The fields "Save this information for next time" keeps on the account: the delivery, not the email or country. */
type DeliveryField = Exclude<Field, 'email' | 'country'>;
const DELIVERY_FIELDS = FIELDS.filter((field): field is DeliveryField => field !== 'email' && field !== 'country');

export function deliveryOf(values: Values): Record<DeliveryField, string> {
  return Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, values[field]])) as Record<DeliveryField, string>;
}

/** A saved detail as the checkout in `lang` writes it: phones as people read them, a listed city by the page's name. */
function shownIn(lang: Lang, field: DeliveryField, kept: string): string {
  if (field === 'phone' || field === 'alternatePhone') return formatPhone(kept);
  return field === 'city' ? cityIn(lang, kept) : kept;
}

/**
 * The saved details in the fields the shopper has not filled yet, as the page's language writes them (shownIn). The
 * saved province goes with the saved city only; details saved before the province was asked get the listed city's.
 */
export function withSaved(values: Values, saved: Partial<SavedDelivery>, lang: Lang): Values {
  const next = { ...values };
  for (const field of DELIVERY_FIELDS) {
    const kept = saved[field];
    if (field === 'province' && values.city) continue;
    if (!next[field] && kept) next[field] = shownIn(lang, field, kept);
  }
  next.province ||= provinceOf(next.city) ?? '';
  return next;
}
