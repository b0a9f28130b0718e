/**
 * The page a password reset link opens (/reset-password#<token>): a new password under the registration's rules
 * (the server also refuses the commonest and one holding the account's names). Every other session of the account
 * ends, and this browser is logged in with the new one.
 */
import { useState, type FormEvent } from 'react';
import { newPasswordProblem } from '#schema/payloads/auth-rules';
import { failureMessage, refusedWith } from '../../lib/api';
import { paths } from '#schema/paths';
import { resetPassword } from '../../api/staff';
import { storeToken } from '../../stores/auth';
import { whatsappLink, SHOP } from '#schema/shop';
import { SubmitButton } from '../forms/SubmitButton';
import { confirmationProblem } from './form-rules';
import { StatusLine } from './LoginForm';
import { NewPasswordFields } from './NewPasswordFields';
import { useForm } from './use-form';
import './account.css';

type Values = { password: string; confirmPassword: string };

function errorsOf(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  const problem = newPasswordProblem(values.password, {});
  if (problem) errors.password = problem;
  const confirmation = confirmationProblem(values.password, values.confirmPassword, 'new password');
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

export default function ResetPassword() {
  const { formRef, values, status, setStatus, bind, shownError, refuseInvalid } = useForm<Values>({
    password: '',
    confirmPassword: '',
  });
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState(false);
  const errors = errorsOf(values);
  const invalid = Object.keys(errors).length > 0;
  const busy = status.kind === 'loading';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || refuseInvalid(invalid)) return;
    setStatus({ kind: 'loading' });
    try {
      storeToken(await resetPassword(location.hash.slice(1), values.password));
      setDone(true);
    } catch (failure) {
      setGone(refusedWith(failure, 'gone'));
      setStatus({
        kind: 'error',
        message: failureMessage(failure, 'Your password could not be set. Please try again.'),
      });
    }
  }

  if (done)
    return (
      <div className="account-card" role="status">
        <p>Your new password is set. You are logged in here, and logged out everywhere else.</p>
        <a className="button" href={paths.home}>
          Continue shopping
        </a>
      </div>
    );
  return (
    <form
      ref={formRef}
      className="account-form account-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="reset-title"
    >
      <h2 id="reset-title">Choose a new password</h2>
      <NewPasswordFields
        id="reset"
        errors={{ password: shownError(errors, 'password'), confirm: shownError(errors, 'confirmPassword') }}
        inputs={{ password: bind('password'), confirm: bind('confirmPassword') }}
      />
      <StatusLine status={status} />
      {gone && (
        <a
          href={whatsappLink(
            `Assalam o Alaikum ${SHOP.name}, my password reset link has expired. Please send a new one.`,
          )}
        >
          Ask for a new link on WhatsApp
        </a>
      )}
      <SubmitButton unavailable={invalid || busy}>{busy ? 'Saving...' : 'Set new password'}</SubmitButton>
    </form>
  );
}
