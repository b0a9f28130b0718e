/** Request bodies of the oils cart and oils orders, shared by the worker's validators and the page. */
import { z } from './zod';
import { pageLang } from '../lang';
import { isOilVolume, MAX_OILS_CART_LINES, type OilVolume } from '../oil-pricing';
import { deliveryCity, mobilePhone } from './text-fields';

const oilName = z
  .string({ error: 'Please choose a perfume oil.' })
  .trim()
  .min(1, { error: 'Please choose a perfume oil.' })
  .max(100, { error: 'We have no perfume oil by that name.' });

const volume = z
  .number({ error: 'Please choose a volume of 25, 50, 100, 250, 500 or 1000 ml.' })
  .refine(isOilVolume, { error: 'Please choose a volume of 25, 50, 100, 250, 500 or 1000 ml.' })
  .transform((v) => v as OilVolume);

const rupees = z
  .number({ error: 'Please send the price you were shown.' })
  .int({ error: 'Prices are whole rupees.' })
  .nonnegative({ error: 'Prices cannot be negative.' });

/** POST /api/oilsCart: the price is the one the shopper saw; the server prices the line itself and compares. */
export const addOilPayload = z.object({ name: oilName, volume, price: rupees });
export type AddOilPayload = z.input<typeof addOilPayload>;

/**
 * POST /api/oilsOrders: what the shopper saw in the oils cart, checked against the server's pricing of it, and the
 * phone (the shop's rule for mobiles, as at checkout) and city the shop follows the order up with.
 */
export const placeOilsOrderPayload = z.object({
  phone: mobilePhone('Phone is required'),
  city: deliveryCity,
  items: z
    .array(z.object({ product: oilName, volume, price: rupees }), { error: 'Please send the items of your oils cart.' })
    .max(MAX_OILS_CART_LINES, { error: `An oils order holds at most ${MAX_OILS_CART_LINES} items.` }),
  totalPrice: rupees,
  /** The language of the wholesale page, as checkout's. */
  lang: pageLang,
});
export type PlaceOilsOrderPayload = z.input<typeof placeOilsOrderPayload>;
/** As validated: the phone is its 11 digits, 03XXXXXXXXX. */
export type PlaceOilsOrder = z.output<typeof placeOilsOrderPayload>;
