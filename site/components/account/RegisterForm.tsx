/** The registration form: 'Registering...', then 'Registration successful! Please log in.' */
import { AUTH } from '#schema/api';
import type { FormEvent } from 'react';
import { register } from '../../api/auth';
import { BUYING_WORDS } from '../../i18n/buying';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { fieldProblemIn, refusalIn } from '../../i18n/refusals';
import { REGISTER_REFUSALS } from '../../i18n/ur/refusals';
import { paths } from '#schema/paths';
import { Field } from '../forms/Field';
import { SubmitButton } from '../forms/SubmitButton';
import { registerErrors, registerFilled, type RegisterValues } from './form-rules';
import { StatusLine } from './LoginForm';
import { NewPasswordFields } from './NewPasswordFields';
import { useForm } from './use-form';

export const SHOW_LOGIN_AFTER_MS = 1000;

interface Props {
  /** After a registration: flip to the login form with the new email filled in. */
  /** The new account's email and password, so the login form needs only one press. */
  onRegistered: (email: string, password: string) => void;
  onClose: () => void;
  lang: Lang;
}

export function RegisterForm({ onRegistered, onClose, lang }: Props) {
  const words = BUYING_WORDS[lang].account;
  const { formRef, values, status, setStatus, reset, bind, shownError, refuseInvalid, refuse, refusedOn } =
    useForm<RegisterValues>(
      { username: '', email: '', password: '', confirmPassword: '', terms: false },
      words.invalidForm,
    );
  const errors = registerErrors(values);
  const problem = (
    field: keyof RegisterValues,
    label: string,
    kind?: 'email' | 'newPassword' | 'sameAgain' | 'terms',
  ) =>
    refusedOn(field) ??
    fieldProblemIn(lang, shownError(errors, field), { label, value: String(values[field] || ''), kind });
  const busy = status.kind === 'loading';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || refuseInvalid(Object.keys(errors).length > 0)) return;
    setStatus({ kind: 'loading' });
    try {
      const { username, email, password } = values;
      // The answer carries a token, but registering is followed by logging in on purpose, so it is not kept.
      await register({ username, email, password });
      // The face flips to the login form, which takes the focus: a field still focused here would be left then, and
      // show its error on the emptied form when the shopper comes back to sign up again.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && formRef.current?.contains(focused)) focused.blur();
      reset();
      setStatus({ kind: 'success', message: words.registered });
      setTimeout(() => {
        setStatus({ kind: 'idle' });
        onRegistered(email.trim(), password);
      }, SHOW_LOGIN_AFTER_MS);
    } catch (err) {
      refuse(err, refusalIn(lang, err, AUTH.register, words.registerFailed, REGISTER_REFUSALS));
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      className="account-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="register-title"
    >
      <div className="form-head">
        <h2 id="register-title">{words.create}</h2>
        <button type="button" className="close" onClick={onClose} aria-label={words.close}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <Field
        id="register-username"
        label={words.username}
        autoComplete="username"
        required
        error={problem('username', words.username)}
        {...bind('username')}
      />
      <Field
        id="register-email"
        label={words.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={problem('email', words.email, 'email')}
        {...bind('email')}
      />
      <NewPasswordFields
        id="register"
        labels={{ password: words.password, confirm: words.confirmPassword }}
        errors={{
          password: problem('password', words.password, 'newPassword'),
          confirm: problem('confirmPassword', words.confirmPassword, 'sameAgain'),
        }}
        inputs={{ password: bind('password'), confirm: bind('confirmPassword') }}
      />
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            required
            aria-invalid={shownError(errors, 'terms') ? true : undefined}
            aria-describedby={shownError(errors, 'terms') ? 'register-terms-error' : undefined}
            {...bind('terms')}
          />{' '}
          {words.agree[0]}
          <a href={hrefIn(lang, paths.terms)} target="_blank">
            {words.agree[1]}
          </a>
          {words.agree[2]}
        </label>
        {shownError(errors, 'terms') && (
          <p className="field-error" id="register-terms-error">
            {problem('terms', '', 'terms')}
          </p>
        )}
      </div>
      <StatusLine status={status} />
      <SubmitButton unavailable={!registerFilled(values) || busy}>
        {busy ? words.registering : words.register}
      </SubmitButton>
      <p className="switch">
        {words.haveAccount}
        <button type="button" className="text-button" onClick={onClose}>
          {words.logIn}
        </button>
      </p>
    </form>
  );
}
