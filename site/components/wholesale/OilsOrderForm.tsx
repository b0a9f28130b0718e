/**
 * Ordering the oils cart: the phone the shop confirms the order on (WhatsApp or a call) and the city it ships to,
 * then Order Now. Both start from the delivery details the shopper saved at checkout, when there are any.
 * Order Now stays pressable; pressed with a field to fix, it shows the errors and goes to the first.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatPhone, normalizePhone } from '#schema/phone';
import { MAX_CITY } from '#schema/payloads/text-limits';
import { loadSavedDelivery } from '../../api/account';
import type { Lang } from '#schema/i18n/languages';
import { WHOLESALE_WORDS } from '../../i18n/wholesale';
import { CityField } from '../forms/CityFields';
import { Field } from '../forms/Field';
import { focusFirstInvalid } from '../forms/focus-invalid';
import { SubmitButton } from '../forms/SubmitButton';
import { contactErrors, type OilsContact } from './oils-contact';
import type { Busy } from './busy';
import { unavailableWhen } from '../unavailable-button';
import { afterPress } from '../forms/after-press';

interface Props {
  busy: Busy;
  /** Every line's oil is no longer offered: Order Now waits until the shopper has removed them. */
  nothingToOrder: boolean;
  onClear: () => void;
  onOrder: (contact: OilsContact) => void;
  lang: Lang;
}

export default function OilsOrderForm({ busy, nothingToOrder, onClear, onOrder, lang }: Props) {
  const words = WHOLESALE_WORDS[lang];
  const [contact, setContact] = useState<OilsContact>({ phone: '', city: '' });
  const [touched, setTouched] = useState({ phone: false, city: false });
  const form = useRef<HTMLFormElement>(null);
  const errors = contactErrors(contact, lang);
  const invalid = Boolean(errors.phone || errors.city);

  useEffect(() => {
    // Without saved details (or when they cannot be read) the shopper types both, as before.
    loadSavedDelivery().then(
      (saved) => {
        if (!saved) return;
        setContact((typed) => ({
          phone: typed.phone || formatPhone(saved.phone),
          city: typed.city || saved.city,
        }));
      },
      () => {},
    );
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Its buttons stay pressable while the cart is busy (aria-disabled): a press then does nothing.
    if (busy !== null || nothingToOrder) return;
    if (invalid) {
      setTouched({ phone: true, city: true });
      focusFirstInvalid(form.current);
      return;
    }
    onOrder({ phone: normalizePhone(contact.phone)!, city: contact.city.trim() });
  }

  const change = (field: keyof OilsContact) => (event: { currentTarget: HTMLInputElement }) =>
    setContact({ ...contact, [field]: event.currentTarget.value });
  const blur = (field: keyof OilsContact) => () =>
    afterPress(() => setTouched((current) => ({ ...current, [field]: true })));

  return (
    <form ref={form} className="oils-order-form" aria-label={words.orderForm} noValidate onSubmit={submit}>
      <p className="muted">{words.orderNote}</p>
      <Field
        id="oils-phone"
        label={words.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        placeholder={words.phoneExample}
        value={contact.phone}
        onChange={change('phone')}
        onBlur={blur('phone')}
        error={touched.phone ? errors.phone : undefined}
      />
      <CityField
        id="oils-city"
        label={words.city}
        lang={lang}
        maxLength={MAX_CITY}
        value={contact.city}
        onChange={change('city')}
        onBlur={blur('city')}
        error={touched.city ? errors.city : undefined}
      />
      {nothingToOrder && (
        <p id="oils-nothing-to-order" className="error-text">
          {words.nothingToOrder}
        </p>
      )}
      <div className="oils-cart-actions">
        <button type="button" className="button secondary" {...unavailableWhen(busy !== null, onClear)}>
          {busy === 'clear' ? words.clearing : words.clear}
        </button>
        <SubmitButton unavailable={invalid || busy !== null || nothingToOrder}>
          {busy === 'order' ? words.ordering : words.orderNow}
        </SubmitButton>
      </div>
    </form>
  );
}
