import { hrefIn } from '#schema/i18n/languages';
import { paths } from '#schema/paths';

/**
 * The pages whose pre-rendered HTML holds a form with a password (login and sign-up, the password change), in English
 * and in Urdu. Their forms send by POST, so the browser's own send (before the page's script has taken the form over,
 * or with no script at all) writes no field into the address. wrangler.toml runs the Worker first for these addresses,
 * as the static assets answer a POST with an empty 405.
 */
export const PASSWORD_FORM_PAGES = [paths.loginSignup, paths.account].flatMap((page) => [page, hrefIn('ur', page)]);
