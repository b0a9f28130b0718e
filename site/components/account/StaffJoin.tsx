/**
 * The page a staff invite opens (/staff-join#<token>): the logged-in user (the page guard sends a guest to log in
 * or sign up first, and back here with the link whole) joins the shop's staff, and their new token carries the role
 * for the console's links.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { joinStaff } from '../../api/staff';
import { failureMessage } from '../../lib/api';
import { paths } from '#schema/paths';
import { $user, loadUser, storeToken } from '../../stores/auth';
import './account.css';

type State = { kind: 'ready' | 'joining' | 'joined' } | { kind: 'refused'; message: string };

export default function StaffJoin() {
  const user = useStore($user);
  const [state, setState] = useState<State>({ kind: 'ready' });
  useEffect(() => void loadUser(), []);

  async function join() {
    setState({ kind: 'joining' });
    try {
      storeToken(await joinStaff(location.hash.slice(1)));
      setState({ kind: 'joined' });
    } catch (failure) {
      setState({ kind: 'refused', message: failureMessage(failure, 'Could not join the staff. Please try again.') });
    }
  }

  if (state.kind === 'joined')
    return (
      <div className="account-card" role="status">
        <p>You are now on the shop&apos;s staff.</p>
        <a className="button" href={paths.orders}>
          Open the orders console
        </a>
      </div>
    );
  return (
    <div className="account-card">
      <p>
        This invite adds {user ? <strong>{user.username}</strong> : 'your account'} to the shop&apos;s staff: you will
        handle orders, customers and quote requests in the console.
      </p>
      <button type="button" className="button" onClick={join} disabled={state.kind === 'joining'}>
        {state.kind === 'joining' ? 'Joining…' : 'Join the staff'}
      </button>
      {state.kind === 'refused' && (
        <p className="error-text" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
