/**
 * The home page's profile avatar: a guest sees the guest's picture (a link to log in); a logged-in
 * shopper sees their first letter on their colour, and a menu button that opens the profile card (username,
 * email, My orders, My account, Logout) which the close cross, Escape or a click elsewhere closes.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { WIDGET_WORDS } from '../i18n/widgets';
import { paths } from '#schema/paths';
import { useHydrated } from '../lib/use-hydrated';
import { useStylesheet } from '../lib/use-stylesheet';
import { $isLoggedIn, $user, loadUser } from '../stores/auth';
import { avatarColour, avatarLetter } from './account/avatar';
import { logoutAndGoHome } from './account/logout';
import profileCardSheet from './account/profile-card.css?url';
import './account/profile-menu.css';

interface Props {
  lang: Lang;
}

/**
 * The guest's picture, drawn in the page: it shows with the first paint, without a request. As a data: URL it came
 * twice, in the picture and in the island's props.
 */
function GuestPicture() {
  const clip = useId();
  return (
    <svg className="avatar" width="44" height="44" viewBox="0 0 64 64" aria-hidden="true">
      <clipPath id={clip}>
        <circle cx="32" cy="32" r="32" />
      </clipPath>
      <circle cx="32" cy="32" r="32" fill="#e5e7eb" />
      <g fill="#9ca3af" clipPath={`url(#${clip})`}>
        <circle cx="32" cy="25" r="11" />
        <ellipse cx="32" cy="58" rx="21" ry="17" />
      </g>
    </svg>
  );
}

export default function ProfileMenu({ lang }: Props) {
  const words = WIDGET_WORDS[lang].profile;
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn) && hydrated;
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const cardId = useId();
  useStylesheet(loggedIn ? profileCardSheet : null);

  useEffect(() => {
    if (loggedIn) void loadUser();
  }, [loggedIn]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
        if (event instanceof KeyboardEvent) toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, [open]);

  if (!loggedIn) {
    return (
      <a className="profile-avatar-link" href={hrefIn(lang, paths.loginSignup)} aria-label={words.login}>
        <GuestPicture />
      </a>
    );
  }

  return (
    <div className="profile-menu" ref={root}>
      {user ? (
        <span
          className="avatar letter"
          style={{ background: avatarColour(user.username) }}
          role="img"
          aria-label={words.signedInAs(user.username)}
        >
          {avatarLetter(user.username)}
        </span>
      ) : (
        <GuestPicture />
      )}
      <button
        ref={toggle}
        type="button"
        className="profile-toggle"
        aria-expanded={open}
        aria-controls={cardId}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{words.menu}</span>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <section id={cardId} className="profile-card" aria-label={words.card}>
          <button type="button" className="profile-close" aria-label={words.close} onClick={() => setOpen(false)}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <p className="profile-name">{user?.username ?? ''}</p>
          <p className="profile-email">{user?.email ?? ''}</p>
          <a href={hrefIn(lang, paths.myOrders)}>{words.myOrders}</a>
          <a href={hrefIn(lang, paths.account)}>{words.myAccount}</a>
          <button type="button" className="button" onClick={() => void logoutAndGoHome(hrefIn(lang, paths.home))}>
            {words.logout}
          </button>
        </section>
      )}
    </div>
  );
}
