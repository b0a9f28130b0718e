/**
 * Connecting one courier: its credentials as its merchant portal names them (schema/courier-apis.ts), the pickup
 * address code the parcels are collected from, and the weight a booking takes when none is given. The courier
 * checks the credentials at once: its refusal, in its own words, shows beside them (by the refusal's field, never
 * its words), and nothing is kept until it says yes.
 */
import { useState, type FormEvent } from 'react';
import type { CourierConnection } from '#schema/answers/couriers';
import { CREDENTIAL_FIELDS, DEFAULT_PARCEL_GRAMS } from '#schema/courier-apis';
import { MAX_PARCEL_GRAMS } from '#schema/payloads/couriers';
import { connectCourier } from '#site/api/couriers';
import { ApiFailure } from '#site/lib/api';
import { Field } from '../../forms/Field';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';

const SECRET = new Set(['token', 'apiPassword']);

/** Where a refusal shows: 'credentials' (the courier said no to them), one credential, or another field by name. */
function placeOf(failure: unknown): string | null {
  if (!(failure instanceof ApiFailure) || !failure.field) return null;
  return failure.field.replace(/^credentials\./, '');
}

interface Props {
  courier: CourierConnection;
  /** The connection as the courier accepted it, or null when the owner went back. */
  onDone: (connected: CourierConnection | null) => void;
}

export default function ConnectForm({ courier, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { refused, words: all } = useConsoleWords();
  const { card, couriers } = all;
  const words = couriers.connectForm;
  const fields = CREDENTIAL_FIELDS[courier.id];
  const idOf = (name: string) => `courier-${courier.id}-${name}`;
  const credentialsError = errors.credentials;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const weight = text('defaultWeightGrams');
    setBusy(true);
    setErrors({});
    try {
      const connected = await connectCourier(courier.id, {
        credentials: Object.fromEntries(fields.map((name) => [name, text(name)])),
        pickupAddress: text('pickupAddress'),
        ...(weight ? { defaultWeightGrams: Number(weight) } : {}),
      });
      onDone(connected);
    } catch (failure) {
      const place = placeOf(failure);
      const message = refused(failure, words.failed(courier.name));
      setErrors({ [place && (place === 'credentials' || form.has(place)) ? place : 'form']: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    // POST, as every form holding a secret: were it ever sent by the browser itself, no field goes into the address.
    <form
      method="post"
      className="connect-form"
      aria-label={couriers.connect(courier.name)}
      onSubmit={submit}
      noValidate
    >
      <fieldset aria-describedby={credentialsError ? idOf('credentials-error') : undefined}>
        <legend>{words.credentialsOf(courier.name)}</legend>
        {fields.map((name) => (
          <Field
            key={name}
            id={idOf(name)}
            name={name}
            label={words.labels[name] ?? name}
            type={SECRET.has(name) ? 'password' : 'text'}
            autoComplete="off"
            required
            error={errors[name]}
            aria-invalid={credentialsError || errors[name] ? true : undefined}
            aria-describedby={
              credentialsError ? idOf('credentials-error') : errors[name] ? `${idOf(name)}-error` : undefined
            }
          />
        ))}
        {credentialsError && (
          <p className="field-error" id={idOf('credentials-error')} role="alert">
            {credentialsError}
          </p>
        )}
      </fieldset>
      <Field
        id={idOf('pickupAddress')}
        name="pickupAddress"
        label={words.pickup[courier.id]}
        defaultValue={courier.pickupAddress ?? ''}
        autoComplete="off"
        error={errors.pickupAddress}
      />
      <Field
        id={idOf('defaultWeightGrams')}
        name="defaultWeightGrams"
        label={words.weight(DEFAULT_PARCEL_GRAMS)}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PARCEL_GRAMS}
        defaultValue={courier.defaultWeightGrams ?? ''}
        error={errors.defaultWeightGrams}
      />
      <Alert message={errors.form} />
      <div className="order-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? words.checking(courier.name) : couriers.connect(courier.name)}
        </button>
        <button type="button" className="button secondary" onClick={() => onDone(null)}>
          {card.status.back}
        </button>
      </div>
    </form>
  );
}
