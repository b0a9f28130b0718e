import { logout } from '../../stores/auth';

/**
 * Logout, from the header or the profile card: end the session, then load `home` afresh, the home page in the
 * page's own language. The caller names it: the header's script, on every page, stays without the languages module.
 */
export async function logoutAndGoHome(home: string): Promise<void> {
  await logout();
  location.assign(home);
}
