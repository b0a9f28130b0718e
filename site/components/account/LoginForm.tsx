/** The login form: 'Logging in...', 'Login successful!', then back to where the shopper was. */
import { AUTH } from '#schema/api';
import { useEffect, useState, type FormEvent } from 'react';
import { SHOP, whatsappLink } from '#schema/shop';
import { login } from '../../api/auth';
import { BUYING_WORDS } from '../../i18n/buying';
import type { Lang } from '#schema/i18n/languages';
import { fieldProblemIn, refusalIn } from '../../i18n/refusals';
import { LOGIN_REFUSALS } from '../../i18n/ur/refusals';
import { storeToken } from '../../stores/auth';
import { pendingAdd } from '../../stores/pending-add';
import { completePendingAdd } from './complete-pending-add';
import { Field } from '../forms/Field';
import { SubmitButton } from '../forms/SubmitButton';
import { afterLoginTarget, loginErrors, type LoginValues } from './form-rules';
import { useForm, type Status } from './use-form';

export const LOGIN_REDIRECT_MS = 1000;

interface Props {
  /** Filled in after a registration, with the notice that says so. */
  prefill?: { email: string; password: string; notice: string };
  onSignUp: () => void;
  lang: Lang;
}

/** The chat to the shop, naming the account when its email is typed in already. */
const forgotLink = (email: string, lang: Lang) =>
  whatsappLink(BUYING_WORDS[lang].account.forgotText(SHOP.name, email.trim()));

export function LoginForm({ prefill, onSignUp, lang }: Props) {
  const words = BUYING_WORDS[lang].account;
  const { formRef, values, status, setStatus, reset, bind, shownError, refuseInvalid, refuse, refusedOn } =
    useForm<LoginValues>({ email: '', password: '', remember: false }, words.invalidForm);
  const errors = loginErrors(values);
  const invalid = Object.keys(errors).length > 0;
  // Stays true after a successful login, while the page waits to move on.
  const [loggedIn, setLoggedIn] = useState(false);
  const busy = status.kind === 'loading' || loggedIn;

  useEffect(() => {
    if (!prefill) return;
    reset({ email: prefill.email, password: prefill.password, remember: false });
    setStatus({ kind: 'success', message: prefill.notice });
  }, [prefill, reset, setStatus]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || refuseInvalid(invalid)) return;
    setStatus({ kind: 'loading' });
    try {
      const { token } = await login({ email: values.email, password: values.password });
      storeToken(token);
      setLoggedIn(true);
      setStatus({ kind: 'success', message: words.loggedIn });
      const pending = pendingAdd(location.search);
      if (pending) await completePendingAdd(pending);
      // Loading the previous page afresh means "back one page, then reload": the whole page sees the login.
      const target = afterLoginTarget(location.search, document.referrer, location.origin, lang, location.hash);
      setTimeout(() => location.replace(target), LOGIN_REDIRECT_MS);
    } catch (err) {
      refuse(err, refusalIn(lang, err, AUTH.login, words.loginFailed, LOGIN_REFUSALS));
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      className="account-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="login-title"
    >
      <h2 id="login-title">{words.login}</h2>
      <Field
        id="login-email"
        label={words.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={
          refusedOn('email') ??
          fieldProblemIn(lang, shownError(errors, 'email'), { label: words.email, value: values.email, kind: 'email' })
        }
        {...bind('email')}
      />
      <Field
        id="login-password"
        label={words.password}
        type="password"
        autoComplete="current-password"
        required
        error={
          refusedOn('password') ??
          fieldProblemIn(lang, shownError(errors, 'password'), { label: words.password, value: values.password })
        }
        {...bind('password')}
      />
      <div className="form-row">
        <label className="check">
          <input type="checkbox" {...bind('remember')} /> {words.remember}
        </label>
        {/* The shop makes a one-time reset link from its console and sends it on WhatsApp: no email goes out. */}
        <a href={forgotLink(values.email, lang)} rel="noopener" target="_blank" aria-describedby="forgot-how">
          {words.forgot}
        </a>
      </div>
      <p id="forgot-how" className="muted forgot-how">
        {words.forgotHow}
      </p>
      <StatusLine status={status} />
      <SubmitButton unavailable={invalid || busy}>
        {status.kind === 'loading' ? words.loggingIn : words.login}
      </SubmitButton>
      <p className="switch">
        {words.noAccount}
        <button type="button" className="text-button" onClick={onSignUp}>
          {words.signUp}
        </button>
      </p>
    </form>
  );
}

/** One live region per form, always present, so screen readers announce each new message. */
export function StatusLine({ status }: { status: Status }) {
  const message = status.kind === 'success' || status.kind === 'error' ? status.message : '';
  return (
    <p className={`form-status ${status.kind === 'error' ? 'error-text' : 'success-text'}`} role="status">
      {message}
    </p>
  );
}
