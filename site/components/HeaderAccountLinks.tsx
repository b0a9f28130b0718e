/** The header's account-dependent links: Orders for the admin, and Login or Logout. */
import { useStore } from '@nanostores/react';
import { paths } from '../lib/paths';
import { useHydrated } from '../lib/use-hydrated';
import { $isAdmin, $isLoggedIn, clearToken } from '../stores/auth';

export default function HeaderAccountLinks() {
  const loggedIn = useStore($isLoggedIn);
  const isAdmin = useStore($isAdmin);
  // The static HTML shows the guest's links; after hydration the stored token decides.
  const hydrated = useHydrated();
  if (!hydrated || !loggedIn) {
    return (
      <li>
        <a href={paths.loginSignup}>Login</a>
      </li>
    );
  }
  return (
    <>
      {isAdmin && (
        <li>
          <a href={paths.orders}>Orders</a>
        </li>
      )}
      <li>
        <button
          type="button"
          className="link"
          onClick={() => {
            clearToken();
            window.location.assign(paths.home);
          }}
        >
          Logout
        </button>
      </li>
    </>
  );
}
