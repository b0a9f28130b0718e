/**
 * Accounts for browser tests. Register through the API, log a page in the way the site does (the token in
 * localStorage under `auth_token`), and make a user an owner of the test server's shop.
 *
 *   const user = await registerUser(page);          // { username, email, password, token }
 *   const shopper = await newShopper(page);          // registered and logged in on the page with that token
 *   await logIn(page, user);                         // a fresh login; then page.goto(...) wherever the test starts
 *   await makeAdmin(user); await logIn(page, user);  // log in again: the fresh token says owner
 *   const password = await resetPassword(user.email);       // the owner's reset; old sessions end
 *   const owner = await openAdminConsole(page);      // the worker's owner, logged in, on /orders
 *   theOwner().token                                 // the worker's owner's session, for the owner's API
 *
 * Every login and sign-up costs the Worker a password hash (a few hundred ms of its one thread, and as long again
 * of rest): tests that are not about logging in use the token registering answered, or the worker's owner.
 */
import { request as requests, type APIRequestContext, type Page } from '@playwright/test';
import { csrfHeaders } from './csrf';
import { onLocalDatabase } from '#scripts/local-database';
import { E2E_BASE_URL, E2E_STATE_DIR } from './server';

export interface TestUser {
  username: string;
  email: string;
  password: string;
  token: string;
}

export const TOKEN_KEY = 'auth_token';

let counter = 0;

function requestOf(target: Page | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

async function post(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await request.post(path, { data, headers: { ...(await csrfHeaders(request)), ...headers } });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok() || !body.token) throw new Error(`${path} answered ${response.status()}: ${body.message}`);
  return body.token;
}

/**
 * A new account, registered through the API. Each call claims its own client address, so a long test run
 * stays under the per-address registration limit (locally nothing sets cf-connecting-ip).
 */
export async function registerUser(
  target: Page | APIRequestContext,
  overrides: Partial<Omit<TestUser, 'token'>> = {},
): Promise<TestUser> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const user = {
    username: `Shopper ${unique}`,
    email: `shopper-${unique}@example.pk`,
    password: 'chai-and-attar-1',
    ...overrides,
  };
  const address = `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const token = await post(requestOf(target), '/api/auth/register', user, { 'cf-connecting-ip': address });
  return { ...user, token };
}

/**
 * A fresh token for the user (it carries the current role). `headers` can claim a client address
 * (`cf-connecting-ip`), so a test's failed logins do not count against the other tests' shared 'local' address.
 */
export async function logInViaApi(
  target: Page | APIRequestContext,
  user: Pick<TestUser, 'email' | 'password'>,
  headers: Record<string, string> = {},
): Promise<string> {
  return post(requestOf(target), '/api/auth/login', { email: user.email, password: user.password }, headers);
}

/**
 * Logs the page in with the token, as the site does after the login form: the token in localStorage. Leaves the page
 * on a same-origin address; navigate where the test starts afterwards.
 */
export async function logInWithToken(page: Page, token: string): Promise<string> {
  if (!page.url().startsWith('http')) await page.goto('/api/csrf');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return token;
}

/** Logs the page in with a fresh login (a new token, carrying the user's role as it is now). */
export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  return logInWithToken(page, await logInViaApi(page, user));
}

let ordersShopper: Promise<TestUser> | undefined;

/**
 * This worker's shopper for orders placed through the API whose buyer the test never looks at (the console's tests
 * tell their orders apart by the surname on each): registered once per worker, as the worker's tests need orders
 * from someone, not each from someone new.
 */
export function someShopper(request: APIRequestContext): Promise<TestUser> {
  ordersShopper ??= registerUser(request);
  return ordersShopper;
}

/** A new shopper, logged in on the page with the token registering answered. */
export async function newShopper(page: Page, overrides: Partial<Omit<TestUser, 'token'>> = {}): Promise<TestUser> {
  const user = await registerUser(page, overrides);
  await logInWithToken(page, user.token);
  return user;
}

/** Runs one of the owner's account commands (scripts/) on the test server's local D1; answers what it printed. */
async function ownerCommand(script: string, email: string): Promise<string> {
  return onLocalDatabase('npx', ['tsx', `scripts/${script}`, email, '--persist-to', E2E_STATE_DIR]);
}

/** The first owner, logged in since the command made it an owner: made when this worker's test server started. */
let firstOwner: TestUser | undefined;

/**
 * The shop's first owner, made once per test server by the owner's own command (`npm run admin`) before any test's
 * clock starts, and logged in once (its token says owner). The command starts a wrangler process, seconds of CPU each
 * (a minute at a load of 30): the other owners the tests need are made by this one in the console's Staff section, as
 * a shop gets its second owner.
 */
export async function makeFirstOwner(): Promise<void> {
  const request = await requests.newContext({ baseURL: E2E_BASE_URL });
  try {
    const owner = await registerUser(request);
    await ownerCommand('make-admin.ts', owner.email);
    firstOwner = { ...owner, token: await logInViaApi(request, owner) };
  } finally {
    await request.dispose();
  }
}

/**
 * This worker's owner. Its tests share its session, one after another: a test that logs it out or changes its
 * password would end it for the rest, so such a test makes an owner of its own (makeAdmin).
 */
export function theOwner(): TestUser {
  if (!firstOwner) throw new Error('No first owner: take `test` from tests/e2e/support/test.ts, which makes one');
  return firstOwner;
}

let ownersRequest: Promise<APIRequestContext> | undefined;

/** The account's id, as the server signed it into the account's token. */
export function idOf(user: Pick<TestUser, 'token'>): string {
  const claims = JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return claims.sub;
}

/** Makes the user an owner (the first owner's PATCH /api/admin/staff/:id). Log in again afterwards. */
export async function makeAdmin(user: Pick<TestUser, 'token'>): Promise<void> {
  const { token } = theOwner();
  ownersRequest ??= requests.newContext({ baseURL: E2E_BASE_URL });
  const request = await ownersRequest;
  const response = await request.patch(`/api/admin/staff/${idOf(user)}`, {
    data: { role: 'owner' },
    headers: { authorization: `Bearer ${token}`, ...(await csrfHeaders(request)) },
  });
  if (!response.ok()) throw new Error(`making an owner answered ${response.status()}: ${await response.text()}`);
}

/** Gives the user a new password through `npm run reset-password`; answers the password it printed. */
export async function resetPassword(email: string): Promise<string> {
  const printed = await ownerCommand('reset-password.ts', email);
  const password = /^ {4}(\S+)$/m.exec(printed)?.[1];
  if (!password) throw new Error(`reset-password printed no password:\n${printed}`);
  return password;
}

/** The worker's owner (theOwner), logged in on the page, which is left on the admin console (/orders). */
export async function openAdminConsole(page: Page): Promise<TestUser> {
  const owner = theOwner();
  await logInWithToken(page, owner.token);
  await page.goto('/orders');
  return owner;
}
