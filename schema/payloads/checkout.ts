/**
 * The checkout form and the order it sends. The site validates the form with these schemas and the
 * Worker validates the request with the same ones, so both give the same messages.
 */
import { z } from './zod';
import { pageLang } from '../lang';
import { lineKey } from '../size-name';
import { SHIPPING_METHODS } from '../pricing';
import { productIdSchema, quantitySchema, sizeSchema } from './cart';
import { hasHiddenCharacters, hiddenCharactersMessage } from './plain-text';
import { deliveryCity, mobilePhone, optionalMobilePhone, requiredLine } from './text-fields';
import { PROVINCES, type Province } from '../pakistan-cities';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const COUNTRY = 'Pakistan';
export const MAX_ORDER_LINES = 50;

/** Absent, empty or null (as the API answers an order without one) all mean "not given". */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !hasHiddenCharacters(value), { error: hiddenCharactersMessage(label) })
    .nullish()
    .transform((value) => value || undefined);
}

export const PROVINCE_MESSAGE = 'Please choose a province from the list';

/** One of Pakistan's provinces and territories; absent, empty or null mean "not given" (a town checkout does not list). */
const optionalProvince = z
  .string({ error: PROVINCE_MESSAGE })
  .nullish()
  .refine((value) => !value || (PROVINCES as readonly string[]).includes(value), { error: PROVINCE_MESSAGE })
  .transform((value) => (value || undefined) as Province | undefined);

export const shippingAddressSchema = z.object(
  {
    firstName: requiredLine('First name', 50),
    lastName: requiredLine('Last name', 50),
    email: requiredLine('Email', 254).pipe(z.email({ error: EMAIL_MESSAGE })),
    phone: mobilePhone('Phone is required'),
    alternatePhone: optionalMobilePhone,
    address: requiredLine('Address', 200),
    apartment: optionalText('Apartment', 100),
    city: deliveryCity,
    province: optionalProvince,
    /** What a courier looks for near the door ('opposite the Jamia Masjid'), and how the shopper wants it handed over. */
    landmark: optionalText('Landmark', 100),
    deliveryNotes: optionalText('Delivery notes', 200),
    // 'pakistan' as typed on a phone is Pakistan.
    country: requiredLine('Country', 40)
      .transform((country) => (country.toLowerCase() === COUNTRY.toLowerCase() ? COUNTRY : country))
      .pipe(z.literal(COUNTRY, { error: 'We deliver within Pakistan only.' })),
  },
  { error: 'Delivery details are required' },
);

export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** Missing, or sent as something other than a number of rupees ("1699"): each says which. */
const rupees = z
  .number({
    error: (issue) => (issue.input === undefined ? 'Order totals are missing' : 'Order totals are whole rupees.'),
  })
  .int({ error: 'Order totals are whole rupees.' })
  .min(0, { error: 'Order totals cannot be negative.' });

/** A line's size: absent or null (as the cart answers a full bottle's `size`) is the full bottle. */
const bottleOrSize = sizeSchema.nullish().transform((ml) => ml ?? undefined);

export const placeOrderSchema = z.object({
  items: z
    .array(z.object({ productId: productIdSchema, quantity: quantitySchema, ml: bottleOrSize }), {
      error: 'Cart is empty',
    })
    .min(1, { error: 'Cart is empty' })
    .max(MAX_ORDER_LINES, { error: `An order can hold at most ${MAX_ORDER_LINES} different perfumes.` })
    .refine((items) => new Set(items.map(lineKey)).size === items.length, {
      error: 'Each perfume may appear only once in an order in each size.',
    }),
  shippingAddress: shippingAddressSchema,
  shippingMethod: z.enum(SHIPPING_METHODS, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Shipping method is required'
        : 'Standard delivery is the only shipping method we offer.',
  }),
  orderDetails: z.object(
    { subtotal: rupees, giftWrappingCost: rupees, shippingCost: rupees, total: rupees },
    { error: 'Order totals are missing' },
  ),
  /** The language of the checkout page: the shop's messages about the order are written in it. */
  lang: pageLang,
});

export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;
