/**
 * The header's login state and cart count, without React: the pre-rendered HTML is the guest's (Login, an empty
 * cart), and this module shows who is logged in and how many entries their cart holds from the same stores the
 * islands use, so a login, logout or cart change anywhere (this tab or another) shows at once.
 */
import { paths } from '#schema/paths';
import { logoutAndGoHome } from '../account/logout';
import { $isLoggedIn, $opensConsole } from '../../stores/auth';
import { $cartCount, ensureCartLoaded } from '../../stores/cart';

/** Which links show for whom: `console` (owner or staff), `shopper` (a logged-in shopper), `member`, `guest`. */
function showLinks(loggedIn: boolean, opensConsole: boolean) {
  const shown = {
    guest: !loggedIn,
    member: loggedIn,
    console: loggedIn && opensConsole,
    shopper: loggedIn && !opensConsole,
  };
  document.querySelectorAll<HTMLElement>('[data-when]').forEach((item) => {
    item.hidden = !shown[item.dataset.when as keyof typeof shown];
  });
}

function showCount(count: number) {
  document.querySelectorAll<HTMLAnchorElement>('.cart-badge').forEach((badge) => {
    // The page's own words for it, in its language.
    const { one = '', many = '' } = badge.dataset;
    badge.setAttribute('aria-label', count === 1 ? one : many.replace('#', String(count)));
    const number = badge.querySelector<HTMLElement>('.cart-badge__count');
    if (!number) return;
    number.textContent = String(count);
    number.hidden = count === 0;
  });
}

const render = () => {
  const loggedIn = $isLoggedIn.get();
  showLinks(loggedIn, $opensConsole.get());
  showCount(loggedIn ? $cartCount.get() : 0);
};

$isLoggedIn.subscribe((loggedIn) => {
  render();
  if (loggedIn) ensureCartLoaded().catch(() => {});
});
$opensConsole.listen(render);
$cartCount.listen(render);

// Logout lands on the page's own home, in its language (the header names it).
document
  .querySelectorAll<HTMLElement>('[data-logout]')
  .forEach((button) => button.addEventListener('click', () => void logoutAndGoHome(button.dataset.home ?? paths.home)));
