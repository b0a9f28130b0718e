import { paths } from '#schema/paths';
import { logout } from '../../stores/auth';

/** Logout, from the header or the profile card: end the session, then load home afresh. */
export async function logoutAndGoHome(): Promise<void> {
  await logout();
  location.assign(paths.home);
}
