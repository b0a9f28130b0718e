/**
 * The tracking page's form: the order number (filled in from ?order= when the receipt or the WhatsApp text linked
 * here) and the phone given with the order. The server checks both and answers the order's progress, or one
 * "not found" whatever was wrong, or which of the two it cannot read; English pages show its words as they come.
 */
import { TRACK } from '#schema/api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TrackedOrder as Tracked } from '#schema/answers/orders';
import { SHOP, whatsappLink } from '#schema/shop';
import { MAX_ORDER_NUMBER, MAX_TYPED_PHONE } from '#schema/payloads/text-limits';
import { trackOrder } from '../../api/track';
import type { Lang } from '#schema/i18n/languages';
import { PHONE_EXAMPLE } from '../../i18n/phone-example';
import { BUYING_WORDS } from '../../i18n/buying';
import { refusalIn } from '../../i18n/refusals';
import { Field } from '../forms/Field';
import { TrackedOrder } from './TrackedOrder';
import './track.css';

type Errors = { orderNumber?: string; phone?: string };

const linkedOrderNumber = () => (new URLSearchParams(location.search).get('order') ?? '').slice(0, 20);

export default function TrackOrder({ lang = 'en' }: { lang?: Lang }) {
  const words = BUYING_WORDS[lang].track;
  const [orderNumber, setOrderNumber] = useState('');
  const [phone, setPhone] = useState('');
  const numberField = useRef<HTMLInputElement>(null);
  const phoneField = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<Tracked | null>(null);

  // On a slow phone the shopper types into the pre-rendered form before React takes it over: hydration leaves the
  // words on the page but not in state, and the form's next render would write its empty state over them (a key
  // pressed after that left held-taps holding only the rest). They are read into state before anything draws the form
  // again; a number not typed is the one the link carried (?order=, which the built HTML cannot have).
  useEffect(() => {
    setOrderNumber(numberField.current!.value || linkedOrderNumber());
    setPhone(phoneField.current!.value);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Errors = {
      orderNumber: orderNumber.trim() ? undefined : words.needNumber,
      phone: phone.trim() ? undefined : words.needPhone,
    };
    setErrors(missing);
    setFailure('');
    if (missing.orderNumber || missing.phone) return;
    setBusy(true);
    try {
      setOrder(await trackOrder(orderNumber, phone));
    } catch (error) {
      setOrder(null);
      setFailure(
        refusalIn(lang, error, TRACK.find, words.failed, {
          not_found: words.notFound,
          invalid: { orderNumber: words.badNumber, phone: words.badPhone },
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="track">
      <form className="track__form" method="post" onSubmit={submit} noValidate aria-label={words.form}>
        <Field
          id="track-order-number"
          label={words.orderNumber}
          name="orderNumber"
          required
          autoComplete="off"
          placeholder="FS-10427"
          maxLength={MAX_ORDER_NUMBER}
          ref={numberField}
          value={orderNumber}
          error={errors.orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
        />
        <Field
          id="track-phone"
          label={words.phone}
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          placeholder={PHONE_EXAMPLE[lang]}
          maxLength={MAX_TYPED_PHONE}
          ref={phoneField}
          value={phone}
          error={errors.phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? words.looking : words.submit}
        </button>
        <p className="error-text" role="alert">
          {failure}
        </p>
        {failure && (
          <p>
            {words.stillLost}
            <a href={whatsappLink(words.askText(SHOP.name, orderNumber.trim()))} rel="noopener" target="_blank">
              {words.ask}
            </a>
          </p>
        )}
      </form>
      {order && <TrackedOrder order={order} lang={lang} />}
    </div>
  );
}
