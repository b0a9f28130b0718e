/**
 * The page a staff invite opens (/staff-join#<token>, in Urdu /ur/staff-join#<token>): the logged-in user (the page guard sends a guest to log in
 * or sign up first, and back here with the link whole) joins the shop's staff, and their new token carries the role
 * for the console's links.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { STAFF_JOIN } from '#schema/api';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';
import { joinStaff } from '../../api/staff';
import { BUYING_WORDS } from '../../i18n/buying';
import { refusalIn } from '../../i18n/refusals';
import { $user, loadUser, storeToken } from '../../stores/auth';
import './account.css';

type State = { kind: 'ready' | 'joining' | 'joined' } | { kind: 'refused'; message: string };

export default function StaffJoin({ lang }: { lang: Lang }) {
  const user = useStore($user);
  const [state, setState] = useState<State>({ kind: 'ready' });
  const words = BUYING_WORDS[lang].staffJoin;
  useEffect(() => void loadUser(), []);

  async function join() {
    setState({ kind: 'joining' });
    try {
      storeToken(await joinStaff(location.hash.slice(1)));
      setState({ kind: 'joined' });
    } catch (failure) {
      setState({ kind: 'refused', message: refusalIn(lang, failure, STAFF_JOIN.join, words.failed) });
    }
  }

  if (state.kind === 'joined')
    return (
      <div className="account-card" role="status">
        <p>{words.joined}</p>
        <a className="button" href={hrefIn(lang, paths.orders)}>
          {words.openConsole}
        </a>
      </div>
    );
  return (
    <div className="account-card">
      <p>{words.adds(user ? user.username : null)}</p>
      <button type="button" className="button" onClick={join} disabled={state.kind === 'joining'}>
        {state.kind === 'joining' ? words.joining : words.join}
      </button>
      {state.kind === 'refused' && (
        <p className="error-text" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
