/** The registration form: 'Registering...', then 'Registration successful! Please log in.' */
import type { FormEvent } from 'react';
import { register } from '../../api/auth';
import { failureMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Field } from '../forms/Field';
import { SubmitButton } from '../forms/SubmitButton';
import { registerErrors, registerFilled, type RegisterValues } from './form-rules';
import { StatusLine } from './LoginForm';
import { useForm } from './use-form';

export const REGISTERED = 'Registration successful! Please log in.';
export const SHOW_LOGIN_AFTER_MS = 1000;

interface Props {
  /** After a registration: flip to the login form with the new email filled in. */
  /** The new account's email and password, so the login form needs only one press. */
  onRegistered: (email: string, password: string) => void;
  onClose: () => void;
}

export function RegisterForm({ onRegistered, onClose }: Props) {
  const { formRef, values, status, setStatus, reset, bind, shownError, refuseInvalid } = useForm<RegisterValues>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    terms: false,
  });
  const errors = registerErrors(values);
  const busy = status.kind === 'loading';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || refuseInvalid(Object.keys(errors).length > 0)) return;
    setStatus({ kind: 'loading' });
    try {
      const { username, email, password } = values;
      // The answer carries a token, but registering is followed by logging in on purpose, so it is not kept.
      await register({ username, email, password });
      reset();
      setStatus({ kind: 'success', message: REGISTERED });
      setTimeout(() => {
        setStatus({ kind: 'idle' });
        onRegistered(email.trim(), password);
      }, SHOW_LOGIN_AFTER_MS);
    } catch (err) {
      const message = failureMessage(err, 'Registration failed. Please try again.');
      setStatus({ kind: 'error', message });
    }
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-labelledby="register-title">
      <div className="form-head">
        <h2 id="register-title">Create Account</h2>
        <button type="button" className="close" onClick={onClose} aria-label="Close, back to login">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <Field
        id="register-username"
        label="User Name"
        autoComplete="username"
        required
        error={shownError(errors, 'username')}
        {...bind('username')}
      />
      <Field
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={shownError(errors, 'email')}
        {...bind('email')}
      />
      <Field
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        error={shownError(errors, 'password')}
        {...bind('password')}
      />
      <Field
        id="register-confirm"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={shownError(errors, 'confirmPassword')}
        {...bind('confirmPassword')}
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
          I agree to the{' '}
          <a href={paths.terms} target="_blank">
            terms and conditions
          </a>
        </label>
        {shownError(errors, 'terms') && (
          <p className="field-error" id="register-terms-error">
            {errors.terms}
          </p>
        )}
      </div>
      <StatusLine status={status} />
      <SubmitButton unavailable={!registerFilled(values) || busy}>{busy ? 'Registering...' : 'Sign Up'}</SubmitButton>
      <p className="switch">
        Already have an account?{' '}
        <button type="button" className="text-button" onClick={onClose}>
          Log in
        </button>
      </p>
    </form>
  );
}
