/**
 * The console's service worker (public/console-sw.js), for /orders and /ur/orders: registered whenever the console opens, so the
 * console installed on a home screen and opened without a connection says it needs one (the worker's offline page)
 * rather than showing the browser's error, and so new-order alerts have a worker to show them.
 */
import type { Lang } from '#schema/i18n/languages';

export const CONSOLE_WORKER = '/console-sw.js';

/** Each language's console is its own scope, so each starts offline on its own and subscribes in its language. */
export const consoleScope = (lang: Lang) => (lang === 'ur' ? '/ur/orders' : '/orders');

export const canRegister = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function registerConsoleWorker(lang: Lang): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(CONSOLE_WORKER, { scope: consoleScope(lang) });
}
