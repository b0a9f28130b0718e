/** The login form: 'Logging in...', 'Login successful!', then back to where the shopper was. */
import { useEffect, useState, type FormEvent } from 'react';
import { SHOP, whatsappLink } from '#schema/shop';
import { login } from '../../api/auth';
import { failureMessage } from '../../lib/api';
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
}

/** The chat to the shop, naming the account when its email is typed in already. */
const forgotLink = (email: string) =>
  whatsappLink(
    `Assalam o Alaikum ${SHOP.name}, I forgot my password. ${
      email.trim() ? `My account's email is ${email.trim()}. ` : ''
    }Please send me a link to choose a new one.`,
  );

export function LoginForm({ prefill, onSignUp }: Props) {
  const { formRef, values, status, setStatus, reset, bind, shownError, refuseInvalid } = useForm<LoginValues>({
    email: '',
    password: '',
    remember: false,
  });
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
      setStatus({ kind: 'success', message: 'Login successful!' });
      const pending = pendingAdd(location.search);
      if (pending) await completePendingAdd(pending);
      // Loading the previous page afresh means "back one page, then reload": the whole page sees the login.
      const target = afterLoginTarget(location.search, document.referrer, location.origin);
      setTimeout(() => location.replace(target), LOGIN_REDIRECT_MS);
    } catch (err) {
      const message = failureMessage(err, 'Login failed. Please try again.');
      setStatus({ kind: 'error', message });
    }
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h2 id="login-title">Login</h2>
      <Field
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={shownError(errors, 'email')}
        {...bind('email')}
      />
      <Field
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={shownError(errors, 'password')}
        {...bind('password')}
      />
      <div className="form-row">
        <label className="check">
          <input type="checkbox" {...bind('remember')} /> Remember me
        </label>
        {/* The shop makes a one-time reset link from its console and sends it on WhatsApp: no email goes out. */}
        <a href={forgotLink(values.email)} rel="noopener" target="_blank" aria-describedby="forgot-how">
          Forgot password?
        </a>
      </div>
      <p id="forgot-how" className="muted forgot-how">
        Forgot your password? Message us on WhatsApp from the phone on your orders: we send you a link to choose a new
        one. It works once, within 24 hours.
      </p>
      <StatusLine status={status} />
      <SubmitButton unavailable={invalid || busy}>{status.kind === 'loading' ? 'Logging in...' : 'Login'}</SubmitButton>
      <p className="switch">
        Don&apos;t have an account?{' '}
        <button type="button" className="text-button" onClick={onSignUp}>
          Sign up
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
