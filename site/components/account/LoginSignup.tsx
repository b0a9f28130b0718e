/**
 * The login-signup screen: the two forms on the two faces of one card that flips between them.
 * The face turned away is `inert`, so neither keyboard nor screen reader reaches it.
 */
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { pendingAdd, pendingLine } from '../../stores/pending-add';
import { LoginForm } from './LoginForm';
import { REGISTERED, RegisterForm } from './RegisterForm';
import './account.css';

type Face = 'login' | 'register';

export const SESSION_ENDED =
  'You were logged out: your session ended on another device (a logout or a password change). Please log in again.';

export default function LoginSignup() {
  const [face, setFace] = useState<Face>('login');
  const [prefill, setPrefill] = useState<{ email: string; password: string; notice: string }>();
  const card = useRef<HTMLDivElement>(null);
  const flipped = useRef(false);
  // The page is pre-rendered without it, so it shows once hydrated (useHydrated).
  const hydrated = useHydrated();
  const pending = hydrated ? pendingAdd(location.search) : null;
  const ended = hydrated && new URLSearchParams(location.search).has('ended');

  // After a flip the shopper's focus moves to the face now showing: its first field, or Login when a registration
  // has just filled in the email and password.
  useEffect(() => {
    if (!flipped.current) return;
    const selector = face === 'login' && prefill ? '.face.login button[type="submit"]' : `.face.${face} input`;
    card.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  }, [face, prefill]);

  const show = (next: Face) => {
    flipped.current = true;
    setFace(next);
  };

  return (
    <>
      {pending && <p className="login-reason">{pendingLine(pending)}</p>}
      {ended && <p className="login-reason">{SESSION_ENDED}</p>}
      <div className="flip" ref={card}>
        <div className={`flip-inner${face === 'register' ? ' flipped' : ''}`}>
          <section className="face login" inert={face !== 'login'}>
            <LoginForm prefill={prefill} onSignUp={() => show('register')} />
          </section>
          <section className="face register" inert={face !== 'register'}>
            <RegisterForm
              onClose={() => show('login')}
              onRegistered={(email, password) => {
                setPrefill({ email, password, notice: REGISTERED });
                show('login');
              }}
            />
          </section>
        </div>
      </div>
    </>
  );
}
