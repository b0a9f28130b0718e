/**
 * The login and registration forms' rules, as pure functions over the field values. Field rules
 * are the ones the Worker validates with (schema/payloads/auth-rules.ts), so both sides give the same messages.
 */
import { emailProblem, loginPasswordProblem, newPasswordProblem, usernameProblem } from '#schema/payloads/auth-rules';
import { englishPath, hrefIn, pathIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';

export type LoginValues = {
  email: string;
  password: string;
  remember: boolean;
};

export type RegisterValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
};

export type Errors<Values> = Partial<Record<keyof Values, string>>;

function withoutEmpty<Values>(errors: Errors<Values>): Errors<Values> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors<Values>;
}

export function loginErrors(values: LoginValues): Errors<LoginValues> {
  return withoutEmpty({ email: emailProblem(values.email), password: loginPasswordProblem(values.password) });
}

export function registerErrors(values: RegisterValues): Errors<RegisterValues> {
  return withoutEmpty({
    username: usernameProblem(values.username),
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password, values),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword, 'password'),
    terms: values.terms ? undefined : 'Please accept the terms and conditions',
  });
}

/** The second copy of a password being chosen: `what` is 'password' or, where one is replaced, 'new password'. */
export function confirmationProblem(password: string, confirmation: string, what: string): string | undefined {
  if (confirmation === '') return `Please confirm your ${what}`;
  if (confirmation !== password) return 'Passwords do not match';
  return undefined;
}

/** Registration's submit is disabled until all four text fields are filled. */
export function registerFilled(values: RegisterValues): boolean {
  return [values.username, values.email, values.password, values.confirmPassword].every((value) => value.trim() !== '');
}

/**
 * Where login goes next: the page a guard sent the shopper from (`?next=`, with the fragment the guard left on the
 * login page's address: a staff invite's token), else the previous page of this shop, else home in the login page's
 * language (`lang`). Only pages of this shop, so a crafted link cannot send a shopper elsewhere after logging in.
 */
export function afterLoginTarget(search: string, referrer: string, origin: string, lang: Lang, fragment = ''): string {
  const next = new URLSearchParams(search).get('next');
  const back = next && !next.includes('#') ? next + fragment : next;
  const target = (back && sameOriginPath(back, origin)) || (referrer && sameOriginPath(referrer, origin));
  const loginPage = target && target.replace(/^\/ur(?=\/)/, '').startsWith(paths.loginSignup);
  if (!target || loginPage) return hrefIn(lang, paths.home);
  // Checked again: without its /ur, /ur//evil.example would be another site's address.
  return sameOriginPath(inLanguage(lang, target), origin) ?? target;
}

/**
 * The page in the login page's language, the one the shopper last chose (the switch on the login page carries
 * `next` along, but a link made before it may not), or in English where it is not written in that language.
 */
function inLanguage(lang: Lang, target: string): string {
  const cut = target.search(/[?#]/);
  const path = cut < 0 ? target : target.slice(0, cut);
  return (pathIn(lang, path) ?? englishPath(path)) + (cut < 0 ? '' : target.slice(cut));
}

/**
 * The address as the browser will read it, resolved against this page's origin, when it stays on that origin.
 * A browser drops tabs and line breaks anywhere in an address and treats a backslash as a slash, so
 * `/%09/evil.example` is `//evil.example`: judging the text instead of the resolved URL lets such links out. And
 * what is navigated to is the path, not the URL: `/.//evil.example` resolves on this origin to the path
 * `//evil.example`, which read again is another site. So the path itself must resolve to the same address.
 */
function sameOriginPath(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    const path = url.pathname + url.search + url.hash;
    return url.origin === origin && new URL(path, origin).href === url.href ? path : null;
  } catch {
    return null;
  }
}
