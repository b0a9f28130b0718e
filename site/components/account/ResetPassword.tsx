/**
 * The page a password reset link opens (/reset-password#<token>): a new password under the registration's rules
 * (the server also refuses the commonest and one holding the account's names). Every other session of the account
 * ends, and this browser is logged in with the new one. The page first asks whether the link still works, so a used
 * or expired one says so at once rather than after a new password has been typed twice.
 */
import { AUTH } from '#schema/api';
import { useEffect, useState, type FormEvent } from 'react';
import { newPasswordProblem } from '#schema/payloads/auth-rules';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { refusedWith } from '../../lib/api';
import { paths } from '#schema/paths';
import { BUYING_WORDS } from '../../i18n/buying';
import { fieldProblemIn, refusalIn } from '../../i18n/refusals';
import { NEW_PASSWORD_REFUSALS } from '../../i18n/ur/refusals';
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

function AskForNewLink({ lang }: { lang: Lang }) {
  const words = BUYING_WORDS[lang].reset;
  return <a href={whatsappLink(words.askNewText(SHOP.name))}>{words.askNew}</a>;
}

function errorsOf(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  const problem = newPasswordProblem(values.password, {});
  if (problem) errors.password = problem;
  const confirmation = confirmationProblem(values.password, values.confirmPassword, 'new password');
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

export default function ResetPassword({ lang = 'en' }: { lang?: Lang }) {
  const words = BUYING_WORDS[lang].reset;
  const labels = BUYING_WORDS[lang].myAccount;
  const { formRef, values, status, setStatus, bind, shownError, refuseInvalid } = useForm<Values>(
    { password: '', confirmPassword: '' },
    BUYING_WORDS[lang].account.invalidForm,
  );
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState(false);
  const [link, setLink] = useState<LinkCheck>({ kind: 'checking' });

  useEffect(() => {
    resetLinkState(location.hash.slice(1)).then(
      (state) => setLink(state === 'live' ? { kind: 'live' } : { kind: 'ended', message: words[state] }),
      (failure: unknown) =>
        // Unreachable, unreadable or busy, the form shows: setting the password asks again and says what went wrong.
        setLink(
          refusedWith(failure, 'reset_not_allowed') || refusedWith(failure, 'invalid')
            ? { kind: 'ended', message: refusalIn(lang, failure, AUTH.resetLink, words.spent, NEW_PASSWORD_REFUSALS) }
            : { kind: 'live' },
        ),
    );
  }, [lang, words]);
  const errors = errorsOf(values);
  const problem = (field: keyof Values, label: string, kind: 'newPassword' | 'sameAgain') =>
    fieldProblemIn(lang, shownError(errors, field), { label, value: values[field], kind });
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
      setGone(refusedWith(failure, 'reset_link_spent'));
      setStatus({
        kind: 'error',
        message: refusalIn(lang, failure, AUTH.reset, words.setFailed, NEW_PASSWORD_REFUSALS),
      });
    }
  }

  if (link.kind === 'checking') return <p className="account-card">{words.checking}</p>;
  if (link.kind === 'ended')
    return (
      <div className="account-card" role="alert">
        <p>{link.message}</p>
        <AskForNewLink lang={lang} />
      </div>
    );
  if (done)
    return (
      <div className="account-card" role="status">
        <p>{words.done}</p>
        <a className="button" href={hrefIn(lang, paths.home)}>
          {words.shop}
        </a>
      </div>
    );
  return (
    <form
      ref={formRef}
      method="post"
      className="account-form account-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="reset-title"
    >
      <h2 id="reset-title">{words.choose}</h2>
      <NewPasswordFields
        id="reset"
        labels={{ password: labels.newPassword, confirm: labels.confirmNew }}
        errors={{
          password: problem('password', labels.newPassword, 'newPassword'),
          confirm: problem('confirmPassword', labels.confirmNew, 'sameAgain'),
        }}
        inputs={{ password: bind('password'), confirm: bind('confirmPassword') }}
      />
      <StatusLine status={status} />
      {gone && <AskForNewLink lang={lang} />}
      <SubmitButton unavailable={invalid || busy}>{busy ? words.saving : words.set}</SubmitButton>
    </form>
  );
}
