/**
 * Checkout: contact and delivery details, standard shipping, the order summary, and
 * 'Complete order'. On success the cart empties and the shopper lands on the order's receipt.
 * Rendered in the browser only (client:only): it starts from the shopper's email and saved details.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { placeOrder } from '../../api/orders';
import { ApiFailure, refusedWith } from '../../lib/api';
import { paths } from '../../lib/paths';
import { $claims } from '../../stores/auth';
import { $cart, $cartStatus, ensureCartLoaded, forgetCart, loadCart } from '../../stores/cart';
import {
  attemptFor,
  checkoutFieldOf,
  EMPTY_VALUES,
  fieldErrors,
  orderBody,
  deliveryOf,
  withSaved,
  type Attempt,
  type Field as FieldName,
  type Values,
} from './checkout-form';
import { forgetDelivery, loadSavedDelivery, saveDelivery } from '../../api/account';
import { Field } from '../forms/Field';
import { focusFirstInvalid, INVALID_FORM_MESSAGE } from '../forms/focus-invalid';
import { SubmitButton } from '../forms/SubmitButton';
import { CityField, ProvinceSelect } from '../forms/CityFields';
import { provinceOf } from '../../../schema/pakistan-cities';
import OrderSummary from './OrderSummary';
import { ShippingMethod } from './ShippingMethod';
import './checkout.css';

const SHIPPING = 'standard';
const FAILED = 'An error occurred while placing your order. Please try again.';
const UNREADABLE = 'Failed to create order: Invalid response from server';

export default function CheckoutPage() {
  const cart = useStore($cart);
  const cartStatus = useStore($cartStatus);
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY_VALUES,
    email: $claims.get()?.email ?? '',
  }));
  const [seen, setSeen] = useState<Partial<Record<FieldName, boolean>>>({});
  // 'Save this information for next time' keeps the delivery details on the account, for any device.
  const [keep, setKeep] = useState(false);
  const hadSaved = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // What the server refused, beside its field until the shopper edits that field.
  const [refused, setRefused] = useState<Partial<Record<FieldName, string>>>({});
  const attempt = useRef<Attempt | null>(null);
  // The button stays pressable while busy (aria-disabled): a second tap before React re-renders stops here.
  const sending = useRef(false);

  useEffect(() => {
    ensureCartLoaded().catch(() => {});
    loadSavedDelivery().then(
      (saved) => {
        if (!saved) return;
        hadSaved.current = true;
        setValues((current) => withSaved(current, saved));
        setKeep(true);
      },
      () => {},
    );
  }, []);

  const errors = fieldErrors(values);
  const valid = Object.keys(errors).length === 0;
  const empty = cartStatus === 'ready' && cart.items.length === 0;
  const notice = error || (cartStatus === 'failed' ? 'Failed to load cart data' : empty ? 'Cart is empty' : '');

  function field(name: FieldName) {
    return {
      id: `checkout-${name}`,
      name,
      value: values[name],
      error: refused[name] ?? (seen[name] ? errors[name] : undefined),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setRefused((current) => ({ ...current, [name]: undefined }));
        setSeen((current) => ({ ...current, [name]: true }));
      },
      onBlur: () => setSeen((current) => ({ ...current, [name]: true })),
    };
  }

  /** A listed city brings its province; a town not listed keeps the province the shopper picks. */
  function changeCity(event: ChangeEvent<HTMLInputElement>) {
    const city = event.target.value;
    const province = provinceOf(city);
    setValues((current) => ({ ...current, city, ...(province ? { province } : {}) }));
    setRefused((current) => ({ ...current, city: undefined, ...(province ? { province: undefined } : {}) }));
    setSeen((current) => ({ ...current, city: true }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current || cartStatus !== 'ready') return;
    if (!valid) {
      setSeen(Object.fromEntries(Object.keys(values).map((name) => [name, true])));
      setError(INVALID_FORM_MESSAGE);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    if (cart.items.length === 0) {
      setError('Cart is empty');
      return;
    }
    const body = orderBody(values, cart.items, SHIPPING);
    attempt.current = attemptFor(attempt.current, body, () => crypto.randomUUID());
    sending.current = true;
    setBusy(true);
    setError('');
    try {
      const id = (await placeOrder(body, attempt.current.key)).order._id;
      // The order is placed whatever happens here; failing to keep the details must not hide the receipt.
      await (keep ? saveDelivery(deliveryOf(values)) : hadSaved.current ? forgetDelivery() : undefined)?.catch(
        () => {},
      );
      forgetCart();
      // Stays busy while the receipt opens, so the order cannot be sent again.
      location.assign(paths.orderConfirmation(id));
    } catch (failure) {
      sending.current = false;
      setBusy(false);
      if (refusedWith(failure, 'unreadable')) {
        setError(UNREADABLE);
      } else if (failure instanceof ApiFailure) {
        setError(failure.message || FAILED);
        const refusedField = checkoutFieldOf(failure.field);
        if (refusedField) setRefused({ [refusedField]: failure.message });
        // The cart, a price or the stock changed: show the shopper what the server now has.
        if (failure.status === 409) loadCart().catch(() => {});
      } else {
        setError(failure instanceof Error ? failure.message : FAILED);
      }
    }
  }

  return (
    <div className="checkout">
      <form className="checkout__form" noValidate onSubmit={submit} aria-describedby="checkout-error">
        <fieldset>
          <legend>Contact</legend>
          <Field label="Email" type="email" autoComplete="email" required {...field('email')} />
        </fieldset>

        <fieldset>
          <legend>Delivery</legend>
          <div className="field">
            <label htmlFor="checkout-country">Country</label>
            <select id="checkout-country" name="country" autoComplete="country-name" value={values.country} disabled>
              <option value="Pakistan">Pakistan</option>
            </select>
          </div>
          <div className="field-row">
            <Field label="First name" autoComplete="given-name" required {...field('firstName')} />
            <Field label="Last name" autoComplete="family-name" required {...field('lastName')} />
          </div>
          <Field label="Address" autoComplete="address-line1" required {...field('address')} />
          <Field label="Apartment, suite, etc. (optional)" autoComplete="address-line2" {...field('apartment')} />
          <CityField {...field('city')} onChange={changeCity} />
          <ProvinceSelect
            id="checkout-province"
            value={values.province}
            error={refused.province}
            onChange={(province) => {
              setValues((current) => ({ ...current, province }));
              setRefused((current) => ({ ...current, province: undefined }));
            }}
          />
          <Field
            label="Landmark (optional)"
            placeholder="e.g. near Jamia Masjid, opposite the school"
            {...field('landmark')}
          />
          <Field
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="03XX-XXXXXXX"
            required
            {...field('phone')}
          />
          <Field
            label="Alternate phone (optional)"
            type="tel"
            inputMode="tel"
            placeholder="03XX-XXXXXXX"
            {...field('alternatePhone')}
          />
          <Field
            label="Delivery notes (optional)"
            placeholder="e.g. call before coming, leave with the guard"
            {...field('deliveryNotes')}
          />
          <label className="checkbox">
            <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
            Save this information for next time
          </label>
        </fieldset>

        <ShippingMethod method={SHIPPING} />

        <p id="checkout-error" className="checkout__error" role="alert">
          {notice}
        </p>
        <SubmitButton
          className="button checkout__submit"
          unavailable={!valid || busy || cartStatus !== 'ready' || empty}
        >
          {busy ? 'Processing...' : 'Complete order'}
        </SubmitButton>
      </form>
      <OrderSummary
        lines={cart.items}
        shippingMethod={SHIPPING}
        loading={cartStatus === 'idle' || cartStatus === 'loading'}
      />
    </div>
  );
}
