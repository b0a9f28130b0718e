/**
 * The page a password reset link opens (/reset-password#<token>): a new password under the registration's rules
 * (the server also refuses the commonest and one holding the account's names). Every other session of the account
 * ends, and this browser is logged in with the new one. The page first asks whether the link still works, so a used
 * or expired one says so at once rather than after a new password has been typed twice.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { newPasswordProblem } from '#schema/payloads/auth-rules';
import { ApiFailure, failureMessage, refusedWith } from '../../lib/api';
import { paths } from '#schema/paths';
import { resetLinkState, resetPassword } from '../../api/staff';
import { storeToken } from '../../stores/auth';
import { whatsappLink, SHOP } from '#schema/shop';
import { SubmitButton } from '../forms/SubmitButton';
import { confirmationProblem } from './form-rules';
import { StatusLine } from './LoginForm';
import { NewPasswordFields } from './NewPasswordFields';
import { useForm } from './use-form';
import './account.css';

type Values = { password: string; confirmPassword: string };

/** What the link's check found: still checking, usable, or why not (the server's words for a refusal). */
type LinkCheck = { kind: 'checking' } | { kind: 'live' } | { kind: 'ended'; message: string };

const ENDED = {
  spent: 'This reset link has already been used, or a newer one has replaced it.',
  expired: 'This reset link has expired: a link works for 24 hours.',
};

function AskForNewLink() {
  return (
    <a
      href={whatsappLink(`Assalam o Alaikum ${SHOP.name}, my password reset link has expired. Please send a new one.`)}
    >
      Ask for a new link on WhatsApp
    </a>
  );
}

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
  const [link, setLink] = useState<LinkCheck>({ kind: 'checking' });

  useEffect(() => {
    resetLinkState(location.hash.slice(1)).then(
      (state) => setLink(state === 'live' ? { kind: 'live' } : { kind: 'ended', message: ENDED[state] }),
      (failure: unknown) =>
        // Unreachable, unreadable or busy, the form shows: setting the password asks again and says what went wrong.
        setLink(
          failure instanceof ApiFailure && failure.status >= 400 && failure.status < 500 && failure.status !== 429
            ? { kind: 'ended', message: failureMessage(failure, ENDED.spent) }
            : { kind: 'live' },
        ),
    );
  }, []);
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

  if (link.kind === 'checking') return <p className="account-card">Checking your link...</p>;
  if (link.kind === 'ended')
    return (
      <div className="account-card" role="alert">
        <p>{link.message}</p>
        <AskForNewLink />
      </div>
    );
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
      {gone && <AskForNewLink />}
      <SubmitButton unavailable={invalid || busy}>{busy ? 'Saving...' : 'Set new password'}</SubmitButton>
    </form>
  );
}
