/**
 * The shopper the audit is, on the pages behind the login guard (the cart): a guest opening one is sent on to
 * login-signup, so a guest's measurement of it is that redirect and the login page after it, not the page. The
 * shopper is registered on the running shop with two perfumes in the cart, and is signed in in each fresh browser
 * as the site signs one in: the session token in localStorage, which Lighthouse keeps when it empties the cache.
 */
import { AUTH, CART, pathOf } from '#schema/api';
import { TOKEN_KEY } from '../site/lib/stored-token';
import { post } from './api-post';

/** A page behind the login guard, as its HTML says (components/PageGuard.astro). */
export const isBehindLogin = (html: string) => /<page-guard\b[^>]*\bdata-kind="login"/.test(html);

/** Registers the audit's shopper on the shop at `origin`, fills the cart, and answers the session token. */
export async function registerShopper(origin: string): Promise<string> {
  const shopper = { username: 'Audit Shopper', email: 'shopper@audit.pk', password: 'rose-and-musk-7' };
  const token = String((await post(origin, pathOf(AUTH.register), shopper)).token);
  for (const productName of ['Miraj', 'Ghazal']) await post(origin, pathOf(CART.addByName), { productName }, token);
  return token;
}

/**
 * Signs the shopper in in the browser whose DevTools port is `port`: opens a tab on `origin` (at `page`, a page
 * with no script), stores the token there once the tab is on that origin, and closes it.
 */
export async function signInBrowser(port: number, origin: string, page: string, token: string): Promise<void> {
  const devtools = `http://127.0.0.1:${port}/json`;
  const tab = (await (await fetch(`${devtools}/new?${origin}/${page}`, { method: 'PUT' })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 0;
  const evaluate = (expression: string) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      socket.onmessage = (event) => {
        const answer = JSON.parse(String(event.data)) as { id?: number; result?: { result?: { value?: unknown } } };
        if (answer.id === id) resolve(answer.result?.result?.value);
      };
      socket.send(JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
    });
  // The tab opens on about:blank and moves to the page: localStorage is the origin's only once it has.
  const store = `location.origin === ${JSON.stringify(origin)} && (localStorage.setItem(${JSON.stringify(
    TOKEN_KEY,
  )}, ${JSON.stringify(token)}), true)`;
  try {
    for (let tries = 0; (await evaluate(store)) !== true; tries++) {
      if (tries === 100) throw new Error(`the browser never opened ${origin}/${page}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    socket.close();
    await fetch(`${devtools}/close/${tab.id}`);
  }
}
