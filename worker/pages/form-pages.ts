import { hrefIn } from '#schema/i18n/languages';
import { paths } from '#schema/paths';

/**
 * The pages whose pre-rendered HTML holds a form of what a shopper keeps to themselves (a password, a phone, a
 * message), in English and in Urdu: login and sign-up, the password change, the quote form, order tracking. Their
 * forms send by POST, so the browser's own send (before the page's script has taken the form over, or with no
 * script at all) writes no field into the address, its history or a server's log. wrangler.toml runs the Worker
 * first for these addresses, as the static assets answer a POST with an empty 405.
 */
export const FORM_PAGES = [paths.loginSignup, paths.account, paths.contactUs, paths.trackOrder].flatMap((page) => [
  page,
  hrefIn('ur', page),
]);
