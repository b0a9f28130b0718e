/**
 * The login-signup screen: the two forms on the two faces of one card that flips between them.
 * The face turned away is `inert`, so neither keyboard nor screen reader reaches it.
 */
import { useEffect, useRef, useState } from 'react';
import { BUYING_WORDS } from '../../i18n/buying';
import type { Lang } from '#schema/i18n/languages';
import { useHydrated } from '../../lib/use-hydrated';
import { pendingAdd } from '../../stores/pending-add';
import { pendingLine } from './pending-line';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './account.css';

type Face = 'login' | 'register';

export default function LoginSignup({ lang = 'en' }: { lang?: Lang }) {
  const words = BUYING_WORDS[lang].account;
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
      {pending && <p className="login-reason">{pendingLine(pending, lang)}</p>}
      {ended && <p className="login-reason">{words.sessionEnded}</p>}
      <div className="flip" ref={card}>
        <div className={`flip-inner${face === 'register' ? ' flipped' : ''}`}>
          <section className="face login" inert={face !== 'login'}>
            <LoginForm prefill={prefill} lang={lang} onSignUp={() => show('register')} />
          </section>
          <section className="face register" inert={face !== 'register'}>
            <RegisterForm
              lang={lang}
              onClose={() => show('login')}
              onRegistered={(email, password) => {
                setPrefill({ email, password, notice: words.registered });
                show('login');
              }}
            />
          </section>
        </div>
      </div>
    </>
  );
}
