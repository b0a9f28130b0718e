/**
 * The shopper's account page: change the password (every other session ends; this one stays logged in with the
 * new token the server answers) and the delivery details the checkout keeps for next time.
 */
import { ACCOUNT } from '#schema/api';
import { useEffect, useState, type FormEvent } from 'react';
import type { SavedDelivery } from '#schema/payloads/account';
import { asNewPasswordMessage, newPasswordProblem, type AccountNames } from '#schema/payloads/auth-rules';
import { cityIn } from '#schema/pakistan-cities';
import { formatPhone } from '#schema/phone';
import { COMMA, listIn, type Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { provinceIn } from '../../i18n/places';
import { fieldProblemIn, refusalIn } from '../../i18n/refusals';
import { NEW_PASSWORD_REFUSALS } from '../../i18n/ur/refusals';
import { useStore } from '@nanostores/react';
import { $user, loadUser, storeToken } from '../../stores/auth';
import { Field } from '../forms/Field';
import { SubmitButton } from '../forms/SubmitButton';
import { changePassword, forgetDelivery, loadSavedDelivery } from '../../api/account';
import { confirmationProblem } from './form-rules';
import { StatusLine } from './LoginForm';
import { NewPasswordFields } from './NewPasswordFields';
import { useForm } from './use-form';
import './account.css';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

function passwordErrors(values: PasswordValues, names: AccountNames): Partial<Record<keyof PasswordValues, string>> {
  const errors: Partial<Record<keyof PasswordValues, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  const problem = newPasswordProblem(values.newPassword, names);
  if (problem) errors.newPassword = asNewPasswordMessage(problem);
  const confirmation = confirmationProblem(values.newPassword, values.confirmPassword, 'new password');
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

export default function AccountPage({ lang = 'en' }: { lang?: Lang }) {
  return (
    <div className="account-page">
      <ChangePassword lang={lang} />
      <SavedDetails lang={lang} />
    </div>
  );
}

function ChangePassword({ lang }: { lang: Lang }) {
  const words = BUYING_WORDS[lang].myAccount;
  const { formRef, values, status, setStatus, reset, bind, shownError, refuseInvalid, refuse, refusedOn } =
    useForm<PasswordValues>(
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      BUYING_WORDS[lang].account.invalidForm,
    );
  // The account's names, for the rule that a password may not hold them (the server checks it again).
  const user = useStore($user);
  useEffect(() => void loadUser(), []);
  const errors = passwordErrors(values, user ?? {});
  const invalid = Object.keys(errors).length > 0;
  const busy = status.kind === 'loading';
  const problem = (field: keyof PasswordValues, label: string, kind?: 'newPassword' | 'sameAgain') =>
    refusedOn(field) ?? fieldProblemIn(lang, shownError(errors, field), { label, value: values[field], kind });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || refuseInvalid(invalid)) return;
    setStatus({ kind: 'loading' });
    try {
      storeToken(await changePassword(values.currentPassword, values.newPassword));
      reset();
      setStatus({ kind: 'success', message: words.changed });
    } catch (error) {
      refuse(error, refusalIn(lang, error, ACCOUNT.changePassword, words.changeFailed, NEW_PASSWORD_REFUSALS));
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      className="account-form account-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="password-title"
    >
      <h2 id="password-title">{words.password}</h2>
      <Field
        id="account-current"
        label={words.current}
        type="password"
        autoComplete="current-password"
        required
        error={problem('currentPassword', words.current)}
        {...bind('currentPassword')}
      />
      <NewPasswordFields
        id="account"
        labels={{ password: words.newPassword, confirm: words.confirmNew }}
        errors={{
          password: problem('newPassword', words.newPassword, 'newPassword'),
          confirm: problem('confirmPassword', words.confirmNew, 'sameAgain'),
        }}
        inputs={{ password: bind('newPassword'), confirm: bind('confirmPassword') }}
      />
      <StatusLine status={status} />
      <SubmitButton unavailable={invalid || busy}>{busy ? words.changing : words.password}</SubmitButton>
    </form>
  );
}

function SavedDetails({ lang }: { lang: Lang }) {
  const words = BUYING_WORDS[lang].myAccount;
  const [saved, setSaved] = useState<SavedDelivery | null | undefined>(undefined);
  const [error, setError] = useState('');

  useEffect(() => {
    loadSavedDelivery().then(setSaved, (failure: unknown) =>
      setError(refusalIn(lang, failure, ACCOUNT.delivery, words.loadFailed)),
    );
  }, [lang, words]);

  async function forget() {
    try {
      await forgetDelivery();
      setSaved(null);
    } catch (failure) {
      setError(refusalIn(lang, failure, ACCOUNT.forgetDelivery, words.forgetFailed));
    }
  }

  // The phones read left to right inside an Urdu line, so 0300-1234567 is never turned round.
  const phones = (details: SavedDelivery) =>
    [details.phone, details.alternatePhone].filter(Boolean).map((phone) => (
      <bdi key={phone} dir="ltr">
        {formatPhone(phone!)}
      </bdi>
    ));

  return (
    <section className="account-card" aria-labelledby="saved-title">
      <h2 id="saved-title">{words.saved}</h2>
      {saved === undefined && !error && <p role="status">{BUYING_WORDS[lang].loading}</p>}
      {saved === null && <p>{words.noneSaved}</p>}
      {saved && (
        <>
          <address>
            {saved.firstName} {saved.lastName}
            <br />
            {listIn(lang, [
              saved.address,
              ...(saved.apartment ? [saved.apartment] : []),
              cityIn(lang, saved.city),
              ...(saved.province ? [provinceIn(lang, saved.province)] : []),
            ])}
            <br />
            {saved.landmark && (
              <>
                {words.landmark}
                {saved.landmark}
                <br />
              </>
            )}
            {saved.deliveryNotes && (
              <>
                {words.deliveryNotes}
                {saved.deliveryNotes}
                <br />
              </>
            )}
            {words.phone}
            {phones(saved).flatMap((phone, at) => (at ? [COMMA[lang], phone] : [phone]))}
          </address>
          <button type="button" className="button secondary" onClick={() => void forget()}>
            {words.forget}
          </button>
        </>
      )}
      <p className="error-text" role="alert">
        {error}
      </p>
    </section>
  );
}
