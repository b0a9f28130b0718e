/**
 * The shopper's account page: change the password (every other session ends; this one stays logged in with the
 * new token the server answers) and the delivery details the checkout keeps for next time.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { SavedDelivery } from '#schema/payloads/account';
import { asNewPasswordMessage, newPasswordProblem, type AccountNames } from '#schema/payloads/auth-rules';
import { formatPhone } from '#schema/phone';
import { failureMessage } from '../../lib/api';
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

export const PASSWORD_CHANGED = 'Your password is changed. Your other devices have been logged out.';

function passwordErrors(values: PasswordValues, names: AccountNames): Partial<Record<keyof PasswordValues, string>> {
  const errors: Partial<Record<keyof PasswordValues, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  const problem = newPasswordProblem(values.newPassword, names);
  if (problem) errors.newPassword = asNewPasswordMessage(problem);
  const confirmation = confirmationProblem(values.newPassword, values.confirmPassword, 'new password');
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

export default function AccountPage() {
  return (
    <div className="account-page">
      <ChangePassword />
      <SavedDetails />
    </div>
  );
}

function ChangePassword() {
  const { formRef, values, status, setStatus, reset, bind, shownError, refuseInvalid } = useForm<PasswordValues>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  // The account's names, for the rule that a password may not hold them (the server checks it again).
  const user = useStore($user);
  useEffect(() => void loadUser(), []);
  const errors = passwordErrors(values, user ?? {});
  const invalid = Object.keys(errors).length > 0;
  const busy = status.kind === 'loading';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || refuseInvalid(invalid)) return;
    setStatus({ kind: 'loading' });
    try {
      storeToken(await changePassword(values.currentPassword, values.newPassword));
      reset();
      setStatus({ kind: 'success', message: PASSWORD_CHANGED });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: failureMessage(error, 'Your password could not be changed. Please try again.'),
      });
    }
  }

  return (
    <form
      ref={formRef}
      className="account-form account-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="password-title"
    >
      <h2 id="password-title">Change password</h2>
      <Field
        id="account-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={shownError(errors, 'currentPassword')}
        {...bind('currentPassword')}
      />
      <NewPasswordFields
        id="account"
        errors={{ password: shownError(errors, 'newPassword'), confirm: shownError(errors, 'confirmPassword') }}
        inputs={{ password: bind('newPassword'), confirm: bind('confirmPassword') }}
      />
      <StatusLine status={status} />
      <SubmitButton unavailable={invalid || busy}>{busy ? 'Changing...' : 'Change password'}</SubmitButton>
    </form>
  );
}

function SavedDetails() {
  const [saved, setSaved] = useState<SavedDelivery | null | undefined>(undefined);
  const [error, setError] = useState('');

  useEffect(() => {
    loadSavedDelivery().then(setSaved, (failure: unknown) =>
      setError(failureMessage(failure, 'Your saved details could not be loaded.')),
    );
  }, []);

  async function forget() {
    try {
      await forgetDelivery();
      setSaved(null);
    } catch (failure) {
      setError(failureMessage(failure, 'Your saved details could not be forgotten. Please try again.'));
    }
  }

  return (
    <section className="account-card" aria-labelledby="saved-title">
      <h2 id="saved-title">Saved delivery details</h2>
      {saved === undefined && !error && <p role="status">Loading…</p>}
      {saved === null && (
        <p>
          None saved. Tick &ldquo;Save this information for next time&rdquo; at checkout and we fill them in for you.
        </p>
      )}
      {saved && (
        <>
          <address>
            {saved.firstName} {saved.lastName}
            <br />
            {saved.address}
            {saved.apartment && `, ${saved.apartment}`}, {[saved.city, saved.province].filter(Boolean).join(', ')}
            <br />
            {saved.landmark && (
              <>
                Landmark: {saved.landmark}
                <br />
              </>
            )}
            {saved.deliveryNotes && (
              <>
                Delivery notes: {saved.deliveryNotes}
                <br />
              </>
            )}
            Phone: {formatPhone(saved.phone)}
            {saved.alternatePhone && `, ${formatPhone(saved.alternatePhone)}`}
          </address>
          <button type="button" className="button secondary" onClick={() => void forget()}>
            Forget these details
          </button>
        </>
      )}
      <p className="error-text" role="alert">
        {error}
      </p>
    </section>
  );
}
