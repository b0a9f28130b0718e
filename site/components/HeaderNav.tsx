/**
 * The header's links, in this order: Home, Orders (admin only), Buy Perfumes, Whole Sale, About Us, Contact Us,
 * Request A Quote, My orders (a shopper's, when logged in), then Login or Logout. The static HTML is the guest's; after hydration the stored token decides,
 * and any change of login state (this tab or another) shows at once.
 */
import { useStore } from '@nanostores/react';
import { paths } from '../lib/paths';
import { useHydrated } from '../lib/use-hydrated';
import { $isLoggedIn, $opensConsole } from '../stores/auth';
import { logoutAndGoHome } from './account/logout';

const before = [{ href: paths.home, label: 'Home' }];
const after = [
  { href: paths.buyPerfumes, label: 'Buy Perfumes' },
  { href: paths.wholeSale, label: 'Whole Sale' },
  { href: paths.aboutUs, label: 'About Us' },
  { href: paths.contactUs, label: 'Contact Us' },
  { href: paths.requestQuote, label: 'Request A Quote' },
];

function Link({ href, label }: { href: string; label: string }) {
  return (
    <li>
      <a href={href}>{label}</a>
    </li>
  );
}

export default function HeaderNav() {
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn) && hydrated;
  const isAdmin = useStore($opensConsole) && loggedIn;
  return (
    <ul>
      {before.map((link) => (
        <Link key={link.href} {...link} />
      ))}
      {isAdmin && <Link href={paths.orders} label="Orders" />}
      {after.map((link) => (
        <Link key={link.href} {...link} />
      ))}
      {loggedIn && !isAdmin && <Link href={paths.myOrders} label="My orders" />}
      <li>
        {loggedIn ? (
          <button type="button" className="link" onClick={() => void logoutAndGoHome()}>
            Logout
          </button>
        ) : (
          <a href={paths.loginSignup}>Login</a>
        )}
      </li>
    </ul>
  );
}
