/**
 * Checkout: contact and delivery details, standard shipping, the order summary, and
 * 'Complete order'. On success the cart empties and the shopper lands on the order's receipt.
 * Rendered in the browser only (client:only): it starts from what the shopper typed in this tab (checkout-draft.ts),
 * their email and their saved details.
 */
import { ORDERS } from '#schema/api';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { placeOrder } from '../../api/orders';
import type { Lang } from '#schema/i18n/languages';
import { PHONE_EXAMPLE } from '../../i18n/phone-example';
import { BUYING_WORDS } from '../../i18n/buying';
import { hrefIn } from '#schema/i18n/languages';
import { fieldProblemIn, refusalIn } from '../../i18n/refusals';
import { ApiFailure, refusedWith } from '../../lib/api';
import { paths } from '#schema/paths';
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
import { forgetDraft, keepDraft, readDraft } from './checkout-draft';
import { Field } from '../forms/Field';
import { focusFirstInvalid } from '../forms/focus-invalid';
import { SubmitButton } from '../forms/SubmitButton';
import { CityField, ProvinceSelect } from '../forms/CityFields';
import { provinceOf } from '#schema/pakistan-cities';
import OrderSummary from './OrderSummary';
import { heldBackLines } from '../cart/held-back';
import { afterPress } from '../forms/after-press';
import { ShippingMethod } from './ShippingMethod';
import './checkout.css';

/** The refusals of an order whose cart the server sees otherwise than the page: the page reads it again. */
const CART_MOVED: readonly ApiFailure['code'][] = [
  'cart_changed',
  'cart_empty',
  'no_longer_sold',
  'prices_changed',
  'out_of_stock',
];

const SHIPPING = 'standard';

/** The kind of each field whose Urdu problem names what a right one looks like. */
const KINDS: Partial<Record<FieldName, 'email' | 'mobile'>> = {
  email: 'email',
  phone: 'mobile',
  alternatePhone: 'mobile',
};

export default function CheckoutPage({ lang = 'en' }: { lang?: Lang }) {
  const words = BUYING_WORDS[lang].checkout;
  const cart = useStore($cart);
  const cartStatus = useStore($cartStatus);
  // The page is behind the login guard: the account is known from the first render.
  const account = $claims.get()?.sub ?? '';
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY_VALUES,
    email: $claims.get()?.email ?? '',
    ...readDraft(account),
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

  // Only what the shopper typed here is kept for the tab: the account's saved details (or details forgotten since)
  // come from the account on every visit.
  const [typed] = useState(() => new Set(Object.keys(readDraft(account)) as FieldName[]));
  useEffect(
    () => keepDraft(account, Object.fromEntries([...typed].map((name) => [name, values[name]]))),
    [account, typed, values],
  );

  useEffect(() => {
    ensureCartLoaded().catch(() => {});
    loadSavedDelivery().then(
      (saved) => {
        if (!saved) return;
        hadSaved.current = true;
        setValues((current) => withSaved(current, saved, lang));
        setKeep(true);
      },
      () => {},
    );
  }, [lang]);

  const errors = fieldErrors(values);
  const valid = Object.keys(errors).length === 0;
  const empty = cartStatus === 'ready' && cart.items.length === 0;
  // A line the server would refuse the order for: the summary says which, and the order waits for the cart's change.
  const heldBack = cartStatus === 'ready' && heldBackLines(cart.items).length > 0;
  const notice =
    error ||
    (cartStatus === 'failed'
      ? BUYING_WORDS[lang].cart.failed
      : empty
        ? words.cartEmpty
        : heldBack
          ? words.changeCartFirst
          : '');

  function field(name: Exclude<FieldName, 'country' | 'province'>) {
    const problem = seen[name] ? errors[name] : undefined;
    return {
      id: `checkout-${name}`,
      name,
      label: words[name],
      value: values[name],
      error:
        refused[name] ?? fieldProblemIn(lang, problem, { label: words[name], value: values[name], kind: KINDS[name] }),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        typed.add(name);
        setValues((current) => ({ ...current, [name]: value }));
        setRefused((current) => ({ ...current, [name]: undefined }));
        setSeen((current) => ({ ...current, [name]: true }));
      },
      onBlur: () => afterPress(() => setSeen((current) => ({ ...current, [name]: true }))),
    };
  }

  /** A listed city brings its province; a town not listed keeps the province the shopper picks. */
  function changeCity(event: ChangeEvent<HTMLInputElement>) {
    const city = event.target.value;
    const province = provinceOf(city);
    typed.add('city');
    if (province) typed.add('province');
    setValues((current) => ({ ...current, city, ...(province ? { province } : {}) }));
    setRefused((current) => ({ ...current, city: undefined, ...(province ? { province: undefined } : {}) }));
    setSeen((current) => ({ ...current, city: true }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Held back, the order cannot go whatever the form says: the notice above the button says why, in place of the
    // refusal that showed the shelf had moved.
    if (heldBack) setError('');
    if (sending.current || cartStatus !== 'ready' || heldBack) return;
    if (!valid) {
      setSeen(Object.fromEntries(Object.keys(values).map((name) => [name, true])));
      setError(words.invalidForm);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    if (cart.items.length === 0) {
      setError(words.cartEmpty);
      return;
    }
    const body = { ...orderBody(values, cart.items, SHIPPING), lang };
    attempt.current = attemptFor(attempt.current, body, () => crypto.randomUUID());
    sending.current = true;
    setBusy(true);
    setError('');
    try {
      const id = (await placeOrder(body, attempt.current.key)).order?._id;
      // A receipt for no order would be no receipt: an answer without one is not the shop's.
      if (typeof id !== 'string' || id === '') throw new ApiFailure(200, words.unreadable, 'unreadable');
      // The order is placed whatever happens here; failing to keep the details must not hide the receipt.
      await (keep ? saveDelivery(deliveryOf(values)) : hadSaved.current ? forgetDelivery() : undefined)?.catch(
        () => {},
      );
      forgetCart();
      forgetDraft(account);
      // Stays busy while the receipt opens, so the order cannot be sent again.
      location.assign(hrefIn(lang, paths.orderConfirmation(id)));
    } catch (failure) {
      sending.current = false;
      setBusy(false);
      if (refusedWith(failure, 'unreadable')) {
        setError(words.unreadable);
      } else if (failure instanceof ApiFailure) {
        const message = refusalIn(lang, failure, ORDERS.place, words.failed);
        setError(message);
        // Beside the field, in the page's language: a rule the field broke as the form words its own, any other
        // refusal of it (a phone the shop takes no orders from) in the refusal's words.
        const refusedField = checkoutFieldOf(failure.field);
        if (refusedField) {
          const broken = { label: words[refusedField], value: values[refusedField], kind: KINDS[refusedField] };
          setRefused({
            [refusedField]: failure.code === 'invalid' ? fieldProblemIn(lang, failure.message, broken) : message,
          });
        }
        // The cart, a price or the stock changed: show the shopper what the server now has.
        if (CART_MOVED.includes(failure.code)) loadCart().catch(() => {});
      } else {
        setError(lang === 'en' && failure instanceof Error ? failure.message : words.failed);
      }
    }
  }

  return (
    <div className="checkout">
      <form className="checkout__form" noValidate onSubmit={submit} aria-describedby="checkout-error">
        <fieldset>
          <legend>{words.contact}</legend>
          <Field type="email" autoComplete="email" required {...field('email')} />
        </fieldset>

        <fieldset>
          <legend>{words.delivery}</legend>
          <div className="field">
            <label htmlFor="checkout-country">{words.country}</label>
            <select id="checkout-country" name="country" autoComplete="country-name" value={values.country} disabled>
              <option value="Pakistan">{words.pakistan}</option>
            </select>
          </div>
          <div className="field-row">
            <Field autoComplete="given-name" required {...field('firstName')} />
            <Field autoComplete="family-name" required {...field('lastName')} />
          </div>
          <Field autoComplete="address-line1" required {...field('address')} />
          <Field autoComplete="address-line2" {...field('apartment')} />
          <CityField {...field('city')} onChange={changeCity} lang={lang} />
          <ProvinceSelect
            id="checkout-province"
            value={values.province}
            error={refused.province}
            lang={lang}
            onChange={(province) => {
              typed.add('province');
              setValues((current) => ({ ...current, province }));
              setRefused((current) => ({ ...current, province: undefined }));
            }}
          />
          <Field placeholder={words.landmarkExample} {...field('landmark')} />
          <Field
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={PHONE_EXAMPLE[lang]}
            required
            {...field('phone')}
          />
          <Field type="tel" inputMode="tel" placeholder={PHONE_EXAMPLE[lang]} {...field('alternatePhone')} />
          <Field placeholder={words.deliveryNotesExample} {...field('deliveryNotes')} />
          <label className="checkbox">
            <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
            {words.save}
          </label>
        </fieldset>

        <ShippingMethod method={SHIPPING} lang={lang} />

        <p id="checkout-error" className="checkout__error" role="alert">
          {notice}
        </p>
        <SubmitButton
          className="button checkout__submit"
          unavailable={!valid || busy || cartStatus !== 'ready' || empty || heldBack}
        >
          {busy ? words.processing : words.complete}
        </SubmitButton>
      </form>
      <OrderSummary
        lines={cart.items}
        shippingMethod={SHIPPING}
        lang={lang}
        loading={cartStatus === 'idle' || cartStatus === 'loading'}
      />
    </div>
  );
}
